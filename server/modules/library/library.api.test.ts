import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const body = (chapters: string[]) => chapters.map((c, i) => `<h3>${i + 1} ${c}</h3><p>${i + 1}.0.1 ${c}应符合设计要求。</p>`).join('');

describe('library API', () => {
  let t: TestApp;
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload }).then((r) => r.json());
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const lib = t.services.library;
    const base = { kind: 'NATIONAL', categoryId: 8, projectType: 'GOV', projectRole: 'ZX', issuer: '中华人民共和国住房和城乡建设部', explanation: '<h3>1 总则</h3><p>本条说明了目的。</p>' };
    ids.old = await lib.createStandard({ ...base, number: 'GB 50857-2008', title: '市政工程工程量计算规范', status: 'ABOLISHED', issueDate: day(900), implementDate: day(800), content: body(['总则', '术语']), readCount: 5 });
    ids.std = await lib.createStandard({
      ...base,
      number: 'GB 50857-2013',
      title: '市政工程工程量计算规范',
      titleEn: 'Standard for measurement of municipal works',
      status: 'CURRENT',
      issueDate: day(20),
      implementDate: day(2),
      content: `${body(['总则', '术语', '土石方工程'])}<script>alert(1)</script>`,
      pdfTitle: '市政工程工程量计算规范.pdf',
      pdfSizeBytes: 2_048_000,
      replacesId: ids.old,
      readCount: 300,
    });
    ids.road = await lib.createStandard({ ...base, kind: 'INDUSTRY', categoryId: 3, projectType: 'ROAD', projectRole: 'SG', number: 'JTG F80/1-2017', title: '公路工程质量检验评定标准', status: 'CURRENT', issueDate: day(400), implementDate: day(300), content: body(['总则']), readCount: 900 });
    ids.upcoming = await lib.createStandard({ ...base, kind: 'GROUP', categoryId: 9, projectType: 'COMMON', projectRole: 'JG', number: 'T/CCES 12-2026', title: '智慧工地建设技术标准', status: 'UPCOMING', issueDate: day(1), implementDate: day(-90), content: body(['总则']) });
    ids.policy = await lib.createPolicy({
      title: '住房和城乡建设部关于推进建设工程计量支付数字化管理的通知',
      authority: '住房和城乡建设部',
      docNumber: '建市〔2025〕12号',
      region: '全国',
      categoryId: 3,
      projectType: 'GOV',
      projectRole: 'YZ',
      publishDate: day(10),
      content: '<p>各省、自治区住房和城乡建设厅：</p><p>为推进计量支付数字化，严格执行《市政工程工程量计算规范》。</p>',
      standardIds: [ids.std!],
    });
    ids.localPolicy = await lib.createPolicy({ title: '湖南省住房和城乡建设厅关于加强智慧工地建设的通知', authority: '湖南省住房和城乡建设厅', docNumber: '湘建建〔2024〕7号', region: '湖南省', categoryId: 5, publishDate: day(200), content: '<p>各市州住房城乡建设局：智慧工地。</p>' });
    ids.paper = await lib.createPaper({ title: '基于GIS+BIM的线性工程进度管理研究', authors: '王建国，李雪梅', institution: '中南大学土木工程学院', journal: '《施工技术》2025年第3期', year: 2025, categoryId: 8, publishDate: day(40), abstract: '针对线性工程进度管理难题，提出 GIS+BIM 融合方法。', keywords: 'BIM；GIS；进度管理', content: '<h3>1 引言</h3><p>线性工程。</p>' });
    ids.pdfPaper = await lib.createPaper({ title: '盾构下穿既有线沉降控制', authors: '张伟', year: 2023, categoryId: 3, projectType: 'SUBWAY', publishDate: day(700), abstract: '研究了盾构下穿的沉降控制。', pdfTitle: '盾构下穿既有线沉降控制.pdf', pdfSizeBytes: 900_000 });
  });
  afterAll(() => t.close());

  describe('standards', () => {
    it('lists newest first with totals, and filters by status, kind, category, type, role, range and keyword', async () => {
      const all = await post('library/pub/standard/listPaged', {});
      expect(all).toMatchObject({ code: '30000', msg: '成功', current: 1, size: 20, total: 4, pages: 1 });
      expect(all.records.map((r: { number: string }) => r.number)).toEqual(['T/CCES 12-2026', 'GB 50857-2013', 'JTG F80/1-2017', 'GB 50857-2008']);
      expect(all.records[1]).toMatchObject({ status: 'CURRENT', kind: 'NATIONAL', categoryName: '造价计量', titleEn: 'Standard for measurement of municipal works' });
      const numbers = async (payload: object) => (await post('library/pub/standard/listPaged', payload)).records.map((r: { number: string }) => r.number);
      expect(await numbers({ status: 'ABOLISHED' })).toEqual(['GB 50857-2008']);
      expect(await numbers({ kind: 'INDUSTRY' })).toEqual(['JTG F80/1-2017']);
      expect(await numbers({ dirId: 3 })).toEqual(['JTG F80/1-2017']);
      expect(await numbers({ projectType: 'ROAD', projectRole: 'SG' })).toEqual(['JTG F80/1-2017']);
      expect(await numbers({ projectType: 'ALL', projectRole: 'ALL', range: '1m' })).toEqual(['T/CCES 12-2026', 'GB 50857-2013']);
      expect(await numbers({ range: '3d' })).toEqual(['T/CCES 12-2026']);
      expect(await numbers({ keywords: 'GB50857' })).toEqual(['GB 50857-2013', 'GB 50857-2008']);
      expect(await numbers({ keywords: '智慧工地' })).toEqual(['T/CCES 12-2026']);
      expect(await numbers({ keywords: '100%_' })).toEqual([]);
      expect(await numbers({ sort: 'hottest' })).toEqual(['JTG F80/1-2017', 'GB 50857-2013', 'GB 50857-2008', 'T/CCES 12-2026']);
      const paged = await post('library/pub/standard/listPaged', { size: 3, current: 2 });
      expect(paged).toMatchObject({ total: 4, pages: 2, current: 2 });
      expect(paged.records).toHaveLength(1);
    });

    it('answers an empty page past the end', async () => {
      expect(await post('library/pub/standard/listPaged', { current: 40 })).toMatchObject({ code: '30000', total: 4, records: [] });
    });

    it.each([
      [{ status: 'VALID' }, '请选择正确的标准状态：CURRENT、UPCOMING 或 ABOLISHED'],
      [{ kind: 'ISO' }, '请选择正确的标准类别：NATIONAL、INDUSTRY、LOCAL 或 GROUP'],
      [{ projectType: 'SPACE' }, '请选择正确的项目类型'],
      [{ projectRole: 'BOSS' }, '请选择正确的项目角色'],
      [{ range: '2y' }, '请选择正确的时间范围：all、3d、1w、1m、3m 或 1y'],
      [{ sort: 'oldest' }, '请选择正确的排序方式：newest 或 hottest'],
      [{ keywords: '规'.repeat(31) }, '关键词不能超过 30 个字符'],
      [{ current: 0 }, '页码不能小于 1'],
      [{ size: 500 }, '每页条数不能大于 100'],
      [{ dirId: 'x' }, '栏目编号必须是数字'],
    ])('refuses %j with “%s”', async (payload, msg) => {
      expect(await post('library/pub/standard/listPaged', payload)).toEqual({ code: '40000', msg });
    });

    it('answers an unknown category with not found', async () => {
      expect(await post('library/pub/standard/listPaged', { dirId: 99 })).toEqual({ code: '40400', msg: '分类不存在' });
    });

    it('returns a detail with toc, explanation, pdf, both links and related policies, sanitised', async () => {
      const { code, data } = await post('library/pub/standard/get', { id: ids.std });
      expect(code).toBe('30000');
      expect(data).toMatchObject({ number: 'GB 50857-2013', status: 'CURRENT', replaces: { id: ids.old, number: 'GB 50857-2008', status: 'ABOLISHED' }, replacedBy: null });
      expect(data.pdf).toEqual({ title: '市政工程工程量计算规范.pdf', sizeBytes: 2_048_000, fileType: 'PDF' });
      expect(data.toc).toEqual([
        { id: 'sec-1', title: '1 总则', part: 'content' },
        { id: 'sec-2', title: '2 术语', part: 'content' },
        { id: 'sec-3', title: '3 土石方工程', part: 'content' },
        { id: 'exp-1', title: '1 总则', part: 'explanation' },
      ]);
      expect(data.content).toContain('<h3 id="sec-2">2 术语</h3>');
      expect(data.content).not.toContain('script');
      expect(data.relatedPolicies.map((p: { docNumber: string }) => p.docNumber)).toEqual(['建市〔2025〕12号']);
      const old = (await post('library/pub/standard/get', { id: ids.old })).data;
      expect(old.replacedBy).toEqual({ id: ids.std, number: 'GB 50857-2013', title: '市政工程工程量计算规范', status: 'CURRENT' });
    });

    it('answers unknown and malformed ids', async () => {
      expect(await post('library/pub/standard/get', { id: 987654 })).toEqual({ code: '40400', msg: '标准不存在或已下线' });
      expect(await post('library/pub/standard/get', { id: 'GB 50857' })).toEqual({ code: '40000', msg: '标准编号必须是数字' });
      expect((await post('library/pub/standard/get', {})).code).toBe('40000');
    });
  });

  describe('policies', () => {
    it('lists, filters and shows a policy with the standards it cites', async () => {
      const all = await post('library/pub/policy/listPaged', {});
      expect(all).toMatchObject({ code: '30000', total: 2 });
      expect(all.records[0]).toMatchObject({ docNumber: '建市〔2025〕12号', categoryName: '规范性文件', region: '全国' });
      expect(all.records[0].memo).toContain('为推进计量支付数字化');
      const titles = async (payload: object) => (await post('library/pub/policy/listPaged', payload)).records.map((r: { title: string }) => r.title);
      expect(await titles({ dirId: 5 })).toEqual(['湖南省住房和城乡建设厅关于加强智慧工地建设的通知']);
      expect(await titles({ keywords: '建市〔2025〕' })).toHaveLength(1);
      expect(await titles({ range: '1m', projectRole: 'YZ' })).toHaveLength(1);
      const { data } = await post('library/pub/policy/get', { id: ids.policy });
      expect(data.standards).toEqual([{ id: ids.std, number: 'GB 50857-2013', title: '市政工程工程量计算规范', status: 'CURRENT' }]);
      expect(data.related).toEqual([]);
    });

    it('refuses bad input and unknown ids', async () => {
      expect(await post('library/pub/policy/listPaged', { keywords: '政'.repeat(40) })).toEqual({ code: '40000', msg: '关键词不能超过 30 个字符' });
      expect(await post('library/pub/policy/listPaged', { dirId: 42 })).toEqual({ code: '40400', msg: '分类不存在' });
      expect(await post('library/pub/policy/get', { id: 555555 })).toEqual({ code: '40400', msg: '政策不存在或已下线' });
      expect(await post('library/pub/policy/get', { id: -1 })).toEqual({ code: '40000', msg: '政策编号必须是正整数' });
    });
  });

  describe('papers', () => {
    it('lists and shows papers, with a body or only a PDF', async () => {
      const all = await post('library/pub/paper/listPaged', { sort: 'newest' });
      expect(all.total).toBe(2);
      expect(all.records[0]).toMatchObject({ title: '基于GIS+BIM的线性工程进度管理研究', authors: ['王建国', '李雪梅'], keywords: ['BIM', 'GIS', '进度管理'], categoryName: 'BIM 与数字化' });
      expect((await post('library/pub/paper/listPaged', { keywords: '王建国' })).total).toBe(1);
      expect((await post('library/pub/paper/listPaged', { projectType: 'SUBWAY' })).total).toBe(1);
      const withBody = (await post('library/pub/paper/get', { id: ids.paper })).data;
      expect(withBody).toMatchObject({ pdf: null, journal: '《施工技术》2025年第3期' });
      expect(withBody.content).toContain('引言');
      const pdfOnly = (await post('library/pub/paper/get', { id: ids.pdfPaper })).data;
      expect(pdfOnly).toMatchObject({ content: '', pdf: { title: '盾构下穿既有线沉降控制.pdf', fileType: 'PDF' } });
    });

    it('refuses bad input and unknown ids', async () => {
      expect(await post('library/pub/paper/listPaged', { sort: 'random' })).toEqual({ code: '40000', msg: '请选择正确的排序方式：newest 或 hottest' });
      expect(await post('library/pub/paper/get', { id: 444444 })).toEqual({ code: '40400', msg: '论文不存在或已下线' });
    });
  });

  it('counts reads per kind and refuses unknown kinds and ids', async () => {
    const before = (await post('library/pub/standard/get', { id: ids.road })).data.readCount;
    await Promise.all(Array.from({ length: 4 }, () => post('library/pub/read', { kind: 'NORMAL', id: ids.road })));
    expect(await post('library/pub/read', { kind: 'NORMAL', id: ids.road })).toEqual({ code: '30000', msg: '成功', data: { readCount: before + 5 } });
    expect((await post('library/pub/read', { kind: 'PAPER', id: ids.paper })).data.readCount).toBe(1);
    expect(await post('library/pub/read', { kind: 'POLICY', id: 999999 })).toEqual({ code: '40400', msg: '内容不存在或已下线' });
    expect(await post('library/pub/read', { kind: 'VIDEO', id: 1 })).toEqual({ code: '40000', msg: '内容类型只能是 NORMAL、POLICY 或 PAPER' });
  });

  it('counts items per kind, and the counts follow writes', async () => {
    expect((await post('news/pub/stats/count')).data).toMatchObject({ NEWS: 0, NORMAL: 4, POLICY: 2, PAPER: 2 });
    const id = await t.services.library.createPaper({ title: '新论文', authors: '赵磊', year: 2026, categoryId: 6, publishDate: new Date(), abstract: '摘要。' });
    expect((await post('news/pub/stats/count')).data.PAPER).toBe(3);
    expect((await post('library/pub/paper/listPaged', {})).total).toBe(3);
    expect((await post('library/pub/paper/get', { id })).data.title).toBe('新论文');
  });

  it('indexes writes for site search: a standard by its number, a policy by its 文号', async () => {
    const search = (keywords: string) => post('search/pub/query', { keywords });
    for (const keywords of ['GB50857', 'GB 50857-2013']) {
      const hit = (await search(keywords)).records.find((r: { kind: string; id: number }) => r.kind === 'NORMAL' && r.id === ids.std);
      expect(hit, keywords).toMatchObject({ title: 'GB 50857-2013 市政工程工程量计算规范', url: `/standard/detail/${ids.std}` });
    }
    const byDocNumber = await search('建市〔2025〕12号');
    expect(byDocNumber.records[0]).toMatchObject({ kind: 'POLICY', id: ids.policy, url: `/policy/detail/${ids.policy}` });
    const paper = await search('线性工程');
    expect(paper.records.map((r: { kind: string }) => r.kind)).toContain('PAPER');
  });
});
