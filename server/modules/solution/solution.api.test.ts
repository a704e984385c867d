import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createSolutionDrafts } from '../../db/factories/solution-drafts';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const sections = '<h3>行业痛点</h3><p>计量周期长。</p><h3>方案架构</h3><p>一个平台。</p><h3>核心功能</h3><h4>中期计量</h4><p>在线审核。</p><h3>应用价值</h3><p>提效。</p><h3>典型案例</h3><p>长沙地铁 6 号线。</p>';

describe('solution API', () => {
  let t: TestApp;
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/solution/pub/${url}`, payload }).then((r) => r.json());
  const titles = async (payload: object) => (await post('listPaged', payload)).records.map((r: { title: string }) => r.title);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const s = t.services.solution;
    const base = { coverUrl: '/images/solutions/subway-1.svg', products: ['计量支付 ERP', 'GIS+BIM 平台'] };
    ids.subwayYz = await s.create({
      ...base,
      title: '城市轨道交通工程计量支付一体化解决方案（业主版）',
      projectType: 'SUBWAY',
      projectRole: 'YZ',
      summary: '贯通车站与盾构区间的计量、变更与支付。',
      highlights: ['计量周期由半个月缩短到 5 天', '盾构掘进数据自动入账'],
      content: `${sections}<script>alert(1)</script>`,
      publishDate: day(2),
      readCount: 40,
    });
    ids.subwaySg = await s.create({ ...base, title: '地铁车站及区间工程智慧工地解决方案（施工版）', projectType: 'SUBWAY', projectRole: 'SG', highlights: ['人、机、料、法、环全要素在线'], content: sections, publishDate: day(60), readCount: 900 });
    ids.subwayJl = await s.create({ ...base, title: '城际铁路工程监理数字化解决方案（监理版）', projectType: 'SUBWAY', projectRole: 'JL', content: sections, publishDate: day(400), readCount: 10 });
    ids.subwayYz2 = await s.create({ ...base, title: '市域快轨工程数字化建设管理解决方案（业主版）', projectType: 'SUBWAY', projectRole: 'YZ', content: sections, publishDate: day(700), readCount: 5 });
    ids.water = await s.create({ ...base, coverUrl: '/images/solutions/water-2.svg', title: '港口码头工程质量安全管理解决方案（监管版）', projectType: 'WATER', projectRole: 'JG', content: sections, publishDate: day(10), readCount: 300 });
  });
  afterAll(() => t.close());

  describe('types', () => {
    it('lists every project type with its stable id and number of solutions', async () => {
      const reply = await post('types');
      expect(reply.code).toBe('30000');
      expect(reply.data.map((x: { id: number; code: string; count: number }) => [x.id, x.code, x.count])).toEqual([
        [1, 'ROAD', 0],
        [2, 'SUBWAY', 4],
        [3, 'TUNNEL', 0],
        [4, 'BUILDING', 0],
        [5, 'GOV', 0],
        [6, 'WATER', 1],
        [7, 'COMMON', 0],
      ]);
      expect(reply.data[1]).toMatchObject({ name: '轨道交通', intro: expect.stringContaining('地铁') });
    });
  });

  describe('listPaged', () => {
    it('lists newest first with totals and list fields', async () => {
      const all = await post('listPaged', {});
      expect(all).toMatchObject({ code: '30000', msg: '成功', current: 1, size: 20, total: 5, pages: 1 });
      expect(all.records[0]).toEqual({
        id: ids.subwayYz,
        title: '城市轨道交通工程计量支付一体化解决方案（业主版）',
        projectType: 'SUBWAY',
        typeId: 2,
        typeName: '轨道交通',
        projectRole: 'YZ',
        summary: '贯通车站与盾构区间的计量、变更与支付。',
        coverUrl: '/images/solutions/subway-1.svg',
        highlights: ['计量周期由半个月缩短到 5 天', '盾构掘进数据自动入账'],
        products: ['计量支付 ERP', 'GIS+BIM 平台'],
        publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        readCount: 40,
      });
      expect(all.records).not.toHaveProperty('0.content');
    });

    it('filters by project type, role, range and keyword, and sorts by reads', async () => {
      expect(await titles({ projectType: 'WATER' })).toEqual(['港口码头工程质量安全管理解决方案（监管版）']);
      expect(await titles({ projectType: 'SUBWAY', projectRole: 'YZ' })).toEqual(['城市轨道交通工程计量支付一体化解决方案（业主版）', '市域快轨工程数字化建设管理解决方案（业主版）']);
      expect(await titles({ projectType: 'ALL', projectRole: 'ALL', range: '1w' })).toEqual(['城市轨道交通工程计量支付一体化解决方案（业主版）']);
      expect(await titles({ range: '3m' })).toHaveLength(3);
      expect(await titles({ keywords: '智慧工地' })).toEqual(['地铁车站及区间工程智慧工地解决方案（施工版）']);
      expect(await titles({ keywords: '盾构' })).toEqual(['城市轨道交通工程计量支付一体化解决方案（业主版）']);
      expect(await titles({ keywords: '100%_' })).toEqual([]);
      expect(await titles({ sort: 'hottest', projectType: 'SUBWAY' })).toEqual([
        '地铁车站及区间工程智慧工地解决方案（施工版）',
        '城市轨道交通工程计量支付一体化解决方案（业主版）',
        '城际铁路工程监理数字化解决方案（监理版）',
        '市域快轨工程数字化建设管理解决方案（业主版）',
      ]);
    });

    it('pages, and answers an empty first page for a filter without matches', async () => {
      const second = await post('listPaged', { size: 2, current: 2 });
      expect(second).toMatchObject({ total: 5, pages: 3, current: 2 });
      expect(second.records).toHaveLength(2);
      expect(await post('listPaged', { projectType: 'TUNNEL' })).toMatchObject({ code: '30000', total: 0, pages: 0, records: [] });
    });

    it('refuses a page past the last one', async () => {
      expect(await post('listPaged', { size: 2, current: 4 })).toEqual({ code: '40400', msg: '页码超出范围，共 3 页' });
      expect(await post('listPaged', { projectType: 'TUNNEL', current: 2 })).toEqual({ code: '40400', msg: '页码超出范围，共 0 页' });
    });

    it.each([
      [{ projectType: 'PORT' }, '请选择正确的项目类型：ALL、COMMON、ROAD、SUBWAY、TUNNEL、BUILDING、GOV 或 WATER'],
      [{ projectRole: 'BOSS' }, '请选择正确的项目角色：ALL、COMMON、YZ、SG、JL、ZX 或 JG'],
      [{ range: '2y' }, '请选择正确的时间范围：all、3d、1w、1m、3m 或 1y'],
      [{ sort: 'oldest' }, '请选择正确的排序方式：newest 或 hottest'],
      [{ keywords: '方'.repeat(31) }, '关键词不能超过 30 个字符'],
      [{ keywords: 12 }, '关键词必须是文字'],
      [{ current: 0 }, '页码不能小于 1'],
      [{ size: 500 }, '每页条数不能大于 100'],
    ])('refuses %j with “%s”', async (payload, msg) => {
      expect(await post('listPaged', payload)).toEqual({ code: '40000', msg });
    });

    it('accepts a keyword of exactly 30 characters', async () => {
      expect((await post('listPaged', { keywords: '方'.repeat(30) })).code).toBe('30000');
    });
  });

  describe('get', () => {
    it('returns the sanitised body and related solutions of the same type, same role first', async () => {
      const { code, data } = await post('get', { id: ids.subwayYz });
      expect(code).toBe('30000');
      expect(data).toMatchObject({ id: ids.subwayYz, typeId: 2, typeName: '轨道交通', projectRole: 'YZ', products: ['计量支付 ERP', 'GIS+BIM 平台'] });
      for (const heading of ['行业痛点', '方案架构', '核心功能', '应用价值', '典型案例']) expect(data.content).toContain(`<h3>${heading}</h3>`);
      expect(data.content).not.toContain('script');
      expect(data.related.map((r: { id: number }) => r.id)).toEqual([ids.subwayYz2, ids.subwaySg, ids.subwayJl]);
    });

    it('takes the first paragraph as the summary when none is given', async () => {
      const { data } = await post('get', { id: ids.subwaySg });
      expect(data.summary).toBe('计量周期长。');
    });

    it('answers unknown and malformed ids', async () => {
      expect(await post('get', { id: 987654 })).toEqual({ code: '40400', msg: '解决方案不存在或已下线' });
      expect(await post('get', { id: 'abc' })).toEqual({ code: '40000', msg: '方案编号必须是数字' });
      expect(await post('get', { id: -3 })).toEqual({ code: '40000', msg: '方案编号必须是正整数' });
      expect((await post('get', {})).code).toBe('40000');
    });
  });

  describe('read', () => {
    it('counts a read and answers the new total', async () => {
      expect(await post('read', { id: ids.water })).toEqual({ code: '30000', msg: '成功', data: { readCount: 301 } });
      expect(await post('read', { id: ids.water })).toMatchObject({ data: { readCount: 302 } });
      expect((await post('get', { id: ids.water })).data.readCount).toBe(302);
    });

    it('answers unknown and malformed ids', async () => {
      expect(await post('read', { id: 987654 })).toEqual({ code: '40400', msg: '解决方案不存在或已下线' });
      expect(await post('read', { id: '1x' })).toEqual({ code: '40000', msg: '方案编号必须是数字' });
    });
  });

  it('indexes solutions for the site search with their detail url', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/search/pub/query', payload: { keywords: '港口码头', kind: 'SOLUTION' } }).then((r) => r.json());
    expect(reply.records.map((r: { kind: string; id: number; url: string }) => [r.kind, r.id, r.url])).toEqual([['SOLUTION', ids.water, `/solution/detail/${ids.water}`]]);
  });
});

describe('solution factory', () => {
  const drafts = createSolutionDrafts(20261122);

  it('makes over 110 distinct solutions covering every type and role', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(110);
    expect(new Set(drafts.map((d) => d.title)).size).toBe(drafts.length);
    expect(new Set(drafts.map((d) => d.projectType))).toEqual(new Set(['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER', 'COMMON']));
    expect(new Set(drafts.map((d) => d.projectRole))).toEqual(new Set(['COMMON', 'YZ', 'SG', 'JL', 'ZX', 'JG']));
  });

  it('gives each a role edition in the title, 3–5 highlights, products and the five sections', () => {
    for (const d of drafts) {
      if (d.projectRole === 'YZ') expect(d.title).toMatch(/（业主版）$/);
      if (d.projectRole === 'COMMON') expect(d.title).toMatch(/解决方案$/);
      expect(d.highlights.length).toBeGreaterThanOrEqual(3);
      expect(d.highlights.length).toBeLessThanOrEqual(5);
      expect(d.products.length).toBeGreaterThanOrEqual(3);
      expect(d.content.match(/<h3>(行业痛点|方案架构|核心功能|应用价值|典型案例)<\/h3>/g)).toHaveLength(5);
      expect(d.coverUrl).toMatch(/^\/images\/solutions\/[a-z]+-[12]\.svg$/);
      expect(d.title).not.toMatch(/工程工程|[\u4e00-\u9fff][A-Za-z]/);
    }
  });

  it('spreads publication over three years', () => {
    const times = drafts.map((d) => d.publishDate.getTime());
    expect((Math.max(...times) - Math.min(...times)) / 86_400_000).toBeGreaterThan(900);
  });
});
