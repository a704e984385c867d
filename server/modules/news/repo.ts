import { and, asc, count, desc, eq, gt, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { intArray, rowsOf, type Database } from '../../db/client';
import { newsArticles, newsArticleTags, newsAttachments, newsColumns, newsTags } from '../../db/schema';
import { offsetOf } from '../../platform/pagination';
import { upsertSearchDocuments } from '../search/repo';
import { newsSource } from './search-source';

export type ColumnRow = typeof newsColumns.$inferSelect;
export type NewColumn = typeof newsColumns.$inferInsert;

const listFields = {
  id: newsArticles.id,
  title: newsArticles.title,
  memo: newsArticles.memo,
  coverUrl: newsArticles.coverUrl,
  releaseTime: newsArticles.releaseTime,
  readCount: newsArticles.readCount,
  columnId: newsArticles.columnId,
};

/** A leaf column's articles, or a top-level column's including its children's. */
export type ArticleFilter = {
  columnId?: number;
  rootColumnId?: number;
  tagId?: number;
  projectType?: string;
  projectRole?: string;
  /** Released at or after. */
  since?: Date;
  /** Only articles of news (NEWS) or knowledge-base (KNOW) columns. */
  bizType?: 'NEWS' | 'KNOW';
};

export type ArticleSort = 'newest' | 'hottest';

export type ArticleListRow = {
  id: number;
  title: string;
  memo: string;
  coverUrl: string;
  releaseTime: Date;
  readCount: number;
  columnId: number;
};

function articleConditions(db: Database, filter: ArticleFilter): SQL[] {
  const conditions: SQL[] = [eq(newsArticles.isPublished, true)];
  if (filter.columnId !== undefined) conditions.push(eq(newsArticles.columnId, filter.columnId));
  if (filter.rootColumnId !== undefined) conditions.push(eq(newsArticles.rootColumnId, filter.rootColumnId));
  if (filter.projectType) conditions.push(eq(newsArticles.projectType, filter.projectType));
  if (filter.projectRole) conditions.push(eq(newsArticles.projectRole, filter.projectRole));
  if (filter.since) conditions.push(gte(newsArticles.releaseTime, filter.since));
  if (filter.bizType) {
    conditions.push(inArray(newsArticles.rootColumnId, db.select({ id: newsColumns.id }).from(newsColumns).where(eq(newsColumns.bizType, filter.bizType))));
  }
  if (filter.tagId !== undefined) {
    conditions.push(inArray(newsArticles.id, db.select({ id: newsArticleTags.articleId }).from(newsArticleTags).where(eq(newsArticleTags.tagId, filter.tagId))));
  }
  return conditions;
}

/** Drizzle queries of the news domain. No rules here: those live in service.ts. */
export function createNewsRepo(db: Database) {
  return {
    allColumns(): Promise<ColumnRow[]> {
      return db.select().from(newsColumns).orderBy(newsColumns.sort, newsColumns.id);
    },

    async insertColumn(column: NewColumn): Promise<number> {
      const [row] = await db.insert(newsColumns).values(column).returning({ id: newsColumns.id });
      return row!.id;
    },

    /** One page of articles, newest (or most read) first. Unfiltered totals come from the service's cached counts. */
    listArticles(filter: ArticleFilter & { excludeId?: number }, limit: number, offset = 0, sort: ArticleSort = 'newest'): Promise<ArticleListRow[]> {
      const conditions = articleConditions(db, filter);
      if (filter.excludeId) conditions.push(ne(newsArticles.id, filter.excludeId));
      return db
        .select(listFields)
        .from(newsArticles)
        .where(and(...conditions))
        .orderBy(...(sort === 'hottest' ? [desc(newsArticles.readCount), desc(newsArticles.id)] : [desc(newsArticles.releaseTime), desc(newsArticles.id)]))
        .limit(limit)
        .offset(offset);
    },

    /** Articles matching a filter that the cached totals do not cover (project type, role, date). */
    async countArticles(filter: ArticleFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(newsArticles).where(and(...articleConditions(db, filter)));
      return row?.n ?? 0;
    },

    /** The information home's banner: flagged articles with a cover, newest first. */
    bannerArticles(limit: number): Promise<ArticleListRow[]> {
      return db
        .select(listFields)
        .from(newsArticles)
        .where(and(eq(newsArticles.isPublished, true), eq(newsArticles.isBanner, true), ne(newsArticles.coverUrl, '')))
        .orderBy(desc(newsArticles.releaseTime), desc(newsArticles.id))
        .limit(limit);
    },

    /** Published articles per column, for the cached totals. */
    countsByColumn() {
      return db
        .select({ columnId: newsArticles.columnId, n: count() })
        .from(newsArticles)
        .where(eq(newsArticles.isPublished, true))
        .groupBy(newsArticles.columnId);
    },

    topRead(limit: number, filter: ArticleFilter = {}): Promise<ArticleListRow[]> {
      return this.listArticles(filter, limit, 0, 'hottest');
    },

    async findArticle(id: number) {
      const rows = await db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.id, id), eq(newsArticles.isPublished, true)))
        .limit(1);
      return rows[0];
    },

    tagsOf(articleIds: number[]) {
      if (articleIds.length === 0) return Promise.resolve([]);
      return db
        .select({ articleId: newsArticleTags.articleId, id: newsTags.id, name: newsTags.name })
        .from(newsArticleTags)
        .innerJoin(newsTags, eq(newsTags.id, newsArticleTags.tagId))
        .where(inArray(newsArticleTags.articleId, articleIds))
        .orderBy(newsTags.id);
    },

    attachmentsOf(articleId: number) {
      return db
        .select({ id: newsAttachments.id, title: newsAttachments.title, fileType: newsAttachments.fileType, sizeBytes: newsAttachments.sizeBytes })
        .from(newsAttachments)
        .where(eq(newsAttachments.articleId, articleId))
        .orderBy(newsAttachments.sort, newsAttachments.id);
    },

    /**
     * Articles sharing the most tags with the given one. Only the newest 20 per tag
     * tagged candidates are ranked: a common tag has thousands of articles
     * and related reading should be recent anyway.
     */
    async relatedByTags(articleId: number, tagIds: number[], limit: number): Promise<ArticleListRow[]> {
      if (tagIds.length === 0) return [];
      // Newest 20 per tag, each read straight off the (tag_id, article_id) index.
      const result = await db.execute<{ article_id: number }>(sql`
        select x.article_id from unnest(${intArray(tagIds)}) as t(id)
        cross join lateral (
          select article_id from ${newsArticleTags}
          where tag_id = t.id and article_id <> ${articleId}
          order by article_id desc limit 20
        ) x`);
      const candidates = rowsOf<{ article_id: number }>(result).map((r) => ({ articleId: Number(r.article_id) }));
      const shared = new Map<number, number>();
      for (const c of candidates) shared.set(c.articleId, (shared.get(c.articleId) ?? 0) + 1);
      const ids = [...shared.keys()];
      if (ids.length === 0) return [];
      const rows = await db
        .select(listFields)
        .from(newsArticles)
        .where(and(inArray(newsArticles.id, ids), eq(newsArticles.isPublished, true)));
      return (rows as ArticleListRow[])
        .sort((a, b) => shared.get(b.id)! - shared.get(a.id)! || b.releaseTime.getTime() - a.releaseTime.getTime())
        .slice(0, limit);
    },

    async incrementReadCount(id: number): Promise<number | undefined> {
      const rows = await db
        .update(newsArticles)
        .set({ readCount: sql`${newsArticles.readCount} + 1` })
        .where(and(eq(newsArticles.id, id), eq(newsArticles.isPublished, true)))
        .returning({ readCount: newsArticles.readCount });
      return rows[0]?.readCount;
    },

    async findTag(id: number) {
      const rows = await db.select().from(newsTags).where(eq(newsTags.id, id)).limit(1);
      return rows[0];
    },

    async listTags(current: number, size: number) {
      const [records, totals] = await Promise.all([
        db
          .select({ id: newsTags.id, name: newsTags.name, articleCount: newsTags.articleCount })
          .from(newsTags)
          .orderBy(desc(newsTags.articleCount), newsTags.id)
          .limit(size)
          .offset(offsetOf(current, size)),
        db.select({ n: count() }).from(newsTags),
      ]);
      return { records, total: totals[0]?.n ?? 0 };
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;

export type NewArticle = typeof newsArticles.$inferInsert & {
  tags?: string[];
  docs?: { title: string; fileType: string; sizeBytes: number }[];
};

/** Inserts an article with its tags and attachments; call inside a transaction. */
export async function insertArticle(tx: Database, article: NewArticle): Promise<number> {
  const { tags = [], docs = [], ...row } = article;
  const [inserted] = await tx.insert(newsArticles).values(row).returning({ id: newsArticles.id });
  const articleId = inserted!.id;
  const names = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (names.length > 0) {
    await tx.insert(newsTags).values(names.map((name) => ({ name }))).onConflictDoNothing();
    const tagRows = await tx.select({ id: newsTags.id }).from(newsTags).where(inArray(newsTags.name, names));
    await tx.insert(newsArticleTags).values(tagRows.map((t) => ({ articleId, tagId: t.id })));
    await refreshTagCounts(tx, tagRows.map((t) => t.id));
  }
  if (docs.length > 0) {
    await tx.insert(newsAttachments).values(docs.map((d, i) => ({ ...d, articleId, sort: i })));
  }
  return articleId;
}

/** Recounts news_tags.article_count (for the given tags, or all after a bulk load). */
export async function refreshTagCounts(db: Database, tagIds?: number[]): Promise<void> {
  const counted = sql`(select count(*) from ${newsArticleTags} x join ${newsArticles} a on a.id = x.article_id where x.tag_id = ${newsTags.id} and a.is_published)`;
  await db
    .update(newsTags)
    .set({ articleCount: sql`${counted}` })
    .where(tagIds ? inArray(newsTags.id, tagIds) : undefined);
}

/** An article as the search index reads it, with the bizType of its column (knowledge-base articles are kind KNOW). */
export type IndexedArticle = Parameters<typeof newsSource>[0] & { bizType: string };

/** Writes the search documents of articles; call inside the writer's transaction. */
export function indexArticles(db: Database, articles: IndexedArticle[]): Promise<void> {
  return upsertSearchDocuments(db, articles.map(({ bizType, ...article }) => newsSource(article, bizType)));
}

/** Rebuilds the news part of the search index after a bulk load, in batches of one transaction each. */
export async function reindexNews(db: Database, batchSize = 500): Promise<number> {
  const bizTypes = new Map((await db.select({ id: newsColumns.id, bizType: newsColumns.bizType }).from(newsColumns)).map((c) => [c.id, c.bizType]));
  let lastId = 0;
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ id: newsArticles.id, title: newsArticles.title, viceTitle: newsArticles.viceTitle, content: newsArticles.content, releaseTime: newsArticles.releaseTime, columnId: newsArticles.columnId })
      .from(newsArticles)
      .where(gt(newsArticles.id, lastId))
      .orderBy(asc(newsArticles.id))
      .limit(batchSize);
    if (batch.length === 0) return done;
    await db.transaction((tx) => indexArticles(tx as unknown as Database, batch.map((a) => ({ ...a, bizType: bizTypes.get(a.columnId) ?? 'NEWS' }))));
    lastId = batch[batch.length - 1]!.id;
    done += batch.length;
  }
}
