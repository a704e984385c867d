import { describe, expect, it } from 'vitest';
import { desktop, headOf, mobile, openPage, portal, expectHeads } from './support/portal';

describe('solution pages', () => {
  it('goes from /solution to a type tab, a role filter and a detail page; the read is counted', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/solution');
    expect(await page.locator('h1').textContent()).toBe('解决方案');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/解决方案');
    const types = await app.services.solution.listTypes();
    const all = types.reduce((sum, t) => sum + t.count, 0);
    expect(all).toBeGreaterThanOrEqual(110);
    expect(await page.locator('.sol-results__count strong').textContent()).toBe(String(all));
    expect(await page.locator('.sol-grid .sol-card').count()).toBe(12);

    // 轨道交通 (id 2) tab.
    await page.locator('.sol-types__tab', { hasText: '轨道交通' }).click();
    await page.waitForURL(/\/solution\/2$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('轨道交通解决方案');
    expect(await page.locator('.sol-types__tab.is-active .sol-types__name').textContent()).toBe('轨道交通');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/解决方案/轨道交通');
    const subway = types.find((t) => t.code === 'SUBWAY')!;
    expect(await page.locator('.sol-results__count strong').textContent()).toBe(String(subway.count));
    expect(new Set(await page.locator('.sol-card__type').allTextContents())).toEqual(new Set(['轨道交通']));

    // Role chip 业主（建设单位）: the type stays in the path, the role goes to the query.
    await page.locator('.sol-filters__row[aria-label="项目角色"] a', { hasText: '业主' }).click();
    await page.waitForURL(/\/solution\/2\?role=YZ$/);
    const expected = await app.services.solution.listPaged({ projectType: 'SUBWAY', projectRole: 'YZ', current: 1, size: 12 });
    expect(expected.total).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.sol-results__count strong').textContent()).toBe(String(expected.total));
    expect(await page.locator('.sol-card__title a').allTextContents()).toEqual(expected.records.map((r) => r.title));
    expect(new Set(await page.locator('.sol-grid .sol-role').allTextContents())).toEqual(new Set(['业主版']));
    // Sort keeps the role and the type.
    expect(await page.locator('.sol-filters__row[aria-label="排序"] a', { hasText: '最热' }).getAttribute('href')).toBe('/solution/2?role=YZ&sort=hottest');

    const target = expected.records[0]!;
    await page.locator('.sol-card__title a').first().click();
    await page.waitForURL(new RegExp(`/solution/detail/${target.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(target.title);
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/解决方案/轨道交通/正文');
    expect(await page.locator('.sol-highlights li').count()).toBe(target.highlights.length);
    expect(await page.locator('.sol-products li').allTextContents()).toEqual(target.products);
    expect(await page.locator('.sol-body h3').allTextContents()).toEqual(['行业痛点', '方案架构', '核心功能', '应用价值', '典型案例']);
    expect(await page.locator('.sol-related .sol-card').count()).toBe(3);
    await expect.poll(async () => (await app.services.solution.get({ id: target.id })).readCount).toBe(target.readCount + 1);
    await expect.poll(() => page.locator('.sol-reads').textContent()).toBe(String(target.readCount + 1));

    // 预约演示 opens the site's reservation dialog.
    await page.locator('.sol-hero .sol-demo').click();
    await expect.poll(() => page.locator('.ant-modal-title').textContent()).toContain('预约');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps role, range and sort in pagination links', async () => {
    const { page, context } = await openPage(desktop);
    await page.goto('/solution?range=all&sort=hottest');
    expect(await page.locator('.page-nav a', { hasText: /^2$/ }).getAttribute('href')).toBe('/solution/all/2?sort=hottest');
    await page.goto('/solution/all/2?sort=hottest&role=SG');
    // Type tabs carry the filters too (and go back to page 1).
    const links = await page.locator('.sol-types__tab').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links).toContain('/solution/1?role=SG&sort=hottest');
    await context.close();
  });

  it('renders title, description, keywords and canonical on list and detail', async () => {
    const { app } = await portal();
    const first = (await app.services.solution.listPaged({ current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage();
    const cases: [string, string, string][] = [
      ['/solution', '/solution', '全部解决方案'],
      ['/solution/3?role=SG', '/solution/3', '隧道工程解决方案'],
      [`/solution/detail/${first.id}`, `/solution/detail/${first.id}`, first.title],
    ];
    await expectHeads(page, cases);
    expect((await headOf(page)).description).toContain(first.summary.slice(0, 20));
    await context.close();
  });

  it('answers 404 for unknown ids, types and pages', async () => {
    const { page, context } = await openPage();
    for (const path of ['/solution/detail/999999', '/solution/detail/abc', '/solution/99', '/solution/x', '/solution/2/0', '/solution/all/999', '/solution/2/50?role=JG']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await context.close();
  });

  it('has no horizontal overflow at 390 px', async () => {
    const { app } = await portal();
    const first = (await app.services.solution.listPaged({ current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage(mobile);
    for (const path of ['/solution', '/solution/6?role=JG&range=1y', `/solution/detail/${first.id}`]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
