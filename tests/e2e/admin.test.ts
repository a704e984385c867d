import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articleReads, pageViews } from '../../server/db/schema';
import { desktop, mobile, openPage, portal } from './support/portal';
import { staffLogin } from './support/staff';

describe('the staff console (/admin)', () => {
  beforeAll(() => portal().then(() => undefined), 120_000);

  it('is not indexed and asks for a staff login, refusing a wrong password with the server message', async () => {
    const { page, context } = await openPage();
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => page.locator('.ant-alert').textContent()).toContain('用户名或密码错误');
    const { baseUrl } = await portal();
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain('Disallow: /admin');
    await context.close();
  });

  it('logs an admin in, shows the sections of the role and the audit log with the login just made', async () => {
    const { page, context } = await openPage();
    await staffLogin(page, 'admin');
    expect(await page.locator('.admin-header__who').textContent()).toContain('系统管理员（管理员）');
    await page.locator('.admin-sider').getByRole('link', { name: '操作日志' }).click();
    await page.waitForURL('**/admin/audit');
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => firstRow.textContent()).toContain('admin');
    expect(await firstRow.textContent()).toContain('登录');
    // The session survives a reload: the cookie is the console's own.
    await page.reload();
    await page.locator('.admin-header__who').waitFor();
    await page.getByRole('button', { name: '退 出' }).click();
    await page.getByLabel('用户名').waitFor();
    await context.close();
  });

  it('gives an agent no audit log: the menu leaves it out and the server refuses it', async () => {
    const { page, context } = await openPage(mobile);
    await staffLogin(page, 'kefu01');
    expect(await page.locator('.admin-sider').getByRole('link', { name: '操作日志' }).count()).toBe(0);
    const status = await page.evaluate(
      async () => (await fetch('/api/admin/audit/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    );
    expect(status).toBe(403);
    await context.close();
  });

  it('shows a booking made on the site in the leads list, where an agent takes it and keeps a note', async () => {
    const visitor = await openPage();
    await visitor.page.goto('/');
    await visitor.page.locator('.hero__actions button', { hasText: '预约演示' }).click();
    const dialog = visitor.page.locator('.ant-modal');
    await dialog.getByPlaceholder('请输入手机号码').fill('13677778888');
    await dialog.getByPlaceholder('请输入姓名或昵称').fill('郑工程师');
    await dialog.getByRole('button', { name: /免费预约/ }).click();
    await dialog.locator('img.reservation-success__qr').waitFor();
    await visitor.context.close();

    const { page, context } = await openPage();
    await staffLogin(page, 'kefu01');
    await page.locator('.admin-sider').getByRole('link', { name: '线索管理' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '13677778888' });
    await row.waitFor();
    expect(await row.textContent()).toContain('郑工程师');
    expect(await row.textContent()).toContain('预约演示');
    expect(await row.textContent()).toContain('新线索');
    // Clicking a row opens the lead, as its 处理 button does.
    await row.locator('td').nth(2).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '我来跟进' }).click();
    await drawer.getByRole('button', { name: '释放线索' }).waitFor();
    await drawer.getByLabel('新备注').fill('已电话联系，约周三演示');
    await drawer.getByRole('button', { name: '添加备注' }).click();
    await expect.poll(() => drawer.locator('.admin-notes li').first().textContent()).toContain('客服小陈');
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => row.textContent()).toContain('客服小陈');
    await context.close();
  });

  it('shows on the statistics page the visits and the reading just made', async () => {
    // Headless Chrome says so in its user agent and would be counted as a bot: this visitor is a person.
    const { browser, baseUrl } = await portal();
    const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const visitorContext = await browser.newContext({ baseURL: baseUrl, viewport: desktop, locale: 'zh-CN', userAgent });
    const visitor = { context: visitorContext, page: await visitorContext.newPage() };
    await visitor.page.goto('/news');
    await visitor.page.locator('.float-tools__chat:not([disabled])').waitFor();
    const sid = await visitor.page.evaluate(() => localStorage.getItem('jz_visitor_id') ?? '');
    // Route leaves: client navigations into an article and out of it again. (A report sent while the page unloads
    // would carry Headless Chrome's own user agent, not the context's, and count as a bot.)
    const article = visitor.page.locator('a[href^="/news/"]:not([href^="/news/list"]):not([href^="/news/tag"])').first();
    const title = (await article.textContent())!.trim();
    await article.click();
    await visitor.page.locator('h1.article__title').waitFor();
    await visitor.page.locator('.site-header').getByRole('link', { name: '首页', exact: true }).first().click();
    await visitor.page.waitForURL(`${baseUrl}/`);
    const { database } = await portal();
    await expect.poll(async () => (await database.db.select().from(pageViews).where(eq(pageViews.sid, sid))).map((v) => v.path).sort(), { timeout: 20_000 }).toEqual(expect.arrayContaining(['/news']));
    await expect.poll(async () => (await database.db.select().from(articleReads).where(eq(articleReads.sid, sid))).map((r) => ({ isBot: r.isBot, artType: r.artType })), { timeout: 20_000 }).toEqual([{ isBot: false, artType: 'NEWS' }]);
    await visitor.context.close();

    const { page, context } = await openPage();
    await staffLogin(page, 'admin');
    await page.locator('.admin-sider').getByRole('link', { name: '数据统计' }).click();
    const pages = page.locator('.ant-card', { hasText: '页面停留时间' });
    await expect.poll(() => pages.locator('tbody').textContent()).toContain('/news');
    const reading = page.locator('.ant-card', { hasText: '文章阅读时长' });
    expect(title.length).toBeGreaterThan(0);
    await expect.poll(() => reading.locator('tbody').textContent()).toContain((await database.db.select().from(articleReads).where(eq(articleReads.sid, sid)))[0]!.artTitle);
    await expect.poll(() => page.getByRole('img', { name: '每日浏览量与访客数折线图' }).locator('canvas').count()).toBe(1);
    await context.close();
  });
});
