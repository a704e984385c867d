import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { tenderBidders, tenderNotices, tenderOrgs, tenderProjects } from '../../db/schema';
import { escapeLike, indexedKeywordCondition } from '../search/keyword-condition';
import { segmentDocument, upsertSearchDocuments, type SegmentedDocument } from '../search/repo';
import { tenderNoticeSource, tenderNoticeUrl } from './search-sources';

/** What a notice list may be narrowed by; `undefined` means "all". */
export type TenderFilter = {
  catNo?: string;
  infoType?: string;
  provinceCode?: string;
  projectType?: string;
  since?: Date;
  keyword?: string;
  /** OPEN: deadline after `now`; CLOSED: deadline at or before it (notices without one are left out). */
  status?: 'OPEN' | 'CLOSED';
  now?: Date;
  /** Deadline after `deadlineFrom` and at or before `deadlineTo` (the quick filters 7 天内截止 and 今日开标). */
  deadlineFrom?: Date;
  deadlineTo?: Date;
};

/** The conditions of a filter on tender_notices (shared with the subscription lists of tender-alerts). */
export function whereOf(f: TenderFilter, extra: SQL[] = []): SQL | undefined {
  const c: SQL[] = [...extra];
  if (f.catNo) c.push(eq(tenderNotices.catNo, f.catNo));
  if (f.infoType) c.push(eq(tenderNotices.infoType, f.infoType));
  if (f.provinceCode) c.push(eq(tenderNotices.provinceCode, f.provinceCode));
  if (f.projectType) c.push(eq(tenderNotices.projectType, f.projectType));
  if (f.since) c.push(gte(tenderNotices.publishedAt, f.since));
  if (f.keyword) c.push(indexedKeywordCondition({ id: tenderNotices.id, kind: 'TENDER', fallback: [tenderNotices.title] }, f.keyword));
  if (f.status === 'OPEN') c.push(gt(tenderNotices.deadlineAt, f.now ?? new Date()));
  if (f.status === 'CLOSED') c.push(isNotNull(tenderNotices.deadlineAt), lte(tenderNotices.deadlineAt, f.now ?? new Date()));
  if (f.deadlineFrom) c.push(gte(tenderNotices.deadlineAt, f.deadlineFrom));
  if (f.deadlineTo) c.push(lt(tenderNotices.deadlineAt, f.deadlineTo));
  return c.length > 0 ? and(...c) : undefined;
}

export const tenderee = alias(tenderOrgs, 'tenderee');
const agency = alias(tenderOrgs, 'agency');

/** The columns of a list row (with tender_projects and `tenderee` joined). */
export const listFields = {
  id: tenderNotices.id,
  title: tenderNotices.title,
  infoType: tenderNotices.infoType,
  catNo: tenderNotices.catNo,
  provinceCode: tenderNotices.provinceCode,
  projectType: tenderNotices.projectType,
  publishedAt: tenderNotices.publishedAt,
  deadlineAt: tenderNotices.deadlineAt,
  winner: tenderNotices.winner,
  winnerOrgId: tenderNotices.winnerOrgId,
  winningAmount: tenderNotices.winningAmount,
  readCount: tenderNotices.readCount,
  projectId: tenderProjects.id,
  bidNo: tenderProjects.bidNo,
  cityCode: tenderProjects.cityCode,
  budget: tenderProjects.budget,
  tendereeName: tenderee.name,
};

export type TenderListRow = Awaited<ReturnType<TenderRepo['list']>>[number];
export type TenderOrgRow = typeof tenderOrgs.$inferSelect;

const newestFirst = [desc(tenderNotices.publishedAt), desc(tenderNotices.id)];

/** Drizzle queries of tenders. Totals are counted here and cached by the service. */
export function createTenderRepo(db: Database) {
  const listQuery = () =>
    db
      .select(listFields)
      .from(tenderNotices)
      .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
      .innerJoin(tenderee, eq(tenderee.id, tenderProjects.tendereeId));

  return {
    list: (f: TenderFilter, limit: number, offset: number) =>
      listQuery()
        .where(whereOf(f))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    count: (f: TenderFilter) =>
      db
        .select({ n: count() })
        .from(tenderNotices)
        .where(whereOf(f))
        .then((rows) => Number(rows[0]?.n ?? 0)),
    /** Notices per province under the other filters: the counts beside the region chips. */
    countByProvince: (f: TenderFilter) =>
      db
        .select({ provinceCode: tenderNotices.provinceCode, n: count() })
        .from(tenderNotices)
        .where(whereOf({ ...f, provinceCode: undefined }))
        .groupBy(tenderNotices.provinceCode),
    /** Notices per information type published since each date (today, this week) and in all. */
    countByType: (today: Date, week: Date) =>
      db
        .select({
          infoType: tenderNotices.infoType,
          total: count(),
          week: sql<number>`count(*) filter (where ${tenderNotices.publishedAt} >= ${week})`.mapWith(Number),
          today: sql<number>`count(*) filter (where ${tenderNotices.publishedAt} >= ${today})`.mapWith(Number),
        })
        .from(tenderNotices)
        .groupBy(tenderNotices.infoType),

    async find(id: number) {
      const rows = await db
        .select({ notice: tenderNotices, project: tenderProjects, tenderee, agency })
        .from(tenderNotices)
        .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
        .innerJoin(tenderee, eq(tenderee.id, tenderProjects.tendereeId))
        .leftJoin(agency, eq(agency.id, tenderProjects.agencyId))
        .where(eq(tenderNotices.id, id))
        .limit(1);
      return rows[0];
    },
    /** Every notice of a project in the order it went through its stages. */
    timeline: (projectId: number) =>
      db
        .select({ id: tenderNotices.id, infoType: tenderNotices.infoType, title: tenderNotices.title, publishedAt: tenderNotices.publishedAt })
        .from(tenderNotices)
        .where(eq(tenderNotices.projectId, projectId))
        .orderBy(asc(tenderNotices.publishedAt), asc(tenderNotices.id)),
    /** Newest notices of the same type in the same province, from other projects. */
    related: (n: { projectId: number; provinceCode: string; infoType: string }, limit: number) =>
      listQuery()
        .where(and(eq(tenderNotices.provinceCode, n.provinceCode), eq(tenderNotices.infoType, n.infoType), ne(tenderNotices.projectId, n.projectId)))
        .orderBy(...newestFirst)
        .limit(limit),
    async incrementRead(id: number): Promise<number | undefined> {
      const rows = await db
        .update(tenderNotices)
        .set({ readCount: sql`${tenderNotices.readCount} + 1` })
        .where(eq(tenderNotices.id, id))
        .returning({ readCount: tenderNotices.readCount });
      return rows[0]?.readCount;
    },

    /** Organisations with how many projects and notices they put out or ran, the busiest first. */
    async listOrgs(f: { kind?: string; provinceCode?: string; keyword?: string }, limit: number, offset: number) {
      const c: SQL[] = [];
      if (f.kind) c.push(eq(tenderOrgs.kind, f.kind));
      if (f.provinceCode) c.push(eq(tenderOrgs.provinceCode, f.provinceCode));
      if (f.keyword) c.push(ilike(tenderOrgs.name, `%${escapeLike(f.keyword)}%`));
      const where = c.length > 0 ? and(...c) : undefined;
      // Correlated counts: a few dozen organisations per page, each with its index lookups.
      const involved = sql`(p.tenderee_id = ${tenderOrgs.id} or p.agency_id = ${tenderOrgs.id} or p.id in (select b.project_id from ${tenderBidders} b where b.org_id = ${tenderOrgs.id}))`;
      const noticeCount = sql<number>`(select count(*) from ${tenderNotices} n join ${tenderProjects} p on p.id = n.project_id where ${involved})`.mapWith(
        Number,
      );
      const [rows, totalRows] = await Promise.all([
        db
          .select({
            org: tenderOrgs,
            projectCount: sql<number>`(select count(*) from ${tenderProjects} p where ${involved})`.mapWith(Number),
            noticeCount,
            latestAt:
              sql<Date | null>`(select max(n.published_at) from ${tenderNotices} n join ${tenderProjects} p on p.id = n.project_id where ${involved})`.mapWith(
                (v: string | Date | null) => (v === null ? null : new Date(v)),
              ),
          })
          .from(tenderOrgs)
          .where(where)
          .orderBy(desc(noticeCount), asc(tenderOrgs.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(tenderOrgs).where(where),
      ]);
      return { rows, total: Number(totalRows[0]?.n ?? 0) };
    },
  };
}

export type TenderRepo = ReturnType<typeof createTenderRepo>;

/** Writes the search documents of notices (kind TENDER); call inside the writer's transaction. */
export function indexTenderNotices(db: Database, notices: Parameters<typeof tenderNoticeSource>[0][]): Promise<void> {
  return upsertSearchDocuments(db, notices.map(tenderNoticeSource));
}

/** A notice's search document, words cut, before the notice has its id and url. */
export type UnplacedDocument = Omit<SegmentedDocument, 'refId' | 'url'>;

/**
 * A notice's search document with its words cut before the notice has an id: the import cuts the rows' words ahead,
 * beside the database's work (decision 0052), and places each document once its notice has an id.
 */
export function segmentTenderNotice(notice: Omit<Parameters<typeof tenderNoticeSource>[0], 'id'>): UnplacedDocument {
  const { refId: _refId, url: _url, ...document } = segmentDocument(tenderNoticeSource({ ...notice, id: 0 }));
  return document;
}

export const placeTenderDocument = (document: UnplacedDocument, id: number): SegmentedDocument => ({ ...document, refId: id, url: tenderNoticeUrl(id) });
