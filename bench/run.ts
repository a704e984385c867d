/**
 * npm run bench — load figures for the pages and one API list, not a test.
 *
 * Starts the production server on a seeded PGlite database (≥ 10 000
 * articles), loads each target with autocannon on 127.0.0.1 for a bounded
 * time, does the same against a bare Node http server answering the home
 * page's bytes (the ceiling for one Node process), measures the home page's
 * first-load JavaScript, prints a table and writes bench/results.json.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_ARTICLES (10000);
 * for the information-portal part (bench/information.ts) BENCH_DOCUMENTS (200000) and BENCH_PG_URL.
 * `npm run bench:information` runs only that part.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForReady } from './wait-for-ready';
import { openDatabase } from '../server/db/client';
import { addSyntheticArticles, isSeeded, seedDemoContent } from '../server/db/seed';
import { newsArticles } from '../server/db/schema';
import { runAuthBench } from './auth';
import { runInformationBench } from './information';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targetArticles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const dataDir = path.resolve('.tmp/bench-data');
const root = path.resolve('.');

async function prepareDatabase() {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await handle.migrate();
  if (!(await isSeeded(handle.db))) await seedDemoContent({ db: handle.db });
  const have = await handle.db.$count(newsArticles);
  if (have < targetArticles) await addSyntheticArticles({ db: handle.db, count: targetArticles - have, seed: 99 });
  const total = await handle.db.$count(newsArticles);
  await handle.close();
  return total;
}


async function startPortal(port: number, pageCache: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PAGE_CACHE: pageCache ? '1' : '0', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(`http://127.0.0.1:${port}/readyz`, child);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

type Figures = { name: string; url: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

async function load(name: string, url: string, options: { method?: 'GET' | 'POST'; body?: string } = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'accept-encoding': 'gzip, br', ...(options.body ? { 'content-type': 'application/json' } : {}) },
  });
  const figures = {
    name,
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${name.padEnd(34)} ${String(figures.reqPerSec).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ''}`);
  return figures;
}

/** The home page's first-load JavaScript: every module it preloads or imports, gzipped. */
async function firstLoadJs(html: string) {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/from\s*"(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  let gzipped = 0;
  let raw = 0;
  for (const file of files) {
    const body = await readFile(path.join(root, 'build/client', file));
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzipped / 1024).toFixed(1) };
}

function startBareServer(port: number, body: string) {
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }); res.end(body); }).listen(${port}, '127.0.0.1', () => process.send && process.send('up'));
  `;
  const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, BODY: Buffer.from(body).toString('base64') }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise<ChildProcess>((resolve) => child.once('message', () => resolve(child)));
}

async function main() {
  console.log(`Preparing the bench database in ${path.relative(root, dataDir)} …`);
  const articles = await prepareDatabase();
  console.log(`  ${articles} articles`);

  const port = 3901;
  const base = `http://127.0.0.1:${port}`;
  let portal = await startPortal(port, true);
  const dirs = (await (await fetch(`${base}/api/news/pub/newsDirList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { data: { id: number; children: { id: number }[] }[] };
  const listId = dirs.data[0]!.id;
  const list = (await (await fetch(`${base}/api/news/pub/dirNews`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ dirId: listId, current: 1, size: 20 }) })).json()) as { records: { id: number }[] };
  const articleId = list.records[0]!.id;
  const homeHtml = await (await fetch(`${base}/`)).text();
  const js = await firstLoadJs(homeHtml);

  const targets = [
    { name: 'home /', url: `${base}/` },
    { name: `news list /news/list/${listId}`, url: `${base}/news/list/${listId}` },
    { name: `news detail /news/${articleId}`, url: `${base}/news/${articleId}` },
  ];
  const apiBody = JSON.stringify({ dirId: listId, current: 2, size: 20 });

  console.log(`\nPage cache on (${connections} connections, ${seconds} s each):`);
  const cached: Figures[] = [];
  for (const t of targets) {
    await fetch(t.url); // warm the cache, as any first visitor would
    cached.push(await load(t.name, t.url));
  }
  const apiFigures = await load('API POST /api/news/pub/dirNews', `${base}/api/news/pub/dirNews`, { method: 'POST', body: apiBody });
  await stop(portal);

  console.log('\nPage cache off:');
  portal = await startPortal(port, false);
  const uncached: Figures[] = [];
  for (const t of targets) uncached.push(await load(t.name, t.url));
  await stop(portal);

  console.log('\nBare Node http server, same bytes as the home page:');
  const barePort = 3902;
  const bare = await startBareServer(barePort, homeHtml);
  const bareFigures = await load('bare node http', `http://127.0.0.1:${barePort}/`);
  bare.kill();

  const ratio = (f: Figures) => +(f.reqPerSec / bareFigures.reqPerSec).toFixed(3);
  const budgets = {
    homeCached: { reqPerSec: 1500, p99: 80 },
    detailCached: { reqPerSec: 1500, p99: 80 },
    uncached: { reqPerSec: 300 },
    firstLoadJsGzipKB: 180,
  };
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    settings: { seconds, connections, articles },
    cached: cached.map((f) => ({ ...f, ratioToBare: ratio(f) })),
    uncached: uncached.map((f) => ({ ...f, ratioToBare: ratio(f) })),
    api: apiFigures,
    bare: bareFigures,
    firstLoadJs: js,
    budgets,
    verdict: {
      homeCached: cached[0]!.reqPerSec >= 1500 && cached[0]!.p99 <= 80,
      detailCached: cached[2]!.reqPerSec >= 1500 && cached[2]!.p99 <= 80,
      uncachedAll: uncached.every((f) => f.reqPerSec >= 300),
      firstLoadJs: js.gzipKB <= 180,
    },
  };
  console.log(`\nRatio to the bare server (cache on): ${cached.map((f) => `${f.name.split(' ')[0]} ${ratio(f)}`).join(', ')}`);
  console.log(`Home first-load JavaScript: ${js.gzipKB} KB gzipped (${js.rawKB} KB raw, ${js.files} files); budget ${budgets.firstLoadJsGzipKB} KB`);
  console.log('Verdict:', results.verdict);
  await mkdir('bench', { recursive: true });
  await writeFile('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log('Wrote bench/results.json');
  await runAuthBench({ seconds, connections });
  const information = await runInformationBench({ seconds, connections });
  const saved = JSON.parse(await readFile('bench/results.json', 'utf8')) as Record<string, unknown>;
  await writeFile('bench/results.json', JSON.stringify({ ...saved, information }, null, 2) + '\n');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
