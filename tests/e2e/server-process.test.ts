import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:http2';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady } from './support/server-process';
import { mobile, portal, untilInteractive } from './support/portal';
import { selfSignedCertificate } from '../../server/test-support/self-signed';

/**
 * Seeding an empty data folder takes about 17 s on a quiet 2-core machine (2026-11-29), and once took over 150 s in a
 * CI run on a slow day, so the wait is generous.
 */
const FIRST_START_TIMEOUT = 240_000;

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: '/tmp/unused' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT="eighty"');
  });

  it('says which port is taken and exits, rather than hanging, when another program holds its port', async () => {
    const port = await freePort();
    const holder = createServer().listen(port, '127.0.0.1');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-port-'));
    try {
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir, SEED_ON_START: '0', RENDER_WORKERS: '0' });
      expect(await server.exited, server.output()).toBe(1);
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      holder.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('migrates and seeds an empty data folder, serves, and drains in-flight requests on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-proc-'));
    const port = await freePort();
    // Started without NODE_ENV, as `tsx server/main.ts` by hand: production is the default.
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: undefined, LOG_LEVEL: 'info' });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server, FIRST_START_TIMEOUT);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('计智云');
      const assets = (await (await fetch(`http://127.0.0.1:${port}/news`)).text()).match(/\/assets\/[^"]+\.js/);
      const asset = await fetch(`http://127.0.0.1:${port}${assets![0]}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('br');
      await asset.arrayBuffer();

      // antd's class names are the production ones that the build-time stylesheet styles (the login panel's
      // form and inputs were unstyled when the process rendered development names). The register tab is antd's.
      const login = await (await fetch(`http://127.0.0.1:${port}/register`)).text();
      expect(login).toMatch(/class="ant-form [^"]*\bcss-[a-z0-9]+\b/);
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

  it('speaks HTTPS with HTTP/2 to a browser when given a certificate: the page, its scripts and its API calls', async () => {
    const certificate = await selfSignedCertificate();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-tls-'));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, SEED_ON_START: '0', TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile, LOG_LEVEL: 'info' });
    const { browser } = await portal();
    const context = await browser.newContext({ baseURL: `https://127.0.0.1:${port}`, ignoreHTTPSErrors: true, viewport: mobile, locale: 'zh-CN' });
    try {
      await waitUntilReady(`https://127.0.0.1:${port}/readyz`, server, 60_000, { ca: certificate.cert });
      expect(server.output()).toContain(`门户已启动: https://localhost:${port}`);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/login');
      await untilInteractive(page);
      const pane = page.getByRole('tabpanel');
      await pane.getByPlaceholder('手机号 / 账号').fill('13800138000');
      await pane.getByPlaceholder('请输入密码').fill('Wrong#2026');
      await pane.locator('button[type=submit]').click();
      await expect.poll(() => page.locator('.auth-form-error').textContent()).toContain('账号或密码错误');
      // The document, every script and the login call came over HTTP/2.
      const protocols = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => [(e as PerformanceResourceTiming).name, (e as PerformanceResourceTiming).nextHopProtocol]),
      );
      expect(protocols.some(([name]) => name!.includes('/assets/'))).toBe(true);
      expect(protocols.some(([name]) => name!.includes('/api/user/auth/'))).toBe(true);
      expect(protocols.filter(([, protocol]) => protocol !== 'h2')).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      // With a client's HTTP/2 session still open, SIGTERM closes it and the process exits cleanly (an HTTP/2
      // server has sessions to close, not idle HTTP/1 connections).
      const session = connect(`https://127.0.0.1:${port}`, { ca: certificate.cert });
      const answered = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/sitemap.xml' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
      });
      expect(answered).toBe(200);
      const sessionClosed = new Promise((resolve) => session.once('close', resolve));
      server.child.kill('SIGTERM');
      await sessionClosed;
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      await context.close();
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      await rm(certificate.dir, { recursive: true, force: true });
    }
  }, 120_000);
});
