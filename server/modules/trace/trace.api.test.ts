import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { traceTime } from '../../../common/trace/options';
import { articleReads, pageViews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BAIDU_SPIDER = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

describe('statistics beacons (/api/trace/trace/*)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const beacon = (query: Record<string, string | number>, ua = CHROME, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/trace/trace/stat.htm', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { 'user-agent': ua, ...headers }, remoteAddress: '10.4.0.1' });

  it('stores a page-leave beacon before answering 30000, with its path and time on page', async () => {
    const t0 = traceTime();
    const res = await beacon({ t: t0, url: 'http://portal.test/news/12?from=home', sid: 'guest-abc', d: 12_500 });
    expect(res.json()).toEqual({ code: '30000', msg: '成功' });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await t.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row).toMatchObject({ clientT: t0, url: 'http://portal.test/news/12?from=home', path: '/news/12', sid: 'guest-abc', uid: null, spentMs: 12_500, isBot: false, ip: '10.4.0.1' });
  });

  it('records the user of the session cookie, not the uid a page claims', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    await beacon({ t: traceTime(), url: '/news', sid: 'who-1', uid: 'someone-else', mid: 'HN-007' });
    await beacon({ t: traceTime(), url: '/news', sid: 'who-2', uid: 'spoofed', mid: 'HN-008' }, CHROME, { cookie });
    const [anonymous] = await t.db.select().from(pageViews).where(eq(pageViews.sid, 'who-1'));
    const [loggedIn] = await t.db.select().from(pageViews).where(eq(pageViews.sid, 'who-2'));
    expect(anonymous).toMatchObject({ uid: null, mid: null });
    expect(loggedIn).toMatchObject({ uid: String(userId), mid: 'HN-008' });
  });

  it.each([
    [{ url: '/x', sid: 's' }, '时间戳 t 不正确'],
    [{ t: 'yesterday', url: '/x', sid: 's' }, '时间戳 t 不正确'],
    [{ t: -5, url: '/x', sid: 's' }, '时间戳 t 不正确'],
    [{ t: 1.5, url: '/x', sid: 's' }, '时间戳 t 不正确'],
    [{ t: 1000, sid: 's' }, '缺少页面地址 url'],
    [{ t: 1000, url: '/x' }, '缺少访客标识 sid'],
  ])('refuses %j with “%s” and stores nothing', async (query, msg) => {
    const before = await t.db.$count(pageViews);
    expect((await beacon(query)).json()).toEqual({ code: '40000', msg });
    expect(await t.db.$count(pageViews)).toBe(before);
  });

  it('refuses a t from the future (past the slack of a fast client clock)', async () => {
    const res = await beacon({ t: traceTime() + 3 * 24 * 3600_000, url: '/x', sid: 's' });
    expect(res.json()).toEqual({ code: '40000', msg: '时间戳 t 不正确' });
  });

  it('counts bots apart', async () => {
    await beacon({ t: traceTime(), url: '/news', sid: 'spider-1' }, BAIDU_SPIDER);
    const [row] = await t.db.select().from(pageViews).where(eq(pageViews.sid, 'spider-1'));
    expect(row?.isBot).toBe(true);
  });

  it('takes the client IP from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY is off here)', async () => {
    await beacon({ t: traceTime(), url: '/fwd', sid: 'fwd-1' }, CHROME, { 'x-forwarded-for': '203.0.113.9' });
    const [row] = await t.db.select().from(pageViews).where(eq(pageViews.sid, 'fwd-1'));
    expect(row?.ip).toBe('10.4.0.1');
  });

  it('stores an article reading report with rounded seconds; type, title and id are required', async () => {
    const report = (body: object, ua = CHROME) => t.app.inject({ method: 'POST', url: '/api/trace/trace/article', payload: body, headers: { 'user-agent': ua } });
    const res = await report({ artId: 42, artAuthorStaffId: 'HNLQ-0001', artType: 'NEWS', artTitle: '  长沙地铁 6 号线通车  ', spent: 37, sid: 'guest-abc' });
    expect(res.json()).toEqual({ code: '30000', msg: '成功' });
    const [row] = await t.db.select().from(articleReads).orderBy(desc(articleReads.id)).limit(1);
    expect(row).toMatchObject({ artId: '42', artAuthorStaffId: 'HNLQ-0001', artType: 'NEWS', artTitle: '长沙地铁 6 号线通车', spent: 37, sid: 'guest-abc', userId: null, isBot: false });
    expect((await report({ artType: 'NEWS', artTitle: 'x', spent: 3 })).json()).toEqual({ code: '40000', msg: '缺少文章标识 artId' });
    expect((await report({ artId: 1, artTitle: 'x', spent: 3 })).json()).toEqual({ code: '40000', msg: '缺少文章类型 artType' });
    expect((await report({ artId: 1, artType: 'NEWS', artTitle: 'x', spent: 2.5 })).json()).toEqual({ code: '40000', msg: '阅读时长 spent 须为整数秒' });
  });

  it('answers 413 for a body over 64 KiB and stores nothing', async () => {
    const before = await t.db.$count(articleReads);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trace/trace/article',
      payload: { artId: 1, artType: 'NEWS', artTitle: '长'.repeat(23_000), spent: 3 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ msg: '请求体过大' });
    expect(await t.db.$count(articleReads)).toBe(before);
  });

  it('writes concurrent beacons in batches and acknowledges each only once it is stored', async () => {
    const before = await t.db.$count(pageViews);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => beacon({ t: traceTime(), url: `/batch/${i}`, sid: `batch-${i}` })));
    expect(answers.every((a) => a.json().code === '30000')).toBe(true);
    expect(await t.db.$count(pageViews)).toBe(before + 200);
  });
});
