import { desc, sql, type SQL } from 'drizzle-orm';
import type { ContentEvents } from '../../platform/content-events';
import { createCountCache, rangeStart } from '../../platform/count-cache';
import { rowsOf, type Database } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { offsetOf } from '../../platform/pagination';
import { searchKinds, type SearchKind } from './indexer';
import { segmentQuery } from './segment';
import { highlight, snippet } from './highlight';

/** Date quick ranges of spec §9: all, last 3 days, 1 week, 1 month, 3 months, 1 year. */
export const dateRanges = { all: 0, '3d': 3, '1w': 7, '1m': 30, '3m': 91, '1y': 365 } as const;
export type DateRange = keyof typeof dateRanges;

export type SearchHit = {
  kind: SearchKind;
  id: number;
  title: string;
  /** Title with matched words in <em>, HTML-escaped otherwise. */
  titleHtml: string;
  snippetHtml: string;
  url: string;
  publishedAt: string;
};

export type SearchResult = {
  keywords: string;
  words: string[];
  current: number;
  size: number;
  /** Matches of the selected kind (or all kinds); a lower bound when `capped` names that kind. */
  total: number;
  /** Pages that can be shown: the ranked window, at most `RANKED_WINDOW` (100) results (see below). */
  pages: number;
  records: SearchHit[];
  /** Matches per kind for the same words and date range, whatever kind is selected (lower bounds when `capped` names the kind). */
  facets: Partial<Record<SearchKind, number>>;
  /** Kinds whose count is a lower bound, shown as "N+": the count stopped at MATCH_CAP matches. */
  capped: SearchKind[];
};

/**
 * Why the caps (decision 0006, "At scale"): a word like 计量 is in most
 * documents. Counting or ranking every match would read every match, which
 * grows with the corpus. So matches are counted from the GIN index's bitmap
 * (no tsvector is read) and the count stops at MATCH_CAP; and only a window of
 * candidates — the newest title matches and the newest body matches — is
 * ranked. Rare words fit in the window whole, so their ranking is exact.
 */
export const MATCH_CAP = 10_000;
const CANDIDATES_PER_SOURCE = 50;
export const RANKED_WINDOW = CANDIDATES_PER_SOURCE * 2;

export type SearchService = ReturnType<typeof createSearchService>;

/** Matches per kind, as counted (at most MATCH_CAP in all). */
type FacetRow = { kind: SearchKind; n: number };

/** Distinct queries remembered between content changes; past it the caches start over. */
const CACHED_QUERIES = 5000;

export function createSearchService({ db, events, now = Date.now, matchCap = MATCH_CAP }: { db: Database; events?: ContentEvents; now?: () => number; matchCap?: number }) {
  // A query's counts and its ranking window only change when content does (every writer of the index announces it),
  // so repeated and paged searches skip the index work. Without events (a bare service) nothing is remembered.
  const noCache = <T>(_key: string, load: () => Promise<T>) => load();
  const facetsOf = events ? createCountCache<FacetRow[]>(events, { limit: CACHED_QUERIES }) : noCache<FacetRow[]>;
  const windowOf = events ? createCountCache<number[]>(events, { limit: CACHED_QUERIES }) : noCache<number[]>;

  /**
   * Counted off the GIN bitmap: the planner is told not to walk an index in date order, which would read each
   * row's tsvector. A common word stops at the cap.
   */
  async function countFacets(query: SQL, dateFilter: SQL): Promise<FacetRow[]> {
    const result = await db.transaction(async (tx) => {
      // set_config(…, true) is SET LOCAL; two in one statement save a round trip.
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
      return tx.execute(sql`
        select kind, count(*) as n from (
          select kind from ${searchDocuments} where tsv @@ ${query} ${dateFilter} limit ${matchCap}
        ) x group by kind`);
    });
    return rowsOf<{ kind: SearchKind; n: number | string }>(result).map((r) => ({ kind: r.kind, n: Number(r.n) }));
  }

  /** Ids of the newest matches in one column; a planner setting only lives inside a transaction, so only then is one opened. */
  async function newestIds(column: 'tsv' | 'title_tsv', filters: SQL, planner?: SQL): Promise<number[]> {
    const statement = sql`
      select id from ${searchDocuments} where ${sql.raw(column)} @@ ${filters}
      order by published_at desc limit ${CANDIDATES_PER_SOURCE}`;
    const found = planner
      ? await db.transaction(async (tx) => {
          await tx.execute(planner);
          return tx.execute(statement);
        })
      : await db.execute(statement);
    return rowsOf<{ id: number }>(found).map((r) => Number(r.id));
  }

  return {
    /** Every indexed page, newest first: the sitemap lists what search can find. */
    sitemapEntries({ limit }: { limit: number }) {
      return db
        .select({ url: searchDocuments.url, publishedAt: searchDocuments.publishedAt })
        .from(searchDocuments)
        .orderBy(desc(searchDocuments.publishedAt))
        .limit(limit);
    },

    async search(options: { keywords: string; kind?: SearchKind; range?: DateRange; current: number; size: number }): Promise<SearchResult> {
      const keywords = options.keywords.trim().slice(0, 30);
      const words = keywords ? segmentQuery(keywords) : [];
      const empty = { keywords, words, current: options.current, size: options.size, total: 0, pages: 0, records: [], facets: {}, capped: [] };
      if (words.length === 0) return empty;

      const query = sql`plainto_tsquery('simple', ${words.join(' ')})`;
      const days = dateRanges[options.range ?? 'all'];
      // From a China midnight like the lists' ranges: the same all day, so it can be part of a cache key.
      const since = days > 0 ? rangeStart(now(), days) : undefined;
      const dateFilter = since ? sql`and published_at >= ${since}` : sql``;
      const kindFilter = options.kind ? sql`and kind = ${options.kind}` : sql``;
      const offset = offsetOf(options.current, options.size);
      const queryKey = `${words.join(' ')}|${since?.getTime() ?? 'all'}`;

      const counting = facetsOf(queryKey, () => countFacets(query, dateFilter));
      // The window, ranked once: ids by title match, then ts_rank_cd, then date. A page is a slice of it.
      const ranked = await windowOf(`${queryKey}|${options.kind ?? 'ALL'}`, async () => {
        const filters = sql`${query} ${kindFilter} ${dateFilter}`;
        // Titles are small and inline: the planner's own choice is good, and it can run while the count does.
        const [titleIds, counted] = await Promise.all([newestIds('title_tsv', filters), counting]);
        // The newest body matches: for a common word, walk the date index and stop after a few rows; for a rarer one,
        // take every match from the GIN bitmap and sort them, since walking would read many rows' tsvectors to find them.
        const all = counted.reduce((a, r) => a + r.n, 0);
        const matches = options.kind ? (counted.find((r) => r.kind === options.kind)?.n ?? 0) : all;
        const walk = all >= matchCap && matches >= matchCap / 2;
        const bodyIds = await newestIds('tsv', filters, walk ? sql`set local enable_bitmapscan = off` : sql`set local enable_indexscan = off`);
        const candidates = [...new Set([...titleIds, ...bodyIds])];
        if (candidates.length === 0) return [];
        const order = await db.execute(sql`
          select d.id from ${searchDocuments} d
          where d.id = any(${`{${candidates.join(',')}}`}::int[])
          order by (d.title_tsv @@ ${query}) desc, ts_rank_cd(d.tsv, ${query}) desc, d.published_at desc, d.id desc`);
        return rowsOf<{ id: number }>(order).map((r) => Number(r.id));
      });
      const facetRows = await counting;
      const reachedCap = facetRows.reduce((a, r) => a + r.n, 0) >= matchCap;
      const pageIds = ranked.slice(offset, offset + options.size);
      const found = pageIds.length
        ? rowsOf<{ id: number; kind: SearchKind; ref_id: number; title: string; body: string; url: string; published_at: string | Date }>(
            await db.execute(sql`
              select d.id, d.kind, d.ref_id, d.title, d.body, d.url, d.published_at from ${searchDocuments} d
              where d.id = any(${`{${pageIds.join(',')}}`}::int[])`),
          )
        : [];
      // A document deleted since the window was ranked is simply left out of its page.
      const byId = new Map(found.map((r) => [Number(r.id), r]));
      const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
      const facets: SearchResult['facets'] = {};
      // Past the cap every count is "at least": which kinds the unread matches belong to is not known.
      for (const { kind, n } of facetRows) facets[kind] = n;
      const capped = reachedCap ? searchKinds.filter((k) => facets[k] !== undefined) : [];
      const total = options.kind ? (facets[options.kind] ?? 0) : Object.values(facets).reduce((a, b) => a + (b ?? 0), 0);
      return {
        keywords,
        words,
        current: options.current,
        size: options.size,
        total,
        pages: Math.ceil(Math.min(total, ranked.length) / options.size),
        facets,
        capped,
        records: rows.map((r) => ({
          kind: r.kind,
          id: Number(r.ref_id),
          title: r.title,
          titleHtml: highlight(r.title, words),
          snippetHtml: snippet(r.body, words),
          url: r.url,
          publishedAt: new Date(r.published_at).toISOString(),
        })),
      };
    },
  };
}
