import { matchPath } from 'react-router';
import {
  libraryRanges,
  librarySorts,
  projectRoles,
  projectTypes,
  standardKinds,
  standardStatuses,
  type LibraryRange,
  type LibrarySort,
  type ProjectRole,
  type ProjectType,
  type StandardKind,
  type StandardStatus,
} from '../../common/library/options';
import { fieldLimits } from '../../common/field-rules';
import { oneOf } from './route-params';

/** The filter state of a library list, kept in the query string so every filtered page is a shareable link. */
export type LibraryQuery = {
  status?: StandardStatus;
  kind?: StandardKind;
  type?: ProjectType;
  role?: ProjectRole;
  range: LibraryRange;
  sort: LibrarySort;
  keywords: string;
};

/** Unknown values are dropped rather than refused: a stale bookmark still shows the list. */
export function parseLibraryQuery(url: URL, withStandardFields = false): LibraryQuery {
  const q = url.searchParams;
  return {
    status: withStandardFields ? oneOf(q.get('status'), standardStatuses) : undefined,
    kind: withStandardFields ? oneOf(q.get('kind'), standardKinds) : undefined,
    type: oneOf(q.get('type'), projectTypes),
    role: oneOf(q.get('role'), projectRoles),
    range: oneOf(q.get('range'), Object.keys(libraryRanges) as LibraryRange[]) ?? 'all',
    sort: oneOf(q.get('sort'), librarySorts) ?? 'newest',
    keywords: (q.get('keywords') ?? '').trim().slice(0, fieldLimits.keywords),
  };
}

/** The service's list options for a query. */
export function toListOptions(query: LibraryQuery) {
  return {
    status: query.status,
    kind: query.kind,
    projectType: query.type,
    projectRole: query.role,
    range: query.range,
    sort: query.sort,
    keywords: query.keywords || undefined,
  };
}

/** `/standard`, `/standard/3`, `/standard/all/2?status=CURRENT`: page 1 and "all" stay out of the path when they can. */
export function libraryHref(base: string, category: number | undefined, query: LibraryQuery, page = 1): string {
  const segment = category === undefined ? (page > 1 ? '/all' : '') : `/${category}`;
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['status', query.status],
    ['kind', query.kind],
    ['type', query.type],
    ['role', query.role],
    ['range', query.range === 'all' ? undefined : query.range],
    ['sort', query.sort === 'newest' ? undefined : query.sort],
    ['keywords', query.keywords || undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  const search = params.toString();
  return `${base}${segment}${page > 1 ? `/${page}` : ''}${search ? `?${search}` : ''}`;
}

/** The `:id?` segment: absent or 'all' means every category; otherwise a positive integer. */
export function parseCategorySegment(value: string | undefined): number | undefined | null {
  if (value === undefined || value === 'all') return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/**
 * Category and query of an address of the list at `${base}/:id?/:page?`, or null when the address is another
 * page (a detail page, another list): what a pending navigation's filter links build on (decision 0016).
 */
export function parseLibraryLocation(base: string, url: URL, withStandardFields = false): { category: number | undefined; query: LibraryQuery } | null {
  const match = matchPath(`${base}/:id?/:page?`, url.pathname);
  const category = match ? parseCategorySegment(match.params.id) : null;
  if (category === null) return null;
  return { category, query: parseLibraryQuery(url, withStandardFields) };
}
