import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleFactory } from '../../db/factories/news-factory';
import { createNewsTree } from '../../test-support/news-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The article page as the production app serves it: its 摘要 box only when the memo says something the body does not open with (decision 0065). */
describe('the article page’s memo', () => {
  let t: TestApp;
  let columnId: number;
  beforeAll(async () => {
    t = await createTestApp();
    columnId = (await createNewsTree(t.services, { perChild: 1, seed: 11 })).childIds[0]!;
  });
  afterAll(() => t.close());

  const memoBox = /<p class="article__memo">([^<]*)<\/p>/;
  const draft = () => createArticleFactory(12).article('政策解读', 3);

  it('is left out when the memo is the opening of the body (the seed’s memos, and the system’s when an editor leaves it empty)', async () => {
    const seeded = draft();
    for (const memo of [seeded.memo, undefined]) {
      const id = await t.services.news.createArticle({ ...seeded, memo, columnId });
      const html = (await t.app.inject({ method: 'GET', url: `/news/${id}` })).body;
      expect(html).toContain(`<h1 class="article__title">${seeded.title}</h1>`);
      expect(html).not.toMatch(memoBox);
      // The API still answers the memo for its clients.
      expect((await t.services.news.getArticle({ id })).memo.length).toBeGreaterThan(20);
    }
  });

  it('is shown when the editor wrote a summary of their own', async () => {
    const memo = '本文梳理新版计量支付办法的三处变化：支付时限、审核留痕与农民工工资专户。';
    const id = await t.services.news.createArticle({ ...draft(), memo, columnId });
    for (const url of [`/news/${id}`, `/detail/${id}`]) {
      expect((await t.app.inject({ method: 'GET', url })).body.match(memoBox)?.[1]).toBe(memo);
    }
  });
});
