import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  tenderAlertSettings,
  tenderBidders,
  tenderDigests,
  tenderFollowMatches,
  tenderMatches,
  tenderMatchQueue,
  tenderNotices,
  tenderOrgs,
  tenderProjects,
  tenderSubscriptions,
  userTenderOrgs,
  users,
} from '../../db/schema';
import { listFields, tenderee, whereOf, type TenderFilter } from '../tender/repo';

export type SubscriptionRow = typeof tenderSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof tenderSubscriptions.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type MatchRow = { subscriptionId: number; noticeId: number; userId: number; publishedAt: Date; seenAt?: Date | null };
export type QueueRow = { id: number; noticeId: number; subscriptionId: number | null };

const ROWS_PER_STATEMENT = 500;
/** Alerts one statement writes: a few hundred kilobytes of parameters. */
const MATCHES_PER_STATEMENT = 20_000;

/** Notices queued for matching, one row each, in the writer's own transaction (the writer never waits for the matching). */
export async function enqueueNotices(db: Database, noticeIds: number[]): Promise<void> {
  for (let i = 0; i < noticeIds.length; i += ROWS_PER_STATEMENT) {
    await db.insert(tenderMatchQueue).values(noticeIds.slice(i, i + ROWS_PER_STATEMENT).map((noticeId) => ({ noticeId })));
  }
}

/** Drizzle queries of subscriptions, their matches, the matching queue and the digest settings. */
export function createTenderAlertRepo(db: Database) {
  const owned = (id: number, userId: number) => and(eq(tenderSubscriptions.id, id), eq(tenderSubscriptions.userId, userId));
  return {
    countSubscriptions: (tx: Database, userId: number) =>
      tx
        .select({ n: count() })
        .from(tenderSubscriptions)
        .where(eq(tenderSubscriptions.userId, userId))
        .then((r) => Number(r[0]?.n ?? 0)),
    /** Serialises one user's creations, so two at once cannot both pass the limit. */
    lockUser: (tx: Database, userId: number) => tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`),
    insertSubscription: (tx: Database, userId: number, v: SubscriptionValues) =>
      tx
        .insert(tenderSubscriptions)
        .values({ ...v, userId })
        .returning()
        .then((r) => r[0]!),
    updateSubscription: (tx: Database, id: number, userId: number, v: SubscriptionValues) =>
      tx
        .update(tenderSubscriptions)
        .set({ ...v, updatedAt: new Date() })
        .where(owned(id, userId))
        .returning()
        .then((r) => r[0]),
    findSubscription: (id: number, userId: number) =>
      db
        .select()
        .from(tenderSubscriptions)
        .where(owned(id, userId))
        .then((r) => r[0]),
    listSubscriptions: (userId: number) =>
      db.select().from(tenderSubscriptions).where(eq(tenderSubscriptions.userId, userId)).orderBy(desc(tenderSubscriptions.id)),
    deleteSubscription: (id: number, userId: number) =>
      db
        .delete(tenderSubscriptions)
        .where(owned(id, userId))
        .returning({ id: tenderSubscriptions.id })
        .then((r) => r[0]),
    /** What changes whenever a subscription is created, changed or removed (the worker's cache key). */
    subscriptionsVersion: (tx: Database) =>
      tx
        .select({ n: count(), maxId: sql<number>`max(${tenderSubscriptions.id})`, at: sql<string>`max(${tenderSubscriptions.updatedAt})::text` })
        .from(tenderSubscriptions)
        .then((r) => `${r[0]?.n ?? 0}|${r[0]?.maxId ?? 0}|${r[0]?.at ?? ''}`),
    /** Every subscription (the worker matches new notices against all of them). */
    allSubscriptions: (tx: Database) => tx.select().from(tenderSubscriptions),
    subscriptionById: (tx: Database, id: number) =>
      tx
        .select()
        .from(tenderSubscriptions)
        .where(eq(tenderSubscriptions.id, id))
        .then((r) => r[0]),

    /** Unseen matches per subscription of a user. */
    unseenBySubscription: (userId: number) =>
      db
        .select({ subscriptionId: tenderMatches.subscriptionId, n: count() })
        .from(tenderMatches)
        .where(and(eq(tenderMatches.userId, userId), isNull(tenderMatches.seenAt)))
        .groupBy(tenderMatches.subscriptionId),
    /**
     * Unseen notices of a user, each notice once however many subscriptions
     * or followed organisations raised it (UNION removes the duplicates).
     */
    unseenNotices: (userId: number) => {
      const unseen = db
        .select({ noticeId: tenderMatches.noticeId })
        .from(tenderMatches)
        .where(and(eq(tenderMatches.userId, userId), isNull(tenderMatches.seenAt)))
        .union(
          db
            .select({ noticeId: tenderFollowMatches.noticeId })
            .from(tenderFollowMatches)
            .where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.seenAt))),
        )
        .as('unseen');
      return db
        .select({ n: count() })
        .from(unseen)
        .then((r) => Number(r[0]?.n ?? 0));
    },
    /** Unseen alerts of followed organisations. */
    unseenFollowed: (userId: number) =>
      db
        .select({ n: count() })
        .from(tenderFollowMatches)
        .where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.seenAt)))
        .then((r) => Number(r[0]?.n ?? 0)),
    /** Which of these notices are still unseen alerts of followed organisations. */
    unseenFollowedAmong: (userId: number, noticeIds: number[]) =>
      noticeIds.length === 0
        ? Promise.resolve([] as number[])
        : db
            .select({ id: tenderFollowMatches.noticeId })
            .from(tenderFollowMatches)
            .where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.seenAt), inArray(tenderFollowMatches.noticeId, noticeIds)))
            .then((r) => r.map((x) => x.id)),
    /** Unseen alerts per followed organisation. */
    unseenByOrg: (userId: number) =>
      db
        .select({ orgId: tenderFollowMatches.orgId, n: count() })
        .from(tenderFollowMatches)
        .where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.seenAt)))
        .groupBy(tenderFollowMatches.orgId),
    markFollowedSeen: (userId: number, at: Date) =>
      db
        .update(tenderFollowMatches)
        .set({ seenAt: at })
        .where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.seenAt))),
    /**
     * Alerts the followers of the organisations on these notices (the project's buyer or agency, the
     * winner, a bidder): one per user and notice, naming the lowest organisation id when several are
     * followed. Written inside the database, since a burst raises hundreds of thousands of them
     * (decision 0048). A notice published before `oldBefore` comes as seen (`seenAt`). Idempotent like
     * insertMatches: a user is alerted once per notice.
     */
    insertFollowMatches: (tx: Database, noticeIds: number[], { oldBefore, seenAt }: { oldBefore: Date; seenAt: Date }) => {
      const ids = sql`${`{${noticeIds.join(',')}}`}::int[]`;
      return tx.execute(sql`
        insert into ${tenderFollowMatches} (user_id, notice_id, org_id, published_at, seen_at)
        select f.user_id, o.notice_id, min(f.org_id), o.published_at,
               case when o.published_at < ${oldBefore.toISOString()}::timestamptz then ${seenAt.toISOString()}::timestamptz end
        from (
          select n.id as notice_id, n.published_at, p.tenderee_id as org_id
            from ${tenderNotices} n join ${tenderProjects} p on p.id = n.project_id where n.id = any(${ids})
          union all
          select n.id, n.published_at, p.agency_id
            from ${tenderNotices} n join ${tenderProjects} p on p.id = n.project_id where n.id = any(${ids}) and p.agency_id is not null
          union all
          select n.id, n.published_at, n.winner_org_id from ${tenderNotices} n where n.id = any(${ids}) and n.winner_org_id is not null
          union all
          select n.id, n.published_at, b.org_id
            from ${tenderBidders} b join ${tenderNotices} n on n.id = b.notice_id where b.notice_id = any(${ids})
        ) o
        join ${userTenderOrgs} f on f.org_id = o.org_id
        group by f.user_id, o.notice_id, o.published_at
        order by f.user_id, o.notice_id
        on conflict do nothing`);
    },
    markSeen: (subscriptionId: number, at: Date) =>
      db
        .update(tenderMatches)
        .set({ seenAt: at })
        .where(and(eq(tenderMatches.subscriptionId, subscriptionId), isNull(tenderMatches.seenAt))),
    /** A page of a subscription's matches under the list filters, newest notice first. */
    listMatches: (subscriptionId: number, f: TenderFilter, limit: number, offset: number) =>
      db
        .select({ ...listFields, matchedAt: tenderMatches.matchedAt, seenAt: tenderMatches.seenAt })
        .from(tenderMatches)
        .innerJoin(tenderNotices, eq(tenderNotices.id, tenderMatches.noticeId))
        .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
        .innerJoin(tenderee, eq(tenderee.id, tenderProjects.tendereeId))
        .where(whereOf(f, [eq(tenderMatches.subscriptionId, subscriptionId)]))
        .orderBy(desc(tenderMatches.publishedAt), desc(tenderMatches.noticeId))
        .limit(limit)
        .offset(offset),
    countMatches: (subscriptionId: number, f: TenderFilter) =>
      db
        .select({ n: count() })
        .from(tenderMatches)
        .innerJoin(tenderNotices, eq(tenderNotices.id, tenderMatches.noticeId))
        .where(whereOf(f, [eq(tenderMatches.subscriptionId, subscriptionId)]))
        .then((r) => Number(r[0]?.n ?? 0)),

    /* ── the matching queue ── */

    enqueueBackfill: (tx: Database, subscriptionId: number) => tx.insert(tenderMatchQueue).values({ subscriptionId }),
    /**
     * Claims up to `limit` queued rows for this transaction. SKIP LOCKED lets
     * other workers (processes sharing the database) take the next rows meanwhile.
     */
    claim: (tx: Database, limit: number, maxAttempts: number): Promise<QueueRow[]> =>
      tx
        .select({ id: tenderMatchQueue.id, noticeId: tenderMatchQueue.noticeId, subscriptionId: tenderMatchQueue.subscriptionId })
        .from(tenderMatchQueue)
        .where(lt(tenderMatchQueue.attempts, maxAttempts))
        .orderBy(tenderMatchQueue.id)
        .limit(limit)
        .for('update', { skipLocked: true }),
    dequeue: (tx: Database, ids: number[]) => (ids.length > 0 ? tx.delete(tenderMatchQueue).where(inArray(tenderMatchQueue.id, ids)) : Promise.resolve()),
    /** The rows a failed batch held are the first `limit` open ones (the batch rolled back, so they are still there). */
    noteFailure: (error: string, limit: number) =>
      db.execute(
        sql`update ${tenderMatchQueue} set attempts = attempts + 1, last_error = ${error}
            where ${tenderMatchQueue.id} in (select ${tenderMatchQueue.id} from ${tenderMatchQueue} where ${tenderMatchQueue.attempts} < 5 order by ${tenderMatchQueue.id} limit ${limit})`,
      ),
    queued: () =>
      db
        .select({ n: count() })
        .from(tenderMatchQueue)
        .then((r) => Number(r[0]?.n ?? 0)),
    /** What the rules read of notices: region, kinds, amounts and the texts. */
    matchableNotices: (tx: Database, where: ReturnType<typeof sql> | ReturnType<typeof and>, limit?: number) => {
      const q = tx
        .select({
          id: tenderNotices.id,
          title: tenderNotices.title,
          content: tenderNotices.content,
          catNo: tenderNotices.catNo,
          infoType: tenderNotices.infoType,
          provinceCode: tenderNotices.provinceCode,
          projectType: tenderNotices.projectType,
          publishedAt: tenderNotices.publishedAt,
          winningAmount: tenderNotices.winningAmount,
          cityCode: tenderProjects.cityCode,
          budget: tenderProjects.budget,
          bidNo: tenderProjects.bidNo,
          tendereeName: tenderee.name,
        })
        .from(tenderNotices)
        .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
        .innerJoin(tenderee, eq(tenderee.id, tenderProjects.tendereeId))
        .where(where)
        .orderBy(desc(tenderNotices.publishedAt), desc(tenderNotices.id));
      return limit ? q.limit(limit) : q;
    },
    noticesByIds: (ids: number[]) => inArray(tenderNotices.id, ids),
    noticesSince: (since: Date) => gte(tenderNotices.publishedAt, since),
    /** Idempotent: a match already written (the same notice and subscription) is skipped. */
    async insertMatches(tx: Database, rows: MatchRow[]) {
      // A burst raises a million alerts (decision 0048): each statement takes its rows as five array
      // parameters, so neither the ORM nor the database handles a placeholder per value.
      // In key order, the indexes (all led by the subscription) take each statement's rows page by page.
      const sorted = rows.toSorted((a, b) => a.subscriptionId - b.subscriptionId || a.noticeId - b.noticeId);
      for (let i = 0; i < sorted.length; i += MATCHES_PER_STATEMENT) {
        const part = sorted.slice(i, i + MATCHES_PER_STATEMENT);
        const list = (value: (r: MatchRow) => string | number) => `{${part.map(value).join(',')}}`;
        await tx.execute(sql`
          insert into ${tenderMatches} (subscription_id, notice_id, user_id, published_at, seen_at)
          select * from unnest(
            ${list((r) => r.subscriptionId)}::int[], ${list((r) => r.noticeId)}::int[], ${list((r) => r.userId)}::int[],
            ${list((r) => r.publishedAt.toISOString())}::timestamptz[], ${list((r) => r.seenAt?.toISOString() ?? 'NULL')}::timestamptz[])
          on conflict do nothing`);
      }
    },
    /** A changed subscription starts afresh: its old matches no longer say what it asks for. */
    clearMatches: (tx: Database, subscriptionId: number) => tx.delete(tenderMatches).where(eq(tenderMatches.subscriptionId, subscriptionId)),

    /* ── the digest ── */

    settings: (userId: number) =>
      db
        .select()
        .from(tenderAlertSettings)
        .where(eq(tenderAlertSettings.userId, userId))
        .then((r) => r[0]),
    userEmail: (userId: number) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .then((r) => r[0]?.email ?? null),
    setDigest: (userId: number, enabled: boolean, token: string) =>
      db
        .insert(tenderAlertSettings)
        .values({ userId, digestEnabled: enabled, unsubscribeToken: token })
        .onConflictDoUpdate({ target: tenderAlertSettings.userId, set: { digestEnabled: enabled, updatedAt: new Date() } }),
    unsubscribeByToken: (token: string) =>
      db
        .update(tenderAlertSettings)
        .set({ digestEnabled: false, updatedAt: new Date() })
        .where(eq(tenderAlertSettings.unsubscribeToken, token))
        .returning({ userId: tenderAlertSettings.userId })
        .then((r) => r[0]),
    /**
     * A user's alerts no digest has carried yet, from the last day and a half (older ones were news before the
     * opt-in), newest first, each notice once: subscription matches name their subscription, alerts of followed
     * organisations (decision 0040) the organisation, as 关注：name.
     */
    undigestedMatches: async (tx: Database, userId: number) => {
      const recent = sql`now() - interval '36 hours'`;
      const bySubscription = await tx
        .select({ noticeId: tenderMatches.noticeId, title: tenderNotices.title, reason: tenderSubscriptions.name, publishedAt: tenderMatches.publishedAt })
        .from(tenderMatches)
        .innerJoin(tenderNotices, eq(tenderNotices.id, tenderMatches.noticeId))
        .innerJoin(tenderSubscriptions, eq(tenderSubscriptions.id, tenderMatches.subscriptionId))
        .where(and(eq(tenderMatches.userId, userId), isNull(tenderMatches.digestedAt), isNull(tenderMatches.seenAt), gte(tenderMatches.matchedAt, recent)));
      const byFollow = await tx
        .select({ noticeId: tenderFollowMatches.noticeId, title: tenderNotices.title, reason: sql<string>`'关注：' || ${tenderOrgs.name}`, publishedAt: tenderFollowMatches.publishedAt })
        .from(tenderFollowMatches)
        .innerJoin(tenderNotices, eq(tenderNotices.id, tenderFollowMatches.noticeId))
        .innerJoin(tenderOrgs, eq(tenderOrgs.id, tenderFollowMatches.orgId))
        .where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.digestedAt), isNull(tenderFollowMatches.seenAt), gte(tenderFollowMatches.matchedAt, recent)));
      const all = [...bySubscription, ...byFollow].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.noticeId - a.noticeId);
      const listed = new Set<number>();
      return all.filter((r) => !listed.has(r.noticeId) && listed.add(r.noticeId)).map(({ noticeId, title, reason }) => ({ noticeId, title, reason }));
    },
    /** The (user, day) key of a digest; false when that day's digest was already written. */
    claimDigestDay: (tx: Database, userId: number, day: string, matchCount: number) =>
      tx
        .insert(tenderDigests)
        .values({ userId, day, matchCount })
        .onConflictDoNothing()
        .returning({ userId: tenderDigests.userId })
        .then((r) => r.length > 0),
    markDigested: async (tx: Database, userId: number, at: Date) => {
      await tx.update(tenderMatches).set({ digestedAt: at }).where(and(eq(tenderMatches.userId, userId), isNull(tenderMatches.digestedAt)));
      await tx.update(tenderFollowMatches).set({ digestedAt: at }).where(and(eq(tenderFollowMatches.userId, userId), isNull(tenderFollowMatches.digestedAt)));
    },
    /** Users who asked for the digest and have an e-mail address. */
    digestRecipients: () =>
      db
        .select({ userId: users.id, email: users.email, realname: users.realname, token: tenderAlertSettings.unsubscribeToken })
        .from(tenderAlertSettings)
        .innerJoin(users, eq(users.id, tenderAlertSettings.userId))
        .where(and(eq(tenderAlertSettings.digestEnabled, true), isNotNull(users.email))),
  };
}

export type TenderAlertRepo = ReturnType<typeof createTenderAlertRepo>;
