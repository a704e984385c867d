/**
 * What pages look like when nothing was rendered before them
 * (tests/e2e/page-weight.test.ts). One process opens the database snapshot
 * once, then renders each page with a server of its own whose single render
 * worker starts for it: a new JavaScript realm that loads the page build
 * afresh, so no module state (React, React Router, antd, the loader cache)
 * survives from one page to the next, as in a process started for that page.
 *   SNAPSHOT=<pglite dump> CASES='[{"path":"/news/1","cookie":"jz_sid=…"}]' tsx tests/e2e/support/render-fresh.ts
 * Prints [{status, bytes, inlineCss}] as JSON, in the order of CASES.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { createContentEvents } from '../../../server/platform/content-events';
import { createMemoryKvStore } from '../../../server/platform/kv-store';
import { inlineCssBytes } from './page-weight';

const snapshot = process.env.SNAPSHOT;
const cases = JSON.parse(process.env.CASES ?? '[]') as { path: string; cookie?: string }[];
if (!snapshot || cases.length === 0) throw new Error('SNAPSHOT and CASES are required');

const database = await openDatabase({ snapshot: new Blob([await readFile(snapshot)]) });
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', SITE_URL: 'http://portal.test', DATA_DIR: path.dirname(snapshot), RENDER_WORKERS: '1' });
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const results: { status: number; bytes: number; inlineCss: number }[] = [];
for (const c of cases) {
  const kv = createMemoryKvStore();
  const app = await buildApp({ config, database, kv, events: createContentEvents(kv), pageBuild: { serverEntry: path.join(buildDir, 'server/index.js'), clientDir: path.join(buildDir, 'client') }, logger: false });
  const res = await app.inject({ method: 'GET', url: c.path, headers: c.cookie ? { cookie: c.cookie } : {} });
  results.push({ status: res.statusCode, bytes: res.rawPayload.length, inlineCss: inlineCssBytes(res.body) });
  await app.close();
}
process.stdout.write(JSON.stringify(results));
await database.close();
