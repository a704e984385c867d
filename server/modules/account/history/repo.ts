import { and, count, desc, eq } from 'drizzle-orm';
import type { ContentKind } from '../../../../common/account/options';
import type { Database } from '../../../db/client';
import { readHistory } from '../../../db/schema';
import { offsetOf } from '../../../platform/pagination';

/** Queries of the reading history. */
export const historyRepo = {
  async upsertHistory(db: Database, row: { userId: number; kind: ContentKind; targetId: number; title: string; readAt: Date }) {
    await db
      .insert(readHistory)
      .values({ userId: row.userId, targetKind: row.kind, targetId: row.targetId, title: row.title, readAt: row.readAt })
      .onConflictDoUpdate({
        target: [readHistory.userId, readHistory.targetKind, readHistory.targetId],
        set: { title: row.title, readAt: row.readAt },
      });
  },

  async listHistory(db: Database, filter: { userId: number; kind?: ContentKind }, current: number, size: number) {
    const where = filter.kind ? and(eq(readHistory.userId, filter.userId), eq(readHistory.targetKind, filter.kind)) : eq(readHistory.userId, filter.userId);
    const [records, totals] = await Promise.all([
      db
        .select({ kind: readHistory.targetKind, id: readHistory.targetId, title: readHistory.title, readAt: readHistory.readAt })
        .from(readHistory)
        .where(where)
        .orderBy(desc(readHistory.readAt), desc(readHistory.targetId))
        .limit(size)
        .offset(offsetOf(current, size)),
      db.select({ n: count() }).from(readHistory).where(where),
    ]);
    return { records, total: totals[0]?.n ?? 0 };
  },

  async deleteHistory(db: Database, userId: number, target?: { kind: ContentKind; targetId: number }) {
    const where = target
      ? and(eq(readHistory.userId, userId), eq(readHistory.targetKind, target.kind), eq(readHistory.targetId, target.targetId))
      : eq(readHistory.userId, userId);
    await db.delete(readHistory).where(where);
  },
};
