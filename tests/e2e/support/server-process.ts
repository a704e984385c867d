import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now, from the system (a random pick in a fixed range can meet another server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = ReturnType<typeof startServer>;

/** The real start command, as `npm start` runs it after the build; `undefined` removes a variable. */
export function startServer(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, hasExited: () => child.exitCode !== null || child.signalCode !== null };
}

/**
 * Polls `url` until it answers 2xx. Fails at once, with what the server printed, if the process exits first (a port
 * taken, a crash), and after `timeoutMs` with the same output otherwise, so that a failure says where the time went.
 * (The start-up's phases are in that output: the database's opening and migration, then the seed.) bench/wait-for-ready.ts
 * is the bench's simpler version of this.
 */
export async function waitUntilReady(url: string, server: ServerProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.hasExited()) throw new Error(`the server exited before ${url} answered; it printed:\n${server.output().slice(-4000)}`);
    try {
      // Bounded: a port that accepts and never answers would otherwise hold one fetch for undici's 300 s.
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} never became ready in ${Math.round((Date.now() - started) / 1000)} s; the server printed:\n${server.output().slice(-4000)}`);
}
