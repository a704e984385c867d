import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiResidue, invitations, newsArticles, pointLedger, readHistory, searchDocuments, signDays, userOperations, users } from '../../db/schema';
import { offsetOf } from '../../platform/pagination';
import type { ContentKind, Operation } from './rules';

export type OperationKey = { userId: number; kind: ContentKind; targetId: number; op: Operation };
export type LedgerEntry = { delta: number; method: string; ref: string; memo: string };

/**
 * Drizzle queries of the account domain. Every function takes the database
 * or a transaction as its first argument: on PGlite a query on the outer
 * handle inside a transaction would wait for that transaction forever.
 */
export const accountRepo = {
  /* ── favourites and likes ── */

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

  /* ── reading history ── */

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

  /* ── points ── */

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

  async ledgerSum(db: Database, userId: number): Promise<number> {
    const rows = await db
      .select({ sum: sql<string | null>`sum(${pointLedger.delta})` })
      .from(pointLedger)
      .where(eq(pointLedger.userId, userId));
    return Number(rows[0]?.sum ?? 0);
  },

  async sumByMethod(db: Database, userId: number, method: string): Promise<{ total: number; n: number }> {
    const rows = await db
      .select({ total: sql<string | null>`sum(${pointLedger.delta})`, n: count() })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, userId), eq(pointLedger.method, method)));
    return { total: Number(rows[0]?.total ?? 0), n: rows[0]?.n ?? 0 };
  },

  /* ── AI quota ── */

  async insertResidue(db: Database, userId: number, residue: number): Promise<boolean> {
    const rows = await db.insert(aiResidue).values({ userId, residue }).onConflictDoNothing().returning({ userId: aiResidue.userId });
    return rows.length > 0;
  },

  async findResidue(db: Database, userId: number): Promise<number | undefined> {
    const rows = await db.select({ residue: aiResidue.residue }).from(aiResidue).where(eq(aiResidue.userId, userId)).limit(1);
    return rows[0]?.residue;
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

  /* ── invitations ── */

  async findInvitationOf(db: Database, inviterId: number): Promise<string | undefined> {
    const rows = await db.select({ code: invitations.code }).from(invitations).where(eq(invitations.inviterId, inviterId)).limit(1);
    return rows[0]?.code;
  },

  async insertInvitation(db: Database, inviterId: number, code: string) {
    await db.insert(invitations).values({ code, inviterId }).onConflictDoNothing();
  },

  async findInviter(db: Database, code: string): Promise<number | undefined> {
    const rows = await db.select({ inviterId: invitations.inviterId }).from(invitations).where(eq(invitations.code, code)).limit(1);
    return rows[0]?.inviterId;
  },

  async countInvitees(db: Database, inviterId: number): Promise<number> {
    return db.$count(users, eq(users.invitedBy, inviterId));
  },

  /** Records who invited a user, unless someone else already did; answers whether the link is (now) this inviter's. */
  async claimInvitee(db: Database, inviteeId: number, inviterId: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ invitedBy: inviterId })
      .where(and(eq(users.id, inviteeId), or(isNull(users.invitedBy), eq(users.invitedBy, inviterId))))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /* ── profile ── */

  async findUser(db: Database, userId: number) {
    const rows = await db
      .select({
        id: users.id,
        unionid: users.unionid,
        loginName: users.loginName,
        realname: users.realname,
        avatarUrl: users.avatarUrl,
        orgName: users.orgName,
        phone: users.phone,
        points: users.points,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  },

  async updateUser(db: Database, userId: number, patch: Partial<Pick<typeof users.$inferInsert, 'realname' | 'orgName' | 'avatarUrl'>>) {
    const rows = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
