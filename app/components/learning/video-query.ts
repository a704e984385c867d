import { fieldLimits } from '../../../common/field-rules';
import { oneOf, pageNumberOf } from '../../lib/route-params';
import { libraryRanges, librarySorts, projectRoles, projectTypes, type LibraryRange, type LibrarySort, type ProjectRole, type ProjectType } from '../../../common/library/options';

/**
 * The filter state of /video, all in the query string (the spec has one
 * route for courses): cat, type, role, range, sort, keywords and page. A
 * course is `?id=`; it never mixes with the filters.
 */
export type VideoQuery = {
  cat?: number;
  type?: ProjectType;
  role?: ProjectRole;
  range: LibraryRange;
  sort: LibrarySort;
  keywords: string;
  page: number;
};

export const VIDEO_PAGE_SIZE = 16;

const positiveInt = (value: string | null, maxDigits: number) => (value !== null && new RegExp(`^[1-9]\\d{0,${maxDigits - 1}}$`).test(value) ? Number(value) : null);

/**
 * Unknown filter values are dropped (a stale bookmark still shows courses);
 * a malformed category or page answers `null` so the page can say 404.
 */
export function parseVideoQuery(params: URLSearchParams): VideoQuery | null {
  const catText = params.get('cat');
  const pageText = params.get('page');
  const cat = catText === null ? undefined : positiveInt(catText, 9);
  const page = pageText === null ? 1 : pageNumberOf(pageText);
  if (cat === null || page === null) return null;
  return {
    cat,
    type: oneOf(params.get('type'), projectTypes),
    role: oneOf(params.get('role'), projectRoles),
    range: oneOf(params.get('range'), Object.keys(libraryRanges) as LibraryRange[]) ?? 'all',
    sort: oneOf(params.get('sort'), librarySorts) ?? 'newest',
    keywords: (params.get('keywords') ?? '').trim().slice(0, fieldLimits.keywords),
    page,
  };
}

/** The filters of a course-list address, or null for any other page (a course): what a pending navigation's links build on (decision 0016). */
export function parseVideoLocation(url: URL): VideoQuery | null {
  return url.pathname === '/video' && !url.searchParams.has('id') ? parseVideoQuery(url.searchParams) : null;
}

/** The list link for a query; defaults stay out of the URL. A course's type and role (any code) link to their list. */
export function videoHref(query: Partial<Omit<VideoQuery, 'type' | 'role'>> & { type?: string; role?: string }): string {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['cat', query.cat],
    ['type', query.type],
    ['role', query.role],
    ['range', query.range === 'all' ? undefined : query.range],
    ['sort', query.sort === 'newest' ? undefined : query.sort],
    ['keywords', query.keywords || undefined],
    ['page', query.page && query.page > 1 ? query.page : undefined],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `/video?${search}` : '/video';
}

export const courseHref = (id: number) => `/video?id=${id}`;

/** 1:05:09 or 25:09. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** 3 小时 20 分钟, for course totals. */
export function formatTotalDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return h > 0 ? `${h} 小时${m > 0 ? ` ${m} 分钟` : ''}` : `${m} 分钟`;
}
