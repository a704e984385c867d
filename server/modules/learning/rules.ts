import { libraryRanges, type LibraryRange } from '../../../common/library-options';

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/**
 * Start of a quick date range, counted from the last China midnight, so the
 * same filter means the same set all day (and its cached total stays valid).
 * `undefined` for 'all'.
 */
export function sinceOf(range: LibraryRange, now: number): Date | undefined {
  const days = libraryRanges[range];
  if (days === 0) return undefined;
  const midnight = Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return new Date(midnight - days * DAY);
}

/** Public address of a stored media key (files under public/media/); '' when a course has no media yet. */
export const mediaUrlOf = (mediaKey: string) => (mediaKey ? `/media/${mediaKey}` : '');

/** Chapters a logged-out visitor may watch (spec: 试看). */
export const PREVIEW_CHAPTERS = 1;

/** Message of checkLogin for a logged-out viewer. */
export const LOGIN_TO_WATCH = '请先登录后观看完整课程';
