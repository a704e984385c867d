import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, portal, expectHeads } from './support/portal';

describe('library pages: standards, policies, papers', () => {
  it('filters standards by status, opens one and follows its replaced-by link; the read is counted', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/standard');
    expect(await page.locator('h1').textContent()).toBe('标准规范');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/资讯中心/标准规范');
    const total = await app.services.library.listStandards({ current: 1, size: 1 });
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${total.total} 条`);

    await page.locator('.lib-filters__row[aria-label="标准状态"] a', { hasText: /^废止$/ }).click();
    await page.waitForURL(/\/standard\?status=ABOLISHED$/);
    await expect.poll(() => page.locator('.lib-filters__row[aria-label="标准状态"] a.is-active').textContent()).toBe('废止');
    const tags = await page.locator('.lib-list .status-tag').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['废止']));

    // The status filter survives a change of category and of page.
    const abolishedTotal = (await app.services.library.listStandards({ status: 'ABOLISHED', current: 1, size: 1 })).total;
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${abolishedTotal} 条`);
    expect(await page.locator('.page-nav a', { hasText: /^2$/ }).getAttribute('href')).toBe('/standard/all/2?status=ABOLISHED');

    const first = page.locator('.lib-list__title a').first();
    const title = (await first.textContent())!;
    // Read before the visit: the browser reports the read as soon as the page shows.
    const id = Number((await first.getAttribute('href'))!.split('/').pop());
    const standard = await app.services.library.getStandard({ id });
    await first.click();
    await page.waitForURL(new RegExp(`/standard/detail/${id}$`));
    await expect.poll(() => page.locator('h1.article__title').textContent()).toBe(title);
    expect(await page.locator('.lib-list__head .lib-number').textContent()).toBe(standard.number);
    expect(await page.locator('.lib-facts').textContent()).toContain(standard.issuer);
    expect(await page.locator('.lib-toc li').count()).toBeGreaterThan(3);
    expect(await page.locator('#explanation .article__body h3').count()).toBeGreaterThan(0);
    expect(await page.locator('.article__body h3#sec-1').textContent()).toBe('1 总则');
    if (standard.pdf) {
      expect(await page.locator('.lib-pdf__action').getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/standard/detail/${id}`)}`);
    }
    await expect.poll(async () => (await app.services.library.getStandard({ id })).readCount).toBe(standard.readCount + 1);
    await expect.poll(() => page.locator('.lib-reads').textContent()).toBe(String(standard.readCount + 1));

    const successor = standard.replacedBy!;
    expect(successor).not.toBeNull();
    await page.locator('.lib-chain__replaced-by').click();
    await page.waitForURL(new RegExp(`/standard/detail/${successor.id}$`));
    // A new edition usually keeps its title, so wait on the number, which always changes.
    await expect.poll(() => page.locator('.lib-list__head .lib-number').textContent()).toBe(successor.number);
    expect(await page.locator('h1.article__title').textContent()).toBe(successor.title);
    await expect.poll(() => page.locator('.lib-chain__replaces').textContent()).toContain(standard.number);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes from the policy list to a policy and on to a standard it cites', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/policy/4');
    expect(await page.locator('h1').textContent()).toBe('标准公告 · 政策法规');
    await page.locator('.lib-list__title a').first().click();
    await page.waitForURL(/\/policy\/detail\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const policy = await app.services.library.getPolicy({ id });
    await expect.poll(() => page.locator('h1.article__title').textContent()).toBe(policy.title);
    expect(await page.locator('.lib-facts').textContent()).toContain(policy.docNumber);
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/政策法规/标准公告/正文');
    const cited = page.locator('.lib-related-standards a').first();
    await cited.click();
    await page.waitForURL(new RegExp(`/standard/detail/${policy.standards[0]!.id}$`));
    await expect.poll(() => page.locator('.with-sidebar__side .lib-links a', { hasText: policy.title }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes from the paper list to a paper', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/paper?sort=hottest');
    const top = (await app.services.library.listPapers({ sort: 'hottest', current: 1, size: 1 })).records[0]!;
    expect(await page.locator('.lib-list__title a').first().textContent()).toBe(top.title);
    await page.locator('.lib-list__title a').first().click();
    await page.waitForURL(new RegExp(`/paper/detail/${top.id}$`));
    await expect.poll(() => page.locator('h1.article__title').textContent()).toBe(top.title);
    expect(await page.locator('.lib-abstract').textContent()).toContain('摘要');
    expect(await page.locator('.lib-authors').textContent()).toContain(top.authors[0]!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders title, description, keywords and canonical on every library page; the alias points at the detail', async () => {
    const { app } = await portal();
    const standard = (await app.services.library.listStandards({ current: 1, size: 1 })).records[0]!;
    const policy = (await app.services.library.listPolicies({ current: 1, size: 1 })).records[0]!;
    const paper = (await app.services.library.listPapers({ current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage();
    const cases: [string, string, string][] = [
      ['/standard', '/standard', '全部标准规范'],
      ['/standard/3', '/standard/3', '道路桥梁标准规范'],
      [`/standard/detail/${standard.id}`, `/standard/detail/${standard.id}`, standard.title],
      [`/front/normContent/${standard.id}`, `/standard/detail/${standard.id}`, standard.number],
      ['/policy', '/policy', '政策法规'],
      [`/policy/detail/${policy.id}`, `/policy/detail/${policy.id}`, policy.title],
      ['/paper/2', '/paper/2', '隧道与地下工程论文'],
      [`/paper/detail/${paper.id}`, `/paper/detail/${paper.id}`, paper.title],
    ];
    await expectHeads(page, cases);
    await context.close();
  });

  it('answers 404 for unknown ids, categories and pages', async () => {
    const { page, context } = await openPage();
    for (const path of ['/standard/detail/999999', '/standard/detail/abc', '/front/normContent/0', '/standard/42', '/standard/all/999', '/policy/detail/999999', '/policy/x', '/paper/detail/999999', '/paper/3/0']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await context.close();
  });

  it('has no horizontal overflow at 390 px', async () => {
    const { app } = await portal();
    const abolished = (await app.services.library.listStandards({ status: 'ABOLISHED', current: 1, size: 1 })).records[0]!;
    const policy = (await app.services.library.listPolicies({ current: 1, size: 1 })).records[0]!;
    const paper = (await app.services.library.listPapers({ current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage(mobile);
    for (const path of ['/standard', '/standard?status=CURRENT&type=ROAD', `/standard/detail/${abolished.id}`, '/policy', `/policy/detail/${policy.id}`, '/paper', `/paper/detail/${paper.id}`]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
