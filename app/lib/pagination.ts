/** One cell of a pagination bar. */
export type PageItem =
  | { type: 'page'; page: number; active: boolean; afterJumpPrev: boolean; beforeJumpNext: boolean }
  | { type: 'jump-prev' | 'jump-next'; page: number };

const BUFFER = 2;

/**
 * The cells antd's Pagination shows (rc-pagination's rules, showLessItems off):
 * every page when there are few, else the first and last page, two pages on
 * each side of the current one, and a jump of five pages where pages are left
 * out. The jumps here are real pages (current ∓ 5, kept inside the range).
 */
export function pageItems(current: number, allPages: number): PageItem[] {
  const page = (p: number): PageItem => ({ type: 'page', page: p, active: p === current, afterJumpPrev: false, beforeJumpNext: false });
  if (allPages <= 3 + BUFFER * 2) return Array.from({ length: allPages }, (_, i) => page(i + 1));

  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, allPages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (allPages - current <= BUFFER) left = allPages - BUFFER * 2;
  const hasJumpPrev = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const hasJumpNext = allPages - current >= BUFFER * 2 && current !== allPages - 2;
  if (hasJumpPrev && right !== allPages) left += 1;
  if (hasJumpNext && left !== 1) right -= 1;

  const items: PageItem[] = [];
  for (let p = left; p <= right; p++) items.push(page(p));
  if (hasJumpPrev) {
    items[0] = { ...(items[0] as Extract<PageItem, { type: 'page' }>), afterJumpPrev: true };
    items.unshift({ type: 'jump-prev', page: Math.max(1, current - 5) });
  }
  if (hasJumpNext) {
    const last = items.length - 1;
    items[last] = { ...(items[last] as Extract<PageItem, { type: 'page' }>), beforeJumpNext: true };
    items.push({ type: 'jump-next', page: Math.min(allPages, current + 5) });
  }
  if (left !== 1) items.unshift(page(1));
  if (right !== allPages) items.push(page(allPages));
  return items;
}
