import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, notExists, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { createArticleFactory } from './factories/news-factory';
import { appMeta, newsArticles, newsArticleTags, newsAttachments, newsColumns, seoTemplates } from './schema';
import { isSeeded, seedDemoContent } from './seed';

describe('seedDemoContent', () => {
  let database: DatabaseHandle;
  let result: { columns: number; articles: number };

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await isSeeded(database.db)).toBe(false);
    result = await seedDemoContent({ db: database.db, articleCount: 60 });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('builds the column tree: ≥ 9 parents with children, ≥ 6 topics', async () => {
    const columns = await database.db.select().from(newsColumns);
    expect(result.columns).toBe(columns.length);
    const parents = columns.filter((c) => c.parentId === null && !c.isTopic);
    const topics = columns.filter((c) => c.isTopic);
    expect(parents.length).toBeGreaterThanOrEqual(9);
    for (const parent of parents) {
      const children = columns.filter((c) => c.parentId === parent.id);
      expect(children.length, parent.name).toBeGreaterThanOrEqual(2);
      expect(children.every((c) => c.bizType === parent.bizType)).toBe(true);
    }
    expect(topics.length).toBeGreaterThanOrEqual(6);
    expect(topics.every((t) => t.parentId === null && t.bizType === 'NEWS')).toBe(true);
    expect(columns.find((c) => c.name === '知识库')?.bizType).toBe('KNOW');
    expect(columns.every((c) => c.intro.length > 0)).toBe(true);
  });

  it('writes 60 articles, each with a tag, some with attachments, spread over the leaves', async () => {
    const { db } = database;
    const [articles] = await db.select({ n: count() }).from(newsArticles);
    expect(articles?.n).toBe(60);
    expect(result.articles).toBe(60);

    const [untagged] = await db
      .select({ n: count() })
      .from(newsArticles)
      .where(notExists(db.select({ one: sql`1` }).from(newsArticleTags).where(eq(newsArticleTags.articleId, newsArticles.id))));
    expect(untagged?.n).toBe(0);

    const withDocs = await db.selectDistinct({ id: newsAttachments.articleId }).from(newsAttachments);
    expect(withDocs.length).toBeGreaterThan(0);

    const perColumn = await db.select({ columnId: newsArticles.columnId, n: count() }).from(newsArticles).groupBy(newsArticles.columnId);
    const columns = await db.select().from(newsColumns);
    const parentIds = new Set(columns.map((c) => c.parentId).filter((id) => id !== null));
    const leaves = columns.filter((c) => !parentIds.has(c.id));
    expect(perColumn.length).toBe(leaves.length);
    expect(perColumn.every((r) => leaves.some((l) => l.id === r.columnId))).toBe(true);
  });

  it('writes clean, distinct, realistic articles', async () => {
    const rows = await database.db.select().from(newsArticles);
    for (const a of rows) {
      expect(a.content.toLowerCase()).not.toContain('<script');
      expect(a.content.toLowerCase()).not.toContain('lorem');
      expect(a.content).toMatch(/<p>/);
      expect(a.memo.length).toBeGreaterThanOrEqual(60);
      expect(a.memo.length).toBeLessThanOrEqual(120);
      expect(a.releaseTime.getTime()).toBeLessThan(Date.UTC(2026, 10, 20));
      expect(a.releaseTime.getTime()).toBeGreaterThan(Date.UTC(2024, 10, 19));
    }
    expect(new Set(rows.map((a) => a.title)).size).toBe(rows.length);
  });

  it('adds the SEO templates and marks the database seeded', async () => {
    const templates = await database.db.select().from(seoTemplates);
    const keys = templates.map((t) => `${t.pageName}|${t.componentId}`);
    for (const key of ['home|', 'news|', 'newsList|', 'newsList|top', 'newsTag|', 'newsTags|', 'newsDetail|', 'notFound|', 'serverError|']) {
      expect(keys).toContain(key);
    }
    const meta = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
    expect(meta[0]?.value).toBe('1');
    expect(await isSeeded(database.db)).toBe(true);
  });
});

describe('createArticleFactory', () => {
  it('is deterministic for a seed', () => {
    const titles = () => {
      const factory = createArticleFactory(7);
      return Array.from({ length: 10 }, (_, i) => factory.article(i % 2 ? '版本更新' : '轨道交通', i).title);
    };
    const first = titles();
    expect(first).toEqual(titles());
    expect(new Set(first).size).toBe(10);
  });
});

describe('seedAddedParts', () => {
  it('gives a site seeded before tenders and products existed both, once', async () => {
    const database = await openTestDatabase();
    try {
      const { products, searchDocuments, tenderNotices } = await import('./schema');
      const { seedAddedParts } = await import('./seed');
      const counts = async () => {
        const [[n], [p], [indexed]] = await Promise.all([
          database.db.select({ n: count() }).from(tenderNotices),
          database.db.select({ n: count() }).from(products),
          database.db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.kind, 'TENDER')),
        ]);
        return { notices: n!.n, products: p!.n, indexed: indexed!.n };
      };
      expect(await counts()).toEqual({ notices: 0, products: 0, indexed: 0 });
      await database.db.transaction((tx) => seedAddedParts(tx as unknown as typeof database.db));
      const after = await counts();
      expect(after.notices).toBeGreaterThanOrEqual(300);
      expect(after.products).toBe(4);
      expect(after.indexed).toBe(after.notices);
      await seedAddedParts(database.db);
      expect(await counts()).toEqual(after);
    } finally {
      await database.close();
    }
  });
});
