import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage, portal } from './support/portal';
import { loggedInPage, storeNotice } from './support/tender';
import { staffLogin } from './support/staff';

describe('followed organisations in the personal centre (关注单位)', () => {
  beforeAll(() => portal().then(() => undefined));

  it("follows a notice's buyer, sees its next notice in the list with the unread count rising, and unfollows", async () => {
    const { app } = await portal();
    // Notices other tests stored are matched before this user follows anything.
    await app.services.tenderAlerts.drain();
    const { page, context, errors } = await loggedInPage(desktop);
    const [notice] = (await app.services.tender.listPaged({ provinceCode: '430000', infoType: 'ANNOUNCEMENT', current: 1, size: 1 })).records;
    await page.goto(`/tenderDetails/${notice!.id}`);
    await page.getByTestId('tenderee-link').click();
    await page.waitForURL(/\/tender\/org\/\d+$/);
    await page.getByTestId('follow-org').click();
    await expect.poll(() => page.getByTestId('follow-org').textContent()).toBe('已关注');

    await storeNotice('长沙市城市应急指挥中心建设工程', `E2E-F-${randomBytes(3).toString('hex')}`, notice!.tendereeName);
    await app.services.tenderAlerts.drain();

    await page.goto('/');
    await expect.poll(() => page.getByTestId('alert-badge').textContent()).toBe('1');
    await page.goto('/personalCenter?tab=follows');
    const card = page.getByTestId('follow-list').locator('.sub-card', { hasText: notice!.tendereeName });
    await expect.poll(() => card.locator('.sub-card__new').textContent()).toBe('1');
    expect(await page.getByTestId('follow-new').textContent()).toBe('1 条');
    const first = page.getByTestId('follow-notices').locator('.pc-list__item').first();
    expect(await first.locator('.pc-list__title').textContent()).toBe('新长沙市城市应急指挥中心建设工程招标公告');
    // Shown: the header no longer counts it.
    await expect.poll(() => page.getByTestId('alert-badge').count()).toBe(0);

    await card.getByRole('button', { name: '取消关注' }).click();
    await page.getByRole('button', { name: '取消关注' }).last().click();
    await expect.poll(() => page.getByTestId('follow-list').count()).toBe(0);
    expect(await page.locator('.pc-empty').first().textContent()).toContain('还没有关注单位');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('标讯导入 in the staff console', () => {
  beforeAll(() => portal().then(() => undefined));

  it('imports notices as staff; a subscribed user sees the unread count rise and the matches listed', async () => {
    const { app } = await portal();
    const user = await loggedInPage(desktop);
    const tag = randomBytes(3).toString('hex');
    const subscription = await app.services.tenderAlerts.create({
      userId: user.userId,
      input: { keywords: ['磁浮'], excludeWords: [], regions: [], catNos: [], infoTypes: [], projectTypes: [], titleOnly: true, name: '' },
    });
    await app.services.tenderAlerts.drain();

    const staff = await openPage(desktop);
    await staffLogin(staff.page, 'bianji01');
    // Before the login the console asked who is there and got 401: that is how it shows its login form.
    const loggedInAt = staff.errors.length;
    await staff.page.locator('.admin-sider').getByRole('link', { name: '标讯导入' }).click();
    await staff.page.waitForURL('**/admin/tender-import');
    const row = (n: number, over: object = {}) =>
      JSON.stringify({
        source: '湖南省公共资源交易中心',
        sourceId: `E2E-${tag}-${n}`,
        bidNo: `E2E-${tag}-${n}`,
        projectName: `长沙磁浮东延线第${n}标段`,
        catNo: 'ENGINEERING',
        projectType: 'SUBWAY',
        provinceCode: '430000',
        cityCode: '430100',
        budget: 360_000_000,
        tenderee: '长沙市轨道交通集团有限公司',
        infoType: 'ANNOUNCEMENT',
        title: `长沙磁浮东延线第${n}标段施工招标公告`,
        content: '<p>长沙磁浮东延线工程已具备招标条件。</p>',
        publishedAt: new Date().toISOString(),
        deadlineAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        ...over,
      });
    const upload = async (name: string, text: string) => {
      await staff.page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
      await staff.page.getByRole('button', { name: '开始导入' }).click();
    };

    // A bad row: the lines and reasons are listed and nothing is written.
    await upload(`bad-${tag}.jsonl`, [row(1), row(2, { provinceCode: '999999' })].join('\n'));
    await expect.poll(() => staff.page.getByTestId('import-errors').textContent()).toContain('导入失败：1 行有误，未写入任何数据');
    expect(await staff.page.getByTestId('import-errors').textContent()).toContain('第 2 行：省份代码不是 6 位省级行政区划代码');

    await upload(`磁浮-${tag}.jsonl`, [row(1), row(2)].join('\n'));
    await expect.poll(() => staff.page.getByTestId('import-report').textContent()).toContain('共 2 行：新增 2 条，更新 0 条，未变 0 条');
    await expect.poll(() => staff.page.locator('.ant-table-tbody tr.ant-table-row').first().textContent()).toContain(`磁浮-${tag}.jsonl`);

    await app.services.tenderAlerts.drain();
    await user.page.goto('/');
    await expect.poll(() => user.page.getByTestId('alert-badge').textContent()).toBe('2');
    await user.page.goto(`/personalCenter?tab=subscriptions&sub=${subscription.id}`);
    await expect
      .poll(() => user.page.getByTestId('match-list').locator('.pc-list__title').allTextContents())
      .toEqual(['新长沙磁浮东延线第2标段施工招标公告', '新长沙磁浮东延线第1标段施工招标公告']);
    expect(user.errors).toEqual([]);
    expect(staff.errors.slice(loggedInAt)).toEqual([]);
    await user.context.close();
    await staff.context.close();
  });

  it('shows the import page on a phone without sideways scrolling', async () => {
    const staff = await openPage(mobile);
    await staffLogin(staff.page, 'admin');
    await staff.page.goto('/admin/tender-import');
    await staff.page.getByRole('button', { name: '开始导入' }).waitFor();
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await staff.context.close();
  });
});
