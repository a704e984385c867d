import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createNewsTree } from '../../test-support/news-fixtures';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

describe('information home API', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof createNewsTree>>;
  const ids: Record<string, number> = {};
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/news/pub/${url}`, payload }).then((r) => r.json());

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createNewsTree(t.services, { perChild: 4 });
    const base = { columnId: tree.childIds[0]!, content: '<p>正文</p>', memo: '' };
    ids.banner = await t.services.news.createArticle({ ...base, title: '轨道交通计量支付平台上线', releaseTime: day(1), isBanner: true, coverUrl: '/images/banners/subway.svg' });
    ids.oldBanner = await t.services.news.createArticle({ ...base, title: '市政道路项目全面应用 BIM', releaseTime: day(30), isBanner: true, coverUrl: '/images/banners/road.svg' });
    ids.noCover = await t.services.news.createArticle({ ...base, title: '没有封面的轮播文章不会出现', releaseTime: day(0), isBanner: true });
    ids.oldHot = await t.services.news.createArticle({ ...base, title: '很久以前阅读最多的一篇', releaseTime: day(200), readCount: 999_999 });
    ids.hot = await t.services.news.createArticle({ ...base, title: '近期阅读最多的一篇', releaseTime: day(10), readCount: 99_999 });
    const knowledge = await t.services.news.createColumn({ name: '常见问题', bizType: 'KNOW' });
    ids.faq = await t.services.news.createArticle({ ...base, columnId: knowledge, title: '如何撤回计量单？', releaseTime: day(5), readCount: 500_000 });
    const lib = t.services.library;
    ids.paperOld = await lib.createPaper({ title: '盾构隧道管片计量方法研究', authors: '王强', year: 2024, categoryId: 2, publishDate: day(400), abstract: '摘要。' });
    ids.paperNew = await lib.createPaper({ title: '基于 BIM 的计量支付流程优化', authors: '李娜', year: 2026, categoryId: 8, publishDate: day(3), abstract: '摘要。' });
  });
  afterAll(() => t.close());

  it('counts every kind, zero for kinds with nothing yet, and follows writes', async () => {
    const before = await post('stats/count');
    expect(before.code).toBe('30000');
    expect(Object.keys(before.data).sort()).toEqual(['DOWNLOAD', 'HELP', 'KNOW', 'NEWS', 'NORMAL', 'PAPER', 'POLICY', 'SOLUTION', 'TENDER', 'VIDEO']);
    expect(before.data).toMatchObject({ NEWS: 13, PAPER: 2, NORMAL: 0 });
    await t.services.library.createPaper({ title: '新论文', authors: '赵磊', year: 2026, categoryId: 6, publishDate: new Date(), abstract: '摘要。' });
    expect((await post('stats/count')).data.PAPER).toBe(3);
  });

  it('gives the newest items of each kind, newest first, with their addresses', async () => {
    const res = await post('polymerization', { size: 2, kinds: ['PAPER', 'NEWS', 'VIDEO'] });
    expect(res.code).toBe('30000');
    expect(res.data.map((b: { kind: string }) => b.kind)).toEqual(['PAPER', 'NEWS', 'VIDEO']);
    const [papers, news, videos] = res.data;
    expect(papers.items).toHaveLength(2);
    expect(papers.items[0]).toMatchObject({ url: expect.stringMatching(/^\/paper\/detail\/\d+$/) });
    expect(papers.items[1]).toMatchObject({ id: ids.paperNew, title: '基于 BIM 的计量支付流程优化' });
    expect(news.items.map((i: { id: number }) => i.id)).toEqual([ids.noCover, ids.banner]);
    expect(videos.items).toEqual([]);
    // Every kind, six each, by default.
    const all = await post('polymerization');
    expect(all.data).toHaveLength(10);
  });

  it('refuses a bad size or kind with a clear message', async () => {
    expect(await post('polymerization', { size: 0 })).toEqual({ code: '40000', msg: '请把每类条数设为 1 到 20 之间的整数' });
    expect(await post('polymerization', { size: 21 })).toEqual({ code: '40000', msg: '请把每类条数设为 1 到 20 之间的整数' });
    const bad = await post('polymerization', { kinds: ['MOVIE'] });
    expect(bad.code).toBe('40000');
    expect(bad.msg).toContain('内容类型只能是');
    expect(await post('hotsAndBanner', { hotSize: 'many' })).toEqual({ code: '40000', msg: '请把热点条数设为 1 到 30 之间的整数' });
  });

  it('answers banner articles with covers, newest first, and the most read of the last 90 days as hot items', async () => {
    const res = await post('hotsAndBanner', { bannerSize: 5, hotSize: 3 });
    expect(res.code).toBe('30000');
    expect(res.data.banners.map((b: { id: number }) => b.id)).toEqual([ids.banner, ids.oldBanner]);
    expect(res.data.banners[0]).toMatchObject({ title: '轨道交通计量支付平台上线', coverUrl: '/images/banners/subway.svg' });
    expect(res.data.hots).toHaveLength(3);
    expect(res.data.hots[0]).toMatchObject({ id: ids.hot, readCount: 99_999 });
    expect(res.data.hots.map((h: { id: number }) => h.id)).not.toContain(ids.oldHot);
    // Hot items are news: a knowledge-base entry read more often is not one.
    expect(res.data.hots.map((h: { id: number }) => h.id)).not.toContain(ids.faq);
  });
});
