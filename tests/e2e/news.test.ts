import { describe, expect, it } from 'vitest';
import { headOf, openPage, portal } from './support/portal';

/** A top-level column with more than one page of articles, and one of its children. */
async function pagedColumn() {
  const { app } = await portal();
  const columns = await app.services.news.listColumns({ bizType: 'NEWS', isTopic: false });
  for (const column of columns) {
    const page = await app.services.news.listArticles({ dirId: column.id, current: 1, size: 20 });
    if (page.total > 20 && column.children.length > 0) return { column, total: page.total, firstPage: page.records };
  }
  throw new Error('seed has no column with two pages');
}

describe('news pages', () => {
  it('goes from the news home to a column list to an article, which counts the read', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/news');
    expect(await page.locator('h1').textContent()).toBe('工程资讯');
    const firstColumn = page.locator('.column-tabs a').first();
    const columnName = (await firstColumn.textContent())!;
    await firstColumn.click();
    await page.waitForURL(/\/news\/list\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(columnName);
    expect(await page.locator('.breadcrumbs').textContent()).toContain(`首页/资讯/${columnName}`);

    const firstArticle = page.locator('.news-list__title a').first();
    const title = (await firstArticle.textContent())!;
    await firstArticle.click();
    await page.waitForURL(/\/news\/\d+$/);
    await expect.poll(() => page.locator('h1.article__title').textContent()).toBe(title);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const { app } = await portal();
    const article = await app.services.news.getArticle({ id });
    const meta = (await page.locator('.article__meta').textContent())!;
    expect(meta).toContain(article.dirName);
    expect(meta).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await page.locator('.article__tags .tag-chip').allTextContents()).toEqual(article.tags.map((t) => t.name));
    expect(await page.locator('.article__body p').count()).toBeGreaterThan(2);
    expect(await page.locator('.with-sidebar__side .rank-list li').count()).toBeGreaterThan(0);
    // The browser reported the read: the count went up by one and the page shows it.
    await expect.poll(async () => (await app.services.news.getArticle({ id })).readCount).toBeGreaterThan(0);
    const after = await app.services.news.getArticle({ id });
    await expect.poll(() => page.locator('.article__reads').textContent()).toBe(`阅读 ${after.readCount}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows attachments of an article that has them', async () => {
    const { app } = await portal();
    const latest = await app.services.news.listArticles({ current: 1, size: 100 });
    let withDocs;
    for (const item of latest.records) {
      const detail = await app.services.news.getArticle({ id: item.id });
      if (detail.docs.length > 0) {
        withDocs = detail;
        break;
      }
    }
    expect(withDocs).toBeDefined();
    const { page, context } = await openPage();
    await page.goto(`/news/${withDocs!.id}`);
    expect(await page.locator('.article__doc-title').allTextContents()).toEqual(withDocs!.docs.map((d) => d.title));
    await context.close();
  });

  it('paginates a column through the :page segment', async () => {
    const { column, total, firstPage } = await pagedColumn();
    const { page, context } = await openPage();
    await page.goto(`/news/list/${column.id}`);
    expect(await page.locator('.news-list__title a').first().textContent()).toBe(firstPage[0]!.title);
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${total} 条`);
    await page.locator('.page-nav a', { hasText: /^2$/ }).click();
    await page.waitForURL(new RegExp(`/news/list/${column.id}/2$`));
    await expect.poll(() => page.locator('.news-list__title a').first().textContent()).not.toBe(firstPage[0]!.title);
    const secondTitles = await page.locator('.news-list__title a').allTextContents();
    expect(secondTitles.length).toBeGreaterThan(0);
    expect(secondTitles).not.toContain(firstPage[0]!.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A page past the end does not exist.
    const res = await page.goto(`/news/list/${column.id}/99`);
    expect(res?.status()).toBe(404);
    await context.close();
  });

  it('lists tags and the articles of one tag', async () => {
    const { page, context } = await openPage();
    await page.goto('/news/tags');
    const firstTag = page.locator('.tag-grid__item').first();
    const name = (await firstTag.locator('span').textContent())!;
    await firstTag.click();
    await page.waitForURL(/\/news\/tag\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`#${name}`);
    expect(await page.locator('.news-list__item').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('renders title, description, keywords and canonical on every news page', async () => {
    const { app } = await portal();
    const { column } = await pagedColumn();
    const child = column.children[0]!;
    const tags = await app.services.news.listTags({ current: 1, size: 1 });
    const tag = tags.records[0]!;
    const article = (await app.services.news.listArticles({ dirId: child.id, current: 1, size: 1 })).records[0]!;
    const detail = await app.services.news.getArticle({ id: article.id });
    const { page, context } = await openPage();
    const cases: [string, (h: Awaited<ReturnType<typeof headOf>>) => void][] = [
      ['/news', (h) => expect(h.title).toContain('资讯')],
      [`/news/list/${column.id}`, (h) => expect(h.title).toContain(column.name)],
      [`/news/list/${child.id}`, (h) => expect(h.title).toContain(`${child.name}_${column.name}`)],
      [`/news/tag/${tag.id}`, (h) => expect(h.title).toContain(tag.name)],
      ['/news/tags', (h) => expect(h.title).toContain('标签')],
      [`/news/${article.id}`, (h) => expect(h.title).toContain(detail.title)],
      ['/404', (h) => expect(h.title).toBeTruthy()],
    ];
    for (const [path, check] of cases) {
      await page.goto(path);
      const head = await headOf(page);
      check(head);
      expect(head.description, path).toBeTruthy();
      expect(head.keywords, path).toBeTruthy();
      expect(head.canonical, path).toBe(`http://portal.test${path}`);
    }
    await context.close();
  });
});
