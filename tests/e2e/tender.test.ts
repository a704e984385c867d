import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/cookies';
import { isRightsTrade } from '../../server/db/factories/tender-text';
import { users } from '../../server/db/schema';
import { desktop, mobile, openPage, portal, expectHeads } from './support/portal';

/** A fresh user and a browser context holding their session cookie (no login page involved). */
async function loggedInPage(viewport = desktop) {
  const { app, database, baseUrl } = await portal();
  const [user] = await database.db
    .insert(users)
    .values({ unionid: randomBytes(16).toString('hex'), loginName: `e2e${randomBytes(6).toString('hex')}`, phone: '13700004321', realname: '彭工' })
    .returning({ id: users.id });
  const { token } = await app.services.sessionStore.create(user!.id, { ip: '', userAgent: '' });
  const opened = await openPage(viewport);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return { ...opened, userId: user!.id };
}

describe('tender pages (招标信息)', () => {
  it('goes from the 招标 tab to the list, filters by type and province, and opens a notice with its stage timeline', async () => {
    const { app } = await portal();
    const tender = app.services.tender;
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/information');
    await page.locator('.info-tabs__tab', { hasText: /^招标$/ }).click();
    await page.waitForURL(/\/information\/tender$/);
    await expect.poll(() => page.locator('.info-tabs__tab.is-active').textContent()).toBe('招标');
    expect(await page.locator('h1').textContent()).toBe('招标信息');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/资讯/招标信息');
    const all = await tender.listPaged({ current: 1, size: 20 });
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(await page.locator('.tender-count strong').textContent()).toBe(String(all.total));
    expect(await page.locator('.tender-row__title a').allTextContents()).toEqual(all.records.map((r) => r.title));

    // 信息类型: 中标结果 (0104) goes to the query string, the list changes.
    await page.locator('.tender-filters__row--type a', { hasText: '中标结果' }).click();
    await page.waitForURL(/\/information\/tender\?type=0104$/);
    const results = await tender.listPaged({ infoType: 'TRADING_RESULTS', current: 1, size: 20 });
    await expect.poll(() => page.locator('.tender-count strong').textContent()).toBe(String(results.total));
    expect(new Set(await page.locator('.tender-row .tender-tag').allTextContents())).toEqual(new Set(['中标结果']));

    // 地区: 湖南 keeps the type.
    await page.locator('.tender-filters__row--province a', { hasText: /^湖南/ }).click();
    await page.waitForURL(/\/information\/tender\?type=0104&province=430000$/);
    const hunan = await tender.listPaged({ infoType: 'TRADING_RESULTS', provinceCode: '430000', current: 1, size: 20 });
    expect(hunan.total).toBeGreaterThan(20);
    await expect.poll(() => page.locator('.tender-count strong').textContent()).toBe(String(hunan.total));
    expect(await page.locator('.tender-row__title a').allTextContents()).toEqual(hunan.records.map((r) => r.title));
    expect(new Set(await page.locator('.tender-row__meta div:first-child dd').allTextContents()).size).toBeGreaterThan(0);
    for (const region of await page.locator('.tender-row__meta div:first-child dd').allTextContents()) expect(region).toMatch(/^湖南省/);
    // Pagination and the other chips keep both filters.
    expect(await page.locator('.page-nav a', { hasText: /^2$/ }).getAttribute('href')).toBe('/information/tender?type=0104&province=430000&page=2');
    expect(await page.locator('.tender-filters__row--range a', { hasText: '最近一年' }).getAttribute('href')).toBe(
      '/information/tender?type=0104&province=430000&range=1y',
    );

    // A result notice: facts, the timeline of its project with the current stage, and a link to another stage.
    const target = hunan.records[0]!;
    const detail = await tender.get({ id: target.id, viewer: null });
    await page.locator('.tender-row__title a').first().click();
    await page.waitForURL(new RegExp(`/tenderDetails/${target.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(target.title);
    expect(await page.locator('.info-tabs__tab.is-active').textContent()).toBe('招标');
    expect(await page.locator('.tender-facts').textContent()).toContain(detail.project.bidNo);
    expect(await page.locator('.tender-facts').textContent()).toContain(`中标人${target.winner}`);
    expect(await page.locator('.tender-timeline li.is-done, .tender-timeline li.is-current').count()).toBe(detail.timeline.length);
    expect(await page.locator('.tender-timeline li.is-current').textContent()).toContain('中标结果');
    expect(await page.locator('.tender-body table').count()).toBeGreaterThan(0);
    const first = detail.timeline[0]!;
    expect(first.infoType).toBe('ANNOUNCEMENT');
    await page.locator('.tender-timeline li.is-done a').first().click();
    await page.waitForURL(new RegExp(`/tenderDetails/${first.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(first.title);
    expect(await page.locator('.tender-timeline li.is-current').textContent()).toContain('招标公告');
    // The announcement's sections follow its kind of trade: works, purchases, or rights sold by listing (挂牌).
    const sections =
      detail.catNo === 'ENGINEERING'
        ? ['一、招标条件', '二、项目概况与招标范围', '三、投标人资格要求', '四、招标文件的获取', '五、投标文件的递交']
        : isRightsTrade(detail.catNo)
          ? ['一、交易标的基本情况', '二、竞买人资格条件', '三、交易文件的获取', '四、报名与竞买保证金', '五、其他事项']
          : ['一、项目基本情况', '二、申请人的资格要求', '三、获取招标文件', '四、提交投标文件截止时间、开标时间和地点', '五、公告期限'];
    expect(await page.locator('.tender-body h3').allTextContents()).toEqual(expect.arrayContaining(sections));
    // The read is counted from the browser.
    await expect.poll(async () => (await tender.get({ id: first.id, viewer: null })).readCount).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the contacts from anonymous visitors and shows them after login; favourites go to the personal centre', async () => {
    const { app } = await portal();
    const id = (await app.services.tender.listPaged({ infoType: 'ANNOUNCEMENT', catNo: 'ENGINEERING', current: 1, size: 1 })).records[0]!.id;
    const detail = await app.services.tender.get({ id, viewer: { userId: 1 } });
    const phone = detail.contacts!.tenderee.phone;

    const anonymous = await openPage(desktop);
    const res = await anonymous.page.goto(`/tenderDetails/${id}`);
    expect(await res!.text()).not.toContain(phone);
    expect(await anonymous.page.locator('.tender-contacts__locked').textContent()).toContain('请先登录后查看联系方式');
    expect(await anonymous.page.locator('.tender-contacts__card').count()).toBe(0);
    await anonymous.page.locator('.tender-contacts__locked a', { hasText: '登录查看' }).click();
    await anonymous.page.waitForURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/tenderDetails/${id}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await anonymous.context.close();

    const { page, context, errors, userId } = await loggedInPage();
    await page.goto(`/tenderDetails/${id}`);
    expect(await page.locator('.tender-contacts__locked').count()).toBe(0);
    expect(await page.locator('.tender-contacts__card').first().textContent()).toContain(phone);
    expect(await page.locator('.tender-contacts__card').first().textContent()).toContain(detail.contacts!.tenderee.contact);

    await page.waitForLoadState('networkidle');
    await page.locator('.tender-actions button', { hasText: '收藏' }).click();
    await expect.poll(() => page.locator('.tender-actions button[aria-pressed="true"]').textContent()).toContain('已收藏');
    const mine = await app.services.account.listOperations({ userId, op: 'FAVORITE', current: 1, size: 10 });
    expect(mine.records).toEqual([{ kind: 'BID', id, title: detail.title, createdAt: expect.any(String) }]);
    await page.goto('/personalCenter?tab=favorites');
    await expect.poll(() => page.locator(`a[href="/tenderDetails/${id}"]`).first().textContent()).toContain(detail.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('addresses the list by path: category, information type, page and stage; unknown segments are 404', async () => {
    const { app } = await portal();
    const { page, context } = await openPage(desktop);
    const expected = await app.services.tender.listPaged({ catNo: 'ENGINEERING', infoType: 'ANNOUNCEMENT', current: 2, size: 20 });
    const res = await page.goto('/tender/ENGINEERING/0100/2');
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('工程建设招标公告');
    expect(await page.locator('.tender-row__title a').allTextContents()).toEqual(expected.records.map((r) => r.title));
    expect(await page.locator('.tender-filters__row--cat a.is-active').textContent()).toBe('工程建设');
    expect(await page.locator('.page-nav a', { hasText: /^3$/ }).getAttribute('href')).toBe('/tender/engineering/0100/3');
    expect(await page.locator('.tender-filters__row--stage a', { hasText: '报名中' }).getAttribute('href')).toBe('/tender/engineering/0100/1/1');
    await page.goto('/tender/engineering/0100/1/1');
    const open = await app.services.tender.listPaged({ catNo: 'ENGINEERING', infoType: 'ANNOUNCEMENT', status: 'OPEN', current: 1, size: 20 });
    expect(open.total).toBeGreaterThan(0);
    expect(await page.locator('.tender-count strong').textContent()).toBe(String(open.total));
    expect(new Set(await page.locator('.tender-row .tender-status').allTextContents())).toEqual(new Set(['报名中']));
    for (const path of [
      '/tender/roads',
      '/tender/all/0101',
      '/tender/all/all/0',
      '/tender/all/all/999',
      '/tender/all/all/1/3',
      '/tenderDetails/999999',
      '/tenderDetails/abc',
      '/information/tender?page=0',
    ]) {
      const r = await page.goto(path);
      expect(r?.status(), path).toBe(404);
    }
    // The detail alias must name the notice's own category and type.
    const notice = open.records[0]!;
    expect((await page.goto(`/tender/detail/${notice.id}/engineering/0100`))?.status()).toBe(200);
    expect((await page.goto(`/tender/detail/${notice.id}/government/0100`))?.status()).toBe(404);
    await context.close();
  });

  it('renders title, description, keywords and canonical on list and detail', async () => {
    const { app } = await portal();
    const first = (await app.services.tender.listPaged({ current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage();
    const cases: [string, string, string][] = [
      ['/information/tender', '/information/tender', '全国招标信息'],
      ['/information/tender?province=430000&type=0104', '/information/tender', '湖南省中标结果'],
      ['/tender/engineering', '/tender/engineering', '工程建设招标信息'],
      [`/tender/detail/${first.id}/${first.catNo.toLowerCase()}/${first.infoTypeId}`, `/tenderDetails/${first.id}`, first.title],
    ];
    await expectHeads(page, cases);
    await context.close();
  });

  it('finds notices in the site search under 招标', async () => {
    const { page, context } = await openPage();
    await page.goto('/search?keywords=%E7%9B%BE%E6%9E%84&kind=TENDER');
    expect(await page.locator('.search-results__kind').first().textContent()).toBe('招标');
    expect(await page.locator('a[href^="/tenderDetails/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('has no horizontal overflow at 390 px', async () => {
    const { app } = await portal();
    const result = (await app.services.tender.listPaged({ infoType: 'TRADING_RESULTS', current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage(mobile);
    for (const path of [
      '/information/tender',
      '/tender/engineering/0102',
      '/information/tender?province=430000&ptype=SUBWAY&range=1y',
      `/tenderDetails/${result.id}`,
    ]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
