import { createCountCache, rangeStart } from '../../platform/count-cache';
import { unlessAll } from '../../../common/api/list-filters';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { libraryRanges } from '../../../common/library/options';
import type { Viewer } from '../auth/viewer';
import { createTenderRepo, type TenderFilter, type TenderListRow, type TenderOrgRow } from './repo';
import {
  statusOf,
  tenderCategoryName,
  tenderInfoTypeOf,
  tenderInfoTypes,
  tenderOrgKindName,
  tenderStatusName,
  toWan,
  type TenderInfoType,
  type TenderOrgKind,
  type TenderStatus,
  type TenderDue,
} from '../../../common/tender/options';
import { cityName, provinceName, provinces } from '../../../common/tender/regions';
import type {
  ProvinceCount,
  TenderContact,
  TenderContacts,
  TenderDetail,
  TenderFilterOptions,
  TenderFirst,
  TenderListItem,
  TenderListRequest,
  TenderOrgBrief,
  TenderOrgItem,
  TenderOrgListRequest,
} from '../../../common/tender/schemas';

const COUNT_CACHE_LIMIT = 1000;
const RELATED_SIZE = 6;
const MINUTE = 60_000;
const DAY = 86_400_000;
export const CONTACTS_LOGIN_MESSAGE = '请先登录后查看联系方式';

/** The list item of a row, with its status against `now`. */
export function toListItem(r: TenderListRow, now: number): TenderListItem {
  const type = tenderInfoTypeOf(r.infoType);
  const status = statusOf(r.deadlineAt, now);
  return {
    id: r.id,
    title: r.title,
    infoType: r.infoType as TenderInfoType,
    infoTypeId: type?.id ?? '',
    infoTypeName: type?.name ?? r.infoType,
    catNo: r.catNo,
    catName: tenderCategoryName(r.catNo),
    projectId: r.projectId,
    bidNo: r.bidNo,
    provinceCode: r.provinceCode,
    provinceName: provinceName(r.provinceCode),
    cityName: cityName(r.cityCode),
    projectType: r.projectType,
    budget: r.budget,
    budgetWan: toWan(r.budget),
    publishedAt: r.publishedAt.toISOString(),
    deadlineAt: r.deadlineAt?.toISOString() ?? null,
    status,
    statusName: status ? tenderStatusName(status) : '',
    tendereeName: r.tendereeName,
    winner: r.winner,
    winnerId: r.winnerOrgId ?? null,
    winningAmount: r.winningAmount,
    readCount: r.readCount,
  };
}

const briefOf = (o: TenderOrgRow): TenderOrgBrief => ({
  id: o.id,
  name: o.name,
  kind: o.kind,
  provinceName: provinceName(o.provinceCode),
  cityName: cityName(o.cityCode),
});
const contactOf = (o: TenderOrgRow): TenderContact => ({ name: o.name, contact: o.contact, phone: o.phone, address: o.address });

/** A list request's filters as the repo takes them, against the clock `at` (status filters move by the minute). */
export function tenderFilterOf(o: TenderFilterOptions, at: number): TenderFilter {
  const days = libraryRanges[o.range ?? 'all'];
  const status = unlessAll(o.status) as TenderStatus | undefined;
  return {
    catNo: unlessAll(o.catNo),
    infoType: unlessAll(o.infoType),
    provinceCode: unlessAll(o.provinceCode),
    projectType: unlessAll(o.projectType),
    since: days > 0 ? rangeStart(at, days) : undefined,
    keyword: o.keywords?.trim() || undefined,
    status,
    now: status ? new Date(Math.floor(at / MINUTE) * MINUTE) : undefined,
    ...dueRange(unlessAll(o.due) as TenderDue | undefined, at),
  };
}

/** 7 天内截止: from this minute to 7 days on; 今日开标: the China day of `at`, passed or not. */
function dueRange(due: TenderDue | undefined, at: number): Pick<TenderFilter, 'deadlineFrom' | 'deadlineTo'> {
  if (due === 'WEEK') {
    const from = Math.floor(at / MINUTE) * MINUTE;
    return { deadlineFrom: new Date(from), deadlineTo: new Date(from + 7 * DAY) };
  }
  if (due === 'TODAY') {
    const start = rangeStart(at, 0);
    return { deadlineFrom: start, deadlineTo: new Date(start.getTime() + DAY) };
  }
  return {};
}

export type TenderService = ReturnType<typeof createTenderService>;

/**
 * Public tenders (招投标信息): notice lists with filters, the detail with its
 * project's stage timeline, organisations, and contact details for logged-in
 * viewers only. Favourites and likes of notices (kind BID) live in the
 * account module. Subscriptions can later add a filter source here: a saved
 * TenderFilter per user fed to `listPaged` (decision 0013).
 */
export function createTenderService({ db, events, now = Date.now }: { db: Database; events: ContentEvents; now?: () => number }) {
  const repo = createTenderRepo(db);

  // Totals per filter combination, dropped whenever tenders change. Status filters depend on the
  // clock, so their key carries the minute: a deadline passing shows within a minute.
  const countOf = createCountCache(events, { limit: COUNT_CACHE_LIMIT, scopes: ['tender'] });
  const keyOf = (f: TenderFilter) => JSON.stringify({ ...f, now: f.status ? f.now : undefined });
  const cachedCount = (f: TenderFilter) => countOf(`n:${keyOf(f)}`, () => repo.count(f));
  const provinceCountsOf = createCountCache<Map<string, number>>(events, { limit: COUNT_CACHE_LIMIT, scopes: ['tender'] });

  const filterOf = (o: TenderFilterOptions) => tenderFilterOf(o, now());

  return {
    /** The number of notices under a filter, cached until tenders change (the logged-in lists use it too). */
    countCached: (filter: TenderFilter) => cachedCount(filter),

    /** A page of notices, newest first; a page past the last is refused (an empty list's page 1 is not). */
    async listPaged(options: TenderListRequest): Promise<Page<TenderListItem>> {
      const filter = filterOf(options);
      const total = await cachedCount(filter);
      const pages = Math.ceil(total / options.size);
      if (options.current > 1 && options.current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
      const rows = total === 0 ? [] : await repo.list(filter, options.size, offsetOf(options.current, options.size));
      const at = now();
      return toPage({ current: options.current, size: options.size, total, records: rows.map((r) => toListItem(r, at)) });
    },

    /** Every province with its number of notices under the other filters (the region chips). */
    async provinceCounts(options: TenderFilterOptions): Promise<ProvinceCount[]> {
      const filter = { ...filterOf(options), provinceCode: undefined };
      const byCode = await provinceCountsOf(keyOf(filter), () =>
        repo.countByProvince(filter).then((rows) => new Map(rows.map((r) => [r.provinceCode, Number(r.n)]))),
      );
      return provinces.map((p) => ({ ...p, count: byCode.get(p.code) ?? 0 }));
    },

    /** The opening block of the tender tab: newest announcements, counts per type for today and this week, open calls. */
    async first({ size }: { size: number }): Promise<TenderFirst> {
      const at = now();
      const today = rangeStart(at, 0);
      const week = rangeStart(at, 7);
      const minute = new Date(Math.floor(at / MINUTE) * MINUTE);
      const [rows, byType, openCount] = await Promise.all([
        repo.list({ infoType: 'ANNOUNCEMENT' }, size, 0),
        repo.countByType(today, week),
        cachedCount({ infoType: 'ANNOUNCEMENT', status: 'OPEN', now: minute }),
      ]);
      return {
        announcements: rows.map((r) => toListItem(r, at)),
        stats: tenderInfoTypes.map((t) => {
          const row = byType.find((r) => r.infoType === t.code);
          return { infoType: t.code, infoTypeId: t.id, name: t.name, today: row?.today ?? 0, week: row?.week ?? 0, total: Number(row?.total ?? 0) };
        }),
        openCount,
      };
    },

    /**
     * A notice with its project, stage timeline and related notices. Contact
     * details come only with a viewer: anonymous callers get `contacts: null`.
     */
    async get({ id, viewer }: { id: number; viewer: Pick<Viewer, 'userId'> | null }): Promise<TenderDetail> {
      const found = await repo.find(id);
      if (!found) throw new AppError('NOT_FOUND', '招标信息不存在或已下线');
      const { notice, project, tenderee, agency } = found;
      const at = now();
      const [timeline, related] = await Promise.all([
        repo.timeline(project.id),
        repo.related({ projectId: project.id, provinceCode: notice.provinceCode, infoType: notice.infoType }, RELATED_SIZE),
      ]);
      const item = toListItem(
        { ...notice, projectId: project.id, bidNo: project.bidNo, cityCode: project.cityCode, budget: project.budget, tendereeName: tenderee.name },
        at,
      );
      return {
        ...item,
        content: notice.content,
        source: notice.source,
        project: {
          id: project.id,
          bidNo: project.bidNo,
          name: project.name,
          budget: project.budget,
          budgetWan: toWan(project.budget),
          tenderee: briefOf(tenderee),
          agency: agency ? briefOf(agency) : null,
        },
        timeline: timeline.map((t) => ({
          id: t.id,
          infoType: t.infoType as TenderInfoType,
          infoTypeName: tenderInfoTypeOf(t.infoType)?.name ?? t.infoType,
          title: t.title,
          publishedAt: t.publishedAt.toISOString(),
          isCurrent: t.id === notice.id,
        })),
        related: related.map((r) => toListItem(r, at)),
        contacts: viewer ? { tenderee: contactOf(tenderee), agency: agency ? contactOf(agency) : null, source: notice.source } : null,
        contactsHidden: !viewer,
      };
    },

    /** Contact details of a notice's buyer and agency: logged-in viewers only (401 otherwise). */
    async contacts({ id, viewer }: { id: number; viewer: Pick<Viewer, 'userId'> | null }): Promise<TenderContacts> {
      if (!viewer) throw new AppError('UNAUTHENTICATED', CONTACTS_LOGIN_MESSAGE);
      const found = await repo.find(id);
      if (!found) throw new AppError('NOT_FOUND', '招标信息不存在或已下线');
      return { tenderee: contactOf(found.tenderee), agency: found.agency ? contactOf(found.agency) : null, source: found.notice.source };
    },

    /** Counts one read and answers the new total. */
    async countRead({ id }: { id: number }): Promise<number> {
      const readCount = await repo.incrementRead(id);
      if (readCount === undefined) throw new AppError('NOT_FOUND', '招标信息不存在或已下线');
      return readCount;
    },

    /** Tendering organisations (buyers and agencies), the busiest first. Contacts are not part of the list. */
    async listOrgs(options: TenderOrgListRequest): Promise<Page<TenderOrgItem>> {
      const filter = { kind: unlessAll(options.kind), provinceCode: unlessAll(options.provinceCode), keyword: options.keywords?.trim() || undefined };
      const { rows, total } = await repo.listOrgs(filter, options.size, offsetOf(options.current, options.size));
      const pages = Math.ceil(total / options.size);
      if (options.current > 1 && options.current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
      return toPage({
        current: options.current,
        size: options.size,
        total,
        records: rows.map(({ org, projectCount, noticeCount, latestAt }) => ({
          id: org.id,
          name: org.name,
          kind: org.kind as TenderOrgKind,
          kindName: tenderOrgKindName(org.kind),
          provinceCode: org.provinceCode,
          provinceName: provinceName(org.provinceCode),
          cityName: cityName(org.cityCode),
          projectCount,
          noticeCount,
          latestAt: latestAt ? latestAt.toISOString() : null,
        })),
      });
    },
  };
}
