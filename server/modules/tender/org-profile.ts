import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { tenderNotices, tenderOrgs, tenderProjects } from '../../db/schema';
import { tenderOrgKindName } from '../../../common/tender/options';
import { cityName, provinceName } from '../../../common/tender/regions';
import type { TenderOrgProfile } from '../../../common/tender/schemas';
import { listFields, tenderee } from './repo';
import { toListItem } from './service';

const NOTICES = 20;
const PARTNERS = 6;

/**
 * The profile of a buyer or an agency (/tender/org/:id, decision 0032): the
 * newest notices of its projects, the results of its projects per year (how
 * many, for how much), and whom it works with most (the agencies a buyer
 * engages or the buyers an agency serves, and the winners of their projects).
 */
export function createTenderOrgProfiles({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const involved = (id: number) => or(eq(tenderProjects.tendereeId, id), eq(tenderProjects.agencyId, id))!;
  const other = alias(tenderOrgs, 'other');

  return {
    async get({ id }: { id: number }): Promise<TenderOrgProfile> {
      const [org] = await db.select().from(tenderOrgs).where(eq(tenderOrgs.id, id));
      if (!org) throw new AppError('NOT_FOUND', '招标单位不存在');
      const year = sql<number>`extract(year from ${tenderNotices.publishedAt} at time zone 'Asia/Shanghai')::int`;
      const counterpart = org.kind === 'AGENCY' ? tenderProjects.tendereeId : tenderProjects.agencyId;
      const [projectCount, noticeCount, notices, byYear, counterparts, winners] = await Promise.all([
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
          .where(and(involved(id), eq(tenderNotices.infoType, 'TRADING_RESULTS')))
          .groupBy(year)
          .orderBy(year),
        db
          .select({ id: other.id, name: other.name, kind: other.kind, n: count() })
          .from(tenderProjects)
          .innerJoin(other, eq(other.id, counterpart))
          .where(involved(id))
          .groupBy(other.id, other.name, other.kind)
          .orderBy(desc(count()), other.name)
          .limit(PARTNERS),
        db
          .select({ name: tenderNotices.winner, n: count() })
          .from(tenderNotices)
          .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
          .where(and(involved(id), eq(tenderNotices.infoType, 'TRADING_RESULTS'), isNotNull(tenderNotices.winner)))
          .groupBy(tenderNotices.winner)
          .orderBy(desc(count()), tenderNotices.winner)
          .limit(PARTNERS),
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
          ...counterparts.filter((c) => c.id !== id).map((c) => ({ id: c.id, name: c.name, role: tenderOrgKindName(c.kind), count: Number(c.n) })),
          ...winners.map((w) => ({ id: null, name: w.name ?? '', role: '中标人', count: Number(w.n) })),
        ],
      };
    },
  };
}

export type TenderOrgProfiles = ReturnType<typeof createTenderOrgProfiles>;
