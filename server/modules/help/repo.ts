import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { helpArticles, helpColumns } from '../../db/schema';
import { upsertSearchDocuments } from '../search/repo';
import { newShareId } from './rules';
import { helpSource } from './search-source';

/** A list is one column (child) or every child of one root column; neither means all articles. */
export type HelpArticleFilter = { columnId?: number; rootColumnId?: number };

const listFields = {
  id: helpArticles.id,
  resNumber: helpArticles.resNumber,
  title: helpArticles.title,
  columnId: helpArticles.columnId,
  rootColumnId: helpArticles.rootColumnId,
  readCount: helpArticles.readCount,
  helpfulCount: helpArticles.helpfulCount,
  publishDate: helpArticles.publishDate,
  // Section headings and tags out, then the opening: a two-line summary without shipping the body.
  text: sql<string>`left(regexp_replace(regexp_replace(${helpArticles.content}, '<h3>.*?</h3>', ' ', 'g'), '<[^>]*>', ' ', 'g'), 240)`,
};

export type HelpListRow = Awaited<ReturnType<HelpRepo['list']>>[number];
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type NewHelpArticle = typeof helpArticles.$inferInsert;

function whereOf(f: HelpArticleFilter): SQL | undefined {
  if (f.columnId !== undefined) return eq(helpArticles.columnId, f.columnId);
  if (f.rootColumnId !== undefined) return eq(helpArticles.rootColumnId, f.rootColumnId);
  return undefined;
}

const first = <T>(rows: T[]): T | undefined => rows[0];

/** Drizzle queries of the help centre. Articles are ordered by (sort, id) within a column, as editors arranged them. */
export function createHelpRepo(db: Database) {
  const byField = (condition: SQL) => db.select().from(helpArticles).where(condition).limit(1).then(first);
  return {
    listColumns: () => db.select().from(helpColumns).orderBy(asc(helpColumns.sort), asc(helpColumns.id)),
    countsByColumn: () => db.select({ columnId: helpArticles.columnId, n: count() }).from(helpArticles).groupBy(helpArticles.columnId),

    list(f: HelpArticleFilter, limit: number, offset: number) {
      return db
        .select(listFields)
        .from(helpArticles)
        .where(whereOf(f))
        .orderBy(asc(helpArticles.rootColumnId), asc(helpArticles.columnId), asc(helpArticles.sort), asc(helpArticles.id))
        .limit(limit)
        .offset(offset);
    },
    count: (f: HelpArticleFilter) =>
      db.select({ n: count() }).from(helpArticles).where(whereOf(f)).then((rows) => Number(rows[0]?.n ?? 0)),
    popular(limit: number, f: HelpArticleFilter = {}, excludeId?: number) {
      const conditions = [whereOf(f), excludeId ? ne(helpArticles.id, excludeId) : undefined].filter((c): c is SQL => c !== undefined);
      return db
        .select(listFields)
        .from(helpArticles)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(helpArticles.readCount), desc(helpArticles.id))
        .limit(limit);
    },
    byIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(listFields).from(helpArticles).where(inArray(helpArticles.id, ids));
    },

    findById: (id: number) => byField(eq(helpArticles.id, id)),
    findByNumber: (resNumber: string) => byField(eq(helpArticles.resNumber, resNumber)),
    findByShareId: (shareId: string) => byField(eq(helpArticles.shareId, shareId)),

    /** The articles just before and after one in its column's order. */
    async neighbours(a: { id: number; columnId: number; sort: number }) {
      const fields = { id: helpArticles.id, title: helpArticles.title };
      const inColumn = eq(helpArticles.columnId, a.columnId);
      const before = or(lt(helpArticles.sort, a.sort), and(eq(helpArticles.sort, a.sort), lt(helpArticles.id, a.id)));
      const after = or(gt(helpArticles.sort, a.sort), and(eq(helpArticles.sort, a.sort), gt(helpArticles.id, a.id)));
      const [prev, next] = await Promise.all([
        db.select(fields).from(helpArticles).where(and(inColumn, before)).orderBy(desc(helpArticles.sort), desc(helpArticles.id)).limit(1),
        db.select(fields).from(helpArticles).where(and(inColumn, after)).orderBy(asc(helpArticles.sort), asc(helpArticles.id)).limit(1),
      ]);
      return { prev: prev[0] ?? null, next: next[0] ?? null };
    },

    async incrementRead(id: number): Promise<number | undefined> {
      const rows = await db
        .update(helpArticles)
        .set({ readCount: sql`${helpArticles.readCount} + 1` })
        .where(eq(helpArticles.id, id))
        .returning({ readCount: helpArticles.readCount });
      return rows[0]?.readCount;
    },
    async addFeedback(id: number, helpful: boolean) {
      const column = helpful ? helpArticles.helpfulCount : helpArticles.unhelpfulCount;
      const rows = await db
        .update(helpArticles)
        .set({ [helpful ? 'helpfulCount' : 'unhelpfulCount']: sql`${column} + 1` })
        .where(eq(helpArticles.id, id))
        .returning({ helpfulCount: helpArticles.helpfulCount, unhelpfulCount: helpArticles.unhelpfulCount });
      return rows[0];
    },
    /** The next free H-number: one above the highest in use. */
    async nextResNumber(): Promise<string> {
      const rows = await db.select({ max: sql<number | null>`max(cast(substring(${helpArticles.resNumber} from 2) as integer))` }).from(helpArticles);
      return `H${Math.max(10000, Number(rows[0]?.max ?? 0)) + 1}`;
    },
  };
}

export type HelpRepo = ReturnType<typeof createHelpRepo>;

/**
 * Writes articles, each with a new share id (decision 0012), and their search documents (kind HELP); call inside the
 * writer's transaction. Answers the new ids with the article numbers they were written under.
 */
export async function insertHelpArticles(db: Database, articles: Omit<NewHelpArticle, 'shareId'>[]): Promise<{ id: number; resNumber: string }[]> {
  if (articles.length === 0) return [];
  const rows = articles.map((a) => ({ ...a, shareId: newShareId() }));
  const inserted = await db.insert(helpArticles).values(rows).returning({ id: helpArticles.id, resNumber: helpArticles.resNumber });
  const idOf = new Map(inserted.map((r) => [r.resNumber, r.id]));
  await upsertSearchDocuments(db, rows.map((r) => helpSource({ ...r, id: idOf.get(r.resNumber)! })));
  return inserted;
}
