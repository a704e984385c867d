/**
 * Login and session figures for `npm run bench` (called at the end of bench/run.ts).
 *
 * Starts the production server on a PGlite database of its own holding only
 * the demo accounts, then loads with autocannon on 127.0.0.1:
 *  - POST /api/user/auth/v3/pwd/login without a cookie (every request a full
 *    argon2id verification and a new session). Only failed logins count
 *    against the rate limits, so the right password is never throttled;
 *  - POST /api/user/auth/v3/userinfo with a session cookie.
 * Prints the figures and adds them to bench/results.json under "auth".
 */
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitUntilReady } from '../scripts/wait-until-ready';
import { portalEnv, serverNodeFlags } from './pages';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD, seedDemoAccounts } from '../server/modules/auth/demo-accounts';

type Figures = { name: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };


async function load(name: string, url: string, options: { seconds: number; connections: number; body: string; cookie?: string }): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: options.connections,
    duration: options.seconds,
    body: options.body,
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  const figures = {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `  ${name.padEnd(34)} ${String(figures.reqPerSec).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ''}`,
  );
  return figures;
}

export async function runAuthBench({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 50),
  port = 3903,
}: { seconds?: number; connections?: number; port?: number } = {}) {
  const root = path.resolve('.');
  const dataDir = path.resolve('.tmp/bench-auth-data');
  await rm(dataDir, { recursive: true, force: true });
  // The same folder the server will open for this DATA_DIR.
  const handle = await openDatabase({ dataDir: loadConfig({ DATA_DIR: dataDir }).pgliteDir });
  await handle.migrate();
  await seedDemoAccounts(handle.db);
  await handle.close();

  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: portalEnv({ port, dataDir, logLevel: 'silent' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${base}/readyz`, { child });
    const credentials = JSON.stringify({ account: 'hnlq-zhang', password: DEMO_PASSWORD });
    const first = await fetch(`${base}/api/user/auth/v3/pwd/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie.includes('jz_sid=')) throw new Error(`login did not set a session cookie: ${await first.text()}`);

    console.log(`\nAuth (${connections} connections, ${seconds} s each):`);
    const login = await load('password login (argon2id)', `${base}/api/user/auth/v3/pwd/login`, { seconds, connections, body: credentials });
    // Hashes still queued from the login run would otherwise land in the next one.
    await new Promise((r) => setTimeout(r, 3000));
    const userinfo = await load('userinfo with session cookie', `${base}/api/user/auth/v3/userinfo`, { seconds, connections, body: '{}', cookie });

    const file = path.join(root, 'bench/results.json');
    const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
    results.auth = { measuredAt: new Date().toISOString(), settings: { seconds, connections }, passwordLogin: login, userinfo };
    await writeFile(file, JSON.stringify(results, null, 2) + '\n');
    console.log('Added auth figures to bench/results.json');
    return { login, userinfo };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

// `tsx bench/auth.ts` runs it alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/auth.ts')) {
  runAuthBench().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
