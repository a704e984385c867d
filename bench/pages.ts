/**
 * Page figures for `npm run bench` (issue 11): for the seven pages a visitor
 * meets first, in one run, on a seeded PGlite database of ≥ 10 000 articles:
 *  - HTML bytes, inline CSS bytes and gzipped first-load JavaScript, read
 *    after the server has rendered every one of the pages (logged out and in);
 *  - req/s, p50 and p99 at BENCH_CONNECTIONS connections for BENCH_SECONDS,
 *    each after BENCH_WARMUP_SECONDS (3) of the same load, unmeasured, in a
 *    server that has first had BENCH_STEADY_SECONDS (42) of load over all the
 *    pages, so that V8 has compiled what the pages run (decision 0061):
 *    anonymous from the page cache; logged in as served (the shared page cache,
 *    decision 0020); and with the page cache off, so that every request renders,
 *    logged in and anonymous;
 *  - each figure's ratio to a bare Node http server answering the same bytes
 *    (the same compressed body, so the comparison is like for like);
 *  - Lighthouse mobile (simulated throttling) over the same pages.
 * The machine's noise is reported beside the figures: the standard deviation of
 * the per-second request counts and the load average before each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromiumPath } from '../scripts/chromium';
import { waitUntilReady } from '../scripts/wait-until-ready';
import { runLighthouse, type LighthousePageResult } from './lighthouse';
import { DEMO_PASSWORD } from '../server/modules/auth/demo-accounts';
import { selfSignedCertificate } from '../server/test-support/self-signed';

const root = path.resolve('.');

export type LoadFigures = { reqPerSec: number; stddev: number; p50: number; p99: number; non2xx: number; errors: number; load1: number };

export const budgets = {
  inlineCssBytes: 30 * 1024,
  listHtmlBytes: 120 * 1024,
  pageHtmlBytes: 80 * 1024,
  firstLoadJsGzipKB: 180,
  freshReqPerSec: 300,
  freshP99Ms: 150,
  lighthouse: { performance: 95, seo: 100, accessibility: 95, lcpMs: 2000 },
};

export async function load(url: string, { seconds, connections, cookie }: { seconds: number; connections: number; cookie?: string }): Promise<LoadFigures> {
  const load1 = loadavg()[0]!;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) },
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    stddev: Math.round(result.requests.stddev),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    load1: +load1.toFixed(2),
  };
}

/** The Node flags `npm start` runs the server with (package.json, decision 0019). */
export const serverNodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? ['--single-threaded-gc', '--max-semi-space-size=16'];

/** The environment a bench starts the production server with: this machine's, on the embedded database, no seeding. */
export function portalEnv({ port, dataDir, logLevel }: { port: number; dataDir: string; logLevel: string }): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ON_START: '0', LOG_LEVEL: logLevel, DATABASE_URL: '', REDIS_URL: '' };
}

/** With `tls`, the portal listens with that certificate: HTTPS, HTTP/2 to browsers (decision 0060). */
export async function startPortal({ port, dataDir, pageCache, tls }: { port: number; dataDir: string; pageCache: boolean; tls?: { cert: string; certFile: string; keyFile: string } }) {
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...portalEnv({ port, dataDir, logLevel: 'warn' }),
      PAGE_CACHE: pageCache ? '1' : '0',
      TLS_CERT_FILE: tls?.certFile ?? '',
      TLS_KEY_FILE: tls?.keyFile ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(`${tls ? 'https' : 'http'}://127.0.0.1:${port}/readyz`, { child }, undefined, { ca: tls?.cert });
  return child;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A bare Node http server answering fixed bytes with fixed headers: the ceiling for one Node process. */
function startBareServer(port: number, body: Buffer, encoding: string | null) {
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length };
    if (process.env.ENCODING) headers['content-encoding'] = process.env.ENCODING;
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, '127.0.0.1', () => process.send && process.send('up'));
  `;
  const child = spawn(process.execPath, ['-e', script], { env: { ...process.env, BODY: body.toString('base64'), ENCODING: encoding ?? '' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise<ChildProcess>((resolve) => child.once('message', () => resolve(child)));
}

/** Every module a page preloads or imports at start, gzipped: what a first visit downloads before the page works. */
export async function firstLoadJs(html: string, clientDir: string) {
  const files = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/from\s*"(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  let gzipped = 0;
  for (const file of files) gzipped += gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length;
  return { files: files.size, gzipKB: +(gzipped / 1024).toFixed(1) };
}

export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) bytes += Buffer.byteLength(m[1]!);
  for (const m of html.matchAll(/\sstyle="([^"]*)"/gi)) bytes += Buffer.byteLength(m[1]!);
  return bytes;
}

type PageRow = {
  name: string;
  path: string;
  list: boolean;
  htmlBytes: number;
  inlineCssBytes: number;
  firstLoadJsGzipKB: number;
  cached: LoadFigures & { ratioToBare: number };
  loggedIn: LoadFigures & { ratioToBare: number };
  loggedInFresh: LoadFigures & { ratioToBare: number };
  cacheMiss: LoadFigures & { ratioToBare: number };
  bare: LoadFigures;
};

async function logIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/user/auth/v3/pwd/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: '13800138000', password: DEMO_PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie.includes('jz_sid=')) throw new Error(`demo login failed: ${await login.text()}`);
  return cookie;
}

export async function runPagesBench({ dataDir, seconds, connections, port = 3901 }: { dataDir: string; seconds: number; connections: number; port?: number }) {
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  const steadySeconds = Number(process.env.BENCH_STEADY_SECONDS ?? 42);
  const base = `http://127.0.0.1:${port}`;
  // Lighthouse comes last: without a browser it would fail after a quarter of an hour of load figures, and
  // chrome-launcher's spawn error ended the process before the HTTPS portal was stopped, leaving its port taken.
  if (!existsSync(chromiumPath)) {
    throw new Error(`Lighthouse needs Debian's chromium at ${chromiumPath} (CHROMIUM_PATH): sudo apt-get install -y chromium (npm test installs it when run as root)`);
  }
  let portal = await startPortal({ port, dataDir, pageCache: true });
  const newsHtml = await (await fetch(`${base}/news`)).text();
  const article = newsHtml.match(/href="(\/news\/\d+)"/)?.[1];
  if (!article) throw new Error('no article link on /news');
  const pages = [
    { name: 'home', path: '/', list: false },
    { name: 'news article', path: article, list: false },
    { name: 'information', path: '/information', list: true },
    { name: 'tenders', path: '/tender', list: true },
    { name: 'search 地铁', path: `/search?keywords=${encodeURIComponent('地铁')}`, list: true },
    { name: 'login', path: '/login', list: false },
    { name: 'products', path: '/product', list: false },
  ];
  let cookie = await logIn(base);

  // Every page once, logged out and in, so the figures are those of a process that has rendered everything.
  for (const p of pages) {
    await fetch(base + p.path);
    await fetch(base + p.path, { headers: { cookie } });
  }
  const shapes = new Map<string, { html: string; body: Buffer; encoding: string | null }>();
  for (const p of pages) {
    const html = await (await fetch(base + p.path)).text();
    // What the server sends to a browser asking for br: the bare server answers exactly these bytes.
    const raw = await fetch(base + p.path, { headers: { 'accept-encoding': 'gzip, br' } });
    shapes.set(p.path, { html, body: Buffer.from(await raw.arrayBuffer()), encoding: raw.headers.get('content-encoding') });
  }
  // fetch() decodes bodies; ask node:http for the encoded bytes instead.
  const http = await import('node:http');
  for (const p of pages) {
    const shape = shapes.get(p.path)!;
    shape.body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(base + p.path, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
  }

  console.log(`\nPages (${connections} connections, ${seconds} s each; noise: ± stddev of req/s, load1 = load average before the run)`);
  // A few seconds of the same load first, unmeasured, so the figures are the steady state's and not the JIT's warm-up.
  const warmedLoad = async (url: string, withCookie?: string) => {
    await load(url, { seconds: warmup, connections, cookie: withCookie });
    return load(url, { seconds, connections, cookie: withCookie });
  };
  // A process that has just started spends its first half-minute of load compiling: V8's optimising compiler
  // runs on background threads and took a sixth of both cores for 20–40 s, so whichever page came first was
  // measured against it (decision 0061). Every page, logged out and in, under load until that is over.
  const reachSteadyState = async () => {
    const perLoad = Math.max(1, Math.ceil(steadySeconds / (pages.length * 2)));
    for (const p of pages) {
      await load(base + p.path, { seconds: perLoad, connections });
      await load(base + p.path, { seconds: perLoad, connections, cookie });
    }
  };
  const cached = new Map<string, LoadFigures>();
  const loggedIn = new Map<string, LoadFigures>();
  await reachSteadyState();
  for (const p of pages) {
    cached.set(p.path, await warmedLoad(base + p.path));
    loggedIn.set(p.path, await warmedLoad(base + p.path, cookie));
  }
  await stop(portal);

  // Page cache off: every request renders, for a visitor whose page the cache does not hold, and for a
  // logged-in reader (whose public pages come from the cache as above, decision 0020; this is the render they cost).
  portal = await startPortal({ port, dataDir, pageCache: false });
  cookie = await logIn(base);
  for (const p of pages) await fetch(base + p.path);
  const cacheMiss = new Map<string, LoadFigures>();
  const loggedInFresh = new Map<string, LoadFigures>();
  await reachSteadyState();
  for (const p of pages) {
    cacheMiss.set(p.path, await warmedLoad(base + p.path));
    loggedInFresh.set(p.path, await warmedLoad(base + p.path, cookie));
  }
  await stop(portal);

  const rows: PageRow[] = [];
  for (const p of pages) {
    const shape = shapes.get(p.path)!;
    const bare = await startBareServer(port + 1, shape.body, shape.encoding);
    await load(`http://127.0.0.1:${port + 1}/`, { seconds: 1, connections });
    const bareFigures = await load(`http://127.0.0.1:${port + 1}/`, { seconds, connections });
    bare.kill();
    const ratio = (f: LoadFigures) => ({ ...f, ratioToBare: +(f.reqPerSec / bareFigures.reqPerSec).toFixed(3) });
    rows.push({
      ...p,
      htmlBytes: Buffer.byteLength(shape.html),
      inlineCssBytes: inlineCssBytes(shape.html),
      firstLoadJsGzipKB: (await firstLoadJs(shape.html, path.join(root, 'build/client'))).gzipKB,
      cached: ratio(cached.get(p.path)!),
      loggedIn: ratio(loggedIn.get(p.path)!),
      loggedInFresh: ratio(loggedInFresh.get(p.path)!),
      cacheMiss: ratio(cacheMiss.get(p.path)!),
      bare: bareFigures,
    });
  }

  const fmt = (f: LoadFigures & { ratioToBare: number }) => `${String(f.reqPerSec).padStart(5)}±${String(f.stddev).padEnd(4)} p99 ${String(f.p99).padStart(4)} (${f.ratioToBare.toFixed(2)})`;
  console.log(`  ${'page'.padEnd(14)} ${'HTML'.padStart(7)} ${'inlCSS'.padStart(6)} ${'JS gz'.padStart(6)}  ${'cached req/s'.padEnd(28)} ${'logged in'.padEnd(28)} ${'logged in, fresh render'.padEnd(28)} ${'cache miss (fresh)'.padEnd(28)} bare`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(14)} ${String(r.htmlBytes).padStart(7)} ${String(r.inlineCssBytes).padStart(6)} ${r.firstLoadJsGzipKB.toFixed(1).padStart(6)}  ${fmt(r.cached).padEnd(28)} ${fmt(r.loggedIn).padEnd(28)} ${fmt(r.loggedInFresh).padEnd(28)} ${fmt(r.cacheMiss).padEnd(28)} ${r.bare.reqPerSec}±${r.bare.stddev}`,
    );
  }

  // Over HTTPS with HTTP/2, as readers reach a production site (decision 0060); BENCH_LIGHTHOUSE_HTTP1=1 audits
  // the plain HTTP/1.1 listener instead, as the bench did before stop 40.
  const certificate = process.env.BENCH_LIGHTHOUSE_HTTP1 === '1' ? undefined : await selfSignedCertificate();
  console.log(`\nLighthouse mobile (simulated throttling) over ${certificate ? 'HTTPS (HTTP/2)' : 'HTTP/1.1'}, median of the runs per page:`);
  portal = await startPortal({ port, dataDir, pageCache: true, tls: certificate });
  let lighthouse: LighthousePageResult[] = [];
  try {
    lighthouse = await runLighthouse({ baseUrl: `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`, pages: pages.map((p) => p.path), selfSignedCertificate: !!certificate });
  } finally {
    await stop(portal);
    if (certificate) await rm(certificate.dir, { recursive: true, force: true });
  }
  for (const l of lighthouse) {
    console.log(
      `  ${l.page.padEnd(34)} ${l.documentProtocol.padEnd(8)} perf ${String(l.scores.performance).padStart(3)}  a11y ${String(l.scores.accessibility).padStart(3)}  best ${String(l.scores.bestPractices).padStart(3)}  SEO ${String(l.scores.seo).padStart(3)}  LCP ${Math.round(l.metrics.lcp)} ms  TBT ${Math.round(l.metrics.tbt)} ms  CLS ${l.metrics.cls.toFixed(3)}`,
    );
  }

  const fresh = (f: LoadFigures) => f.reqPerSec >= budgets.freshReqPerSec && f.p99 <= budgets.freshP99Ms && f.non2xx === 0 && f.errors === 0;
  const verdict = {
    inlineCss: rows.every((r) => r.inlineCssBytes <= budgets.inlineCssBytes),
    html: rows.every((r) => r.htmlBytes <= (r.list ? budgets.listHtmlBytes : budgets.pageHtmlBytes)),
    firstLoadJs: rows.every((r) => r.firstLoadJsGzipKB <= budgets.firstLoadJsGzipKB),
    loggedInArticleAndInformation: rows.filter((r) => r.name === 'news article' || r.name === 'information').every((r) => fresh(r.loggedIn)),
    loggedInAllPages: rows.filter((r) => r.name !== 'login').every((r) => fresh(r.loggedIn)),
    loggedInFreshArticleAndInformation: rows.filter((r) => r.name === 'news article' || r.name === 'information').every((r) => fresh(r.loggedInFresh)),
    cacheMissArticleAndInformation: rows.filter((r) => r.name === 'news article' || r.name === 'information').every((r) => fresh(r.cacheMiss)),
    cacheMissAllPages: rows.every((r) => fresh(r.cacheMiss)),
    lighthouse:
      lighthouse.length === pages.length &&
      lighthouse.every(
        (l) =>
          l.scores.performance >= budgets.lighthouse.performance &&
          l.scores.seo >= budgets.lighthouse.seo &&
          l.scores.accessibility >= budgets.lighthouse.accessibility &&
          l.metrics.lcp <= budgets.lighthouse.lcpMs,
      ),
  };
  console.log('Verdict:', verdict);
  return { pages: rows, lighthouse, budgets, verdict };
}
