import { describe, expect, it } from 'vitest';
import { desktop, headOf, mobile, openPage, portal, expectHeads, untilInteractive } from './support/portal';

describe('product pages', () => {
  it('goes from /product to a product, whose 免费试用 opens its own login page on the register tab', async () => {
    const { app } = await portal();
    const products = await app.services.product.list();
    expect(products.map((p) => p.code)).toEqual(['ERP', 'TREASURE', 'ALLINONE', 'CLOUD']);
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/product');
    expect(await page.locator('h1').textContent()).toBe('产品中心');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/产品中心');
    expect(await page.locator('.prd-card__name').allTextContents()).toEqual(products.map((p) => p.name));
    expect(await page.locator('.prd-mini').count()).toBe(6);
    // The custom layout: hotline and a 免费试用 for the product centre in the header.
    expect(await page.locator('.prd-header__phone').textContent()).toBe('400-965-0588');
    expect(await page.locator('.prd-header__trial').getAttribute('href')).toBe('/productLogin?tab=register&redirect=%2Fproduct');
    expect(await page.locator('.prd-footer a', { hasText: '更新日志' }).getAttribute('href')).toBe('/product/log');

    await page.locator('.prd-card--erp a', { hasText: '了解详情' }).click();
    await page.waitForURL(/\/product\/erp$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('计量支付 ERP');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/产品中心/计量支付 ERP');
    const erp = await app.services.product.get({ id: 'ERP' });
    expect(await page.locator('.prd-feature').count()).toBe(erp.features.length);
    expect(await page.locator('.prd-body h3').allTextContents()).toEqual(['产品概述', '核心功能', '适用场景', '部署方式', '客户案例']);
    expect(await page.locator('.prd-release .prd-version').allTextContents()).toEqual(erp.releases.map((r) => r.version));
    expect(await page.locator('.prd-all-releases').getAttribute('href')).toBe('/product/log?product=erp');
    expect(await page.locator('.prd-header__trial').getAttribute('href')).toBe('/erplogin?tab=register&redirect=%2Fproduct%2Ferp');

    // 预约演示 opens the site's reservation dialog.
    await page.locator('.prd-hero .prd-demo').click();
    await expect.poll(() => page.locator('.ant-modal-title').textContent()).toContain('预约');
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-modal-close')
      .click({ timeout: 2000 })
      .catch(() => {});

    await page.locator('.prd-hero .prd-trial').click();
    await page.waitForURL(/\/erplogin\?tab=register&redirect=%2Fproduct%2Ferp$/);
    await expect.poll(() => page.locator('.login-panel__title').textContent()).toBe('注册计智云 ERP账号');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('注册');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a product by code in any case or by id; unknown products, pages and filters are 404', async () => {
    const { app } = await portal();
    const treasure = (await app.services.product.list()).find((p) => p.code === 'TREASURE')!;
    const { page, context } = await openPage();
    for (const path of ['/product/TREASURE', '/product/Treasure', `/product/${treasure.id}`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(await page.locator('h1').textContent(), path).toBe('计智宝');
      expect((await headOf(page)).canonical, path).toBe('http://portal.test/product/treasure');
    }
    expect(await page.locator('.prd-header__trial').getAttribute('href')).toBe('/treasurelogin?tab=register&redirect=%2Fproduct%2Ftreasure');
    for (const path of [
      '/product/bim',
      '/product/999999',
      '/product/a-b',
      '/product/log/0',
      '/product/log/999',
      '/product/log?product=nope',
      '/product/log?year=last',
      '/product/log/5?keywords=%E4%BC%9A%E7%AD%BE',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await context.close();
  });

  it('searches the release log from the keyword box and keeps the keyword in pagination and tabs', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/product/log');
    expect(await page.locator('h1').textContent()).toBe('更新日志');
    const all = await app.services.product.listReleases({ current: 1, size: 10 });
    expect(all.total).toBeGreaterThanOrEqual(120);
    expect(await page.locator('.prd-log__count strong').textContent()).toBe(String(all.total));
    expect(await page.locator('.prd-release').count()).toBe(10);

    const box = page.locator('.prd-log__head input[name="keywords"]');
    expect(await box.getAttribute('maxlength')).toBe('30');
    await box.fill('  打印  ');
    expect(await page.locator('.prd-log__head .search-box__count').textContent()).toBe('6/30');
    await box.press('Enter');
    await page.waitForURL(/\/product\/log\?keywords=%E6%89%93%E5%8D%B0$/);
    const hits = await app.services.product.listReleases({ keywords: '打印', current: 1, size: 10 });
    expect(hits.total).toBeGreaterThan(10);
    await expect.poll(() => page.locator('.prd-log__count strong').textContent()).toBe(String(hits.total));
    expect(await page.locator('.prd-release .prd-version').allTextContents()).toEqual(hits.records.map((r) => r.version));
    expect(await page.locator('.prd-release mark').first().textContent()).toBe('打印');
    expect(await box.inputValue()).toBe('打印');

    // Pagination is in the path and keeps the keyword; so do the product tabs.
    const next = page.locator('.page-nav a', { hasText: /^2$/ });
    expect(await next.getAttribute('href')).toBe('/product/log/2?keywords=%E6%89%93%E5%8D%B0');
    await next.click();
    await page.waitForURL(/\/product\/log\/2\?keywords=/);
    const second = await app.services.product.listReleases({ keywords: '打印', current: 2, size: 10 });
    await expect.poll(() => page.locator('.prd-release .prd-version').allTextContents()).toEqual(second.records.map((r) => r.version));
    expect(await page.locator('.prd-tabs__tab', { hasText: '计量支付 ERP' }).getAttribute('href')).toBe('/product/log?product=erp&keywords=%E6%89%93%E5%8D%B0');

    // Nothing found: a message, not an empty page.
    await page.goto('/product/log?keywords=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E5%8A%9F%E8%83%BD');
    expect(await page.locator('.prd-empty__title').textContent()).toContain('没有找到');
    // Clearing the box shows the whole log again. Typed before the page is interactive, the browser itself would submit
    // the form, to /product/log?keywords= (the same list under another address; CI on a slow machine did so once).
    await untilInteractive(page);
    await page.locator('.prd-log__head input[name="keywords"]').fill('');
    await page.locator('.prd-log__head input[name="keywords"]').press('Enter');
    await page.waitForURL(/\/product\/log$/);
    await expect.poll(() => page.locator('.prd-log__count strong').textContent()).toBe(String(all.total));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders title, description, keywords and canonical on the three pages', async () => {
    const { page, context } = await openPage();
    const cases: [string, string, string][] = [
      ['/product', '/product', '产品中心'],
      ['/product/erp', '/product/erp', '计量支付 ERP'],
      ['/product/log?product=cloud', '/product/log', '计智云更新日志'],
    ];
    await expectHeads(page, cases);
    await context.close();
  });

  it('has no horizontal overflow at 390 px and keeps the keyword box on every product page', async () => {
    const { page, context } = await openPage(mobile);
    for (const path of ['/product', '/product/allinone', '/product/log?product=erp&keywords=%E4%BC%9A%E7%AD%BE', '/product/log/3']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      expect(await page.locator('form.prd-search input[name="keywords"]').count(), path).toBe(1);
      expect(await page.locator('.prd-header__trial').isVisible(), path).toBe(true);
    }
    await context.close();
  });
});
