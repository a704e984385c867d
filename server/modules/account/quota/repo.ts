import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { aiResidue } from '../../../db/schema';

/** Queries of the AI quota (ai_residue). */
export const quotaRepo = {
  async insertResidue(db: Database, userId: number, residue: number): Promise<boolean> {
    const rows = await db.insert(aiResidue).values({ userId, residue }).onConflictDoNothing().returning({ userId: aiResidue.userId });
    return rows.length > 0;
  },

  async findResidue(db: Database, userId: number): Promise<number | undefined> {
    const rows = await db.select({ residue: aiResidue.residue }).from(aiResidue).where(eq(aiResidue.userId, userId)).limit(1);
    return rows[0]?.residue;
  },

  async addResidue(db: Database, userId: number, n: number): Promise<number> {
    const rows = await db
      .update(aiResidue)
      .set({ residue: sql`${aiResidue.residue} + ${n}`, updatedAt: new Date() })
      .where(eq(aiResidue.userId, userId))
      .returning({ residue: aiResidue.residue });
    return rows[0]!.residue;
  },

  /** Takes `n` uses only if at least `n` are left, in one statement: never below zero, whatever runs at the same time. */
  async takeResidue(db: Database, userId: number, n: number): Promise<number | undefined> {
    const rows = await db
      .update(aiResidue)
      .set({ residue: sql`${aiResidue.residue} - ${n}`, updatedAt: new Date() })
      .where(and(eq(aiResidue.userId, userId), gte(aiResidue.residue, n)))
      .returning({ residue: aiResidue.residue });
    return rows[0]?.residue;
  },
};
