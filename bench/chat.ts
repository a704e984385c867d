/**
 * Live chat and beacon figures for `npm run bench` (issue 14), also alone:
 * `tsx bench/chat.ts` (BENCH_ONLY=chat npm run bench does the same).
 *
 * Starts the production server on a PGlite database of its own, then:
 *  - opens BENCH_CHAT_VISITORS (2 000) visitor chat sockets to the one process
 *    and an agent's socket; the agent sends one message to each conversation
 *    at BENCH_CHAT_RATE per second, and the time from the agent's send to the
 *    visitor's frame is the fan-out latency (target p99 ≤ 100 ms);
 *  - loads GET /api/trace/trace/stat.htm with autocannon (target ≥ 5 000/s,
 *    p99 ≤ 50 ms), stops the server, opens its database and counts the rows
 *    of the run: every acknowledged beacon must be there; with BENCH_PG_URL
 *    (created if missing) the same again with the server on PostgreSQL.
 * Prints the figures with the load average and adds them to bench/results.json under "chat".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './stats';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { TRACE_EPOCH_MS } from '../common/trace/options';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { guests, pageViews, serviceSessions } from '../server/db/schema';
import { seedStaffAccounts, STAFF_DEMO_PASSWORD } from '../server/modules/admin/demo-staff';
import { serverNodeFlags, stop } from './pages';
import { waitUntilReady } from '../scripts/wait-until-ready';
import { ensurePostgresDatabase } from './information';

const load = () => loadavg().map((l) => +l.toFixed(2));

function openSocket(url: string, headers: Record<string, string>, onFrame: (frame: { type: string; message?: { clientId?: string } }) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('message', (raw) => onFrame(JSON.parse(String(raw)) as never));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

type BeaconFigures = { reqPerSec: number; stddev: number; p50: number; p99: number; acknowledged: number; stored: number; lost: number; non2xx: number; errors: number; load1: number };

const describeBeacons = (b: BeaconFigures) =>
  `${b.reqPerSec}±${b.stddev}/s  p50 ${b.p50} ms  p99 ${b.p99} ms  acknowledged ${b.acknowledged}, stored ${b.stored}, lost ${b.lost} (targets ≥ 5 000/s, p99 ≤ 50 ms, 0 lost)`;

/** Loads GET stat.htm for `seconds`, stops the server, then counts the run's rows: every acknowledged beacon must be there. */
async function measureBeacons({ base, connections, seconds, child, count }: { base: string; connections: number; seconds: number; child: ChildProcess; count: (sid: string) => Promise<number> }): Promise<BeaconFigures> {
  const sid = `bench-${randomBytes(6).toString('hex')}`;
  const url = `${base}/api/trace/trace/stat.htm?t=${Date.now() - TRACE_EPOCH_MS}&url=${encodeURIComponent('http://127.0.0.1/news')}&sid=${sid}&d=1200`;
  await autocannon({ url, connections, duration: 2 }); // warm-up, other sid below
  const sidRun = `${sid}-run`;
  const result = await autocannon({ url: url.replace(`sid=${sid}`, `sid=${sidRun}`), connections, duration: seconds });
  const acknowledged = result['2xx'];
  await stop(child);
  const stored = await count(sidRun);
  return {
    reqPerSec: Math.round(result.requests.average),
    stddev: Math.round(result.requests.stddev),
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged,
    stored,
    lost: Math.max(0, acknowledged - stored),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    load1: load()[0]!,
  };
}

async function beaconsOnPostgres({ url, port, connections, seconds }: { url: string; port: number; connections: number; seconds: number }): Promise<BeaconFigures> {
  await ensurePostgresDatabase(url);
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve('.'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.resolve('.tmp/bench-chat-pg'), DATABASE_URL: url, SEED_ON_START: '0', DEMO_MODE: '1', LOG_LEVEL: 'warn', REDIS_URL: '', RENDER_WORKERS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${base}/readyz`, { child });
    return await measureBeacons({ base, connections, seconds, child, count: async (sid) => {
      const check = await openDatabase({ databaseUrl: url });
      const stored = await check.db.$count(pageViews, eq(pageViews.sid, sid));
      await check.close();
      return stored;
    } });
  } finally {
    await stop(child);
  }
}

export async function runChatBench({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 50),
  visitors = Number(process.env.BENCH_CHAT_VISITORS ?? 2000),
  rate = Number(process.env.BENCH_CHAT_RATE ?? 100),
  port = 3906,
}: { seconds?: number; connections?: number; visitors?: number; rate?: number; port?: number } = {}) {
  const root = path.resolve('.');
  const dataDir = path.resolve('.tmp/bench-chat-data');
  await rm(dataDir, { recursive: true, force: true });
  const pgliteDir = loadConfig({ DATA_DIR: dataDir }).pgliteDir;
  const prepare = await openDatabase({ dataDir: pgliteDir });
  await prepare.migrate();
  await seedStaffAccounts(prepare.db);
  // Guests and their conversations made directly: guest/create allows 600 an hour per IP.
  const guestIds = Array.from({ length: visitors }, () => randomBytes(18).toString('base64url'));
  for (let i = 0; i < guestIds.length; i += 500) {
    const slice = guestIds.slice(i, i + 500);
    await prepare.db.insert(guests).values(slice.map((id) => ({ id, source: '直接访问' })));
    await prepare.db.insert(serviceSessions).values(slice.map((guestId) => ({ guestId })));
  }
  const sessions = await prepare.db.select({ id: serviceSessions.id, guestId: serviceSessions.guestId }).from(serviceSessions);
  await prepare.close();

  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ON_START: '0', DEMO_MODE: '1', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', RENDER_WORKERS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const wsBase = `ws://127.0.0.1:${port}`;
  const sockets: WebSocket[] = [];
  try {
    await waitUntilReady(`${base}/readyz`, { child });
    const loadBefore = load();
    console.log(`\nChat and beacons (load average before ${loadBefore.join(' ')}):`);

    // The agent first, so every visitor's hello says an agent is online.
    const login = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'kefu01', password: STAFF_DEMO_PASSWORD }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const agent = await openSocket(`${wsBase}/api/admin/chat/ws`, { origin: base, cookie }, () => undefined);
    sockets.push(agent);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const started = performance.now();
    const opening: Promise<WebSocket>[] = [];
    for (const s of sessions) {
      opening.push(
        openSocket(`${wsBase}/api/crm/sdm/open/chat/ws?guestId=${s.guestId}&sessionId=${s.id}`, { origin: base }, (frame) => {
          const id = frame.type === 'message' ? frame.message?.clientId : undefined;
          const at = id ? sentAt.get(id) : undefined;
          if (at !== undefined) {
            latencies.push(performance.now() - at);
            sentAt.delete(id!);
          }
        }),
      );
      // A few hundred handshakes at a time: the listen backlog is the limit, not the server.
      if (opening.length % 200 === 0) await Promise.all(opening.slice(-200));
    }
    sockets.push(...(await Promise.all(opening)));
    const openMs = Math.round(performance.now() - started);
    console.log(`  ${sockets.length - 1} visitor sockets open in ${openMs} ms`);

    // One message to each conversation, `rate` a second.
    const gap = 1000 / rate;
    const t0 = performance.now();
    for (let i = 0; i < sessions.length; i++) {
      const wait = t0 + i * gap - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const clientId = `b${i}`;
      sentAt.set(clientId, performance.now());
      agent.send(JSON.stringify({ type: 'send', sessionId: sessions[i]!.id, clientId, text: `压测消息 ${i}` }));
    }
    const deadline = performance.now() + 15_000;
    while (sentAt.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    latencies.sort((a, b) => a - b);
    const fanOut = {
      visitors: sockets.length - 1,
      messages: sessions.length,
      delivered: latencies.length,
      ratePerSecond: rate,
      p50: +percentile(latencies, 50).toFixed(1),
      p99: +percentile(latencies, 99).toFixed(1),
      max: +(latencies[latencies.length - 1] ?? 0).toFixed(1),
      load1: load()[0],
    };
    console.log(`  fan-out agent → visitor: ${fanOut.delivered}/${fanOut.messages} delivered, p50 ${fanOut.p50} ms, p99 ${fanOut.p99} ms, max ${fanOut.max} ms (target p99 ≤ 100)`);
    await Promise.all(sockets.map((ws) => new Promise((r) => (ws.once('close', r), ws.close()))));
    sockets.length = 0;

    // Beacons: every acknowledged one must be stored.
    const beacons = await measureBeacons({ base, connections, seconds, child, count: async (sidRun) => {
      const check = await openDatabase({ dataDir: pgliteDir });
      const stored = await check.db.$count(pageViews, eq(pageViews.sid, sidRun));
      await check.close();
      return stored;
    } });
    console.log(`  beacons on pglite: ${describeBeacons(beacons)}`);
    // The same on PostgreSQL (BENCH_PG_URL): the database works in its own processes, beside the server's thread.
    const beaconsPostgres = process.env.BENCH_PG_URL ? await beaconsOnPostgres({ url: process.env.BENCH_PG_URL, port, connections, seconds }) : undefined;
    if (beaconsPostgres) console.log(`  beacons on postgres: ${describeBeacons(beaconsPostgres)}`);

    const file = path.join(root, 'bench/results.json');
    const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
    results.chat = { measuredAt: new Date().toISOString(), loadAverageBefore: loadBefore, settings: { seconds, connections, visitors, rate }, fanOut, beacons, beaconsPostgres };
    await writeFile(file, JSON.stringify(results, null, 2) + '\n');
    console.log('Added chat figures to bench/results.json');
    return { fanOut, beacons, beaconsPostgres };
  } finally {
    for (const ws of sockets) ws.terminate();
    await stop(child);
  }
}

// `tsx bench/chat.ts` runs it alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/chat.ts')) {
  runChatBench().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
