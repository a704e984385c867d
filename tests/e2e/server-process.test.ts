import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The real start command, as `npm start` runs it after the build. */
function startServer(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Seeding an empty data folder takes about 17 s on a quiet 2-core machine (2026-11-29), and once took over 150 s in a
 * CI run on a slow day, so the wait is generous; if it still runs out, the error carries what the server printed.
 */
async function waitUntilReady(url: string, output: () => string) {
  const started = Date.now();
  const deadline = started + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} never became ready in ${Math.round((Date.now() - started) / 1000)} s; the server printed:\n${output().slice(-4000)}`);
}

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: '/tmp/unused' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT="eighty"');
  });

  it('migrates and seeds an empty data folder, serves, and drains in-flight requests on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-proc-'));
    const port = 3300 + Math.floor(Math.random() * 500);
    // Started without NODE_ENV, as `tsx server/main.ts` by hand: production is the default.
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: undefined, LOG_LEVEL: 'info' });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server.output);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('计智云');
      const assets = (await (await fetch(`http://127.0.0.1:${port}/news`)).text()).match(/\/assets\/[^"]+\.js/);
      const asset = await fetch(`http://127.0.0.1:${port}${assets![0]}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('br');
      await asset.arrayBuffer();

      // antd's class names are the production ones that the build-time stylesheet styles (the login panel's
      // tabs and inputs were unstyled when the process rendered development names).
      const login = await (await fetch(`http://127.0.0.1:${port}/login`)).text();
      expect(login).toMatch(/class="ant-tabs [^"]*\bcss-[a-z0-9]+\b/);
      expect(login).not.toContain('css-dev-only');

      // A request in flight when SIGTERM arrives still gets its answer; then the process exits cleanly.
      const inFlight = fetch(`http://127.0.0.1:${port}/sitemap.xml`).then((r) => r.status);
      server.child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
