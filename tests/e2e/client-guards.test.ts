import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, holdData, openPage, untilInteractive } from './support/portal';

/** Spec §4 client behaviours (decision 0016): the chunk-reload guard and the silenced console. */

const STAMP_KEY = 'jz_chunk_reload_at';

const stampOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), STAMP_KEY);

/** Counts the documents the page loads (the first visit and every reload). */
function countLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('load', () => counter.loads++);
  return counter;
}

/** Vite's preload helper fires this when a dependency of a dynamic import fails; answers whether the page cancelled it (= reloads). */
const preloadError = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('client guards (spec §4)', () => {
  it('reloads once for a failed chunk preload, not again within 60 s, and again after', async () => {
    const { page, context } = await openPage(desktop);
    const counter = countLoads(page);
    await page.goto('/news');
    await untilInteractive(page);
    expect(counter.loads).toBe(1);
    expect(await stampOf(page)).toBeNull();

    // The first failure reloads the page (the event is dispatched after evaluate returns, so the reload cannot cut it short).
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => setTimeout(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))));
    await reloaded;
    await untilInteractive(page);
    expect(counter.loads).toBe(2);
    const stamp = Number(await stampOf(page));
    expect(Date.now() - stamp).toBeLessThan(60_000);

    // A second failure within 60 s: no reload, the error is left to Vite; the page and its state stay.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    expect(await preloadError(page)).toBe(false);
    expect(await preloadError(page)).toBe(false);
    // A client-side navigation completes on the same document: no reload was started.
    await page.locator('.site-header a[href="/solution"]').first().click();
    await page.waitForURL(/\/solution$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('解决方案');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    expect(counter.loads).toBe(2);
    expect(Number(await stampOf(page))).toBe(stamp);

    // Once the last reload is more than 60 000 ms ago, a failure reloads again.
    await page.evaluate(([key, at]) => sessionStorage.setItem(key, String(at)), [STAMP_KEY, Date.now() - 60_001] as const);
    const again = page.waitForEvent('load');
    await page.evaluate(() => setTimeout(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))));
    await again;
    expect(counter.loads).toBe(3);
    await context.close();
  });

  it('reloads once when a route module fails to load; within 60 s the next failure loads the address asked for instead', async () => {
    const { page, context, errors } = await openPage(desktop);
    const counter = countLoads(page);
    const navigationType = () => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
    await page.goto('/information');
    await untilInteractive(page);
    // React Router learns the routes of the page's links after hydration (lazy route discovery): wait for it.
    const standardModule = () =>
      page.evaluate(() => (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string } | undefined> } }).__reactRouterManifest.routes.standard?.module ?? '');
    await expect.poll(standardModule).toMatch(/^\/assets\/.+\.js$/);
    const moduleUrl = await standardModule();
    // The standards page's code cannot be fetched (a deploy removed it, the network dropped).
    await page.route(`**${moduleUrl}`, (route) => route.abort());
    const tab = page.locator('.info-tabs__tab', { hasText: '标准规范' });

    const reloaded = page.waitForEvent('load');
    await tab.click();
    await reloaded;
    await untilInteractive(page);
    expect(counter.loads).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/information');
    expect(await navigationType()).toBe('reload');
    const stamp = Number(await stampOf(page));
    expect(Date.now() - stamp).toBeLessThan(60_000);

    // Within 60 s the same failure reloads nothing: the reader is taken to the address asked for as a plain
    // document load, which the server renders in full (its failing script leaves it a server-rendered page).
    const loaded = page.waitForEvent('load');
    await tab.click();
    await loaded;
    expect(new URL(page.url()).pathname).toBe('/standard');
    expect(await navigationType()).toBe('navigate');
    await expect.poll(() => page.locator('h1').textContent()).toBe('标准规范');
    expect(await page.locator('.lib-list__title a').count()).toBeGreaterThan(0);
    expect(counter.loads).toBe(3);
    expect(Number(await stampOf(page))).toBe(stamp);
    // What reached the console: React Router's line before each attempt, and the guard's refusal of the second reload.
    expect(errors.filter((e) => e.startsWith('Error loading route module')).length).toBe(2);
    expect(errors.filter((e) => e.includes('一分钟内已自动刷新过一次')).length).toBe(1);
    await context.close();
  });

  it('silences console output unless ?debug=1 or the jz_debug key is set; errors always show', async () => {
    const { page, context } = await openPage(desktop);
    const seen: string[] = [];
    page.on('console', (m) => seen.push(`${m.type()}:${m.text()}`));
    const probe = async (tag: string) => {
      await page.evaluate((t) => {
        /* eslint-disable no-console -- the page's own console is under test */
        console.log(`log ${t}`);
        console.info(`info ${t}`);
        console.warn(`warn ${t}`);
        console.debug(`debug ${t}`);
        console.error(`error ${t}`);
        /* eslint-enable no-console */
      }, tag);
      // Console messages arrive in order: once the error is here, the others would be too.
      await expect.poll(() => seen.includes(`error:error ${tag}`)).toBe(true);
      return seen.filter((s) => s.endsWith(` ${tag}`));
    };

    await page.goto('/news');
    await untilInteractive(page);
    expect(await probe('plain')).toEqual(['error:error plain']);

    await page.goto('/news?debug=1');
    await untilInteractive(page);
    expect(await probe('flag')).toEqual(['log:log flag', 'info:info flag', 'warning:warn flag', 'debug:debug flag', 'error:error flag']);

    await page.evaluate(() => localStorage.setItem('jz_debug', '1'));
    await page.goto('/news');
    await untilInteractive(page);
    expect(await probe('stored')).toEqual(['log:log stored', 'info:info stored', 'warning:warn stored', 'debug:debug stored', 'error:error stored']);

    await page.evaluate(() => localStorage.removeItem('jz_debug'));
    await page.goto('/news');
    await untilInteractive(page);
    expect(await probe('removed')).toEqual(['error:error removed']);
    await context.close();
  });

  it('shows the page-load bar only once a navigation has waited 200 ms (spec §9 fetch minimum delay), and removes it', async () => {
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/news');
    await untilInteractive(page);
    const bar = page.locator('.nav-progress');
    expect(await bar.count()).toBe(0);

    // The next page's data is held, so the navigation stays pending; the page notes when the bar appears.
    const release = await holdData(page);
    await page.evaluate(() => {
      const w = window as unknown as { barAt?: number; clickAt?: number };
      document.addEventListener('click', () => (w.clickAt ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (document.querySelector('.nav-progress')) w.barAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.site-header a[href="/solution"]').first().click();
    await expect.poll(() => bar.count()).toBe(1);
    expect(await bar.getAttribute('role')).toBe('progressbar');
    expect(await bar.getAttribute('aria-label')).toBe('页面加载中');
    // Fixed along the top edge, the full width of the window.
    expect(await bar.boundingBox()).toMatchObject({ x: 0, y: 0, width: desktop.width });
    const waited = await page.evaluate(() => {
      const w = window as unknown as { barAt: number; clickAt: number };
      return w.barAt - w.clickAt;
    });
    expect(waited).toBeGreaterThanOrEqual(200);

    release();
    await page.waitForURL(/\/solution$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('解决方案');
    await expect.poll(() => bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
