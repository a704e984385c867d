import { expect } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { testBrowserLaunch } from '../../../scripts/chromium';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { seedDemoContent } from '../../../server/db/seed';
import { createContentEvents, type ContentEvents } from '../../../server/platform/content-events';
import { createMemoryKvStore, type KvStore } from '../../../server/platform/kv-store';

/**
 * One production server (the real build, seeded PGlite in a temp folder) and
 * one chromium for the whole browser run: e2e files share a single worker.
 */
export type Portal = { baseUrl: string; app: FastifyInstance; database: DatabaseHandle; kv: KvStore; events: ContentEvents; browser: Browser };

let started: Promise<Portal> | undefined;

async function start(): Promise<Portal> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemoContent({ db: database.db });
  await (await import('../../../server/modules/auth/demo-accounts')).seedDemoAccounts(database.db);
  await (await import('../../../server/modules/admin/demo-staff')).seedStaffAccounts(database.db);
  const kv = createMemoryKvStore();
  const events = createContentEvents(kv);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: '0', SITE_URL: 'http://portal.test', DATA_DIR: dataDir });
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const app = await buildApp({ config, database, kv, events, pageBuild: { serverEntry: path.join(buildDir, 'server/index.js'), clientDir: path.join(buildDir, 'client') }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch(testBrowserLaunch);
  const closeAll = async () => {
    await browser.close().catch(() => {});
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  };
  process.once('beforeExit', () => void closeAll());
  return { baseUrl: `http://127.0.0.1:${port}`, app, database, kv, events, browser };
}

export function portal(): Promise<Portal> {
  started ??= start();
  return started;
}

export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 390, height: 844 };

/** A fresh browser context (no cookies) and page; errors in the page fail the test that reads them. */
export async function openPage(viewport = desktop): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { browser, baseUrl } = await portal();
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/** Holds the page's client-side data requests (React Router's `.data` fetches) until `release()`: navigations stay pending. */
export async function holdData(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await gate;
    // A request superseded by a later click was aborted by the router: nothing to continue then.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Waits until the page is interactive: entry.client marks <html data-hydrated> once React has hydrated it. */
export function untilInteractive(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Title, description, keywords and canonical link as the server sent them. */
/**
 * Opens each [path, canonical path, text the title contains] and checks what a search engine reads: a 200, the
 * title with the site name, a description, keywords and the canonical address.
 */
export async function expectHeads(page: Page, cases: [string, string, string][]) {
  for (const [path, canonical, inTitle] of cases) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const head = await headOf(page);
    expect(head.title, path).toContain(inTitle);
    expect(head.title, path).toContain('湖南计智云科技有限公司');
    expect(head.description, path).toBeTruthy();
    expect(head.keywords, path).toBeTruthy();
    expect(head.canonical, path).toBe(`http://portal.test${canonical}`);
  }
}

export async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  }));
}
