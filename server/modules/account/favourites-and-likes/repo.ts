import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentKind, Operation } from '../../../../common/account/options';
import type { Database } from '../../../db/client';
import { newsArticles, searchDocuments, userOperations } from '../../../db/schema';
import { offsetOf } from '../../../platform/pagination';

export type OperationKey = { userId: number; kind: ContentKind; targetId: number; op: Operation };

/** Queries of likes and favourites. Each takes the database or a transaction (see ../transaction.ts). */
export const favouritesRepo = {
  async insertOperation(db: Database, key: OperationKey, title: string): Promise<boolean> {
    const rows = await db
      .insert(userOperations)
      .values({ userId: key.userId, targetKind: key.kind, targetId: key.targetId, op: key.op, title })
      .onConflictDoNothing()
      .returning({ userId: userOperations.userId });
    return rows.length > 0;
  },

  async deleteOperation(db: Database, key: OperationKey): Promise<boolean> {
    const rows = await db
      .delete(userOperations)
      .where(
        and(
          eq(userOperations.userId, key.userId),
          eq(userOperations.targetKind, key.kind),
          eq(userOperations.targetId, key.targetId),
          eq(userOperations.op, key.op),
        ),
      )
      .returning({ userId: userOperations.userId });
    return rows.length > 0;
  },

  async operationsOf(db: Database, userId: number, kind: ContentKind, targetId: number): Promise<Operation[]> {
    const rows = await db
      .select({ op: userOperations.op })
      .from(userOperations)
      .where(and(eq(userOperations.userId, userId), eq(userOperations.targetKind, kind), eq(userOperations.targetId, targetId)));
    return rows.map((r) => r.op as Operation);
  },

  /** How many users liked and favourited each target. */
  async operationCounts(db: Database, kind: ContentKind, targetIds: number[]) {
    if (targetIds.length === 0) return [];
    return db
      .select({ targetId: userOperations.targetId, op: userOperations.op, n: count() })
      .from(userOperations)
      .where(and(eq(userOperations.targetKind, kind), inArray(userOperations.targetId, targetIds)))
      .groupBy(userOperations.targetId, userOperations.op);
  },

  async listOperations(db: Database, filter: { userId: number; op: Operation; kind?: ContentKind }, current: number, size: number) {
    const conditions = [eq(userOperations.userId, filter.userId), eq(userOperations.op, filter.op)];
    if (filter.kind) conditions.push(eq(userOperations.targetKind, filter.kind));
    const where = and(...conditions);
    const [records, totals] = await Promise.all([
      db
        .select({ kind: userOperations.targetKind, id: userOperations.targetId, title: userOperations.title, createdAt: userOperations.createdAt })
        .from(userOperations)
        .where(where)
        .orderBy(desc(userOperations.createdAt), desc(userOperations.targetId))
        .limit(size)
        .offset(offsetOf(current, size)),
      db.select({ n: count() }).from(userOperations).where(where),
    ]);
    return { records, total: totals[0]?.n ?? 0 };
  },

  /** The title of a published item of any kind, as the site search indexes it (every published item is indexed). */
  async findIndexedTitle(db: Database, searchKind: string, id: number): Promise<string | undefined> {
    const rows = await db
      .select({ title: searchDocuments.title })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, searchKind), eq(searchDocuments.refId, id)))
      .limit(1);
    return rows[0]?.title;
  },

  async findPublishedArticle(db: Database, id: number) {
    const rows = await db
      .select({ id: newsArticles.id, title: newsArticles.title, praiseCount: newsArticles.praiseCount })
      .from(newsArticles)
      .where(and(eq(newsArticles.id, id), eq(newsArticles.isPublished, true)))
      .limit(1);
    return rows[0];
  },

  /** Moves an article's praise count by one, never below zero. */
  async adjustArticlePraise(db: Database, id: number, delta: 1 | -1) {
    await db
      .update(newsArticles)
      .set({ praiseCount: sql`greatest(${newsArticles.praiseCount} + ${delta}, 0)` })
      .where(eq(newsArticles.id, id));
  },
};
