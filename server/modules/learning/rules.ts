import { rangeStart } from '../../platform/count-cache';
import { libraryRanges, type LibraryRange } from '../../../common/library/options';

/** Start of a quick date range (from the last China midnight, so a cached total stays valid all day); `undefined` for 'all'. */
export function sinceOf(range: LibraryRange, now: number): Date | undefined {
  const days = libraryRanges[range];
  return days === 0 ? undefined : rangeStart(now, days);
}

/** Public address of a stored media key (files under public/media/); '' when a course has no media yet. */
export const mediaUrlOf = (mediaKey: string) => (mediaKey ? `/media/${mediaKey}` : '');

/** Chapters a logged-out visitor may watch (spec: 试看). */
export const PREVIEW_CHAPTERS = 1;

/** Message of checkLogin for a logged-out viewer. */
export const LOGIN_TO_WATCH = '请先登录后观看完整课程';
