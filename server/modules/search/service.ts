import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { offsetOf } from '../../platform/pagination';
import type { SearchKind } from './indexer';
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
  total: number;
  pages: number;
  records: SearchHit[];
  /** Matches per kind for the same words and date range, whatever kind is selected. */
  facets: Partial<Record<SearchKind, number>>;
};

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
      const empty = { keywords, words, current: options.current, size: options.size, total: 0, pages: 0, records: [], facets: {} };
      if (words.length === 0) return empty;

      const query = sql`plainto_tsquery('simple', ${words.join(' ')})`;
      const base: SQL[] = [sql`${searchDocuments.tsv} @@ ${query}`];
      const days = dateRanges[options.range ?? 'all'];
      if (days > 0) base.push(gte(searchDocuments.publishedAt, new Date(now() - days * 86_400_000)));
      const filtered = options.kind ? [...base, eq(searchDocuments.kind, options.kind)] : base;

      const rank = sql<number>`ts_rank_cd(${searchDocuments.tsv}, ${query})`;
      const [facetRows, rows] = await Promise.all([
        db.select({ kind: searchDocuments.kind, n: count() }).from(searchDocuments).where(and(...base)).groupBy(searchDocuments.kind),
        db
          .select({
            kind: searchDocuments.kind,
            refId: searchDocuments.refId,
            title: searchDocuments.title,
            body: searchDocuments.body,
            url: searchDocuments.url,
            publishedAt: searchDocuments.publishedAt,
          })
          .from(searchDocuments)
          .where(and(...filtered))
          .orderBy(desc(rank), desc(searchDocuments.publishedAt))
          .limit(options.size)
          .offset(offsetOf(options.current, options.size)),
      ]);
      const facets = Object.fromEntries(facetRows.map((f) => [f.kind, Number(f.n)])) as SearchResult['facets'];
      const total = options.kind ? (facets[options.kind] ?? 0) : Object.values(facets).reduce((a, b) => a + (b ?? 0), 0);
      return {
        keywords,
        words,
        current: options.current,
        size: options.size,
        total,
        pages: Math.ceil(total / options.size),
        facets,
        records: rows.map((r) => ({
          kind: r.kind as SearchKind,
          id: r.refId,
          title: r.title,
          titleHtml: highlight(r.title, words),
          snippetHtml: snippet(r.body, words),
          url: r.url,
          publishedAt: r.publishedAt.toISOString(),
        })),
      };
    },
  };
}
