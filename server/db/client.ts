import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw `db.execute`: PGlite and node-postgres both answer `{ rows }`; the shared Database type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Ids as one int[] parameter, so a statement has one placeholder however many ids it takes (null elements are NULL). */
export const intArray = (ids: (number | null)[]) => sql`${`{${ids.map((v) => v ?? 'NULL').join(',')}}`}::int[]`;
/** Whole numbers as one bigint[] parameter, like `intArray`. */
export const bigintArray = (values: (number | null)[]) => sql`${`{${values.map((v) => v ?? 'NULL').join(',')}}`}::bigint[]`;
/** Texts as one text[] parameter, like `intArray`: each element quoted, its quotes and backslashes escaped. */
export const textArray = (values: (string | null)[]) =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`}::text[]`;
/** Times as one timestamptz[] parameter, like `intArray`. */
export const timestamptzArray = (times: (Date | null)[]) => sql`${`{${times.map((t) => t?.toISOString() ?? 'NULL').join(',')}}`}::timestamptz[]`;

/** A unique key refused the row (PostgreSQL 23505), whether the driver's error or drizzle's wrapper of it came. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | undefined;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, used to clone migrated test databases fast. */
  dumpSnapshot?(): Promise<Blob>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Settings of every session, PostgreSQL's (startup options) and PGlite's alike. The search indexes' pending lists stay
 * at 64 kB, so no search scans more unmerged entries than that (migration 0005); it is a setting rather than a storage
 * parameter of the indexes so that a bulk writer can raise it for its own transaction (`bulkIndexing`, decision 0050).
 */
export const GIN_PENDING_LIST_KB = 64;
export const SESSION_SETTINGS = [['gin_pending_list_limit', String(GIN_PENDING_LIST_KB)]] as const;

export type OpenDatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir?: string; snapshot?: Blob };

/**
 * Opens the embedded PGlite database (a folder, or memory when no folder is
 * given) or a pooled connection to a PostgreSQL server. Both run the same
 * migrations and the same Drizzle queries.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c ${SESSION_SETTINGS.map(([k, v]) => `${k}=${v}`).join(' -c ')}`,
    });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    extensions: { pg_trgm },
  });
  for (const [name, value] of SESSION_SETTINGS) await client.exec(`set ${name} = ${value}`);
  const pgliteDb = drizzlePglite(withoutPerQueryParsers(client), { schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    ping: () => ping(db),
    close: () => client.close(),
    dumpSnapshot: async () => {
      const dump = await client.dumpDataDir('none');
      return dump;
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drizzle hands PGlite a `parsers` map on every query (to keep timestamps as
 * strings), and PGlite then spends about a millisecond per query merging it:
 * more than the query itself. PGlite's own parsers give Dates, which
 * Drizzle's timestamp columns accept as they are, so the map is dropped.
 * Measured: `select 1` 1.5 ms → 0.4 ms; a page's queries about 3× faster.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(query, params, options ? { ...options, parsers: undefined } : options);
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
