import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, portal } from './support/portal';
import { loggedInPage, storeNotice } from './support/tender';

describe('tender subscriptions (订阅)', () => {
  // Starting the shared portal (seeding its database) belongs to setup, not to the first test's time.
  beforeAll(() => portal().then(() => undefined));

  it('saves a filtered list as a subscription, then shows the unread count rise and the new notice among its matches', async () => {
    const { app } = await portal();
    const { page, context, errors, userId } = await loggedInPage(desktop);
    await page.goto('/information/tender?cat=engineering&province=430000&keywords=%E5%9C%B0%E9%93%81');
    await page.getByTestId('save-subscription').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已保存为订阅“地铁”');
    const [saved] = await app.services.tenderAlerts.list({ userId });
    expect(saved).toMatchObject({
      name: '地铁',
      keywords: ['地铁'],
      catNos: ['ENGINEERING'],
      regions: [{ provinceCode: '430000', cityCode: null }],
      infoTypes: [],
    });
    await app.services.tenderAlerts.drain();

    await storeNotice('长沙地铁9号线一期工程土建施工第五标段', `E2E-${randomBytes(3).toString('hex')}`);
    await app.services.tenderAlerts.drain();

    // The header asks for the count on the next page load.
    await page.goto('/');
    await expect.poll(() => page.getByTestId('alert-badge').textContent()).toBe('1');
    await page.goto('/personalCenter?tab=subscriptions');
    const card = page.locator('.sub-card', { hasText: '地铁' });
    await expect.poll(() => card.locator('.sub-card__new').textContent()).toBe('1');
    expect(await page.getByTestId('sub-unread').textContent()).toBe('1 条');
    await card.getByText('查看信息').click();
    await page.waitForURL(/tab=subscriptions&sub=\d+$/);
    const first = page.getByTestId('match-list').locator('.pc-list__item').first();
    await expect.poll(() => first.locator('.pc-list__title').textContent()).toBe('新长沙地铁9号线一期工程土建施工第五标段招标公告');
    // Looked at: nothing unread any more, in the page and in the header.
    expect(await page.getByTestId('sub-unread').textContent()).toBe('0 条');
    await expect.poll(() => page.getByTestId('alert-badge').count()).toBe(0);
    expect(await app.services.tenderAlerts.countNew({ userId })).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a subscription with the full form in the personal centre on a phone', async () => {
    const { app } = await portal();
    const { page, context, errors, userId } = await loggedInPage(mobile);
    await page.goto('/personalCenter?tab=subscriptions');
    await page.getByRole('button', { name: '新建订阅' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('订阅名称').fill('长沙监理');
    await dialog.getByLabel('关键词', { exact: true }).fill('监理');
    await dialog.getByLabel('关键词', { exact: true }).press('Enter');
    await dialog.getByLabel('排除词').fill('维修');
    await dialog.getByLabel('排除词').press('Enter');
    await dialog.getByText('仅标题').click();
    await dialog.getByLabel('最低金额（万元）').fill('500');
    await dialog.getByLabel('最高金额（万元）').fill('100');
    await dialog.getByRole('button', { name: '保存订阅' }).click();
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents()).toContain('最低金额不能大于最高金额');
    await dialog.getByLabel('最高金额（万元）').fill('5000');
    await dialog.getByRole('button', { name: '保存订阅' }).click();
    await expect.poll(() => page.locator('.sub-card__name').allTextContents()).toEqual(['长沙监理']);
    expect(await page.locator('.sub-card__summary').textContent()).toBe('标题含“监理”；不含“维修”；全国；全部信息类型；500–5000 万元');
    expect(await app.services.tenderAlerts.list({ userId })).toMatchObject([
      { keywords: ['监理'], excludeWords: ['维修'], titleOnly: true, amountMin: 500, amountMax: 5000 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a logged-out reader who saves a list to the login page and back', async () => {
    const { page, context } = await openPage(desktop);
    await page.goto('/information/tender?province=430000');
    await page.getByTestId('save-subscription').click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/information/tender?province=430000');
    await context.close();
  });
});

describe('organisations (关注与单位主页)', () => {
  beforeAll(() => portal().then(() => undefined));

  it('follows an organisation from a notice, and lists its next notice among the followed', async () => {
    const { app } = await portal();
    const { page, context, errors, userId } = await loggedInPage(desktop);
    const [notice] = (await app.services.tender.listPaged({ provinceCode: '430000', infoType: 'ANNOUNCEMENT', current: 1, size: 1 })).records;
    await page.goto(`/tenderDetails/${notice!.id}`);
    await page.getByTestId('tenderee-link').click();
    await page.waitForURL(/\/tender\/org\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(notice!.tendereeName);
    await expect.poll(() => page.locator('.org-chart svg, .org-chart__empty').count()).toBeGreaterThan(0);
    await page.getByTestId('follow-org').click();
    await expect.poll(() => page.getByTestId('follow-org').textContent()).toBe('已关注');

    await storeNotice('长沙市政务服务中心智能化改造工程', `E2E-${randomBytes(3).toString('hex')}`, notice!.tendereeName);
    const reply = await page.request.post('/api/ai/bid/listPagedByFollow', { data: {} });
    const body = (await reply.json()) as { records: { title: string; tendereeName: string }[] };
    expect(body.records[0]).toMatchObject({ title: '长沙市政务服务中心智能化改造工程招标公告', tendereeName: notice!.tendereeName });
    expect((await app.services.tenderUser.listByFollow({ userId, current: 1, size: 100 })).records.every((r) => r.tendereeName === notice!.tendereeName)).toBe(true);
    // Followed on reload too.
    await page.reload();
    await expect.poll(() => page.getByTestId('follow-org').textContent()).toBe('已关注');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['1440', desktop],
    ['390', mobile],
  ])('shows an organisation profile at %s px without sideways scrolling', async (_w, viewport) => {
    const { app } = await portal();
    const { records } = await app.services.tender.listOrgs({ kind: 'TENDEREE', current: 1, size: 1 });
    const profile = await app.services.tenderOrgs.get({ id: records[0]!.id });
    const { page, context, errors } = await openPage(viewport);
    const res = await page.goto(`/tender/org/${records[0]!.id}`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(profile.org.name);
    expect(await page.title()).toContain(profile.org.name);
    expect(await page.locator('.org-hero__figures dd').allTextContents()).toEqual([
      String(profile.projectCount),
      String(profile.noticeCount),
      String(profile.byYear.reduce((s, r) => s + r.results, 0)),
    ]);
    expect(await page.locator('.tender-row__title a').allTextContents()).toEqual(profile.notices.map((n) => n.title));
    expect(await page.locator('.org-chart rect').count()).toBe(profile.byYear.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect((await page.goto('/tender/org/99999999'))?.status()).toBe(404);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it('has the quick filters 7 天内截止 and 今日开标 on the list', async () => {
    const { app } = await portal();
    const { page, context } = await openPage(desktop);
    await page.goto('/information/tender');
    await page.locator('.tender-filters__row--due a', { hasText: '7 天内截止' }).click();
    await page.waitForURL(/\/information\/tender\?due=week$/);
    const week = await app.services.tender.listPaged({ due: 'WEEK', current: 1, size: 20 });
    await expect.poll(() => page.locator('.tender-count strong').textContent()).toBe(String(week.total));
    expect(await page.locator('.tender-filters__row--due a', { hasText: '今日开标' }).getAttribute('href')).toBe('/information/tender?due=today');
    await context.close();
  });
});
