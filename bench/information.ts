/**
 * Information-portal figures for `npm run bench` (issue #4): search latency and
 * list-page throughput with 200 000 documents in the search index.
 *
 * For each database — the embedded PGlite (always) and PostgreSQL (when
 * BENCH_PG_URL is set, e.g. postgres://postgres@127.0.0.1:5432/portal_bench;
 * the database is created if missing) — it seeds the demo content, adds
 * synthetic articles until the index holds BENCH_DOCUMENTS documents (kept
 * between runs), starts the production server and measures:
 *  - search: one request at a time over a fixed list of queries (common and
 *    rare words, standard numbers, mixed Chinese and English, kind and date
 *    filters); p50, p95 and max of the answer time for the first ask of each
 *    query in a new process, for five more rounds (answered from the per-query
 *    cache), and, with BENCH_REDIS_URL (the server then uses that Redis), for
 *    one more round after a content change announced over Redis has dropped
 *    that cache, on a now warm database;
 *  - list pages at BENCH_CONNECTIONS connections with the page cache on (the
 *    product's setting) and off.
 * Budgets: search p95 ≤ 50 ms; list pages ≥ 1 000 req/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { waitUntilReady } from '../scripts/wait-until-ready';
import { latencyOf, type Latency } from './stats';
import { serverNodeFlags } from './pages';
import { openDatabase } from '../server/db/client';
import { addSyntheticArticles, isSeeded, seedDemoContent } from '../server/db/seed';
import { searchDocuments } from '../server/db/schema';
import { createRedisKvStore } from '../server/platform/kv-store';
import { createContentEvents } from '../server/platform/content-events';

const root = path.resolve('.');
const documents = Number(process.env.BENCH_DOCUMENTS ?? 200_000);

export const searchQueries = [
  { keywords: '计量' },
  { keywords: '地铁' },
  { keywords: '招标' },
  { keywords: '计量支付' },
  { keywords: '智慧工地' },
  { keywords: 'BIM 平台' },
  { keywords: '长沙地铁' },
  { keywords: '盾构隧道' },
  { keywords: 'GB50857' },
  { keywords: 'GB 50500-2013' },
  { keywords: 'JTG F80' },
  { keywords: '变更 索赔' },
  { keywords: '中期计量证书' },
  { keywords: '质量 安全 检查' },
  { keywords: '水利 工程 验收' },
  { keywords: '港口码头' },
  { keywords: '施工日志模板' },
  { keywords: 'ERP 上线' },
  { keywords: '如何导入计量清单' },
  { keywords: '进度款' },
  { keywords: '计量', kind: 'NEWS' },
  { keywords: '地铁', kind: 'NORMAL' },
  { keywords: '计量支付', range: '1m' },
  { keywords: '智慧工地', kind: 'VIDEO' },
  { keywords: 'BIM', kind: 'DOWNLOAD' },
  { keywords: '计量', current: 3 },
] as const;

/** Searches of other words, asked before the measured ones (see measureSearch). */
const warmUpQueries = [
  { keywords: '工程' },
  { keywords: '施工 管理' },
  { keywords: '合同', range: '1m' },
  { keywords: '设计', kind: 'NORMAL' },
  { keywords: '监理', range: '3m' },
  { keywords: '项目', current: 2 },
  { keywords: '桥梁 检测' },
  { keywords: '造价', kind: 'NEWS' },
  { keywords: 'GB 50300' },
  { keywords: '隧道 施工 方案' },
];

type PageFigures = { name: string; url: string; reqPerSec: number; p50: number; p99: number; non2xx: number };

export type InformationFigures = {
  database: 'pglite' | 'postgres';
  documents: number;
  search: { firstAsk: Latency; repeated: Latency; slowestFirstAsks: { query: string; ms: number }[]; afterChange?: Latency; budgetP95: number; firstAskMet: boolean; repeatedMet: boolean; afterChangeMet?: boolean };
  pagesCached: PageFigures[];
  pagesUncached: PageFigures[];
  listBudget: number;
  listMet: boolean;
};

/** Seeds a bench database up to BENCH_DOCUMENTS indexed documents (kept between runs). */
export async function prepare(target: { dataDir?: string; databaseUrl?: string }): Promise<number> {
  if (target.databaseUrl) await ensurePostgresDatabase(target.databaseUrl);
  const handle = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: path.join(target.dataDir!, 'pglite') });
  await handle.migrate();
  if (!(await isSeeded(handle.db))) await seedDemoContent({ db: handle.db });
  const have = await indexed(handle.db);
  if (have < documents) {
    const started = Date.now();
    console.log(`  adding ${documents - have} synthetic articles (once; kept between runs) …`);
    await addSyntheticArticles({
      db: handle.db,
      count: documents - have,
      seed: 99,
      onProgress: (done, total) => {
        if (done % 20_000 === 0 || done === total) console.log(`    ${done}/${total} after ${Math.round((Date.now() - started) / 1000)} s`);
      },
    });
  }
  const total = await indexed(handle.db);
  await handle.close();
  return total;
}

async function indexed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [row] = await db.select({ n: count() }).from(searchDocuments);
  return row?.n ?? 0;
}

export async function ensurePostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_PG_URL needs a plain database name, got "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
}

function startServer(port: number, target: { dataDir: string; databaseUrl?: string }, pageCache: boolean, redisUrl = '') {
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      PAGE_CACHE: pageCache ? '1' : '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitUntilReady(`http://127.0.0.1:${port}/readyz`, { child }).then(() => child);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}


/**
 * Two figures: the first ask of each query after the server starts (nothing remembered: the count and ranking window
 * are computed from the index) and the same queries asked again over several rounds (served from the per-query
 * cache until content changes, as real repeated and paged searches are).
 */
async function measureSearch(base: string, rounds: number): Promise<{ firstAsk: Latency; repeated: Latency; slowestFirstAsks: { query: string; ms: number }[] }> {
  const post = async (body: object) => {
    const started = performance.now();
    const r = await fetch(`${base}/api/search/pub/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await r.json()) as { code: string; msg?: string };
    if (json.code !== '30000') throw new Error(`search refused ${JSON.stringify(body)}: ${json.msg}`);
    return performance.now() - started;
  };
  // A running site has served other searches before: these (none of them in the list) take the new process through
  // every path once — its connections, the segmenter, kind, range and page variants — so the first ask below
  // measures the query, not the process start.
  for (let round = 0; round < 2; round++) for (const q of warmUpQueries) await post(q);
  const firstAsk: number[] = [];
  for (const q of searchQueries) firstAsk.push(await post(q));
  const repeated: number[] = [];
  for (let round = 0; round < rounds; round++) for (const q of searchQueries) repeated.push(await post(q));
  const slowest = searchQueries
    .map((q, i) => ({ query: Object.values(q).join(' · '), ms: Math.round(firstAsk[i]! * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return { firstAsk: latencyOf(firstAsk), repeated: latencyOf(repeated), slowestFirstAsks: slowest };
}

/**
 * With Redis, content changes reach the server from outside as they do when an editor publishes in another process:
 * every remembered count and window is dropped, and each query is asked once more on a database that is now warm.
 */
async function measureAfterChange(base: string, redisUrl: string): Promise<Latency> {
  const kv = await createRedisKvStore(redisUrl);
  await createContentEvents(kv).changed('news');
  await kv.close();
  await new Promise((r) => setTimeout(r, 200));
  const times: number[] = [];
  for (const q of searchQueries) {
    const started = performance.now();
    await fetch(`${base}/api/search/pub/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(q) }).then((r) => r.json());
    times.push(performance.now() - started);
  }
  return latencyOf(times);
}

async function loadPage(name: string, url: string, seconds: number, connections: number): Promise<PageFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip, br' } });
  const figures = {
    name,
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
  console.log(`    ${name.padEnd(34)} ${String(figures.reqPerSec).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ''}`);
  return figures;
}

async function listTargets(base: string) {
  const post = async <T>(url: string, body: object) =>
    ((await (await fetch(`${base}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: T }).data;
  const columns = await post<{ id: number }[]>('/news/pub/newsDirList', {});
  return [
    { name: 'information home', url: `${base}/information` },
    { name: 'information list (all news)', url: `${base}/information/list?tabsType=NEWS` },
    { name: 'information list (a column, p2)', url: `${base}/information/list/${columns[0]!.id}/2` },
    { name: 'news list, filtered by type', url: `${base}/information/list?type=SUBWAY&role=SG` },
    { name: 'standard list', url: `${base}/standard` },
    { name: 'paper list', url: `${base}/paper` },
    { name: 'video list', url: `${base}/video` },
    { name: 'materials list', url: `${base}/information/list?tabsType=download` },
  ];
}

export async function runInformationBench({ seconds, connections }: { seconds: number; connections: number }): Promise<InformationFigures[]> {
  const targets: { database: 'pglite' | 'postgres'; dataDir: string; databaseUrl?: string }[] = [{ database: 'pglite', dataDir: path.resolve('.tmp/bench-info') }];
  if (process.env.BENCH_PG_URL) targets.push({ database: 'postgres', dataDir: path.resolve('.tmp/bench-info-pg'), databaseUrl: process.env.BENCH_PG_URL });
  const all: InformationFigures[] = [];
  for (const target of targets) {
    console.log(`\nInformation portal on ${target.database}: preparing ${documents} search documents …`);
    const total = await prepare(target);
    console.log(`  ${total} documents in the search index`);
    const port = 3911;
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port, target, true);
    // The database serves these words once here; the search figures come from the next process, whose per-query
    // caches start empty, as a long-running site's database is warm but a new query is not remembered.
    await measureSearch(base, 0);
    const pages = await listTargets(base);
    console.log(`  list pages, page cache on (${connections} connections, ${seconds} s each):`);
    const cached: PageFigures[] = [];
    for (const p of pages) {
      await fetch(p.url);
      cached.push(await loadPage(p.name, p.url, seconds, connections));
    }
    await stop(server);
    const redisUrl = process.env.BENCH_REDIS_URL ?? '';
    server = await startServer(port, target, false, redisUrl);
    const search: Awaited<ReturnType<typeof measureSearch>> & { afterChange?: Latency } = await measureSearch(base, 5);
    if (redisUrl) search.afterChange = await measureAfterChange(base, redisUrl);
    const line = (l: Latency) => `p50 ${l.p50} ms  p95 ${l.p95} ms  max ${l.max} ms (${l.requests} requests)`;
    console.log(`  search, one request at a time over ${searchQueries.length} queries, in a new process:`);
    console.log(`    first ask of each query  ${line(search.firstAsk)}`);
    console.log(`      slowest first asks: ${search.slowestFirstAsks.map((s) => `${s.query} ${s.ms} ms`).join(', ')}`);
    console.log(`    asked again (5 rounds)   ${line(search.repeated)}`);
    if (search.afterChange) console.log(`    first ask after a content change, database warm  ${line(search.afterChange)}`);
    console.log('  list pages, page cache off:');
    const uncached: PageFigures[] = [];
    for (const p of pages.slice(0, 4)) uncached.push(await loadPage(p.name, p.url, seconds, connections));
    await stop(server);
    const figures: InformationFigures = {
      database: target.database,
      documents: total,
      search: {
        ...search,
        budgetP95: 50,
        firstAskMet: search.firstAsk.p95 <= 50,
        repeatedMet: search.repeated.p95 <= 50,
        ...(search.afterChange ? { afterChangeMet: search.afterChange.p95 <= 50 } : {}),
      },
      pagesCached: cached,
      pagesUncached: uncached,
      listBudget: 1000,
      listMet: cached.every((p) => p.reqPerSec >= 1000 && p.non2xx === 0),
    };
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(`  verdict: search p95 ≤ 50 ms: first ask in a new process ${verdict(figures.search.firstAskMet)}, asked again ${verdict(figures.search.repeatedMet)}${figures.search.afterChangeMet === undefined ? '' : `, first ask after a change ${verdict(figures.search.afterChangeMet)}`}; list pages ≥ 1000 req/s (cache on) ${verdict(figures.listMet)}`);
    all.push(figures);
  }
  return all;
}

// `npm run bench:information`: this part alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  runInformationBench({ seconds, connections })
    .then((figures) => writeFile('bench/information-results.json', JSON.stringify(figures, null, 2) + '\n'))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
