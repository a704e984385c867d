import { matchPath } from 'react-router';
import { fieldLimits } from '../../../common/field-rules';
import { oneOf } from '../../lib/route-params';
import { libraryRanges, librarySorts, projectRoles, projectTypes, type LibraryRange, type LibrarySort, type ProjectRole, type ProjectType } from '../../../common/library/options';
import { downloadFileTypes, type FileType } from '../../../common/download/options';

export const DOWNLOAD_BASE = '/information/list';

/** The filter state of the materials tab, kept in the query string beside tabsType=download. */
export type DownloadQuery = {
  fileType?: FileType;
  type?: ProjectType;
  role?: ProjectRole;
  range: LibraryRange;
  sort: LibrarySort;
  keywords: string;
  /** A file to pin at the top (a search hit or a 下载排行 link points here). */
  file?: number;
};

/** Unknown values are dropped rather than refused: a stale bookmark still shows the list. */
export function parseDownloadQuery(url: URL): DownloadQuery {
  const q = url.searchParams;
  const file = q.get('file');
  return {
    fileType: oneOf(q.get('fileType'), downloadFileTypes),
    type: oneOf(q.get('type'), projectTypes),
    role: oneOf(q.get('role'), projectRoles),
    range: oneOf(q.get('range'), Object.keys(libraryRanges) as LibraryRange[]) ?? 'all',
    sort: oneOf(q.get('sort'), librarySorts) ?? 'newest',
    keywords: (q.get('keywords') ?? '').trim().slice(0, fieldLimits.keywords),
    file: file && /^[1-9]\d{0,8}$/.test(file) ? Number(file) : undefined,
  };
}

/** Query entries other than tabsType and keywords, for links and the search form's hidden fields. */
export function filterEntries(query: DownloadQuery): [string, string][] {
  const entries: [string, string | undefined][] = [
    ['fileType', query.fileType],
    ['type', query.type],
    ['role', query.role],
    ['range', query.range === 'all' ? undefined : query.range],
    ['sort', query.sort === 'newest' ? undefined : query.sort],
  ];
  return entries.filter((e): e is [string, string] => Boolean(e[1]));
}

/** `/information/list/12/2?tabsType=download&fileType=XLSX`: every link keeps tabsType=download; page 1 stays out of the path. */
export function downloadHref(dirId: number | undefined, query: DownloadQuery, page = 1, pinFile?: number): string {
  const segment = dirId === undefined ? (page > 1 ? '/all' : '') : `/${dirId}`;
  const params = new URLSearchParams({ tabsType: 'download' });
  for (const [key, value] of filterEntries(query)) params.set(key, value);
  if (query.keywords) params.set('keywords', query.keywords);
  if (pinFile) params.set('file', String(pinFile));
  return `${DOWNLOAD_BASE}${segment}${page > 1 ? `/${page}` : ''}?${params.toString()}`;
}

/** The `:id?` segment: absent or 'all' is every folder; otherwise a positive integer (null: not a folder id at all). */
export function parseDirSegment(value: string | undefined): number | undefined | null {
  if (value === undefined || value === 'all') return undefined;
  if (!/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** Folder and filters of an address of this tab, or null for any other page or tab: what a pending navigation's links build on (decision 0016). */
export function parseDownloadLocation(url: URL): { dirId: number | undefined; query: DownloadQuery } | null {
  const match = url.searchParams.get('tabsType') === 'download' ? matchPath(`${DOWNLOAD_BASE}/:id?/:page?`, url.pathname) : null;
  const dirId = match ? parseDirSegment(match.params.id) : null;
  return dirId === null ? null : { dirId, query: parseDownloadQuery(url) };
}
