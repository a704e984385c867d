import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { pointLedger, signDays, users } from '../../../db/schema';
import { offsetOf } from '../../../platform/pagination';

export type LedgerEntry = { delta: number; method: string; ref: string; memo: string };

/** Queries of sign-in days, the points ledger and users.points. */
export const pointsRepo = {
  async insertSignDay(db: Database, userId: number, day: string): Promise<boolean> {
    const rows = await db.insert(signDays).values({ userId, day }).onConflictDoNothing().returning({ day: signDays.day });
    return rows.length > 0;
  },

  /** Signed days on or before `until`, newest first. */
  async signedDaysUntil(db: Database, userId: number, until: string, limit: number): Promise<string[]> {
    const rows = await db
      .select({ day: signDays.day })
      .from(signDays)
      .where(and(eq(signDays.userId, userId), lte(signDays.day, until)))
      .orderBy(desc(signDays.day))
      .limit(limit);
    return rows.map((r) => r.day);
  },

  async signedDaysBetween(db: Database, userId: number, first: string, last: string): Promise<string[]> {
    const rows = await db
      .select({ day: signDays.day })
      .from(signDays)
      .where(and(eq(signDays.userId, userId), gte(signDays.day, first), lte(signDays.day, last)))
      .orderBy(signDays.day);
    return rows.map((r) => r.day);
  },

  /** Ledger rows whose ref is new for this user; answers the ones actually written. */
  async insertLedger(db: Database, userId: number, entries: LedgerEntry[]) {
    if (entries.length === 0) return [];
    return db
      .insert(pointLedger)
      .values(entries.map((e) => ({ userId, ...e })))
      .onConflictDoNothing()
      .returning({ delta: pointLedger.delta, method: pointLedger.method });
  },

  async addPoints(db: Database, userId: number, delta: number): Promise<number | undefined> {
    const rows = await db
      .update(users)
      .set({ points: sql`${users.points} + ${delta}`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ points: users.points });
    return rows[0]?.points;
  },

  /** Takes `n` points only if at least `n` are there, in one statement: never below zero. */
  async takePoints(db: Database, userId: number, n: number): Promise<number | undefined> {
    const rows = await db
      .update(users)
      .set({ points: sql`${users.points} - ${n}`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), gte(users.points, n)))
      .returning({ points: users.points });
    return rows[0]?.points;
  },

  async findLedgerByRef(db: Database, userId: number, ref: string) {
    const rows = await db
      .select({ delta: pointLedger.delta })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, userId), eq(pointLedger.ref, ref)))
      .limit(1);
    return rows[0];
  },

  async findPoints(db: Database, userId: number): Promise<number | undefined> {
    const rows = await db.select({ points: users.points }).from(users).where(eq(users.id, userId)).limit(1);
    return rows[0]?.points;
  },

  async listLedger(db: Database, userId: number, current: number, size: number) {
    const where = eq(pointLedger.userId, userId);
    const [records, totals] = await Promise.all([
      db
        .select({ id: pointLedger.id, delta: pointLedger.delta, method: pointLedger.method, memo: pointLedger.memo, createdAt: pointLedger.createdAt })
        .from(pointLedger)
        .where(where)
        .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
        .limit(size)
        .offset(offsetOf(current, size)),
      db.select({ n: count() }).from(pointLedger).where(where),
    ]);
    return { records, total: totals[0]?.n ?? 0 };
  },

  async sumByMethod(db: Database, userId: number, method: string): Promise<{ total: number; n: number }> {
    const rows = await db
      .select({ total: sql<string | null>`sum(${pointLedger.delta})`, n: count() })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, userId), eq(pointLedger.method, method)));
    return { total: Number(rows[0]?.total ?? 0), n: rows[0]?.n ?? 0 };
  },
};

/**
 * Writes ledger rows (each ref at most once per user) and moves users.points
 * by exactly what was written, so users.points always equals the sum of the
 * ledger. Every credit goes through here; run it inside a transaction.
 */
export async function creditPoints(tx: Database, userId: number, entries: LedgerEntry[]) {
  const written = await pointsRepo.insertLedger(tx, userId, entries);
  const total = written.reduce((sum, row) => sum + row.delta, 0);
  const balance = total === 0 ? await pointsRepo.findPoints(tx, userId) : await pointsRepo.addPoints(tx, userId, total);
  return { written, total, balance: balance ?? 0 };
}
