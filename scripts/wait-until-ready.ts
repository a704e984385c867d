import type { ChildProcess } from 'node:child_process';
import { get as httpsGet } from 'node:https';

/** A started server: its process, and what it has printed when that is captured. */
export type StartedServer = { child: ChildProcess; output?: () => string };

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const printed = (server: StartedServer) => (server.output ? `; it printed:\n${server.output().slice(-4000)}` : '');

/**
 * Polls `url` until it answers 2xx, for the benches and the tests that start the server. Fails at once if the
 * process exits first (a port taken, a crash), and after `timeoutMs` otherwise; either failure carries what the
 * server printed, when it was captured, so that it says where the time went (the start-up logs its phases: the
 * database's opening and migration, then the seed).
 */
export async function waitUntilReady(url: string, server: StartedServer, timeoutMs = 60_000, { ca }: { ca?: string } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited(server.child)) throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before ${url} answered${printed(server)}`);
    try {
      // Bounded: a port that accepts and never answers would otherwise hold one fetch for undici's 300 s.
      if (ca ? await answersOverTls(url, ca) : (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} never became ready in ${Math.round((Date.now() - started) / 1000)} s${printed(server)}`);
}

/** A 2xx from an HTTPS server whose certificate `ca` vouches for (a self-signed one: fetch() cannot be told to trust it). */
function answersOverTls(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = httpsGet(url, { ca, timeout: 5_000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}
