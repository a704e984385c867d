import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFresh, compressToKeep } from './compress-fresh';
import { createArticleFactory } from '../db/factories/news-factory';
import { createNewsTree } from '../test-support/news-fixtures';
import { createLoggedInUser } from '../test-support/viewer-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Pages come from two caches: rendered pages, and loader answers for every
 * render (decision 0019). A public page is one page for every reader, logged
 * in or not (decision 0020); a page made for its viewer is never shared. A
 * content change must reach every reader at once, whichever cache served them
 * before.
 */
describe('pages after a content change', () => {
  let t: TestApp;
  let cookie: string;
  let columnId: number;
  let articleId: number;
  let tree: Awaited<ReturnType<typeof createNewsTree>>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createLoggedInUser(t, { realname: '周工程师' }));
    tree = await createNewsTree(t.services, { perChild: 2, seed: 7 });
    columnId = tree.childIds[0]!;
    articleId = tree.articleIds[0]!;
  });
  afterAll(() => t.close());

  const page = (url: string, withCookie: boolean) => t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

  it('compresses a page the cache keeps once, well, for its first reader and the next', async () => {
    const ask = () => t.app.inject({ method: 'GET', url: `/news/${articleId}?compressed`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await ask();
    const again = await ask();
    expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(first.headers['content-encoding']).toBe('br');
    // The miss is sent at the cache's quality (a smaller page than a fresh render's quick brotli), and the hit reuses those bytes.
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
    const html = brotliDecompressSync(first.rawPayload);
    expect(html.toString()).toContain('</html>');
    expect(first.rawPayload.length).toBe(compressToKeep(html, 'br').length);
    expect(first.rawPayload.length).toBeLessThan(compressFresh(html, 'br').body.length);
  });

  it('serves a public page from the page cache to every reader, logged in or not, with no one\'s name in it', async () => {
    const first = await page(`/news/${articleId}`, false);
    const again = await page(`/news/${articleId}`, false);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(again.headers['x-page-cache']).toBe('HIT');
    const mine = await page(`/news/${articleId}`, true);
    expect(mine.headers['x-page-cache']).toBe('HIT');
    expect(mine.body).toBe(again.body);
    expect(mine.body).not.toContain('周工程师');
  });

  it('stores a public page a logged-in reader had rendered for anonymous visitors too', async () => {
    const url = `/news/${tree.articleIds[1]}`;
    const mine = await page(url, true);
    expect(mine.headers['x-page-cache']).toBe('MISS');
    expect(mine.body).not.toContain('周工程师');
    const anonymous = await page(url, false);
    expect(anonymous.headers['x-page-cache']).toBe('HIT');
    expect(anonymous.body).toBe(mine.body);
  });

  it('never serves a page made for its viewer to anyone else, nor a page made for nobody to a viewer', async () => {
    const centre = await page('/personalCenter', true);
    expect(centre.statusCode).toBe(200);
    expect(centre.body).toContain('周工程师');
    expect(centre.headers['x-page-cache']).toBeUndefined();
    expect((await page('/personalCenter', true)).headers['x-page-cache']).toBeUndefined();
    // Anonymous: the login redirect, never the centre someone else saw.
    const stranger = await page('/personalCenter', false);
    expect(stranger.statusCode).toBe(302);
    expect(stranger.body).not.toContain('周工程师');

    // The login form is cached for visitors; a logged-in reader is sent on instead.
    await page('/login', false);
    expect((await page('/login', false)).headers['x-page-cache']).toBe('HIT');
    const loggedIn = await page('/login', true);
    expect(loggedIn.statusCode).toBe(302);
    expect(loggedIn.headers['x-page-cache']).toBeUndefined();
  });

  it('gives a page request with a session but no hint the hint, so the page asks who is logged in', async () => {
    const withoutHint = await page(`/news/${articleId}`, true);
    expect(withoutHint.cookies.find((c) => c.name === 'jz_signed_in')).toMatchObject({ value: '1', path: '/' });
    const withHint = await t.app.inject({ method: 'GET', url: `/news/${articleId}`, headers: { cookie: `${cookie}; jz_signed_in=1` } });
    expect(withHint.cookies.find((c) => c.name === 'jz_signed_in')).toBeUndefined();
    expect((await page(`/news/${articleId}`, false)).cookies).toEqual([]);
  });

  it('drops a session cookie that names no session instead of mirroring its hint', async () => {
    const stale = await t.app.inject({ method: 'GET', url: `/news/${articleId}?from=stale`, headers: { cookie: 'jz_sid=ended-elsewhere' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.cookies.find((c) => c.name === 'jz_sid')).toMatchObject({ value: '' });
    expect(stale.cookies.find((c) => c.name === 'jz_signed_in')).toMatchObject({ value: '' });
    // A live session keeps its cookie.
    const live = await t.app.inject({ method: 'GET', url: `/news/${articleId}?from=live`, headers: { cookie } });
    expect(live.cookies.find((c) => c.name === 'jz_sid')).toBeUndefined();
  });

  it('shows a new article in its column to every reader at once', async () => {
    const list = `/news/list/${columnId}`;
    // Both caches hold the column as it was.
    for (const withCookie of [false, true]) {
      await page(list, withCookie);
      await page(list, withCookie);
    }
    const title = '长沙地铁 7 号线计量支付系统上线首月运行情况通报';
    const draft = createArticleFactory(99).article('政策解读', 1);
    await t.services.news.createArticle({ ...draft, title, columnId });
    const anonymous = await page(list, false);
    const loggedIn = await page(list, true);
    expect(anonymous.body).toContain(title);
    expect(loggedIn.body).toContain(title);
  });
});
