import { sql, type SQL } from 'drizzle-orm';
import type { ContentEvents } from '../../platform/content-events';
import { createCountCache, rangeStart } from '../../platform/count-cache';
import type { Database } from '../../db/client';
import { offsetOf } from '../../platform/pagination';
import { fieldLimits } from '../../../common/field-rules';
import { searchKinds, searchRanges, type SearchKind } from '../../../common/search/options';
import type { SearchRequest, SearchResult } from '../../../common/search/schemas';
import { segmentQuery } from './segment';
import { highlight, snippet } from './highlight';
import { CANDIDATES_PER_SOURCE, KNOW_CAP, LARGEST_KIND, createSearchRepo, type KindCount, type Windows } from './repo';

/**
 * Why the caps and estimates (decision 0006, "At scale"): a word like 计量 is
 * in most documents. Counting or ranking every match would read every match,
 * which grows with the corpus. So:
 *  - matches are counted from the GIN index's bitmap and the count stops at
 *    MATCH_CAP ("N+");
 *  - when the planner's statistics say a word is in more news than that, news
 *    is not counted but estimated ("约 N"); knowledge articles are counted up
 *    to KNOW_CAP and the other kinds exactly, from an index without news;
 *  - only a window of candidates — the newest title matches and the newest
 *    body matches — is ranked. Rare words fit in the window whole, so their
 *    ranking is exact.
 */
export const MATCH_CAP = 10_000;
export const RANKED_WINDOW = CANDIDATES_PER_SOURCE * 2;
/**
 * News is estimated when the planner's estimate is past the cap. For one word it is close (the word's share is
 * sampled). For several it assumes the words are independent: words searched together usually go together, so it is
 * often low, and then PROBE_ROWS of the newest news are walked to see how close together the matches are.
 */
const PROBE_ROWS = 500;

/** Newest rows a walk reads before it leaves a rarer word to the GIN bitmap: titles are inline and cheap to test, each body test decompresses a tsvector. */
const WALK_ROWS = { title_tsv: 2000, tsv: 1500 } as const;

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * A query's facet counts, and which of them are lower bounds (the count stopped at the cap: then every counted kind,
 * since which kinds the unread matches belong to is not known; or, with news estimated, knowledge articles at
 * KNOW_CAP) and which are estimates (news).
 */
type Facets = { counts: KindCount[]; capped: SearchKind[]; approximate: SearchKind[] };

/** Distinct queries remembered between content changes; past it the caches start over. */
const CACHED_QUERIES = 5000;

export function createSearchService({ db, events, now = Date.now, matchCap = MATCH_CAP }: { db: Database; events?: ContentEvents; now?: () => number; matchCap?: number }) {
  const repo = createSearchRepo(db, { matchCap });
  // A query's counts and its ranking window only change when content does (every writer of the index announces it),
  // so repeated and paged searches skip the index work. Without events (a bare service) nothing is remembered.
  const noCache = <T>(_key: string, load: () => Promise<T>) => load();
  const facetsOf = events ? createCountCache<Facets>(events, { limit: CACHED_QUERIES }) : noCache<Facets>;
  const windowOf = events ? createCountCache<number[]>(events, { limit: CACHED_QUERIES }) : noCache<number[]>;

  /**
   * The facets of a query, and on the way, when the pass that counted saw every match, its window for the asked kind.
   * The planner's estimate of the news matches picks the pass: past the cap, news is estimated and the other kinds are
   * counted from their own index; under it, the count also keeps the rows for the window; between, it only counts.
   */
  async function countFacets(words: string[], query: SQL, dateFilter: SQL, kindFilter: SQL): Promise<Facets & { windows?: Windows }> {
    let news = await repo.estimateNewsMatches(query, dateFilter);
    let estimateNews = news >= (words.length === 1 ? matchCap : 5 * matchCap);
    if (!estimateNews && words.length > 1 && news >= matchCap / 10) {
      const walked = await repo.rowsToFiftiethNewsMatch(query, dateFilter, PROBE_ROWS);
      if (walked) {
        news = Math.round((CANDIDATES_PER_SOURCE / walked) * (await repo.estimateNewsRows(dateFilter)));
        estimateNews = news >= matchCap;
      }
    }
    const sum = (counts: KindCount[]) => counts.reduce((a, r) => a + r.n, 0);
    if (estimateNews) {
      const counts = await repo.countBesidesNews(query, dateFilter);
      const rest = counts.filter((c) => c.kind !== 'KNOW');
      const capped = [...counts.filter((c) => c.kind === 'KNOW' && c.n >= KNOW_CAP), ...(sum(rest) >= matchCap ? rest : [])];
      return { counts: [{ kind: LARGEST_KIND, n: news }, ...counts], capped: capped.map((c) => c.kind), approximate: [LARGEST_KIND] };
    }
    const { counts, windows } = await repo.countMatches(query, dateFilter, kindFilter, news < matchCap);
    return { counts, capped: sum(counts) >= matchCap ? counts.map((c) => c.kind) : [], approximate: [], windows };
  }

  return {
    /** Every indexed page, newest first: the sitemap lists what search can find. */
    sitemapEntries: ({ limit }: { limit: number }) => repo.sitemapEntries(limit),

    async search(options: SearchRequest): Promise<SearchResult> {
      const keywords = options.keywords.trim().slice(0, fieldLimits.keywords);
      const words = keywords ? segmentQuery(keywords) : [];
      const empty = { keywords, words, current: options.current, size: options.size, total: 0, pages: 0, records: [], facets: {}, capped: [], approximate: [] };
      if (words.length === 0) return empty;

      const query = sql`plainto_tsquery('simple', ${words.join(' ')})`;
      const days = searchRanges[options.range ?? 'all'];
      // From a China midnight like the lists' ranges: the same all day, so it can be part of a cache key.
      const since = days > 0 ? rangeStart(now(), days) : undefined;
      const dateFilter = since ? sql`and published_at >= ${since}` : sql``;
      const kindFilter = options.kind ? sql`and kind = ${options.kind}` : sql``;
      const scope = sql`${kindFilter} ${dateFilter}`;
      const offset = offsetOf(options.current, options.size);
      const queryKey = `${words.join(' ')}|${since?.getTime() ?? 'all'}`;

      // The facets are remembered for every kind, the window for the asked kind.
      let windowsSeen: Windows | undefined;
      const facetsLoaded = facetsOf(queryKey, async () => {
        const { windows, ...facets } = await countFacets(words, query, dateFilter, kindFilter);
        windowsSeen = windows;
        return facets;
      });
      // The window, ranked once: title matches first, then ts_rank_cd, then date. A page is a slice of it.
      const ranked = await windowOf(`${queryKey}|${options.kind ?? 'ALL'}`, async () => {
        const facets = await facetsLoaded;
        const inexact = [...facets.capped, ...facets.approximate];
        // Every match of the asked kind (or of all kinds) was counted, so there are fewer than the cap.
        const allCounted = options.kind ? !inexact.includes(options.kind) : inexact.length === 0;
        let windows: Windows;
        if (allCounted && windowsSeen) windows = windowsSeen;
        else if (allCounted) {
          // Counted for another kind, or with news estimated: sorted from the index, which reads no tsvector.
          const [titleIds, bodyIds] = await Promise.all([repo.newestFromIndex('title_tsv', sql`${query} ${scope}`), repo.newestFromIndex('tsv', sql`${query} ${scope}`)]);
          windows = { titleIds, bodyIds };
        } else {
          // A common word: its newest matches are a few rows apart.
          const [titleIds, bodyIds] = await Promise.all([
            repo.newestByWalk('title_tsv', query, scope, WALK_ROWS.title_tsv),
            repo.newestByWalk('tsv', query, scope, WALK_ROWS.tsv),
          ]);
          windows = { titleIds, bodyIds };
        }
        return repo.rank([...new Set([...windows.titleIds, ...windows.bodyIds])], query);
      });
      const facetSet = await facetsLoaded;
      const pageIds = ranked.slice(offset, offset + options.size);
      const found = await repo.documents(pageIds);
      // A document deleted since the window was ranked is simply left out of its page.
      const byId = new Map(found.map((r) => [Number(r.id), r]));
      const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
      // In the kinds' display order, whichever order the counting statement gave them in.
      const facets: SearchResult['facets'] = {};
      for (const kind of searchKinds) {
        const counted = facetSet.counts.find((c) => c.kind === kind);
        if (counted) facets[kind] = counted.n;
      }
      const total = options.kind ? (facets[options.kind] ?? 0) : Object.values(facets).reduce((a, b) => a + (b ?? 0), 0);
      return {
        keywords,
        words,
        current: options.current,
        size: options.size,
        total,
        pages: Math.ceil(Math.min(total, ranked.length) / options.size),
        facets,
        capped: searchKinds.filter((k) => facetSet.capped.includes(k)),
        approximate: facetSet.approximate,
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
