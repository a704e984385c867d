import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** An hour: often enough that a day's queue rows, sessions and alerts marked seen are reclaimed the same day. */
export const PGLITE_VACUUM_INTERVAL_MS = 3_600_000;

/**
 * PGlite runs PostgreSQL in single-user mode, with no autovacuum (decision
 * 0048). Rows deleted or updated stay on disk as dead tuples until a VACUUM:
 * the matching queue, sessions, alerts marked seen, and every scan reads
 * them. The serving process therefore runs a plain `VACUUM` of the database
 * every hour. It skips the pages the visibility map says are clean, so on a
 * quiet hour it costs little. PostgreSQL servers have their own autovacuum,
 * so nothing runs there.
 */
export function startPgliteMaintenance({ database, log, intervalMs = PGLITE_VACUUM_INTERVAL_MS }: { database: DatabaseHandle; log: Log; intervalMs?: number }) {
  if (database.kind !== 'pglite') return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      const started = performance.now();
      try {
        await vacuumPglite(database);
        log.info({ ms: Math.round(performance.now() - started) }, 'pglite: vacuum done');
      } catch (err) {
        log.error({ err }, 'pglite: vacuum failed');
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** One pass: what the timer runs, and what tests call. */
export const vacuumPglite = (database: DatabaseHandle) => database.db.execute(sql`vacuum`);
