import { and, count, countDistinct, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { tenderBidders, tenderNotices, tenderOrgs, tenderProjects } from '../../db/schema';
import { tenderOrgKindName } from '../../../common/tender/options';
import { cityName, provinceName } from '../../../common/tender/regions';
import type { TenderOrgProfile } from '../../../common/tender/schemas';
import { listFields, tenderee } from './repo';
import { toListItem } from './service';

const NOTICES = 20;
const PARTNERS = 6;
const COMPETITORS = 8;

/**
 * The profile of an organisation (/tender/org/:id, decisions 0032 and 0041):
 * the newest notices of the projects it is part of (as buyer, agency, bidder
 * or winner), results per year (of its projects for a buyer or an agency, its
 * own wins for a bidder), whom it works with most, and for a bidder its
 * competitors: the organisations named as bidders on the same projects,
 * ranked by how many projects they shared.
 */
export function createTenderOrgProfiles({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const other = alias(tenderOrgs, 'other');
  const rival = alias(tenderBidders, 'rival');
  const bidProjects = (id: number) => db.select({ id: tenderBidders.projectId }).from(tenderBidders).where(eq(tenderBidders.orgId, id));
  const involved = (id: number): SQL =>
    or(eq(tenderProjects.tendereeId, id), eq(tenderProjects.agencyId, id), inArray(tenderProjects.id, bidProjects(id)))!;

  /** Buyers or agencies of its projects, as partners with how many projects. */
  const counterparts = (id: number, column: typeof tenderProjects.tendereeId | typeof tenderProjects.agencyId) =>
    db
      .select({ id: other.id, name: other.name, kind: other.kind, n: count() })
      .from(tenderProjects)
      .innerJoin(other, eq(other.id, column))
      .where(and(involved(id), ne(other.id, id)))
      .groupBy(other.id, other.name, other.kind)
      .orderBy(desc(count()), other.name)
      .limit(PARTNERS);

  return {
    async get({ id }: { id: number }): Promise<TenderOrgProfile> {
      const [org] = await db.select().from(tenderOrgs).where(eq(tenderOrgs.id, id));
      if (!org) throw new AppError('NOT_FOUND', '招标单位不存在');
      const bidder = org.kind === 'BIDDER';
      const year = sql<number>`extract(year from ${tenderNotices.publishedAt} at time zone 'Asia/Shanghai')::int`;
      // A bidder's results are its wins; a buyer's or an agency's, the results of its projects.
      const results = bidder
        ? and(eq(tenderNotices.winnerOrgId, id), eq(tenderNotices.infoType, 'TRADING_RESULTS'))!
        : and(involved(id), eq(tenderNotices.infoType, 'TRADING_RESULTS'))!;
      const [projectCount, noticeCount, notices, byYear, buyers, agencies, winners, competitors] = await Promise.all([
        db
          .select({ n: count() })
          .from(tenderProjects)
          .where(involved(id))
          .then((r) => Number(r[0]?.n ?? 0)),
        db
          .select({ n: count() })
          .from(tenderNotices)
          .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
          .where(involved(id))
          .then((r) => Number(r[0]?.n ?? 0)),
        db
          .select(listFields)
          .from(tenderNotices)
          .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
          .innerJoin(tenderee, eq(tenderee.id, tenderProjects.tendereeId))
          .where(involved(id))
          .orderBy(desc(tenderNotices.publishedAt), desc(tenderNotices.id))
          .limit(NOTICES),
        db
          .select({ year, results: count(), amount: sql<number>`coalesce(sum(${tenderNotices.winningAmount}), 0)`.mapWith(Number) })
          .from(tenderNotices)
          .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
          .where(results)
          .groupBy(year)
          .orderBy(year),
        org.kind === 'TENDEREE' ? Promise.resolve([]) : counterparts(id, tenderProjects.tendereeId),
        org.kind === 'AGENCY' ? Promise.resolve([]) : counterparts(id, tenderProjects.agencyId),
        bidder
          ? Promise.resolve([])
          : db
              .select({ id: other.id, name: other.name, n: count() })
              .from(tenderNotices)
              .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
              .innerJoin(other, eq(other.id, tenderNotices.winnerOrgId))
              .where(and(involved(id), eq(tenderNotices.infoType, 'TRADING_RESULTS'), isNotNull(tenderNotices.winnerOrgId)))
              .groupBy(other.id, other.name)
              .orderBy(desc(count()), other.name)
              .limit(PARTNERS),
        // Competitors: other organisations named as bidders on the projects this one bid for, by shared projects.
        db
          .select({ id: other.id, name: other.name, n: countDistinct(rival.projectId) })
          .from(tenderBidders)
          .innerJoin(rival, and(eq(rival.projectId, tenderBidders.projectId), ne(rival.orgId, id)))
          .innerJoin(other, eq(other.id, rival.orgId))
          .where(eq(tenderBidders.orgId, id))
          .groupBy(other.id, other.name)
          .orderBy(desc(countDistinct(rival.projectId)), other.name)
          .limit(COMPETITORS),
      ]);
      const at = now();
      return {
        org: {
          id: org.id,
          name: org.name,
          kind: org.kind,
          kindName: tenderOrgKindName(org.kind),
          provinceName: provinceName(org.provinceCode),
          cityName: cityName(org.cityCode),
        },
        projectCount,
        noticeCount,
        notices: notices.map((r) => toListItem(r, at)),
        byYear: byYear.map((r) => ({ year: Number(r.year), results: Number(r.results), amount: r.amount })),
        partners: [
          ...[...buyers, ...agencies].map((c) => ({ id: c.id, name: c.name, role: tenderOrgKindName(c.kind), count: Number(c.n) })),
          ...winners.map((w) => ({ id: w.id, name: w.name, role: '中标人', count: Number(w.n) })),
        ],
        competitors: competitors.map((c) => ({ id: c.id, name: c.name, count: Number(c.n) })),
      };
    },
  };
}

export type TenderOrgProfiles = ReturnType<typeof createTenderOrgProfiles>;
