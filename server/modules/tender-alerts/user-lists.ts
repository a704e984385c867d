import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { tenderBidders, tenderNotices, tenderOrgs, tenderProjects, userOperations, userTenderOrgs } from '../../db/schema';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { createCountCache } from '../../platform/count-cache';
import type { ContentEvents } from '../../platform/content-events';
import { listFields, tenderee, whereOf, type TenderFilter } from '../tender/repo';
import { tenderFilterOf, toListItem, type TenderService } from '../tender/service';
import type { TenderListItem, TenderOrgListRequest } from '../../../common/tender/schemas';
import type { FollowedOrg, SortedListRequest, UserListRequest } from '../../../common/tender-alerts/schemas';
import { tenderOrgKindName } from '../../../common/tender/options';
import { provinceName } from '../../../common/tender/regions';

/** How many organisations one user may follow. */
export const FOLLOW_LIMIT = 100;
export const ORG_NOT_FOUND = '招标单位不存在';

type Order = 'newest' | 'deadline' | 'amount';

/**
 * The logged-in lists of notices (spec §7 'Authenticated'): of followed
 * organisations (as buyer or agency), of the user's favourites, and the list
 * with the user's sort; and following organisations. Decision 0032.
 */
export function createTenderUserLists({ db, tender, events, now = Date.now }: { db: Database; tender: TenderService; events: ContentEvents; now?: () => number }) {
  // The sorted list is the same for every logged-in reader: its pages are kept per filter, sort and page until
  // tenders change (an import announces it, over Redis too), and per minute, as each item's 报名中/已截止 follows
  // the clock. At 50 connections the list query was most of a request's time (decision 0043).
  const sortedPages = createCountCache<Page<TenderListItem>>(events, { limit: 2000, scopes: ['tender'] });

  const followed = (userId: number) => db.select({ id: userTenderOrgs.orgId }).from(userTenderOrgs).where(eq(userTenderOrgs.userId, userId));

  async function page(
    filter: TenderFilter,
    extra: SQL[],
    order: Order,
    current: number,
    size: number,
    counted?: (f: TenderFilter) => Promise<number>,
  ): Promise<Page<TenderListItem>> {
    const where = whereOf(filter, extra);
    const total = counted
      ? await counted(filter)
      : await db
          .select({ n: count() })
          .from(tenderNotices)
          .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
          .where(where)
          .then((r) => Number(r[0]?.n ?? 0));
    const pages = Math.ceil(total / size);
    if (current > 1 && current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
    const orderBy =
      order === 'deadline'
        ? [asc(tenderNotices.deadlineAt), asc(tenderNotices.id)]
        : order === 'amount'
          ? [sql`${tenderProjects.budget} desc nulls last`, desc(tenderNotices.publishedAt), desc(tenderNotices.id)]
          : [desc(tenderNotices.publishedAt), desc(tenderNotices.id)];
    const rows =
      total === 0
        ? []
        : await db
            .select(listFields)
            .from(tenderNotices)
            .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
            .innerJoin(tenderee, eq(tenderee.id, tenderProjects.tendereeId))
            .where(where)
            .orderBy(...orderBy)
            .limit(size)
            .offset(offsetOf(current, size));
    const at = now();
    return toPage({ current, size, total, records: rows.map((r) => toListItem(r, at)) });
  }

  async function orgExists(orgId: number) {
    const [row] = await db.select({ id: tenderOrgs.id }).from(tenderOrgs).where(eq(tenderOrgs.id, orgId));
    if (!row) throw new AppError('NOT_FOUND', ORG_NOT_FOUND);
  }

  return {
    /** Notices of the organisations the user follows, as buyer, agency, winner or bidder, newest first. */
    listByFollow: ({ userId, ...o }: UserListRequest & { userId: number }) =>
      page(
        tenderFilterOf(o, now()),
        [
          or(
            inArray(tenderProjects.tendereeId, followed(userId)),
            inArray(tenderProjects.agencyId, followed(userId)),
            inArray(tenderNotices.winnerOrgId, followed(userId)),
            inArray(tenderNotices.id, db.select({ id: tenderBidders.noticeId }).from(tenderBidders).where(inArray(tenderBidders.orgId, followed(userId)))),
          )!,
        ],
        'newest',
        o.current,
        o.size,
      ),

    /** The organisations the user follows, newest follow first, with how many notices name each. */
    async listFollowed({ userId }: { userId: number }): Promise<Omit<FollowedOrg, 'newCount'>[]> {
      const named = sql<number>`(
        (select count(*) from ${tenderNotices} n join ${tenderProjects} p on p.id = n.project_id where p.tenderee_id = ${tenderOrgs.id} or p.agency_id = ${tenderOrgs.id})
        + (select count(*) from ${tenderBidders} b where b.org_id = ${tenderOrgs.id}))`.mapWith(Number);
      const rows = await db
        .select({ org: tenderOrgs, followedAt: userTenderOrgs.createdAt, noticeCount: named })
        .from(userTenderOrgs)
        .innerJoin(tenderOrgs, eq(tenderOrgs.id, userTenderOrgs.orgId))
        .where(eq(userTenderOrgs.userId, userId))
        .orderBy(desc(userTenderOrgs.createdAt), desc(userTenderOrgs.orgId));
      return rows.map((r) => ({
        id: r.org.id,
        name: r.org.name,
        kind: r.org.kind,
        kindName: tenderOrgKindName(r.org.kind),
        provinceName: provinceName(r.org.provinceCode),
        noticeCount: r.noticeCount,
        followedAt: r.followedAt.toISOString(),
      }));
    },

    /** The user's favourite notices (kind BID), under the list filters, newest first. */
    listByFavorite: ({ userId, ...o }: UserListRequest & { userId: number }) =>
      page(
        tenderFilterOf(o, now()),
        [
          inArray(
            tenderNotices.id,
            db
              .select({ id: userOperations.targetId })
              .from(userOperations)
              .where(and(eq(userOperations.userId, userId), eq(userOperations.targetKind, 'BID'), eq(userOperations.op, 'FAVORITE'))),
          ),
        ],
        'newest',
        o.current,
        o.size,
      ),

    /**
     * The list with the user's sort: newest; soonest deadline (only notices still
     * open, soonest first); largest budget (notices without one last).
     */
    listSorted: (o: SortedListRequest) => {
      // Soonest deadline lists the notices still open (报名中); the total is the public list's, cached until tenders change.
      const filter = tenderFilterOf(o.sort === 'deadline' ? { ...o, status: 'OPEN' } : o, now());
      // By amount, the projects are read in budget order: their category (the notices' copy of it) narrows that index (decision 0043).
      const extra = o.sort === 'amount' && filter.catNo ? [eq(tenderProjects.catNo, filter.catNo)] : [];
      const key = JSON.stringify({ filter, sort: o.sort, current: o.current, size: o.size, minute: Math.floor(now() / 60_000) });
      return sortedPages(key, () => page(filter, extra, o.sort, o.current, o.size, tender.countCached));
    },

    /** Organisations by name (buyers and agencies) with whether the user follows each. */
    async listOrgs({ userId, ...o }: TenderOrgListRequest & { userId: number }) {
      const orgs = await tender.listOrgs(o);
      const ids = orgs.records.map((r) => r.id);
      const mine =
        ids.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .select({ id: userTenderOrgs.orgId })
                  .from(userTenderOrgs)
                  .where(and(eq(userTenderOrgs.userId, userId), inArray(userTenderOrgs.orgId, ids)))
              ).map((r) => r.id),
            );
      return { ...orgs, records: orgs.records.map((r) => ({ ...r, followed: mine.has(r.id) })) };
    },

    /** Follows an organisation; following it again changes nothing. */
    async follow({ userId, orgId }: { userId: number; orgId: number }) {
      await orgExists(orgId);
      return db.transaction(async (tx) => {
        const [n] = await tx.select({ n: count() }).from(userTenderOrgs).where(eq(userTenderOrgs.userId, userId));
        const [already] = await tx
          .select({ id: userTenderOrgs.orgId })
          .from(userTenderOrgs)
          .where(and(eq(userTenderOrgs.userId, userId), eq(userTenderOrgs.orgId, orgId)));
        if (!already && Number(n?.n ?? 0) >= FOLLOW_LIMIT) throw new AppError('BUSINESS', `最多关注 ${FOLLOW_LIMIT} 个单位，请先取消不再关注的单位`);
        await tx.insert(userTenderOrgs).values({ userId, orgId }).onConflictDoNothing();
        return { orgId, followed: true };
      });
    },

    async unfollow({ userId, orgId }: { userId: number; orgId: number }) {
      await orgExists(orgId);
      await db.delete(userTenderOrgs).where(and(eq(userTenderOrgs.userId, userId), eq(userTenderOrgs.orgId, orgId)));
      return { orgId, followed: false };
    },

    async followState({ userId, orgId }: { userId: number; orgId: number }) {
      await orgExists(orgId);
      const [row] = await db
        .select({ id: userTenderOrgs.orgId })
        .from(userTenderOrgs)
        .where(and(eq(userTenderOrgs.userId, userId), eq(userTenderOrgs.orgId, orgId)));
      return { orgId, followed: Boolean(row) };
    },
  };
}

export type TenderUserLists = ReturnType<typeof createTenderUserLists>;
