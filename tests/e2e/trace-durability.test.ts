import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady } from './support/server-process';
import { traceTime } from '../../common/trace/options';
import { openDatabase } from '../../server/db/client';
import { pageViews } from '../../server/db/schema';

/** No demo content and no render workers: the server starts in seconds. */
const env = { SEED_ON_START: '0', RENDER_WORKERS: '0' };

describe('page-leave beacons are durable', () => {
  it('keeps every acknowledged beacon when the server is stopped with SIGTERM mid-stream', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-trace-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({ ...env, PORT: String(port), DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    try {
      await waitUntilReady(`${base}/readyz`, server, 60_000);
      // Eight senders, each sending beacons one after another until the server stops answering.
      let stopped = false;
      const sender = async (n: number) => {
        for (let i = 0; !stopped; i++) {
          const url = `/sigterm/${n}/${i}`;
          try {
            const res = await fetch(`${base}/api/trace/trace/stat.htm?t=${traceTime()}&url=${encodeURIComponent(url)}&sid=durability-${n}`);
            const body = (await res.json()) as { code?: string };
            if (res.status === 200 && body.code === '30000') acknowledged.push(url);
          } catch {
            // Refused or reset while closing: not acknowledged, so the sender may retry it; it counts for nothing here.
            stopped = true;
          }
        }
      };
      const senders = Array.from({ length: 8 }, (_, n) => sender(n));
      // Stop mid-stream, once beacons are flowing.
      while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 20));
      server.child.kill('SIGTERM');
      const code = await server.exited;
      stopped = true;
      await Promise.all(senders);
      expect(code, server.output()).toBe(0);

      // Restart on the same data and count: every acknowledged beacon is there.
      const again = startServer({ ...env, PORT: String(port), DATA_DIR: dataDir });
      await waitUntilReady(`${base}/readyz`, again, 60_000);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const stored = new Set<string>();
        for (let i = 0; i < acknowledged.length; i += 500) {
          const rows = await database.db.select({ url: pageViews.url }).from(pageViews).where(inArray(pageViews.url, acknowledged.slice(i, i + 500)));
          for (const r of rows) stored.add(r.url);
        }
        expect(acknowledged.length).toBeGreaterThanOrEqual(300);
        expect(acknowledged.filter((u) => !stored.has(u))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
