/**
 * Main-thread cost of one page render, in process, without the network:
 *   NODE_ENV=production DATA_DIR=.tmp/bench-data tsx bench/render-profile.ts [--login] [--prof out.cpuprofile] /news/1 /information …
 *
 * Boots the production app (build/ and the database under DATA_DIR, which must
 * already be seeded and not in use by a server), optionally logs in as the demo
 * user, warms each page, then requests it N times one after another with
 * app.inject and prints the mean and p95 milliseconds per request. Requests
 * run one at a time, so the time is the CPU a request costs the one thread
 * that serves every request; the CPU figure (process.cpuUsage, all threads)
 * stays meaningful on a busy machine, the wall time does not. With --prof it writes a V8 CPU profile of the
 * measured requests (open it in Chrome DevTools, or summarise it with
 * `node bench/profile-summary.mjs out.cpuprofile`).
 */
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createContentEvents } from '../server/platform/content-events';
import { createMemoryKvStore } from '../server/platform/kv-store';
import { DEMO_PASSWORD } from '../server/modules/auth/demo-accounts';

// React and react-dom pick their development build from NODE_ENV when first imported: profiling that build
// shows costs (createTask, prop validation) the server never pays.
if (process.env.NODE_ENV !== 'production') {
  console.error('Run with NODE_ENV=production: NODE_ENV=production DATA_DIR=.tmp/bench-data tsx bench/render-profile.ts …');
  process.exit(1);
}

const args = process.argv.slice(2);
const login = args.includes('--login');
const profIndex = args.indexOf('--prof');
const profFile = profIndex >= 0 ? args[profIndex + 1] : undefined;
const anonymousMiss = args.includes('--no-page-cache');
const urls = args.filter((a, i) => a.startsWith('/') && !(profIndex >= 0 && i === profIndex + 1));
const rounds = Number(process.env.RENDER_ROUNDS ?? 200);

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PAGE_CACHE: anonymousMiss ? '0' : (process.env.PAGE_CACHE ?? '1') });
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir });
const kv = createMemoryKvStore();
const events = createContentEvents(kv);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const app = await buildApp({ config, database, kv, events, pageBuild: { serverEntry: path.join(buildDir, 'server/index.js'), clientDir: path.join(buildDir, 'client') }, logger: false });
await app.ready();

let cookie = '';
if (login) {
  const res = await app.inject({ method: 'POST', url: '/api/user/auth/v3/pwd/login', payload: { account: '13800138000', password: DEMO_PASSWORD } });
  cookie = String(res.headers['set-cookie']).split(';')[0]!;
  if (!cookie.includes('=')) throw new Error(`login failed: ${res.body}`);
}
const headers = { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) };

const session = new Session();
session.connect();
if (profFile) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
}

for (const url of urls) {
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers });
  if (profFile) await session.post('Profiler.start');
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
    bytes = res.rawPayload.length;
    status = res.statusCode;
  }
  const cpu = process.cpuUsage(cpuBefore);
  if (profFile) {
    const { profile } = await session.post('Profiler.stop');
    const file = urls.length > 1 ? profFile.replace(/(\.cpuprofile)?$/, `-${url.replace(/[^a-z0-9]+/gi, '_')}.cpuprofile`) : profFile;
    await writeFile(file, JSON.stringify(profile));
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(`${url.padEnd(40)} ${login ? 'logged in' : anonymousMiss ? 'no cache ' : 'anonymous'}  ${status}  ${String(bytes).padStart(7)} B  wall mean ${mean.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  CPU ${((cpu.user + cpu.system) / 1000 / rounds).toFixed(2)} ms/request (${rounds} requests)`);
}
session.disconnect();
await app.close();
await database.close();
