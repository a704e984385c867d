import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { intArray, isUniqueViolation, rowsOf, timestamptzArray, type Database } from '../../db/client';
import {
  tenderAlertSettings,
  tenderDigests,
  tenderMatches,
  tenderMatchQueue,
  tenderNotices,
  tenderOrgNotices,
  tenderOrgs,
  tenderProjects,
  tenderSubscriptions,
  userTenderOrgs,
  users,
} from '../../db/schema';
import { listFields, tenderee, whereOf, type TenderFilter } from '../tender/repo';
import { SUBSCRIPTION_BACKFILL_DAYS } from '../../../common/tender-alerts/options';

export type SubscriptionRow = typeof tenderSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof tenderSubscriptions.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type MatchRow = { subscriptionId: number; noticeId: number; publishedAt: Date };
export type QueueRow = { id: number; noticeId: number; subscriptionId: number | null };

const ROWS_PER_STATEMENT = 500;
/** Alerts one statement writes: a few hundred kilobytes of parameters. */
const MATCHES_PER_STATEMENT = 20_000;
/** A notice is news for this long after its publication: one arriving later is listed, not raised (the subscriptions' backfill window too). */
const NEWS = sql.raw(`interval '${SUBSCRIPTION_BACKFILL_DAYS} days'`);

/**
 * A match the user has not seen: written after the watermark, and news when written. The third term is
 * implied by the other two; it lets the (subscription, published_at) key bound the scan. `m` names the
 * match's columns: drizzle's, or an alias's in raw SQL.
 */
const unreadRule = (m: { matchedAt: SQL | AnyColumn; publishedAt: SQL | AnyColumn }, through: SQL | AnyColumn) =>
  sql`(${m.matchedAt} > ${through} and ${m.publishedAt} >= ${m.matchedAt} - ${NEWS} and ${m.publishedAt} > ${through} - ${NEWS})`;
const unreadMatch = (through: SQL | AnyColumn) => unreadRule(tenderMatches, through);

/**
 * The unread subscription matches of a user (`through`: an expression over tender_subscriptions s), as
 * `unreadMatch` says. Per subscription one range of the key, newest publications only: LATERAL … OFFSET 0
 * keeps the planner from a hash join over every alert when its statistics lag a burst (PostgreSQL chose
 * that, 82 ms a badge, right after 448 000 new alerts and 10 000 new subscriptions). Columns:
 * subscription_id, notice_id.
 */
function subscriptionAlerts(userId: number, through: SQL) {
  return sql`
    select m.subscription_id, m.notice_id
    from ${tenderSubscriptions} s cross join lateral (
      select m.subscription_id, m.notice_id from ${tenderMatches} m
      where m.subscription_id = s.id and ${unreadRule({ matchedAt: sql`m.matched_at`, publishedAt: sql`m.published_at` }, through)}
      offset 0) m
    where s.user_id = ${userId}`;
}

/**
 * The follow alerts of a user, counted from the notices (decision 0049): each notice stored after the
 * follow's watermark `through` (an expression over user_tender_orgs f) that names the followed
 * organisation as buyer, agency, winner or bidder, and was news when stored. One key range of
 * tender_org_notices per followed organisation. Callers count distinct notices (a notice may name two
 * followed organisations). Columns: notice_id, org_id, published_at, created_at.
 */
function followAlerts(userId: number, through: SQL) {
  // LATERAL … OFFSET 0 keeps the planner from flattening this into a hash join over the whole table: per
  // followed organisation, one range of the key since the watermark (3–7 ms instead of 0.4–0.9 s at
  // 200 000 notices, where a buyer has 18 000 rows and a month holds a few hundred of them).
  return sql`
    select s.notice_id, f.org_id, s.published_at, s.created_at
    from ${userTenderOrgs} f cross join lateral (
      select s.notice_id, s.published_at, s.created_at from ${tenderOrgNotices} s
      where s.org_id = f.org_id and s.created_at > ${through} and s.published_at >= s.created_at - ${NEWS}
      offset 0) s
    where f.user_id = ${userId}`;
}

/** Notices queued for matching, one row each, in the writer's own transaction (the writer never waits for the matching). */
export async function enqueueNotices(db: Database, noticeIds: number[]): Promise<void> {
  for (let i = 0; i < noticeIds.length; i += ROWS_PER_STATEMENT) {
    await db.execute(sql`insert into ${tenderMatchQueue} (notice_id) select unnest(${intArray(noticeIds.slice(i, i + ROWS_PER_STATEMENT))})`);
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

    /** Unread matches per subscription of a user. */
    unseenBySubscription: (userId: number) =>
      db
        .execute(sql`select subscription_id, count(*)::int as n from (${subscriptionAlerts(userId, sql`s.seen_through`)}) a group by subscription_id`)
        .then((r) => rowsOf<{ subscription_id: number; n: number }>(r).map((x) => ({ subscriptionId: Number(x.subscription_id), n: Number(x.n) }))),
    /**
     * Unread notices of a user, each notice once however many subscriptions
     * or followed organisations raised it (UNION removes the duplicates).
     */
    unseenNotices: (userId: number) =>
      db
        .execute(
          sql`select count(*)::int as n from (
                select notice_id from (${subscriptionAlerts(userId, sql`s.seen_through`)}) m
                union
                select notice_id from (${followAlerts(userId, sql`f.seen_through`)}) a
              ) unseen`,
        )
        .then((r) => Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0)),
    /** Unread alerts of followed organisations: in all, and per organisation (a notice naming two of them counts once in all). */
    unseenFollowed: async (userId: number) => {
      const rows = rowsOf<{ org_id: number | null; n: number }>(
        await db.execute(
          sql`select org_id, count(distinct notice_id)::int as n from (${followAlerts(userId, sql`f.seen_through`)}) a group by grouping sets ((org_id), ())`,
        ),
      );
      const byOrg = rows.filter((r) => r.org_id !== null).map((r) => ({ orgId: Number(r.org_id), n: Number(r.n) }));
      return { count: Number(rows.find((r) => r.org_id === null)?.n ?? 0), byOrg };
    },
    /** Which of these notices are still unread alerts of followed organisations. */
    unseenFollowedAmong: (userId: number, noticeIds: number[]) =>
      noticeIds.length === 0
        ? Promise.resolve([] as number[])
        : db
            .execute(
              sql`select distinct notice_id from (${followAlerts(userId, sql`f.seen_through`)}) a where notice_id = any(${intArray(noticeIds)})`,
            )
            .then((r) => rowsOf<{ notice_id: number }>(r).map((x) => Number(x.notice_id))),
    /** Opening the followed organisations' notices: what is stored up to now is read. */
    markFollowedSeen: (userId: number, at: Date) => db.update(userTenderOrgs).set({ seenThrough: at }).where(eq(userTenderOrgs.userId, userId)),
    /** Opening a subscription's matches: what is matched up to now is read. */
    markSeen: (subscriptionId: number, at: Date) => db.update(tenderSubscriptions).set({ seenThrough: at }).where(eq(tenderSubscriptions.id, subscriptionId)),
    /** A page of a subscription's matches under the list filters, newest notice first; `isNew` against the subscription's watermark. */
    listMatches: (subscriptionId: number, seenThrough: Date, f: TenderFilter, limit: number, offset: number) =>
      db
        .select({ ...listFields, matchedAt: tenderMatches.matchedAt, isNew: sql<boolean>`${unreadMatch(sql`${seenThrough.toISOString()}::timestamptz`)}` })
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
    analyzeMatches: () => db.execute(sql`analyze ${tenderMatches}`),
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
    /**
     * New notices' matches. Idempotent: a notice matched again (queued twice) has the same key and is
     * skipped. A burst raises half a million of them (decisions 0048, 0049): each statement takes its
     * rows as arrays, the pairs in key order so the key's pages fill in turn, and each notice's
     * publication time once rather than once per match.
     */
    async insertMatches(tx: Database, rows: MatchRow[], matchedAt: Date) {
      const sorted = rows.toSorted((a, b) => a.subscriptionId - b.subscriptionId || a.noticeId - b.noticeId);
      for (let i = 0; i < sorted.length; i += MATCHES_PER_STATEMENT) {
        const part = sorted.slice(i, i + MATCHES_PER_STATEMENT);
        const published = new Map(part.map((r) => [r.noticeId, r.publishedAt]));
        const insert = sql`
          insert into ${tenderMatches} (subscription_id, published_at, notice_id, matched_at)
          select u.s, v.p, u.n, ${matchedAt.toISOString()}::timestamptz
          from unnest(${intArray(part.map((r) => r.subscriptionId))}, ${intArray(part.map((r) => r.noticeId))}) as u(s, n)
          join unnest(${intArray([...published.keys()])}, ${timestamptzArray([...published.values()])}) as v(n, p) on v.n = u.n`;
        // A notice is almost always matched once: the plain insert, in a savepoint, skips ON CONFLICT's
        // speculative insertion (a fifth of the time). Should one of them be there already, the
        // savepoint rolls back and the statement runs again skipping it.
        try {
          await tx.transaction((sp) => sp.execute(insert));
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
          await tx.execute(sql`${insert} on conflict do nothing`);
        }
      }
    },
    /**
     * A new or changed subscription's matches among recent notices. A notice already matched for it (by
     * the new-notice matching meanwhile, perhaps at an older publication time since changed) is skipped.
     */
    insertBackfill: (tx: Database, subscriptionId: number, notices: { id: number; publishedAt: Date }[], matchedAt: Date) =>
      notices.length === 0
        ? Promise.resolve()
        : tx.execute(sql`
            insert into ${tenderMatches} (subscription_id, published_at, notice_id, matched_at)
            select ${subscriptionId}, v.p, v.n, ${matchedAt.toISOString()}::timestamptz
            from unnest(${intArray(notices.map((n) => n.id))}, ${timestamptzArray(notices.map((n) => n.publishedAt))}) as v(n, p)
            where not exists (select 1 from ${tenderMatches} m where m.subscription_id = ${subscriptionId} and m.notice_id = v.n)
            on conflict do nothing`),
    /** A backfill's matches are what was there before the subscription: shown, not news (their watermark moves past them). */
    markBackfilled: (tx: Database, subscriptionId: number, at: Date) =>
      tx
        .update(tenderSubscriptions)
        .set({ seenThrough: sql`greatest(${tenderSubscriptions.seenThrough}, ${at.toISOString()}::timestamptz)` })
        .where(eq(tenderSubscriptions.id, subscriptionId)),
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
        .from(tenderSubscriptions)
        .innerJoin(tenderMatches, eq(tenderMatches.subscriptionId, tenderSubscriptions.id))
        .innerJoin(tenderNotices, eq(tenderNotices.id, tenderMatches.noticeId))
        .where(
          and(
            eq(tenderSubscriptions.userId, userId),
            unreadMatch(sql`greatest(${tenderSubscriptions.seenThrough}, ${tenderSubscriptions.digestedThrough})`),
            gte(tenderMatches.matchedAt, recent),
          ),
        );
      const byFollow = rowsOf<{ notice_id: number; title: string; reason: string; published_at: string | Date }>(
        await tx.execute(
          sql`select distinct on (a.notice_id) a.notice_id, n.title, '关注：' || o.name as reason, a.published_at
              from (${followAlerts(userId, sql`greatest(f.seen_through, f.digested_through)`)}) a
              join ${tenderNotices} n on n.id = a.notice_id join ${tenderOrgs} o on o.id = a.org_id
              where a.created_at >= ${recent}
              order by a.notice_id, a.org_id`,
        ),
      ).map((r) => ({ noticeId: Number(r.notice_id), title: r.title, reason: r.reason, publishedAt: new Date(r.published_at) }));
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
      await tx.update(tenderSubscriptions).set({ digestedThrough: at }).where(eq(tenderSubscriptions.userId, userId));
      await tx.update(userTenderOrgs).set({ digestedThrough: at }).where(eq(userTenderOrgs.userId, userId));
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
