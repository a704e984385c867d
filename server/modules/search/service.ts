import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { offsetOf } from '../../platform/pagination';
import type { SearchKind } from './indexer';
import { segmentQuery } from './segment';
import { highlight, snippet } from './highlight';

const searchKindList: readonly SearchKind[] = ['NEWS', 'KNOW', 'NORMAL', 'POLICY', 'PAPER', 'VIDEO', 'DOWNLOAD', 'SOLUTION', 'HELP'];

/** Raw `execute` results have the same `rows` on PGlite and node-postgres; the shared Database type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
  /** Pages that can be shown: the ranked window, at most `RANKED_WINDOW` results (see below). */
  pages: number;
  records: SearchHit[];
  /** Matches per kind for the same words and date range, whatever kind is selected; each counted up to FACET_CAP. */
  facets: Partial<Record<SearchKind, number>>;
  /** Kinds whose count reached FACET_CAP and is shown as "1000+". */
  capped: SearchKind[];
};

/**
 * Why the caps (decision 0006, "At scale"): a word like 计量 is in most
 * documents. Ranking or counting every match would read every matching tsvector,
 * which grows with the corpus. Instead each kind is counted up to FACET_CAP
 * (newest first, stopping there), and only a window of candidates — the newest
 * title matches and the newest body matches — is ranked. Rare words fit in the
 * window whole, so their ranking is exact.
 */
export const FACET_CAP = 1000;
const CANDIDATES_PER_SOURCE = 250;
export const RANKED_WINDOW = CANDIDATES_PER_SOURCE * 2;

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({ db, now = Date.now }: { db: Database; now?: () => number }) {
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
      const since = days > 0 ? new Date(now() - days * 86_400_000) : undefined;
      const dateFilter = since ? sql`and published_at >= ${since}` : sql``;
      const kindFilter = options.kind ? sql`and kind = ${options.kind}` : sql``;
      const offset = offsetOf(options.current, options.size);

      // Each kind counted newest-first up to the cap: the (kind, published_at) index makes a common word stop early.
      const facetQuery = db.execute(sql`
        select k.kind, (
          select count(*) from (
            select 1 from ${searchDocuments} d
            where d.kind = k.kind and d.tsv @@ ${query} ${dateFilter}
            order by d.published_at desc limit ${FACET_CAP + 1}
          ) x
        ) as n
        from unnest(${`{${searchKindList.join(',')}}`}::varchar[]) as k(kind)`);
      const rankedQuery = db.execute(sql`
        with candidates as (
          (select id from ${searchDocuments} where title_tsv @@ ${query} ${kindFilter} ${dateFilter} order by published_at desc limit ${CANDIDATES_PER_SOURCE})
          union
          (select id from ${searchDocuments} where tsv @@ ${query} ${kindFilter} ${dateFilter} order by published_at desc limit ${CANDIDATES_PER_SOURCE})
        )
        select d.kind, d.ref_id, d.title, d.body, d.url, d.published_at, count(*) over () as window_total
        from ${searchDocuments} d join candidates c on c.id = d.id
        order by (d.title_tsv @@ ${query}) desc, ts_rank_cd(d.tsv, ${query}) desc, d.published_at desc, d.id desc
        limit ${options.size} offset ${offset}`);
      const [facetResult, rankedResult] = await Promise.all([facetQuery, rankedQuery]);
      const facetRows = rowsOf<{ kind: SearchKind; n: number | string }>(facetResult).map((r) => ({ kind: r.kind, n: Number(r.n) }));
      const rows = rowsOf<{ kind: SearchKind; ref_id: number; title: string; body: string; url: string; published_at: string | Date; window_total: number | string }>(rankedResult);

      const facets: SearchResult['facets'] = {};
      const capped: SearchKind[] = [];
      for (const { kind, n } of facetRows) {
        if (n === 0) continue;
        facets[kind] = Math.min(n, FACET_CAP);
        if (n > FACET_CAP) capped.push(kind);
      }
      const total = options.kind ? (facets[options.kind] ?? 0) : Object.values(facets).reduce((a, b) => a + (b ?? 0), 0);
      // The window's size comes with any page of it; past its end, the window can only be as large as the matches allow.
      const windowTotal = rows[0] ? Number(rows[0].window_total) : Math.min(total, RANKED_WINDOW);
      return {
        keywords,
        words,
        current: options.current,
        size: options.size,
        total,
        pages: Math.ceil(Math.min(total, windowTotal) / options.size),
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
