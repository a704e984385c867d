import { describe, expect, it } from 'vitest';
import { desktop, headOf, mobile, openPage, portal } from './support/portal';

describe('information portal: home, tabs, list and detail', () => {
  it('shows the banner, hot items, counts per kind and a block per kind, server-rendered', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    const res = await page.goto('/information');
    expect(res?.status()).toBe(200);
    const head = await headOf(page);
    expect(head.title).toContain('资讯中心');
    expect(head.canonical).toBe('http://portal.test/information');
    expect(head.description).toBeTruthy();

    const { banners, hots } = await app.services.information.hotsAndBanner({ bannerSize: 5, hotSize: 8 });
    expect(banners.length).toBe(5);
    expect(await page.locator('.info-banner__slide.is-active strong').textContent()).toBe(banners[0]!.title);
    // Only the shown slide's picture is in the page as served: the other four are not fetched while it loads.
    const served = (await app.inject({ method: 'GET', url: '/information' })).body;
    const bannerHtml = served.slice(served.indexOf('class="info-banner"'), served.indexOf('class="info-banner__dots"'));
    expect(bannerHtml.match(/<img /g)).toHaveLength(1);
    expect(bannerHtml).toContain(`src="${banners[0]!.coverUrl}"`);
    expect(await page.locator('.info-hots__list a').allTextContents()).toEqual(hots.map((h) => h.title));

    const stats = await app.services.information.statsCount();
    const tiles = await page.locator('.info-stats a').evaluateAll((links) => links.map((a) => [a.querySelector('span')!.textContent, a.querySelector('strong')!.textContent]));
    expect(Object.fromEntries(tiles)).toMatchObject({ 标准规范: String(stats.NORMAL), 论文: String(stats.PAPER) });
    expect(Object.fromEntries(tiles)).toMatchObject({ 招标: String(stats.TENDER) });
    for (const kind of ['NEWS', 'TENDER', 'NORMAL', 'POLICY', 'PAPER', 'VIDEO', 'DOWNLOAD', 'SOLUTION', 'HELP'] as const) expect(stats[kind], kind).toBeGreaterThanOrEqual(100);

    const blockTitles = await page.locator('.info-block .info-block__title').allTextContents();
    expect(blockTitles).toEqual(['行业资讯', '招标信息', '标准规范', '政策法规', '学术论文', '精品课程', '资料下载', '知识库', '解决方案', '帮助中心']);
    expect(await page.locator('.info-block').first().locator('li').count()).toBe(6);

    // The carousel turns by itself once hydrated, and a dot picks a slide.
    await page.waitForLoadState('networkidle');
    await page.locator('.info-banner__dots button').nth(2).click();
    await expect.poll(() => page.locator('.info-banner__slide.is-active strong').textContent()).toBe(banners[2]!.title);
    // A slide picked out of turn gets its picture at once.
    const picture = page.locator('.info-banner__slide.is-active img');
    expect(await picture.getAttribute('src')).toBe(banners[2]!.coverUrl);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes from the home through every tab, and from each kind block to a detail page', async () => {
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/information');
    // Spec §2.4 order: home, tender, NEWS, PAPER, VIDEO, NORMAL, POLICY, download.
    expect(await page.locator('.info-tabs__tab').allTextContents()).toEqual(['首页', '招标', '资讯', '论文', '课程', '标准规范', '政策法规', '资料下载']);
    const tabs: [string, RegExp][] = [
      ['招标', /\/information\/tender$/],
      ['资讯', /\/information\/list\?tabsType=NEWS$/],
      ['论文', /\/paper$/],
      ['课程', /\/video$/],
      ['标准规范', /\/standard$/],
      ['政策法规', /\/policy$/],
      ['资料下载', /\/information\/list\?tabsType=download$/],
      ['首页', /\/information$/],
    ];
    for (const [label, url] of tabs) {
      await page.locator('.info-tabs__tab', { hasText: new RegExp(`^${label}$`) }).click();
      await page.waitForURL(url);
      await expect.poll(() => page.locator('.info-tabs__tab.is-active').textContent(), { message: label }).toBe(label);
      expect(await page.locator('h1').count(), label).toBeGreaterThan(0);
    }

    // One item of every block opens its own detail page, with a heading taken from the item.
    const blocks = await page.locator('.info-block').evaluateAll((sections) =>
      sections.map((s) => ({ kind: s.querySelector('h2')!.textContent, href: s.querySelector('li a')!.getAttribute('href')!, title: s.querySelector('li a')!.textContent! })),
    );
    for (const block of blocks) {
      const res = await page.goto(block.href);
      expect(res?.status(), block.kind!).toBe(200);
      if (block.kind === '资料下载') {
        const id = new URL(block.href, 'http://x').searchParams.get('file');
        expect(await page.locator(`#pinned-file-${id}`).textContent(), block.kind).toContain(block.title);
        continue;
      }
      const h1 = (await page.locator('h1').first().textContent())!.trim();
      // A standard's index title leads with its number; the page heading is its name.
      expect(block.title.includes(h1) || h1.includes(block.title), `${block.kind}: ${h1} / ${block.title}`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters the news list by project type, role and date, keeps the filters when paging, and opens /detail inside the tabs', async () => {
    const { app } = await portal();
    const { page, context, errors } = await openPage(desktop);
    page.setDefaultTimeout(10_000);
    await page.goto('/information/list?tabsType=NEWS');
    const all = await app.services.news.listArticles({ current: 1, size: 1 });
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${all.total} 条`);
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/资讯中心/资讯');

    const subway = await app.services.news.listArticles({ projectType: 'SUBWAY', current: 1, size: 1 });
    await page.locator('.lib-filters__row[aria-label="项目类型"] a', { hasText: /^地铁$/ }).click();
    await page.waitForURL(/\/information\/list\?type=SUBWAY$/);
    // The next choice comes once the reader sees this one: 地铁 marked and the list it filters.
    await expect.poll(() => page.locator('.lib-filters__row[aria-label="项目类型"] a.is-active').textContent()).toBe('地铁');
    await expect.poll(() => page.locator('.page-nav__total').textContent()).toBe(`共 ${subway.total} 条`);
    await page.locator('.lib-filters__row[aria-label="项目角色"] a', { hasText: /^施工$/ }).click();
    await page.waitForURL(/\/information\/list\?type=SUBWAY&role=SG$/);
    await expect.poll(() => page.locator('.lib-filters__row[aria-label="项目角色"] a.is-active').textContent()).toBe('施工');
    const filtered = await app.services.news.listArticles({ projectType: 'SUBWAY', projectRole: 'SG', current: 1, size: 20 });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    await expect.poll(() => page.locator('.page-nav__total').textContent()).toBe(`共 ${filtered.total} 条`);
    expect(await page.locator('.news-list__title a').allTextContents()).toEqual(filtered.records.map((r) => r.title));

    await page.locator('.lib-filters__row[aria-label="发布时间"] a', { hasText: /^最近一年$/ }).click();
    await page.waitForURL(/type=SUBWAY&role=SG&range=1y$/);
    await expect.poll(() => page.locator('.lib-filters__row[aria-label="发布时间"] a.is-active').textContent()).toBe('最近一年');
    expect(await page.locator('.lib-filters__row a.is-active').allTextContents()).toEqual(['地铁', '施工', '最近一年', '最新']);

    // A column, then its second page keeps every filter.
    await page.goto('/information/list?tabsType=NEWS&sort=hottest');
    const root = (await app.services.news.listColumns({ isTopic: false }))[0]!;
    await page.locator('.column-tabs a', { hasText: new RegExp(`^${root.name}$`) }).click();
    await page.waitForURL(new RegExp(`/information/list/${root.id}\\?sort=hottest$`));
    await expect.poll(() => page.locator('.column-tabs a.is-active').first().textContent()).toBe(root.name);
    await expect.poll(() => page.locator('.page-nav a', { hasText: /^2$/ }).getAttribute('href')).toBe(`/information/list/${root.id}/2?sort=hottest`);

    const first = page.locator('.news-list__title a').first();
    const title = (await first.textContent())!;
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/detail\/\d+$/);
    await first.click();
    await page.waitForURL(new RegExp(`${href}$`));
    await expect.poll(() => page.locator('h1.article__title').textContent()).toBe(title);
    expect(await page.locator('.info-tabs__tab.is-active').textContent()).toBe('资讯');
    expect((await page.locator('.breadcrumbs').textContent())!.startsWith('首页/资讯中心/资讯/')).toBe(true);
    expect((await headOf(page)).canonical).toBe(`http://portal.test/news/${href.split('/').pop()}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from the tab bar with a 30-character box and a counter', async () => {
    const { page, context } = await openPage(desktop);
    await page.goto('/information');
    await page.waitForLoadState('networkidle');
    const box = page.locator('.info-tabs__search input[name="keywords"]');
    expect(await box.getAttribute('maxlength')).toBe('30');
    await box.fill('地铁计量');
    expect(await page.locator('.info-tabs__search .search-box__count').textContent()).toBe('4/30');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keywords=%E5%9C%B0%E9%93%81%E8%AE%A1%E9%87%8F$/);
    await expect.poll(() => page.locator('.search-results li').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('answers 404 for unknown columns, pages and tab types, and sends library tab types to their pages', async () => {
    const { page, context } = await openPage(desktop);
    for (const path of ['/information/list/99999', '/information/list/abc', '/information/list/all/9999', '/information/list?tabsType=MOVIE', '/detail/999999']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await page.goto('/information/list?tabsType=POLICY');
    expect(new URL(page.url()).pathname).toBe('/policy');
    await context.close();
  });

  it('fits 390 px without horizontal scrolling', async () => {
    const { page, context } = await openPage(mobile);
    for (const path of ['/information', '/information/list?tabsType=NEWS', '/information/list?tabsType=download']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) {
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > 391)
            .slice(0, 5)
            .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
        );
        console.log(path, wide);
      }
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
