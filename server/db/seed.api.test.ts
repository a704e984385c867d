import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, notExists, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { createArticleFactory } from './factories/news-factory';
import { appMeta, newsArticles, newsArticleTags, newsAttachments, newsColumns, searchDocuments, seoTemplates } from './schema';
import { isSeeded, knowledgeMinimum, seedDemoContent } from './seed';

/** A whole demo seed is seconds of work, minutes on a loaded 2-core machine: a guard against hangs, not a speed check. */
const SEED_TIMEOUT_MS = 180_000;

describe('seedDemoContent', () => {
  let database: DatabaseHandle;
  let result: { columns: number; articles: number };

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await isSeeded(database.db)).toBe(false);
    result = await seedDemoContent({ db: database.db, articleCount: 60, tenderProjects: 168 });
  }, SEED_TIMEOUT_MS);

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

  it('writes the 60 planned articles, tops the knowledge base up to 100, each with a tag, some with attachments, spread over the leaves', async () => {
    const { db } = database;
    const [articles] = await db.select({ n: count() }).from(newsArticles);
    const [knowledge] = await db
      .select({ n: count() })
      .from(newsArticles)
      .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
      .where(eq(newsColumns.bizType, 'KNOW'));
    expect(knowledge?.n).toBe(knowledgeMinimum);
    // Of the 60 planned, the knowledge base's share (about one in eleven) is part of its 100.
    expect(articles!.n - knowledgeMinimum).toBeGreaterThanOrEqual(50);
    expect(articles!.n - knowledgeMinimum).toBeLessThan(60);
    expect(result.articles).toBe(articles!.n);
    const [indexed] = await db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.kind, 'KNOW'));
    expect(indexed?.n).toBe(knowledgeMinimum);

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
      const { products, tenderNotices } = await import('./schema');
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
      await database.db.transaction((tx) => seedAddedParts(tx as unknown as typeof database.db, { tenderProjects: 168 }));
      const after = await counts();
      expect(after.notices).toBeGreaterThanOrEqual(300);
      expect(after.products).toBe(4);
      expect(after.indexed).toBe(after.notices);
      await seedAddedParts(database.db, { tenderProjects: 168 });
      expect(await counts()).toEqual(after);
    } finally {
      await database.close();
    }
  }, SEED_TIMEOUT_MS);

  it('tops the knowledge base of a site seeded before it had 100 entries up to 100, indexed, once', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const { seedAddedParts } = await import('./seed');
      await seedDemoContent({ db, articleCount: 60, tenderProjects: 168 });
      // An older site: its knowledge base holds only the few entries the shared plan gave it.
      await db.execute(sql`
        delete from news_articles where id in (
          select a.id from news_articles a join news_columns c on c.id = a.column_id where c.biz_type = 'KNOW' order by a.id desc limit 94)`);
      await db.execute(sql`delete from search_documents where kind = 'KNOW' and ref_id not in (select id from news_articles)`);
      const knowledge = async () => {
        const rows = await db
          .select({ title: newsArticles.title })
          .from(newsArticles)
          .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
          .where(eq(newsColumns.bizType, 'KNOW'));
        const [indexed] = await db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.kind, 'KNOW'));
        return { entries: rows.length, distinct: new Set(rows.map((r) => r.title)).size, indexed: indexed!.n };
      };
      expect(await knowledge()).toEqual({ entries: 6, distinct: 6, indexed: 6 });
      await db.transaction((tx) => seedAddedParts(tx as unknown as typeof db, { tenderProjects: 168 }));
      expect(await knowledge()).toEqual({ entries: knowledgeMinimum, distinct: knowledgeMinimum, indexed: knowledgeMinimum });
      await seedAddedParts(db, { tenderProjects: 168 });
      expect((await knowledge()).entries).toBe(knowledgeMinimum);
    } finally {
      await database.close();
    }
  }, SEED_TIMEOUT_MS);
});
