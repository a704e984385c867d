import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import type { SearchKind } from '../../../common/search/options';

export type LatestRow = { kind: SearchKind; refId: number; title: string; url: string; publishedAt: Date };

/**
 * The information home reads every kind through the search index: one table
 * that already holds each item's title, address and date, indexed by (kind, date).
 */
export function createInformationRepo(db: Database) {
  return {
    async countsByKind(): Promise<Map<string, number>> {
      const result = await db.execute(sql`select kind, count(*) as n from search_documents group by kind`);
      return new Map(rowsOf<{ kind: string; n: number | string }>(result).map((r) => [r.kind, Number(r.n)]));
    },

    /** The newest `perKind` items of each kind, one index scan per kind. */
    async latestByKind(kinds: readonly SearchKind[], perKind: number): Promise<LatestRow[]> {
      // Kinds are fixed upper-case codes, so the array literal needs no quoting.
      const result = await db.execute(sql`
        select k.kind, d.ref_id, d.title, d.url, d.published_at
        from unnest(${`{${kinds.join(',')}}`}::varchar[]) as k(kind)
        cross join lateral (
          select ref_id, title, url, published_at from search_documents
          where search_documents.kind = k.kind
          order by published_at desc
          limit ${perKind}
        ) d`);
      return rowsOf<{ kind: SearchKind; ref_id: number; title: string; url: string; published_at: string | Date }>(result).map((r) => ({ kind: r.kind, refId: Number(r.ref_id), title: r.title, url: r.url, publishedAt: new Date(r.published_at) }));
    },
  };
}
