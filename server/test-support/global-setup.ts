import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { assertPageBuild } from './page-build';
import { testPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite database (a tar of its data folder) that each test file restores. */
    pgliteSnapshot: string;
    /** TEST_DB=postgres: a migrated database on the TEST_DATABASE_URL server that each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Creating and migrating a database takes seconds on PGlite and about half a
 * second on PostgreSQL; copying a migrated one takes about one second and
 * 70 ms. So the migrations run once here, and each test file gets a copy:
 * PGlite restores the snapshot, PostgreSQL creates its database from the
 * template (dropped when the run ends).
 *
 * The snapshot goes to the test files as a file's path, not as its contents:
 * vitest sends what a global setup provides to the worker with every test
 * file, and 64 copies of a 59 MB base64 string over the workers' channel cost
 * more CPU than any test file (decision 0055).
 */
export default async function setup(project: TestProject) {
  assertPageBuild();
  // The project's env (vitest.config.ts) is not in process.env here: global setups run in vitest's main process.
  if ((project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres') {
    project.provide('pgliteSnapshot', '');
    const template = await createPostgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  const handle = await openDatabase({});
  await handle.migrate();
  const blob = await handle.dumpSnapshot!();
  await handle.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function createPostgresTemplate() {
  const server = testPostgresServer();
  const name = await server.create('portal_template');
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ databaseUrl: server.urlOf(name), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { name, drop: () => server.drop(name) };
}
