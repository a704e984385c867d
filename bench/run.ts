/**
 * npm run bench — load figures, not a test.
 *
 * Builds (or reuses) a seeded PGlite database of ≥ 10 000 articles under
 * .tmp/bench-data, then:
 *  - pages (bench/pages.ts): the seven pages a visitor meets first, with their
 *    weight, req/s from the page cache, fresh renders logged in and with the
 *    page cache off, each against a bare Node server answering the same bytes,
 *    and Lighthouse mobile;
 *  - POST /api/news/pub/dirNews, a list answer of the API;
 *  - auth (bench/auth.ts), the information portal with 200 000 documents
 *    (bench/information.ts) and tenders (bench/tender.ts: the logged-in list,
 *    matching and import; `npm run bench:tender` alone).
 * Writes everything to bench/results.json.
 *
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_ARTICLES (10000),
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_WARMUP_SECONDS (3), BENCH_STEADY_SECONDS (42), BENCH_ONLY=pages (skip auth, information and chat); for the information part BENCH_DOCUMENTS (200000), BENCH_PG_URL, BENCH_REDIS_URL.
 * BENCH_ONLY=chat runs only live chat and beacon ingest (bench/chat.ts: BENCH_CHAT_VISITORS 2000, BENCH_CHAT_RATE 100/s).
 * `npm run bench:information` and `npm run bench:chat` run only that part.
 */
import { writeFile, mkdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { addSyntheticArticles, isSeeded, seedDemoContent } from '../server/db/seed';
import { seedDemoAccounts } from '../server/modules/auth/demo-accounts';
import { newsArticles } from '../server/db/schema';
import { runAuthBench } from './auth';
import { runInformationBench } from './information';
import { runTenderBench } from './tender';
import { runPagesBench, startPortal, stop } from './pages';
import { runChatBench } from './chat';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targetArticles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const dataDir = path.resolve('.tmp/bench-data');

async function prepareDatabase() {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await handle.migrate();
  if (!(await isSeeded(handle.db))) await seedDemoContent({ db: handle.db });
  await seedDemoAccounts(handle.db);
  const have = await handle.db.$count(newsArticles);
  if (have < targetArticles) await addSyntheticArticles({ db: handle.db, count: targetArticles - have, seed: 99 });
  const total = await handle.db.$count(newsArticles);
  await handle.close();
  return total;
}

async function apiList(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const portal = await startPortal({ port, dataDir, pageCache: true });
  try {
    const dirs = (await (await fetch(`${base}/api/news/pub/newsDirList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { data: { id: number }[] };
    const result = await autocannon({
      url: `${base}/api/news/pub/dirNews`,
      connections,
      duration: seconds,
      method: 'POST',
      body: JSON.stringify({ dirId: dirs.data[0]!.id, current: 2, size: 20 }),
      headers: { 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
    });
    const figures = { reqPerSec: Math.round(result.requests.average), stddev: Math.round(result.requests.stddev), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
    console.log(`\nAPI POST /api/news/pub/dirNews: ${figures.reqPerSec}±${figures.stddev} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms`);
    return figures;
  } finally {
    await stop(portal);
  }
}

async function main() {
  // Live chat and beacons need no article database: BENCH_ONLY=chat runs them alone.
  if (process.env.BENCH_ONLY === 'chat') {
    await runChatBench({ seconds, connections });
    return;
  }
  console.log(`Preparing the bench database in ${path.relative('.', dataDir)} …`);
  const articles = await prepareDatabase();
  console.log(`  ${articles} articles; ${cpus().length} CPUs; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  const pages = await runPagesBench({ dataDir, seconds, connections });
  const api = await apiList(3905);
  const results: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: loadavg() },
    settings: { seconds, connections, articles },
    ...pages,
    api,
  };
  await mkdir('bench', { recursive: true });
  await writeFile('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log('Wrote bench/results.json');
  // BENCH_ONLY=pages stops here (the page figures alone take about ten minutes).
  if (process.env.BENCH_ONLY === 'pages') return;
  await runAuthBench({ seconds, connections });
  const information = await runInformationBench({ seconds, connections });
  const saved = JSON.parse(await readFile('bench/results.json', 'utf8')) as Record<string, unknown>;
  await writeFile('bench/results.json', JSON.stringify({ ...saved, information }, null, 2) + '\n');
  await runChatBench({ seconds, connections });
  const tender = await runTenderBench({ seconds, connections });
  // The chat part added its figures to the file: read it again so that they stay.
  const withChat = JSON.parse(await readFile('bench/results.json', 'utf8')) as Record<string, unknown>;
  await writeFile('bench/results.json', JSON.stringify({ ...withChat, tender }, null, 2) + '\n');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
