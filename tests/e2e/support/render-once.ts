/**
 * A fresh process that renders one page and exits: what a page looks like
 * when nothing was rendered before it (tests/e2e/page-weight.test.ts).
 *   SNAPSHOT=<pglite dump> PAGE=/news/1 [COOKIE=jz_sid=…] tsx tests/e2e/support/render-once.ts
 * Prints {status, bytes, inlineCss} as JSON.
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
const page = process.env.PAGE;
if (!snapshot || !page) throw new Error('SNAPSHOT and PAGE are required');

const database = await openDatabase({ snapshot: new Blob([await readFile(snapshot)]) });
const kv = createMemoryKvStore();
// One thread: the render code is the same as on a worker, and the process starts faster.
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', SITE_URL: 'http://portal.test', DATA_DIR: path.dirname(snapshot), RENDER_WORKERS: process.env.RENDER_WORKERS ?? '0' });
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const app = await buildApp({ config, database, kv, events: createContentEvents(kv), pageBuild: { serverEntry: path.join(buildDir, 'server/index.js'), clientDir: path.join(buildDir, 'client') }, logger: false });
const res = await app.inject({ method: 'GET', url: page, headers: process.env.COOKIE ? { cookie: process.env.COOKIE } : {} });
process.stdout.write(JSON.stringify({ status: res.statusCode, bytes: res.rawPayload.length, inlineCss: inlineCssBytes(res.body) }));
await app.close();
await database.close();
