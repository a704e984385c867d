import { desc, getTableName, sql, type SQL } from 'drizzle-orm';
import { GIN_PENDING_LIST_KB, intArray, rowsOf, textArray, timestamptzArray, type Database } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import type { SearchKind } from '../../../common/search/options';
import { segmentForIndex } from './segment';

/** Newest matches taken from each source (titles, bodies) into the ranked window. */
export const CANDIDATES_PER_SOURCE = 50;

/**
 * News is most of the index. Knowledge articles and the smaller kinds also have GIN indexes of their own (migration
 * 0006), so when a word is in most news, news can be estimated while the other kinds are still counted in a few
 * milliseconds.
 */
export const LARGEST_KIND = 'NEWS' satisfies SearchKind;
/** Knowledge articles are the next largest kind: counted up to this many when news is estimated, "N+" past it. */
export const KNOW_CAP = 300;

/** Matches per kind, as counted. */
export type KindCount = { kind: SearchKind; n: number };
/** The newest body and title matches in the asked kind, when the counting pass saw every match. */
export type Windows = { bodyIds: number[]; titleIds: number[] };

/** Markers of the two window rows in the counting statement's answer (never a kind). */
const WINDOW_ROWS = { body: '~body', title: '~title' } as const;

export type SearchRepo = ReturnType<typeof createSearchRepo>;

/** The row estimate of an `explain (format json)` answer (PGlite parses the JSON, node-postgres may too, or not). */
function planRows(result: unknown): number {
  const cell = Object.values(rowsOf<Record<string, unknown>>(result)[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** The search index's queries. `query` is a tsquery, filters are `and …` fragments. */
export function createSearchRepo(db: Database, { matchCap }: { matchCap: number }) {
  /** Runs a statement with planner settings, which only live inside a transaction (`set_config(…, true)` is SET LOCAL). */
  const withPlanner = (settings: SQL, statement: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select ${settings}`);
      return tx.execute(statement);
    });
  // Matches come from the GIN bitmap: walking an index in date order would read (and decompress) each row's tsvector.
  const bitmapsOnly = sql`set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;
  const idsOf = (result: unknown) => rowsOf<{ id: number }>(result).map((r) => Number(r.id));

  /** Ids of the newest matches from the GIN bitmap, sorted by date: for words too rare to find by walking. */
  async function newestFromIndex(column: 'tsv' | 'title_tsv', filters: SQL): Promise<number[]> {
    const found = await withPlanner(
      sql`set_config('enable_indexscan', 'off', true)`,
      sql`select id from ${searchDocuments} where ${sql.raw(column)} @@ ${filters} order by published_at desc limit ${CANDIDATES_PER_SOURCE}`,
    );
    return idsOf(found);
  }

  return {
    /**
     * One pass over the matches, stopped at the cap: the count per kind and, with `windows`, from the same rows the
     * newest body and title matches in the asked kind. When the count stops short of the cap every match was seen, so
     * those windows are exact and no second pass reads the rows again; when it reaches the cap they are not worked out.
     */
    async countMatches(query: SQL, dateFilter: SQL, kindFilter: SQL, windows: boolean): Promise<{ counts: KindCount[]; windows?: Windows }> {
      const matched = sql`from ${searchDocuments} where tsv @@ ${query} ${dateFilter} limit ${matchCap}`;
      const statement = windows
        ? sql`
          with matches as materialized (select id, kind, published_at, title_tsv @@ ${query} as in_title ${matched}),
          facets as (select kind, count(*) as n from matches group by kind)
          select kind, n, null as ids from facets
          union all
          select ${WINDOW_ROWS.body}, 0, (select string_agg(id::text, ',') from (
            select id from matches where true ${kindFilter} order by published_at desc, id desc limit ${CANDIDATES_PER_SOURCE}) b)
          where (select sum(n) from facets) < ${matchCap}
          union all
          select ${WINDOW_ROWS.title}, 0, (select string_agg(id::text, ',') from (
            select id from matches where in_title ${kindFilter} order by published_at desc, id desc limit ${CANDIDATES_PER_SOURCE}) t)
          where (select sum(n) from facets) < ${matchCap}`
        : sql`select kind, count(*) as n, null as ids from (select kind ${matched}) matches group by kind`;
      const rows = rowsOf<{ kind: string; n: number | string; ids: string | null }>(await withPlanner(bitmapsOnly, statement));
      const body = rows.find((r) => r.kind === WINDOW_ROWS.body);
      const title = rows.find((r) => r.kind === WINDOW_ROWS.title);
      const split = (ids: string | null) => (ids ?? '').split(',').filter(Boolean).map(Number);
      return {
        counts: rows.filter((r) => r !== body && r !== title).map((r) => ({ kind: r.kind as SearchKind, n: Number(r.n) })),
        windows: body && title ? { bodyIds: split(body.ids), titleIds: split(title.ids) } : undefined,
      };
    },

    /**
     * Matches of every kind but news, each group from its own GIN index (the predicates are written as in the
     * indexes, so the planner can use them): knowledge articles up to KNOW_CAP, the smaller kinds (standards, policies,
     * papers, courses, materials, tenders, solutions, help) up to the cap.
     */
    async countBesidesNews(query: SQL, dateFilter: SQL): Promise<KindCount[]> {
      const result = await withPlanner(
        bitmapsOnly,
        sql`
          select 'KNOW' as kind, count(*) as n from (
            select 1 from ${searchDocuments} where (kind = 'KNOW') is true and tsv @@ ${query} ${dateFilter} limit ${KNOW_CAP}
          ) know having count(*) > 0
          union all
          select kind, count(*) from (
            select kind from ${searchDocuments} where kind not in ('NEWS', 'KNOW') and tsv @@ ${query} ${dateFilter} limit ${matchCap}
          ) rest group by kind`,
      );
      return rowsOf<{ kind: SearchKind; n: number | string }>(result).map((r) => ({ kind: r.kind, n: Number(r.n) }));
    },

    /**
     * The planner's estimate of the news matches, from the table statistics: a plan is made, nothing is read. Close for
     * a frequent word (its share is sampled); for several words it assumes they are independent, and since words
     * searched together tend to go together, it is then usually low.
     */
    async estimateNewsMatches(query: SQL, dateFilter: SQL): Promise<number> {
      return planRows(await db.execute(sql`explain (format json) select 1 from ${searchDocuments} where kind = ${LARGEST_KIND} and tsv @@ ${query} ${dateFilter}`));
    },

    newestFromIndex,

    /**
     * The newest matches of a common word: walking the newest rows of the kind and range in date order finds them a
     * few rows apart. The walk stops after `rows` rows, so a word that turns out rarer costs a bounded read before the
     * GIN bitmap is used; a full window found by walking is exact.
     */
    async newestByWalk(column: 'tsv' | 'title_tsv', query: SQL, scope: SQL, rows: number): Promise<number[]> {
      const walked = idsOf(
        await db.execute(sql`
          select id from (
            select id, ${sql.raw(column)} as words, published_at from ${searchDocuments} where true ${scope}
            order by published_at desc limit ${rows}
          ) newest where words @@ ${query} order by published_at desc limit ${CANDIDATES_PER_SOURCE}`),
      );
      return walked.length === CANDIDATES_PER_SOURCE ? walked : newestFromIndex(column, sql`${query} ${scope}`);
    },

    /**
     * How far back the 50th news match is, walking the newest news (of the date range) at most `rows` rows: the
     * density of the words in recent news, or undefined when fewer than 50 of those rows match. Rows are tested one by
     * one (each test decompresses a tsvector) and the walk stops at the 50th match.
     */
    async rowsToFiftiethNewsMatch(query: SQL, dateFilter: SQL, rows: number): Promise<number | undefined> {
      const found = rowsOf<{ n: number | string }>(
        await db.execute(sql`
          select n from (
            select row_number() over (order by published_at desc) as n, tsv @@ ${query} as hit from (
              select tsv, published_at from ${searchDocuments} where kind = ${LARGEST_KIND} ${dateFilter}
              order by published_at desc limit ${rows}
            ) newest
          ) walked where hit offset ${CANDIDATES_PER_SOURCE - 1} limit 1`),
      );
      return found[0] ? Number(found[0].n) : undefined;
    },

    /** The planner's estimate of the news documents in a date range (from the table statistics). */
    async estimateNewsRows(dateFilter: SQL): Promise<number> {
      return planRows(await db.execute(sql`explain (format json) select 1 from ${searchDocuments} where kind = ${LARGEST_KIND} ${dateFilter}`));
    },

    /** Candidates in ranked order: title matches first, then ts_rank_cd over title and body, then newest. */
    async rank(candidates: number[], query: SQL): Promise<number[]> {
      if (candidates.length === 0) return [];
      return idsOf(
        await db.execute(sql`
          select d.id from ${searchDocuments} d
          where d.id = any(${intArray(candidates)})
          order by (d.title_tsv @@ ${query}) desc, ts_rank_cd(d.tsv, ${query}) desc, d.published_at desc, d.id desc`),
      );
    },

    /** The documents of one page, in no particular order. */
    async documents(ids: number[]) {
      if (ids.length === 0) return [];
      return rowsOf<{ id: number; kind: SearchKind; ref_id: number; title: string; body: string; url: string; published_at: string | Date }>(
        await db.execute(sql`
          select d.id, d.kind, d.ref_id, d.title, d.body, d.url, d.published_at from ${searchDocuments} d
          where d.id = any(${intArray(ids)})`),
      );
    },

    /** Every indexed page, newest first. */
    sitemapEntries(limit: number) {
      return db
        .select({ url: searchDocuments.url, publishedAt: searchDocuments.publishedAt })
        .from(searchDocuments)
        .orderBy(desc(searchDocuments.publishedAt))
        .limit(limit);
    },
  };
}

/** One item of any kind as the index takes it: every writer of content hands its items over in this shape. */
export type SearchSource = { kind: SearchKind; refId: number; title: string; text: string; url: string; publishedAt: Date };

/** Body text kept for snippets and indexing; longer articles are indexed by their opening. */
const BODY_LIMIT = 3000;

/** A document with its words cut: segmentation is the JavaScript half of indexing, which bulk writers do ahead. */
export type SegmentedDocument = SearchSource & { body: string; titleWords: string; bodyWords: string };

/** Cuts a source's title and body into words (decision 0006); longer bodies are cut and kept by their opening. */
export function segmentDocument(source: SearchSource): SegmentedDocument {
  const body = source.text.slice(0, BODY_LIMIT);
  return { ...source, body, titleWords: segmentForIndex(source.title), bodyWords: segmentForIndex(body) };
}

/**
 * Adds or replaces documents in the index (title weighted above body, both segmented here: decision 0006). Call inside
 * the writer's transaction, so an item and its document are written together, and announce the change afterwards.
 */
export async function upsertSearchDocuments(db: Database, sources: SearchSource[]): Promise<void> {
  await writeSearchDocuments(db, sources.map(segmentDocument));
}

/** Writes documents whose words are already cut (`segmentDocument`); as `upsertSearchDocuments` otherwise. */
export async function writeSearchDocuments(db: Database, documents: SegmentedDocument[]): Promise<void> {
  if (documents.length === 0) return;
  // One array per column, so a statement has eight parameters however many documents it writes: building and binding
  // thousands of parameters cost more than the insert (decision 0050).
  await db.execute(sql`
    insert into ${searchDocuments} (kind, ref_id, title, body, url, published_at, tsv, title_tsv)
    select d.kind, d.ref_id, d.title, d.body, d.url, d.published_at,
      setweight(t.title_tsv, 'A') || setweight(to_tsvector('simple', d.body_words), 'B'),
      t.title_tsv
    from unnest(
      ${textArray(documents.map((d) => d.kind))}, ${intArray(documents.map((d) => d.refId))}, ${textArray(documents.map((d) => d.title))},
      ${textArray(documents.map((d) => d.body))}, ${textArray(documents.map((d) => d.url))}, ${timestamptzArray(documents.map((d) => d.publishedAt))},
      ${textArray(documents.map((d) => d.titleWords))}, ${textArray(documents.map((d) => d.bodyWords))}
    ) as d(kind, ref_id, title, body, url, published_at, title_words, body_words)
    -- The title's vector once, for both columns.
    cross join lateral (select to_tsvector('simple', d.title_words) as title_tsv) t
    on conflict (kind, ref_id) do update set
      title = excluded.title, body = excluded.body, url = excluded.url, published_at = excluded.published_at,
      tsv = excluded.tsv, title_tsv = excluded.title_tsv`);
}

/**
 * Runs `write` (many search documents, inside the caller's transaction) with the search indexes' pending lists raised
 * from 64 kB to 64 MB for that transaction, then merges the lists before the caller commits (decision 0050). Entry by
 * entry, a GIN insert walks the tree once per word of every document; from the pending list the words are merged
 * sorted, each once per pass. 5 000 tender notices: 7.6 → 3.7 s on PostgreSQL, 10.0 → 5.5 s on PGlite. Searches never
 * see the big list: another session scans it only while this transaction runs, and it is merged before the commit.
 */
export async function bulkIndexing<T>(tx: Database, write: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local gin_pending_list_limit = '64MB'`);
  await tx.execute(sql`set local work_mem = '64MB'`);
  const result = await write();
  await tx.execute(sql`
    select gin_clean_pending_list(i.indexrelid) from pg_index i
    join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid = ${getTableName(searchDocuments)}::regclass and a.amname = 'gin'`);
  // Back to the session's limit (SET LOCAL … TO DEFAULT would be PostgreSQL's 4 MB under PGlite, whose sessions SET it).
  await tx.execute(sql.raw(`set local gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`));
  await tx.execute(sql`set local work_mem to default`);
  return result;
}
