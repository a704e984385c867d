import { matchPath } from 'react-router';
import { oneOf, pageNumberOf } from '../../lib/route-params';
import { fieldLimits } from '../../../common/field-rules';
import { libraryRanges, projectTypes, type LibraryRange, type ProjectType } from '../../../common/library/options';
import {
  type TenderCategory,
  tenderCategories,
  tenderDueFilters,
  tenderInfoTypeById,
  tenderInfoTypes,
  tenderStatusByStageId,
  tenderStatuses,
} from '../../../common/tender/options';

/**
 * The filter state of the tender list. Two addresses show the same list:
 * /information/tender keeps everything in the query string
 * (?cat=engineering&type=0100&province=430000&page=2), /tender/:catNo?/:id?/:page?/:bidStageId?
 * puts category, information type, page and stage in the path and the rest in the query.
 */
export type TenderQuery = {
  /** Category code (ENGINEERING …), undefined = all. */
  cat?: TenderCategory;
  /** Information type id (0100 …), undefined = all. */
  type?: string;
  /** Six-digit province code. */
  province?: string;
  /** ROAD, SUBWAY … */
  ptype?: ProjectType;
  /** Stage id: 1 报名中, 2 已截止. */
  stage?: string;
  range: LibraryRange;
  /** Quick filter: week (7 天内截止) or today (今日开标). */
  due?: 'week' | 'today';
  keywords: string;
};

export type TenderListMode = 'information' | 'tender';
export const TENDER_INFORMATION_BASE = '/information/tender';
export const TENDER_PATH_BASE = '/tender';

const categoryByCode = (value: string | null | undefined) => (value ? tenderCategories.find((c) => c.code === value.toUpperCase())?.code : undefined);

/** Query-string filters; unknown values are dropped so that a stale bookmark still shows the list. */
export function parseTenderQuery(url: URL, mode: TenderListMode): TenderQuery {
  const q = url.searchParams;
  const province = q.get('province');
  return {
    cat: mode === 'information' ? categoryByCode(q.get('cat')) : undefined,
    type:
      mode === 'information'
        ? oneOf(
            q.get('type'),
            tenderInfoTypes.map((t) => t.id),
          )
        : undefined,
    stage:
      mode === 'information'
        ? oneOf(
            q.get('stage'),
            tenderStatuses.map((s) => s.stageId),
          )
        : undefined,
    province: province && /^\d{2}0000$/.test(province) ? province : undefined,
    ptype: oneOf(q.get('ptype'), projectTypes),
    range: oneOf(q.get('range'), Object.keys(libraryRanges) as LibraryRange[]) ?? 'all',
    due: oneOf(
      q.get('due'),
      tenderDueFilters.map((d) => d.param),
    ),
    keywords: (q.get('keywords') ?? '').trim().slice(0, fieldLimits.keywords),
  };
}

export type TenderPathParams = { catNo?: string; id?: string; page?: string; bidStageId?: string };

/**
 * The path segments of /tender/:catNo?/:id?/:page?/:bidStageId?: a category code in any case
 * or 'all', an information type id or 'all', a page number, a stage id. null when a segment
 * is not one of these (the page answers 404).
 */
export function parseTenderPath(p: TenderPathParams): { cat?: TenderCategory; type?: string; page: number; stage?: string } | null {
  let cat: TenderCategory | undefined;
  if (p.catNo !== undefined && p.catNo.toLowerCase() !== 'all') {
    cat = categoryByCode(p.catNo);
    if (!cat) return null;
  }
  let type: string | undefined;
  if (p.id !== undefined && p.id.toLowerCase() !== 'all') {
    if (!tenderInfoTypeById(p.id)) return null;
    type = p.id;
  }
  const page = p.page === undefined ? 1 : pageNumberOf(p.page);
  if (page === null) return null;
  let stage: string | undefined;
  if (p.bidStageId !== undefined) {
    if (!tenderStatusByStageId(p.bidStageId)) return null;
    stage = p.bidStageId;
  }
  return { cat, type, page, stage };
}

/**
 * The filters of an address of the tender list in `mode`, or null for any other page (a notice, the other
 * address of the list): what a pending navigation's filter links build on (decision 0016).
 */
export function parseTenderLocation(url: URL, mode: TenderListMode): TenderQuery | null {
  const query = parseTenderQuery(url, mode);
  if (mode === 'information') return url.pathname === TENDER_INFORMATION_BASE ? query : null;
  const match = matchPath(`${TENDER_PATH_BASE}/:catNo?/:id?/:page?/:bidStageId?`, url.pathname);
  const path = match ? parseTenderPath(match.params) : null;
  return path ? { ...query, cat: path.cat, type: path.type, stage: path.stage } : null;
}

/** The page number of /information/tender?page=n; anything else than a small positive integer is null. */
export function parsePageParam(value: string | null): number | null {
  return value === null ? 1 : pageNumberOf(value);
}

/** A list URL for the mode: 'all' and page 1 stay out of it when they can. */
export function tenderListHref(mode: TenderListMode, query: TenderQuery, page = 1): string {
  const params = new URLSearchParams();
  let path: string;
  if (mode === 'information') {
    path = TENDER_INFORMATION_BASE;
    if (query.cat) params.set('cat', query.cat.toLowerCase());
    if (query.type) params.set('type', query.type);
    if (query.stage) params.set('stage', query.stage);
  } else {
    const segments = [query.cat?.toLowerCase() ?? 'all', query.type ?? 'all', String(page), ...(query.stage ? [query.stage] : [])];
    // Trailing defaults are left out: /tender, /tender/engineering, /tender/all/0104.
    while (segments.length > 0 && ['all', '1'].includes(segments[segments.length - 1]!) && !(segments.length === 4)) segments.pop();
    path = segments.length > 0 ? `${TENDER_PATH_BASE}/${segments.join('/')}` : TENDER_PATH_BASE;
  }
  const entries: [string, string | undefined][] = [
    ['province', query.province],
    ['ptype', query.ptype],
    ['range', query.range === 'all' ? undefined : query.range],
    ['due', query.due],
    ['keywords', query.keywords || undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  if (mode === 'information' && page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/** The detail address that names category and type: /tender/detail/:id/:catNo/:infoTypeId. */
export const tenderDetailPath = (id: number) => `/tenderDetails/${id}`;
