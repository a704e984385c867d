import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, openPage, portal, untilInteractive } from './support/portal';

/**
 * The lists a document shows as markup without their data (the footer, the
 * news menu, the information home's blocks, decision 0068) keep working as a
 * reader uses them: their links navigate in the page, and where the markup is
 * not in the page (a visit that began elsewhere, a way back) the browser
 * renders them from data.
 */

/** Marks the document: a full page load loses the mark, a client navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe('markup kept from the server', () => {
  it('navigates in the page from the information home’s blocks and draws them again on the way back', async () => {
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/information');
    await untilInteractive(page);
    const links = page.locator('.info-block__list a');
    const titles = await links.allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(10);
    const counts = await page.locator('.info-stats strong').allTextContents();
    await markDocument(page);

    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(titles[0]);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/information');
    // Rendered by the browser this time, from the navigation's data: the same lists.
    await expect.poll(() => links.allTextContents()).toEqual(titles);
    expect(await page.locator('.info-stats strong').allTextContents()).toEqual(counts);
    expect(await page.locator('.info-hots__list a').count()).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the news menu from the page’s markup and navigates in the page from it', async () => {
    const { app } = await portal();
    const nav = await app.services.news.navColumns();
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/tender');
    await untilInteractive(page);
    await markDocument(page);
    await page.locator('.site-nav__item.has-popover > a').hover();
    const popover = page.locator('.news-popover');
    await expect.poll(() => popover.isVisible()).toBe(true);
    const menu = await popover.locator('a').allTextContents();
    expect(menu).toEqual([
      ...nav.newsColumns.slice(0, 10).map((c) => c.name),
      ...nav.topics.slice(0, 10).map((c) => c.name),
      '标准规范',
      '政策法规',
      '学术论文',
    ]);
    await popover.locator('a', { hasText: nav.newsColumns[0]!.name }).click();
    await page.waitForURL((url) => url.pathname === `/news/list/${nav.newsColumns[0]!.id}`);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches the footer and the news menu for a visit that began on a page without them', async () => {
    const { app } = await portal();
    const [nav, footer] = await Promise.all([app.services.news.navColumns(), app.services.site.footer()]);
    expect(footer.contacts.length).toBeGreaterThan(0);
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/login');
    await untilInteractive(page);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
    await markDocument(page);

    await page.locator('.logo').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    const siteFooter = page.locator('footer.site-footer');
    await expect.poll(() => siteFooter.locator('.tech-contacts tbody tr').count()).toBe(footer.contacts.length);
    expect(await siteFooter.locator('.tech-contacts tbody tr').first().textContent()).toContain(footer.contacts[0]!.org);
    expect(await siteFooter.locator('.site-footer__topics a').allTextContents()).toEqual(footer.topics.map((t) => t.name));
    await page.locator('.site-nav__item.has-popover > a').hover();
    await expect.poll(() => page.locator('.news-popover a').first().textContent()).toBe(nav.newsColumns[0]!.name);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
