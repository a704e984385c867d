import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app';
import { rowsOf, type DatabaseHandle } from './client';
import { startPgliteMaintenance } from './pglite-maintenance';
import { outboxMessages } from './schema';

const quietLog = { info: () => {}, error: () => {} };

describe('the embedded database reclaims deleted rows without autovacuum (decision 0048)', () => {
  let database: DatabaseHandle;
  const sizeOfOutbox = async () => Number(rowsOf<{ n: string }>(await database.db.execute(sql`select pg_relation_size('outbox_messages') as n`))[0]!.n);

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('vacuums on its timer under PGlite, so a table whose rows were all deleted shrinks back to nothing; on PostgreSQL it leaves that to autovacuum', async () => {
    await database.db.insert(outboxMessages).values(
      Array.from({ length: 2000 }, (_, i) => ({ channel: 'email', recipient: `u${i}@example.com`, subject: '招标订阅日报', body: '新信息'.repeat(60) })),
    );
    await database.db.delete(outboxMessages);
    const before = await sizeOfOutbox();
    // The deleted rows still take their pages: nothing has vacuumed yet.
    expect(before).toBeGreaterThan(100_000);

    const maintenance = startPgliteMaintenance({ database, log: quietLog, intervalMs: 50 });
    try {
      if (database.kind === 'pglite') await expect.poll(sizeOfOutbox, { timeout: 20_000 }).toBe(0);
      else {
        await new Promise((r) => setTimeout(r, 300));
        // No timer runs on a PostgreSQL server: no manual vacuum of the table (its autovacuum may come by, and counts apart).
        const [stats] = rowsOf<{ last_vacuum: string | null }>(await database.db.execute(sql`select last_vacuum from pg_stat_user_tables where relname = 'outbox_messages'`));
        expect(stats).toEqual({ last_vacuum: null });
      }
    } finally {
      await maintenance.stop();
    }
  });
});
