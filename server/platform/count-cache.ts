import type { ContentEvents } from './content-events';

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/**
 * Totals per filter combination, so paging a filtered list costs one index scan
 * and no count(*) after its first page. Dropped whenever content changes; past
 * `limit` distinct keys the cache starts over. Search keeps its facet counts and
 * ranking windows the same way, hence the value type.
 */
export function createCountCache<T = number>(events: ContentEvents, { limit = 2000, scopes }: { limit?: number; scopes?: string[] } = {}) {
  const counts = new Map<string, Promise<T>>();
  // With scopes, only changes to that content (or to everything) drop the totals.
  events.onChanged((scope) => {
    if (!scopes || scope === 'all' || scopes.includes(scope)) counts.clear();
  });
  return (key: string, load: () => Promise<T>): Promise<T> => {
    let hit = counts.get(key);
    if (!hit) {
      if (counts.size >= limit) counts.clear();
      hit = load().catch((e: unknown) => {
        counts.delete(key);
        throw e;
      });
      counts.set(key, hit);
    }
    return hit;
  };
}

/** Start of a "last N days" range: a China midnight, so a cache key built from it stays the same all day. */
export function rangeStart(now: number, days: number): Date {
  const midnight = Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return new Date(midnight - days * DAY);
}
