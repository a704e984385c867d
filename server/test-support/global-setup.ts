import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { assertPageBuild } from './page-build';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Creating and migrating PGlite takes seconds; restoring a migrated
 * snapshot takes about one. Each test file restores its own copy.
 */
export default async function setup(project: TestProject) {
  assertPageBuild();
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const handle = await openDatabase({});
  await handle.migrate();
  const blob = await handle.dumpSnapshot!();
  await handle.close();
  project.provide('pgliteSnapshot', Buffer.from(await blob.arrayBuffer()).toString('base64'));
}
