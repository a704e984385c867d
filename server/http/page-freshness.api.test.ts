import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleFactory } from '../db/factories/news-factory';
import { createNewsTree } from '../test-support/news-fixtures';
import { createLoggedInUser } from '../test-support/viewer-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Pages come from two caches: rendered pages for anonymous visitors, and
 * loader answers for every render (decision 0019). A content change must
 * reach every reader at once, whichever cache served them before.
 */
describe('pages after a content change', () => {
  let t: TestApp;
  let cookie: string;
  let columnId: number;
  let articleId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createLoggedInUser(t, { realname: '周工程师' }));
    const tree = await createNewsTree(t.services, { perChild: 2, seed: 7 });
    columnId = tree.childIds[0]!;
    articleId = tree.articleIds[0]!;
  });
  afterAll(() => t.close());

  const page = (url: string, withCookie: boolean) => t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

  it('serves anonymous visitors from the page cache and renders logged-in readers with their own header', async () => {
    const first = await page(`/news/${articleId}`, false);
    const again = await page(`/news/${articleId}`, false);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(again.headers['x-page-cache']).toBe('HIT');
    const mine = await page(`/news/${articleId}`, true);
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect(mine.body).toContain('周工程师');
    expect(again.body).not.toContain('周工程师');
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
    expect(loggedIn.body).toContain('周工程师');
  });

  it('gives a logged-in reader the same page body as an anonymous one, apart from the header', async () => {
    const anonymous = (await page(`/news/${articleId}`, false)).body;
    const loggedIn = (await page(`/news/${articleId}`, true)).body;
    const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main(loggedIn)).toBe(main(anonymous));
  });
});
