import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, openPage, portal } from './support/portal';

/**
 * The cloud brand on its host and the default brand on another, in the
 * browser, with the page cache warm for both (decision 0022). Chromium sends
 * any *.localhost name to the loopback address, so `cloud.localhost` reaches
 * the same server under a host that contains the mark.
 */
describe('brand by host in the browser', () => {
  let cloudBase = '';
  let defaultBase = '';
  beforeAll(async () => {
    const { baseUrl } = await portal();
    const port = new URL(baseUrl).port;
    cloudBase = `http://cloud.localhost:${port}`;
    defaultBase = baseUrl;
  });

  const look = async (url: string) => {
    const { page, context, errors } = await openPage(desktop);
    const res = await page.goto(url);
    // Hydrated: the header's user links are drawn once the browser knows nobody is logged in.
    await expect.poll(() => page.locator('.site-header__auth a').first().isVisible()).toBe(true);
    const seen = {
      cache: res?.headers()['x-page-cache'],
      title: await page.title(),
      mark: await page.locator('.site-header .logo svg').getAttribute('data-brand'),
      name: await page.locator('.site-header .logo__text').textContent(),
      tagline: await page.locator('.site-header .logo__tagline').count(),
      hotline: (await page.locator('.site-header__hotline').textContent())?.trim(),
      footerHotline: await page.locator('.site-footer__hotline').textContent(),
    };
    expect(errors, url).toEqual([]);
    await context.close();
    return seen;
  };

  it('shows the cloud header and titles on the cloud host and the default ones elsewhere, from a warm cache too', async () => {
    const cloud = { mark: 'cloud', name: '计智工程云', tagline: 1, hotline: '400-965-0599', footerHotline: '400-965-0599' };
    const standard = { mark: 'default', name: '计智云', tagline: 0, hotline: '400-965-0588', footerHotline: '400-965-0588' };
    for (const round of [1, 2]) {
      const onCloud = await look(`${cloudBase}/help`);
      const elsewhere = await look(`${defaultBase}/help`);
      expect(onCloud, `round ${round}`).toMatchObject(cloud);
      expect(elsewhere, `round ${round}`).toMatchObject(standard);
      expect(onCloud.title).toMatch(/ - 计智工程云$/);
      expect(elsewhere.title).not.toContain('计智工程云');
      if (round === 2) {
        expect(onCloud.cache).toBe('HIT');
        expect(elsewhere.cache).toBe('HIT');
      }
    }
  });

  it('lists the AI tools on the cloud host and sends the default host to /information', async () => {
    const { page, context } = await openPage(desktop);
    await page.goto(`${cloudBase}/aiToolList`);
    expect(await page.locator('h1').textContent()).toBe('AI 工具');
    expect(await page.getByTestId('ai-tool').count()).toBeGreaterThanOrEqual(6);
    await page.goto(`${defaultBase}/aiToolDetail`);
    expect(new URL(page.url()).pathname).toBe('/information');
    await context.close();
  });
});
