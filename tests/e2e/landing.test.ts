import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, headOf, mobile, openPage, portal } from './support/portal';
import { landings } from '../../common/product/landings';

/** Product landing pages, /index1 and /contract (spec §2.1 'Others', decision 0023). */
describe('product landing pages', () => {
  // The shared server starts (seeding included) in the hook's longer time, not in the first test's.
  beforeAll(async () => {
    await portal();
  });

  it('shows a pro page with its editions; 预约演示 opens the reservation dialog and 免费试用 the product login on the register tab', async () => {
    const { page, context, errors } = await openPage(desktop);
    const res = await page.goto('/treasurepro');
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('计智宝 专业版');
    expect(await page.locator('.lp-section__title').allTextContents()).toEqual(['为谁而做', '解决什么问题', '功能模块', '版本与价格', '客户案例', '相关产品']);
    expect(await page.locator('.lp-edition__name').allTextContents()).toEqual(['标准版', '专业版', '企业版']);
    expect(await page.locator('.lp-edition.is-recommended .lp-edition__name').textContent()).toBe('专业版');
    // Customer cases are the seed's articles, each a link to the article.
    const cases = page.locator('.lp-case h3 a');
    expect(await cases.count()).toBe(3);
    expect(await cases.first().getAttribute('href')).toMatch(/^\/news\/\d+$/);
    // The custom layout's 免费试用 goes to the same login as the page's.
    expect(await page.locator('.prd-header__trial').getAttribute('href')).toBe('/treasurelogin?tab=register&redirect=%2Ftreasurepro');

    await page.locator('.lp-hero .lp-demo').click();
    await expect.poll(() => page.locator('.ant-modal-title').textContent()).toContain('预约');
    expect(await page.locator('.ant-modal').getByPlaceholder(/手机/).count()).toBeGreaterThan(0);
    // Closed once it has finished zooming in, as a reader sees it: a click during the animation, on a loaded machine,
    // can land beside the moving button (as in reservation.test.ts).
    await expect.poll(() => page.locator('.ant-modal').getAttribute('class')).not.toMatch(/ant-zoom/);
    await page.locator('.ant-modal-close').click();
    await expect.poll(() => page.locator('.ant-modal').isVisible()).toBe(false);

    await page.locator('.lp-hero .lp-trial').click();
    await page.waitForURL(/\/treasurelogin\?tab=register&redirect=%2Ftreasurepro$/);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('注册');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers every landing page with its product, title and canonical address, pricing only on the pro pages', async () => {
    const { page, context } = await openPage(mobile);
    for (const landing of landings) {
      const res = await page.goto(landing.path);
      expect(res?.status(), landing.path).toBe(200);
      expect(await page.locator('h1').textContent(), landing.path).toBe(landing.name);
      const head = await headOf(page);
      expect(head.title, landing.path).toContain(landing.name);
      expect(head.canonical, landing.path).toBe(`http://portal.test${landing.path}`);
      expect(await page.locator('.lp-edition').count(), landing.path).toBe(landing.path.endsWith('pro') ? 3 : 0);
      expect(await page.locator('.lp-hero .lp-trial').getAttribute('href'), landing.path).toBe(`${landing.loginPath}?tab=register&redirect=${encodeURIComponent(landing.path)}`);
    }
    await context.close();
  });

  it('shows /index1 with a card per product leading to its landing page', async () => {
    const { page, context } = await openPage(desktop);
    expect((await page.goto('/index1'))?.status()).toBe(200);
    expect(await page.locator('.lp-product__more').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/erp', '/treasure', '/jizhibao', '/jizhiyun']);
    await page.locator('.lp-product__more', { hasText: '计智宝' }).click();
    await page.waitForURL(/\/treasure$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('计智宝');
    await context.close();
  });

  it('sends /contract to /information, through the login for a visitor', async () => {
    const { baseUrl } = await portal();
    const res = await fetch(`${baseUrl}/contract`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Finformation');
  });
});
