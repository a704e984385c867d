import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { SearchSource } from './repo';

describe('POST /api/search/pub/query', () => {
  let t: TestApp;
  const search = (payload: object) => t.app.inject({ method: 'POST', url: '/api/search/pub/query', payload }).then((r) => r.json());

  beforeAll(async () => {
    t = await createTestApp();
    const news = await t.services.news.createColumn({ name: '行业动态', bizType: 'NEWS' });
    const know = await t.services.news.createColumn({ name: '常见问题', bizType: 'KNOW' });
    const day = (d: number) => new Date(Date.now() - d * 86_400_000);
    const add = (columnId: number, title: string, content: string, daysAgo: number) =>
      t.services.news.createArticle({ columnId, title, content: `<p>${content}</p>`, releaseTime: day(daysAgo) });
    await add(news, '长沙地铁6号线土建施工招标公告', '湖南省长沙市轨道交通集团发布地铁工程招标信息。', 1);
    await add(news, '《市政工程工程量计算规范》GB 50857-2013 解读', '本规范适用于市政工程计量与计价活动。', 40);
    await add(news, '智慧工地平台上线', '项目部上线 BIM 正向设计与计量支付系统，地铁站点同步应用。', 200);
    await add(know, '如何导出中期计量支付证书？', '在计量模块选择期次后点击导出。', 5);
  });
  afterAll(() => t.close());

  const titles = (r: { records: { title: string }[] }) => r.records.map((x) => x.title);

  it('matches two-character words and ranks a title hit above a body hit', async () => {
    const r = await search({ keywords: '地铁' });
    expect(r.code).toBe('30000');
    expect(titles(r)).toEqual(['长沙地铁6号线土建施工招标公告', '智慧工地平台上线']);
    expect(r.records[0].titleHtml).toBe('长沙<em>地铁</em>6号线土建施工招标公告');
    expect(r.records[1].snippetHtml).toContain('<em>地铁</em>');
    expect((await search({ keywords: '招标' })).total).toBe(1);
  });

  it('needs every word of a longer query', async () => {
    expect(titles(await search({ keywords: '长沙地铁招标' }))).toEqual(['长沙地铁6号线土建施工招标公告']);
    expect((await search({ keywords: '长沙水利' })).total).toBe(0);
  });

  it('finds a standard by its number with or without spaces', async () => {
    for (const keywords of ['GB50857', 'GB 50857', 'gb 50857-2013']) {
      expect(titles(await search({ keywords })), keywords).toEqual(['《市政工程工程量计算规范》GB 50857-2013 解读']);
    }
  });

  it('handles mixed Chinese and English', async () => {
    expect(titles(await search({ keywords: 'BIM 正向设计' }))).toEqual(['智慧工地平台上线']);
  });

  it('counts matches per kind and filters by kind and date', async () => {
    const all = await search({ keywords: '计量' });
    expect(all.facets).toEqual({ NEWS: 2, KNOW: 1 });
    expect(Object.keys(all.facets)).toEqual(['NEWS', 'KNOW']);
    expect(all.total).toBe(3);
    const know = await search({ keywords: '计量', kind: 'KNOW' });
    expect(titles(know)).toEqual(['如何导出中期计量支付证书？']);
    expect(know.facets).toEqual({ NEWS: 2, KNOW: 1 });
    const recent = await search({ keywords: '计量', range: '1m' });
    expect(recent.total).toBe(1);
  });

  it('indexes an article as soon as it is written', async () => {
    const [column] = await t.services.news.listColumns({ bizType: 'NEWS' });
    await t.services.news.createArticle({ columnId: column!.id, title: '港口码头改扩建工程开工', content: '<p>岸线改造。</p>', releaseTime: new Date() });
    expect(titles(await search({ keywords: '码头' }))).toEqual(['港口码头改扩建工程开工']);
  });

  it('keeps the search indexes\' pending lists small, so no search scans megabytes of unmerged entries', async () => {
    const { rowsOf } = await import('../../db/client');
    // No index overrides the sessions' 64 kB limit (decision 0050), so a bulk writer may raise it for its transaction …
    const result = await t.db.execute(sql`
      select relname, reloptions from pg_class
      where relname in ('search_documents_tsv_idx', 'search_documents_title_tsv_idx', 'search_documents_know_tsv_idx', 'search_documents_catalogue_tsv_idx')
      order by relname`);
    expect(rowsOf<{ relname: string; reloptions: unknown }>(result)).toEqual([
      { relname: 'search_documents_catalogue_tsv_idx', reloptions: null },
      { relname: 'search_documents_know_tsv_idx', reloptions: null },
      { relname: 'search_documents_title_tsv_idx', reloptions: null },
      { relname: 'search_documents_tsv_idx', reloptions: null },
    ]);
    // … and articles written through the service leave at most 64 kB (eight pages) unmerged: these thirty hold 6 000
    // distinct words, about 120 kB of entries, so under the 4 MB default every one of them would still be pending.
    const [column] = await t.services.news.listColumns({ bizType: 'NEWS' });
    for (let i = 0; i < 30; i++)
      await t.services.news.createArticle({ columnId: column!.id, title: `桥梁工程质量巡检通报第${i}期`, content: `<p>${Array.from({ length: 200 }, (_, j) => `k${i}x${j}`).join(' ')}</p>`, releaseTime: new Date() });
    const pending = await t.db.execute(sql`select gin_clean_pending_list('search_documents_tsv_idx'::regclass) as pages`);
    expect(Number(rowsOf<{ pages: string | number }>(pending)[0]!.pages)).toBeLessThanOrEqual(8);
  });

  it('forgets remembered counts and rankings when content changes', async () => {
    const before = await search({ keywords: '盾构' });
    expect(before.total).toBe(0);
    const [column] = await t.services.news.listColumns({ bizType: 'NEWS' });
    await t.services.news.createArticle({ columnId: column!.id, title: '盾构始发井验收通过', content: '<p>区间隧道进入掘进阶段。</p>', releaseTime: new Date() });
    const after = await search({ keywords: '盾构' });
    expect(after).toMatchObject({ total: 1, facets: { NEWS: 1 } });
    expect(titles(after)).toEqual(['盾构始发井验收通过']);
  });

  it.each([
    [{ keywords: '   ' }, '请输入搜索关键词'],
    [{ keywords: '地'.repeat(31) }, '搜索关键词不能超过 30 个字符'],
    [{ keywords: '地铁', kind: 'MOVIE' }, '内容类型不正确'],
    [{ keywords: '地铁', current: 0 }, '页码不能小于 1'],
  ])('refuses %j with “%s”', async (payload, msg) => {
    expect(await search(payload)).toEqual({ code: '40000', msg });
  });

  it('answers an empty page past the end', async () => {
    const r = await search({ keywords: '地铁', current: 50 });
    expect(r).toMatchObject({ code: '30000', total: 2, records: [] });
  });
});

describe('search over many matches', () => {
  let t: TestApp;
  const search = (payload: object) => t.app.inject({ method: 'POST', url: '/api/search/pub/query', payload }).then((r) => r.json());
  const day = (d: number) => new Date(Date.now() - d * 86_400_000);

  beforeAll(async () => {
    t = await createTestApp();
    const { upsertSearchDocuments } = await import('./repo');
    // 1 200 news items mention 计量 in the body; a few old ones also have it in the title.
    const sources: SearchSource[] = Array.from({ length: 1200 }, (_, i) => ({
      kind: 'NEWS' as const,
      refId: i + 1,
      title: i % 400 === 7 ? `第${i}期计量支付证书签发` : `第${i}号工地周报`,
      text: '本周完成中期计量与变更审核。',
      url: `/news/${i + 1}`,
      publishedAt: day(i),
    }));
    sources.push({ kind: 'PAPER', refId: 1, title: '公路工程计量方法研究', text: '摘要。', url: '/paper/detail/1', publishedAt: day(3000) });
    await t.db.transaction((tx) => upsertSearchDocuments(tx as never, sources));
  });
  afterAll(() => t.close());

  it('ranks title hits first even when they are old, and pages through a window of the newest matches', async () => {
    const r = await search({ keywords: '计量', size: 5 });
    expect(r).toMatchObject({ code: '30000', total: 1201, facets: { NEWS: 1200, PAPER: 1 }, capped: [] });
    // The window: the newest 50 title matches (3 news, 1 paper) and the newest 50 body matches (one of them a title match).
    expect(r.pages).toBe(Math.ceil(53 / 5));
    expect(r.records.map((x: { title: string }) => x.title)).toEqual(['第7期计量支付证书签发', '第407期计量支付证书签发', '第807期计量支付证书签发', '公路工程计量方法研究', '第0号工地周报']);
    const last = await search({ keywords: '计量', size: 5, current: r.pages });
    expect(last.records.length).toBeGreaterThan(0);
    expect((await search({ keywords: '计量', size: 5, current: r.pages + 1 })).records).toEqual([]);
  });

  it('stops counting at the cap and says every count is a lower bound', async () => {
    const { createSearchService } = await import('./service');
    const capped = await createSearchService({ db: t.db, matchCap: 500 }).search({ keywords: '计量', current: 1, size: 10 });
    expect(capped.capped).toEqual(['NEWS', 'PAPER'].filter((k) => k in capped.facets));
    expect(Object.values(capped.facets).reduce((a, b) => a + (b ?? 0), 0)).toBe(500);
    expect(capped.records).toHaveLength(10);
  });

  it('counts exactly below the cap, per kind and within a date range', async () => {
    // Ranges start at a China midnight like the lists': 1m is today and the 30 days before it, so 31 daily items.
    const r = await search({ keywords: '计量', kind: 'NEWS', range: '1m' });
    expect(r).toMatchObject({ total: 31, capped: [], facets: { NEWS: 31 } });
    expect(r.pages).toBe(2);
  });
});

describe('search when a word is in most news', () => {
  let t: TestApp;
  const day = (d: number) => new Date(Date.now() - d * 3_600_000 * 6);
  const searchWith = async (keywords: string) => {
    const { createSearchService } = await import('./service');
    return createSearchService({ db: t.db, matchCap: 1000 }).search({ keywords, current: 1, size: 10 });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { upsertSearchDocuments } = await import('./repo');
    const doc = (kind: SearchSource['kind'], refId: number, title: string, text: string, d: number): SearchSource => ({
      kind,
      refId,
      title,
      text,
      url: `/x/${kind}/${refId}`,
      publishedAt: day(d),
    });
    const sources: SearchSource[] = [
      // 1 500 news mention 中期计量, two of them also 盾构.
      ...Array.from({ length: 1500 }, (_, i) => doc('NEWS', i + 1, `第${i}号工地周报`, `本周完成中期计量与变更审核${i % 700 === 3 ? '，盾构始发' : ''}。`, i)),
      // 320 knowledge articles and a few standards and papers mention 计量.
      ...Array.from({ length: 320 }, (_, i) => doc('KNOW', i + 1, `常见问题第${i}条`, '如何导出计量台账。', i)),
      ...Array.from({ length: 3 }, (_, i) => doc('NORMAL', i + 1, `公路工程计量规范第${i}部分`, '条文。', 500 + i)),
      ...Array.from({ length: 2 }, (_, i) => doc('PAPER', i + 1, `计量方法研究${i}`, '摘要。', 600 + i)),
      doc('NEWS', 9001, '港口码头验收', '本期无相关内容。', 1),
    ];
    await t.db.transaction((tx) => upsertSearchDocuments(tx as never, sources));
    // The planner's statistics are what tell a word found in most news; a running site has them from (auto)analyze.
    await t.db.execute(sql`analyze search_documents`);
  });
  afterAll(() => t.close());

  it('estimates news, counts the other kinds exactly and knowledge articles up to 300', async () => {
    const r = await searchWith('计量');
    expect(r.approximate).toEqual(['NEWS']);
    expect(r.facets.NEWS).toBeGreaterThan(1200);
    expect(r.facets.NEWS).toBeLessThan(1800);
    expect(r.facets).toMatchObject({ KNOW: 300, NORMAL: 3, PAPER: 2 });
    expect(Object.keys(r.facets)).toEqual(['NEWS', 'KNOW', 'NORMAL', 'PAPER']);
    expect(r.capped).toEqual(['KNOW']);
    expect(r.records).toHaveLength(10);
    // Title matches first: the standards and papers, though older than every news item.
    expect(r.records.slice(0, 5).map((x) => x.kind).sort()).toEqual(['NORMAL', 'NORMAL', 'NORMAL', 'PAPER', 'PAPER']);
  });

  it('estimates news for words that go together, from how close together their newest matches are', async () => {
    const r = await searchWith('中期 计量');
    expect(r.words).toEqual(['中期', '计量']);
    expect(r.approximate).toEqual(['NEWS']);
    expect(r.facets.NEWS).toBeGreaterThan(1200);
    expect(r.facets.NEWS).toBeLessThan(1800);
    expect(Object.keys(r.facets)).toEqual(['NEWS']);
  });

  it('counts a rare word exactly', async () => {
    const r = await searchWith('盾构');
    expect(r).toMatchObject({ approximate: [], capped: [], facets: { NEWS: 3 }, total: 3 });
    expect(r.records.map((x) => x.id)).toEqual([4, 704, 1404]);
  });
});
