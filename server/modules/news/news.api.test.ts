import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createNewsTree } from '../../test-support/news-fixtures';

describe('news API', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof createNewsTree>>;
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/news/pub/${url}`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createNewsTree(t.services, { perChild: 12 });
  });
  afterAll(() => t.close());

  it('lists the column tree with children', async () => {
    const res = await post('newsDirList');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('30000');
    const parent = body.data.find((c: { id: number }) => c.id === tree.parentId);
    expect(parent).toMatchObject({ name: '行业动态1', bizType: 'NEWS', isTopic: false, parentId: null });
    expect(parent.children.map((c: { id: number }) => c.id)).toEqual(tree.childIds);
  });

  it('pages the articles of a parent column across its children, newest first', async () => {
    const first = (await post('dirNews', { dirId: tree.parentId, current: 1, size: 10 })).json();
    expect(first).toMatchObject({ code: '30000', msg: '成功', current: 1, size: 10, total: 24, pages: 3 });
    expect(first.records).toHaveLength(10);
    const times = first.records.map((r: { releaseTime: string }) => Date.parse(r.releaseTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const third = (await post('dirNews', { dirId: tree.parentId, current: 3, size: 10 })).json();
    expect(third.records).toHaveLength(4);
    const child = (await post('dirNews', { dirId: tree.childIds[0], current: 1, size: 50 })).json();
    expect(child.total).toBe(12);
    expect(new Set(child.records.map((r: { dirId: number }) => r.dirId))).toEqual(new Set([tree.childIds[0]]));
  });

  it('answers an empty page past the end rather than an error', async () => {
    const res = (await post('dirNews', { dirId: tree.parentId, current: 99, size: 10 })).json();
    expect(res).toMatchObject({ code: '30000', current: 99, total: 24, records: [] });
  });

  it.each([
    [{ dirId: 'abc' }, '栏目编号必须是数字'],
    [{ dirId: -3 }, '栏目编号必须是正整数'],
    [{ current: 0 }, '页码不能小于 1'],
    [{ size: 1000 }, '每页条数不能大于 100'],
  ])('refuses %j with “%s”', async (payload, msg) => {
    expect((await post('dirNews', payload)).json()).toEqual({ code: '40000', msg });
  });

  it('answers an unknown column with a not-found code', async () => {
    expect((await post('dirNews', { dirId: 999999 })).json()).toEqual({ code: '40400', msg: '栏目不存在' });
  });

  it('returns a detail with column, parent, tags, docs and related articles', async () => {
    const id = tree.articleIds[0]!;
    const res = (await post('get', { id })).json();
    expect(res.code).toBe('30000');
    const a = res.data;
    expect(a).toMatchObject({ id, dirId: tree.childIds[0], dirName: '政策解读1', parentDirId: tree.parentId, parentDirName: '行业动态1' });
    expect(a.title.length).toBeGreaterThan(5);
    expect(a.tags.length).toBeGreaterThan(0);
    expect(a.related.length).toBeGreaterThan(0);
    expect(a.related.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(Array.isArray(a.docs)).toBe(true);
  });

  it('answers a missing article with a not-found code and a bad id with a message', async () => {
    expect((await post('get', { id: 987654 })).json()).toEqual({ code: '40400', msg: '文章不存在或已下线' });
    expect((await post('get', {})).json().code).toBe('40000');
    expect((await post('get', { id: '1; drop table news_articles' })).json()).toEqual({ code: '40000', msg: '文章编号必须是数字' });
  });

  it('counts reads one at a time', async () => {
    const id = tree.articleIds[1]!;
    const before = (await post('get', { id })).json().data.readCount;
    await Promise.all(Array.from({ length: 5 }, () => post('read', { id })));
    const after = (await post('read', { id })).json();
    expect(after).toEqual({ code: '30000', msg: '成功', data: { readCount: before + 6 } });
  });

  it('lists tags with article counts and pages the articles of a tag', async () => {
    const tags = (await post('tagListPaged', { current: 1, size: 5 })).json();
    expect(tags.code).toBe('30000');
    const top = tags.records[0];
    expect(top.articleCount).toBeGreaterThan(0);
    const byTag = (await post('dirNews', { tagId: top.id, current: 1, size: 100 })).json();
    expect(byTag.total).toBe(top.articleCount);
    expect((await post('tag', { id: top.id })).json().data).toEqual({ id: top.id, name: top.name, articleCount: top.articleCount });
  });

  it('ranks by reads', async () => {
    const res = (await post('topRead', { size: 3 })).json();
    const counts = res.data.map((r: { readCount: number }) => r.readCount);
    expect([...counts].sort((a: number, b: number) => b - a)).toEqual(counts);
  });

  it('finds a column by name', async () => {
    expect((await post('getByName', { name: '市场观察1' })).json().data.id).toBe(tree.childIds[1]);
    expect((await post('getByName', { name: '不存在的栏目' })).json()).toEqual({ code: '40400', msg: '栏目“不存在的栏目”不存在' });
  });
});

describe('article bodies are sanitised on write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes scripts, event handlers and javascript: links', async () => {
    const columnId = await t.services.news.createColumn({ name: '测试栏目', bizType: 'NEWS' });
    const id = await t.services.news.createArticle({
      columnId,
      title: '安全测试',
      content: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="x" onerror="alert(3)"></p>',
      releaseTime: new Date('2026-01-01T00:00:00Z'),
    });
    const { content, memo } = await t.services.news.getArticle({ id });
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(content).toContain('正文');
    expect(memo).toBe('正文链接');
  });
});

describe('news list filters', () => {
  let t: TestApp;
  let columnId: number;
  const ids: Record<string, number> = {};
  const dirNews = (payload: object) => t.app.inject({ method: 'POST', url: '/api/news/pub/dirNews', payload }).then((r) => r.json());
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

  beforeAll(async () => {
    t = await createTestApp();
    columnId = await t.services.news.createColumn({ name: '工程动态', bizType: 'NEWS' });
    const make = (title: string, projectType: string, projectRole: string, daysAgo: number, readCount: number) =>
      t.services.news.createArticle({ columnId, title, content: `<p>${title}</p>`, projectType, projectRole, releaseTime: day(daysAgo), readCount });
    ids.subwayOwner = await make('地铁业主计量', 'SUBWAY', 'YZ', 1, 10);
    ids.subwayBuilder = await make('地铁施工日志', 'SUBWAY', 'SG', 20, 500);
    ids.roadOwner = await make('道路业主支付', 'ROAD', 'YZ', 200, 50);
    ids.common = await make('通用资讯', 'COMMON', 'COMMON', 2, 5);
  });
  afterAll(() => t.close());

  const idsOf = (page: { records: { id: number }[] }) => page.records.map((r) => r.id);

  it('filters by project type and role, counting only what matches', async () => {
    const subway = await dirNews({ dirId: columnId, projectType: 'SUBWAY' });
    expect(subway).toMatchObject({ code: '30000', total: 2, pages: 1 });
    expect(idsOf(subway)).toEqual([ids.subwayOwner, ids.subwayBuilder]);
    expect(idsOf(await dirNews({ dirId: columnId, projectRole: 'YZ' }))).toEqual([ids.subwayOwner, ids.roadOwner]);
    expect(idsOf(await dirNews({ dirId: columnId, projectType: 'SUBWAY', projectRole: 'SG' }))).toEqual([ids.subwayBuilder]);
    expect((await dirNews({ dirId: columnId, projectType: 'ALL', projectRole: 'ALL' })).total).toBe(4);
  });

  it('keeps a date range and sorts by reads on request', async () => {
    expect(idsOf(await dirNews({ dirId: columnId, range: '3d' }))).toEqual([ids.subwayOwner, ids.common]);
    expect((await dirNews({ dirId: columnId, range: '1m' })).total).toBe(3);
    expect(idsOf(await dirNews({ dirId: columnId, sort: 'hottest' }))).toEqual([ids.subwayBuilder, ids.roadOwner, ids.subwayOwner, ids.common]);
  });

  it('refuses unknown filter values in Chinese', async () => {
    expect(await dirNews({ projectType: 'SPACE' })).toEqual({ code: '40000', msg: '请选择正确的项目类型' });
    expect(await dirNews({ projectRole: 'BOSS' })).toEqual({ code: '40000', msg: '请选择正确的项目角色' });
    expect(await dirNews({ range: '2w' })).toEqual({ code: '40000', msg: '请选择正确的时间范围：all、3d、1w、1m、3m 或 1y' });
    expect(await dirNews({ sort: 'random' })).toEqual({ code: '40000', msg: '请选择正确的排序方式：newest 或 hottest' });
  });
});
