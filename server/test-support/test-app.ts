import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createContentEvents } from '../platform/content-events';
import { createMemoryKvStore, createRedisKvStore, type KvStore } from '../platform/kv-store';
import { pageBuild } from './page-build';
import { testPostgresServer } from './postgres-server';

/**
 * A database of its own for one test file: a PGlite copy of the migrated
 * snapshot, or (TEST_DB=postgres) a copy of the migrated template database on
 * the TEST_DATABASE_URL server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ snapshot: new Blob([await readFile(inject('pgliteSnapshot'))]) });
  }
  const server = testPostgresServer();
  // A copy of the database the global setup migrated (global-setup.ts).
  const name = await server.create('portal_test', inject('postgresTemplate'));
  const handle = await openDatabase({ databaseUrl: server.urlOf(name), poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.drop(name);
    },
  };
}

/** Redis (with a key prefix of its own) when TEST_REDIS_URL is set and the run is on PostgreSQL; memory otherwise. */
export async function openTestKv(): Promise<KvStore> {
  const url = process.env.TEST_REDIS_URL;
  if (url && process.env.TEST_DB === 'postgres') return createRedisKvStore(url, `test:${randomBytes(4).toString('hex')}:`);
  return createMemoryKvStore();
}

/** Uploads of a test run go to a temporary folder, never to ./data. */
export const testSiteEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SITE_URL: 'http://portal.test',
  DATA_DIR: path.join(tmpdir(), `portal-test-${process.pid}`),
} as const;

/** The real Fastify instance, composed as in production (API, health checks, pages), on a fresh database, driven with app.inject(). */
export async function createTestApp({ env = {} }: { env?: Record<string, string> } = {}) {
  const database = await openTestDatabase();
  const kv = await openTestKv();
  const events = createContentEvents(kv);
  await events.start();
  const config = loadConfig({ ...testSiteEnv, ...env });
  const app = await buildApp({ config, database, kv, events, ...pageBuild(), logger: false });
  await app.ready();
  return {
    app,
    database,
    kv,
    db: database.db,
    services: app.services,
    async close() {
      await app.close();
      await kv.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
