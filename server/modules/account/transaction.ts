import type { Database } from '../../db/client';

/**
 * Runs `work` in one transaction, handing it the transaction as a Database:
 * the repos take either, and on PGlite a query on the outer handle inside a
 * transaction would wait for that transaction forever.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
