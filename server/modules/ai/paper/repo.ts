import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { aiPapers, libraryPapers, libraryStandards, type PaperReference, type PaperSection } from '../../../db/schema';

/** Queries of AI papers (every one names its user) and of the library entries a paper cites. */
export const paperRepo = {
  async find(db: Database, userId: number, id: number) {
    const rows = await db
      .select()
      .from(aiPapers)
      .where(and(eq(aiPapers.id, id), eq(aiPapers.userId, userId)))
      .limit(1);
    return rows[0];
  },

  async insert(db: Database, values: { userId: number; conversationId: number; title: string; field: string; keywords: string[]; sections: PaperSection[]; references: PaperReference[] }) {
    const [row] = await db.insert(aiPapers).values(values).returning({ id: aiPapers.id });
    return row!.id;
  },

  async list(db: Database, userId: number, { current, size }: { current: number; size: number }) {
    const [total] = await db.select({ n: count() }).from(aiPapers).where(eq(aiPapers.userId, userId));
    const records = await db
      .select({ id: aiPapers.id, title: aiPapers.title, field: aiPapers.field, sections: aiPapers.sections, updatedAt: aiPapers.updatedAt })
      .from(aiPapers)
      .where(eq(aiPapers.userId, userId))
      .orderBy(desc(aiPapers.updatedAt), desc(aiPapers.id))
      .limit(size)
      .offset((current - 1) * size);
    return { total: total?.n ?? 0, records };
  },

  async update(db: Database, userId: number, id: number, set: { sections?: PaperSection[]; references?: PaperReference[] }) {
    await db
      .update(aiPapers)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(aiPapers.id, id), eq(aiPapers.userId, userId)));
  },

  async remove(db: Database, userId: number, id: number) {
    const rows = await db
      .delete(aiPapers)
      .where(and(eq(aiPapers.id, id), eq(aiPapers.userId, userId)))
      .returning({ id: aiPapers.id });
    return rows.length > 0;
  },

  standardsByIds(db: Database, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: libraryStandards.id,
        number: libraryStandards.number,
        title: libraryStandards.title,
        issuer: libraryStandards.issuer,
        issueDate: libraryStandards.issueDate,
        status: libraryStandards.status,
      })
      .from(libraryStandards)
      .where(inArray(libraryStandards.id, ids));
  },

  papersByIds(db: Database, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ id: libraryPapers.id, title: libraryPapers.title, authors: libraryPapers.authors, journal: libraryPapers.journal, year: libraryPapers.year })
      .from(libraryPapers)
      .where(inArray(libraryPapers.id, ids));
  },
};
