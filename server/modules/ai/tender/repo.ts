import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { aiTenderDrafts, companyCredentials, type TenderChapter, type TenderClause, type TenderFacts } from '../../../db/schema';

/** Queries of tender drafts and the company's qualification library; every one names its user. */
export const tenderWriterRepo = {
  async findDraft(db: Database, userId: number, id: number) {
    const rows = await db
      .select()
      .from(aiTenderDrafts)
      .where(and(eq(aiTenderDrafts.id, id), eq(aiTenderDrafts.userId, userId)))
      .limit(1);
    return rows[0];
  },

  async findDraftByNotice(db: Database, userId: number, noticeId: number) {
    const rows = await db
      .select({ id: aiTenderDrafts.id })
      .from(aiTenderDrafts)
      .where(and(eq(aiTenderDrafts.noticeId, noticeId), eq(aiTenderDrafts.userId, userId)))
      .limit(1);
    return rows[0]?.id;
  },

  /** A draft for the notice, or the one the user already has for it (a double click makes one draft). */
  async insertDraft(
    db: Database,
    values: { userId: number; noticeId: number | null; conversationId: number; title: string; sourceText: string; facts: TenderFacts; clauses: TenderClause[]; chapters: TenderChapter[] },
  ) {
    const rows = await db.insert(aiTenderDrafts).values(values).onConflictDoNothing().returning({ id: aiTenderDrafts.id });
    return rows[0]?.id;
  },

  /** The user's other drafts with their chapters, newest first (the similarity self-check compares against them). */
  listOtherDrafts(db: Database, userId: number, exceptId: number, limit = 20) {
    return db
      .select({ id: aiTenderDrafts.id, title: aiTenderDrafts.title, chapters: aiTenderDrafts.chapters })
      .from(aiTenderDrafts)
      .where(and(eq(aiTenderDrafts.userId, userId), ne(aiTenderDrafts.id, exceptId)))
      .orderBy(desc(aiTenderDrafts.updatedAt))
      .limit(limit);
  },

  async listDrafts(db: Database, userId: number, { current, size }: { current: number; size: number }) {
    const [total] = await db.select({ n: count() }).from(aiTenderDrafts).where(eq(aiTenderDrafts.userId, userId));
    const records = await db
      .select({ id: aiTenderDrafts.id, noticeId: aiTenderDrafts.noticeId, title: aiTenderDrafts.title, updatedAt: aiTenderDrafts.updatedAt })
      .from(aiTenderDrafts)
      .where(eq(aiTenderDrafts.userId, userId))
      .orderBy(desc(aiTenderDrafts.updatedAt), desc(aiTenderDrafts.id))
      .limit(size)
      .offset((current - 1) * size);
    return { total: total?.n ?? 0, records };
  },

  async updateDraft(db: Database, userId: number, id: number, set: { facts?: TenderFacts; chapters?: TenderChapter[] }) {
    await db
      .update(aiTenderDrafts)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(aiTenderDrafts.id, id), eq(aiTenderDrafts.userId, userId)));
  },

  async deleteDraft(db: Database, userId: number, id: number) {
    const rows = await db
      .delete(aiTenderDrafts)
      .where(and(eq(aiTenderDrafts.id, id), eq(aiTenderDrafts.userId, userId)))
      .returning({ id: aiTenderDrafts.id });
    return rows.length > 0;
  },

  listCredentials(db: Database, userId: number) {
    return db.select().from(companyCredentials).where(eq(companyCredentials.userId, userId)).orderBy(companyCredentials.kind, companyCredentials.id);
  },

  async addCredential(db: Database, values: { userId: number; kind: string; name: string; number: string; validUntil: string; note: string }) {
    await db.insert(companyCredentials).values(values);
  },

  async deleteCredential(db: Database, userId: number, id: number) {
    const rows = await db
      .delete(companyCredentials)
      .where(and(eq(companyCredentials.id, id), eq(companyCredentials.userId, userId)))
      .returning({ id: companyCredentials.id });
    return rows.length > 0;
  },
};
