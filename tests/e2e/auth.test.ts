import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lastCode } from '../../server/test-support/auth-test-kit';
import { DEMO_PASSWORD } from '../../server/modules/auth/demo-accounts';
import { headOf, mobile, openPage, portal, untilInteractive } from './support/portal';

/** The latest code the outbox holds for a phone, waiting for it to arrive. */
async function codeFor(phone: string, after?: string): Promise<string> {
  const { database } = await portal();
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await lastCode(database.db, phone);
      return code !== undefined && code !== after;
    })
    .toBe(true);
  return code!;
}

const activePane = (page: Page) => page.getByRole('tabpanel');
const staffInfo = (page: Page) => page.evaluate(() => window.localStorage.getItem('frame_staffInfo'));

async function logOutThroughMenu(page: Page) {
  // The menu opens on hover; the name itself links to the personal centre.
  await page.locator('.user-menu__trigger').hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor();
  expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('是否退出登录？');
  // 确定 is clicked once the dialog has finished zooming in, as a reader sees it: a click during the animation, on a
  // loaded machine, could land beside the moving button, and nothing would happen (one CI run of 2026-12-02).
  await expect.poll(() => dialog.getAttribute('class')).not.toMatch(/ant-zoom/);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /确\s*定/ }).click()]);
}

describe('login, registration and logout in the browser', () => {
  it('registers, logs out after confirmation, logs back in by password and lands on the redirect target', async () => {
    const { page, context, errors } = await openPage();
    const phone = `136${String(Date.now()).slice(-8)}`;
    await page.goto('/news');
    await page.locator('.site-header__auth a', { hasText: '注册' }).click();
    await page.waitForURL('**/register?redirect=%2Fnews');
    await expect.poll(async () => (await headOf(page)).title).toBe('注册 - 计智云');
    expect(await page.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');

    const pane = activePane(page);
    await pane.getByPlaceholder('请输入手机号码').fill(phone);
    await pane.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => pane.locator('.send-code-btn').textContent()).toMatch(/\d+ 秒后重发/);
    await pane.getByPlaceholder('请输入 6 位验证码').fill(await codeFor(phone));
    await pane.getByPlaceholder('设置 8–64 位登录密码').fill('abc');
    await expect.poll(() => pane.locator('.strength-meter__text').textContent()).toContain('密码至少 8 位');
    await pane.getByPlaceholder('设置 8–64 位登录密码').fill('Road#2026路桥');
    await expect.poll(() => pane.locator('.strength-meter__text').textContent()).toBe('密码强度：强');
    expect(await pane.locator('.auth-agree a').first().getAttribute('href')).toBe('/service');
    expect(await pane.locator('.auth-agree a').nth(1).getAttribute('href')).toBe('/pravicy');
    await pane.getByRole('button', { name: '注册并登录' }).click();
    await expect.poll(() => pane.locator('.ant-form-item-explain-error').allTextContents()).toContain('请阅读并同意用户服务协议和隐私政策');
    await pane.locator('.auth-agree input[type=checkbox]').check();
    await pane.getByRole('button', { name: '注册并登录' }).click();

    // 完善信息, then on to the page the visitor came from, rendered by the server with the user.
    await page.getByPlaceholder('真实姓名').fill('赵监理');
    await Promise.all([page.waitForURL('**/news'), page.getByRole('button', { name: /完\s*成/ }).click()]);
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('赵监理');
    const stored = JSON.parse((await staffInfo(page)) ?? '{}');
    expect(stored).toMatchObject({ realname: '赵监理', staffId: '' });
    expect(stored).not.toHaveProperty('token');
    expect((await context.cookies()).find((c) => c.name === 'jz_sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // A logged-in visitor opening /login goes to the (safe) target instead.
    await page.goto('/login?redirect=%2F%2Fevil.com');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/news');
    await logOutThroughMenu(page);
    await expect.poll(() => page.locator('.site-header__auth').count()).toBe(1);
    expect(await staffInfo(page)).toBe('{}');

    await page.locator('.site-header__auth a', { hasText: '登录' }).click();
    await page.waitForURL('**/login?redirect=%2Fnews');
    await activePane(page).getByPlaceholder('手机号 / 账号').fill(phone);
    await activePane(page).getByPlaceholder('请输入密码').fill('Road#2026路桥');
    await Promise.all([page.waitForURL('**/news'), activePane(page).locator('button[type=submit]').click()]);
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('赵监理');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000); // five page loads and two argon2id hashes: on a loaded 2-core machine this took over 60 s

  it('logs in with an SMS code read from the outbox', async () => {
    const { page, context, errors } = await openPage(mobile);
    const phone = '13800138000';
    const before = await lastCode((await portal()).database.db, phone);
    await page.goto('/login?redirect=%2Fnews%2Ftags');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const pane = activePane(page);
    await pane.getByPlaceholder('请输入手机号码').fill(phone);
    await pane.getByRole('button', { name: '获取验证码' }).click();
    await pane.getByPlaceholder('请输入 6 位验证码').fill(await codeFor(phone, before));
    await Promise.all([page.waitForURL('**/news/tags'), pane.locator('button[type=submit]').click()]);
    expect(JSON.parse((await staffInfo(page)) ?? '{}')).toMatchObject({ realname: '张工程师', staffId: 'HNLQ-0001' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves between the login tabs with the arrow keys and keeps what was typed in each', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/login');
    await untilInteractive(page);
    await activePane(page).getByPlaceholder('手机号 / 账号').fill('13800138000');
    const selected = () => page.getByRole('tab', { selected: true }).textContent();
    await page.getByRole('tab', { name: '密码登录' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('验证码登录');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('验证码登录');
    await activePane(page).getByPlaceholder('请输入手机号码').fill('13900139000');
    await page.getByRole('tab', { name: '验证码登录' }).focus();
    await page.keyboard.press('End');
    expect(await selected()).toBe('注册');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('密码登录');
    // One panel shows at a time, named by its tab; the other tabs' panels keep their fields.
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await page.getByRole('tabpanel', { name: '密码登录' }).getByPlaceholder('手机号 / 账号').inputValue()).toBe('13800138000');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    expect(await activePane(page).getByPlaceholder('请输入手机号码').inputValue()).toBe('13900139000');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks the password form in the browser as antd did, and loads antd only when the reader turns to another tab', async () => {
    const { page, context, errors } = await openPage(mobile);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await untilInteractive(page);
    const pane = activePane(page);
    // An empty submit names both fields, under each, and sends nothing.
    await pane.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => pane.getByRole('alert').allTextContents()).toEqual(['请输入手机号或账号', '请输入密码']);
    expect(await pane.getByPlaceholder('手机号 / 账号').getAttribute('aria-invalid')).toBe('true');
    // Typing mends the field's message at once; the other stays until its own field is filled.
    await pane.getByPlaceholder('手机号 / 账号').fill('13800138000');
    await expect.poll(() => pane.getByRole('alert').allTextContents()).toEqual(['请输入密码']);
    const password = pane.getByPlaceholder('请输入密码');
    await password.fill('Wrong#2026');
    await expect.poll(() => pane.getByRole('alert').count()).toBe(0);
    // The eye shows the password and hides it again.
    await pane.getByRole('button', { name: '显示密码' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await pane.getByRole('button', { name: '隐藏密码' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(scripts.filter((s) => s.includes('login-tab-forms'))).toEqual([]);
    // The server's answer shows above the button; the form stays as typed. (The suite's one wrong password from this
    // IP: three would ask every later login here for an image code.)
    await pane.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => page.locator('.auth-form-error').textContent()).toContain('账号或密码错误');
    expect(await pane.getByPlaceholder('手机号 / 账号').inputValue()).toBe('13800138000');
    // The other tabs' forms (antd) come when the reader opens one.
    await page.getByRole('tab', { name: '注册' }).click();
    await expect.poll(() => activePane(page).getByPlaceholder('请输入手机号码').count()).toBe(1);
    expect(scripts.filter((s) => s.includes('login-tab-forms'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a login clicked before the page is interactive out of the address bar, and logs the reader in once it is', async () => {
    const { page, context, errors } = await openPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // The page's scripts wait until the reader has typed and clicked: a slow line, or a phone still parsing.
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/login?redirect=/news', { waitUntil: 'domcontentloaded' });
    const pane = activePane(page);
    await pane.getByPlaceholder('手机号 / 账号').fill('13800138000');
    await pane.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await pane.getByRole('button', { name: '登 录' }).click({ noWaitAfter: true });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // The browser's own submission would have gone to /login?account=…&password=…
    expect(new URL(page.url()).search).toBe('?redirect=/news');
    releaseScripts();
    await page.waitForURL((url) => url.pathname === '/news');
    await page.locator('.site-header .user-menu__trigger').first().waitFor();
    expect(requested.filter((url) => url.includes('password') || url.includes('account='))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the image code after three wrong passwords, refreshes it, refuses a wrong one and logs in with the right one', async () => {
    const { app, kv } = await portal();
    // The failure counters this test adds (per account and per IP) are its own: every later login from 127.0.0.1 would ask for an image code.
    const counters = ['authfail:acct:13800138000', 'authfail:ip:127.0.0.1'];
    for (const key of counters) await kv.del(key);
    const { page, context, errors } = await openPage();
    try {
      // The server draws each image; the test keeps the answer of the last one it was sent.
      const served: string[] = [];
      let answer = '';
      await page.route('**/api/user/auth/icode', async (route) => {
        const response = await route.fetch();
        const icode = await (app.services.auth as { issueIcode(): Promise<{ icodeKey: string; image: string; answer: string }> }).issueIcode();
        answer = icode.answer;
        served.push(icode.image);
        await route.fulfill({ response, json: { ...(await response.json()), icodeKey: icode.icodeKey, image: icode.image } });
      });
      await page.goto('/login');
      await untilInteractive(page);
      const pane = activePane(page);
      const image = pane.getByRole('img', { name: '图形验证码' });
      await pane.getByPlaceholder('手机号 / 账号').fill('13800138000');
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await image.count()).toBe(0);
        await pane.getByPlaceholder('请输入密码').fill(`Wrong#${attempt}x`);
        await pane.getByRole('button', { name: '登 录' }).click();
        await expect.poll(() => page.locator('.auth-form-error').textContent()).toContain('账号或密码错误');
        // The error stays the same text: wait for the request to finish before the next try.
        await expect.poll(() => pane.getByRole('button', { name: '登 录' }).getAttribute('aria-busy')).not.toBe('true');
      }
      // The third failure brings the image and its field.
      await expect.poll(() => served.length).toBe(1);
      await expect.poll(() => image.getAttribute('src')).toBe(served[0]);
      // A click on the image asks for another.
      await pane.getByRole('button', { name: '看不清？换一张' }).click();
      await expect.poll(() => served.length).toBe(2);
      await expect.poll(() => image.getAttribute('src')).toBe(served[1]);
      // The right password without the code is stopped in the browser, under the field.
      await pane.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
      await pane.getByRole('button', { name: '登 录' }).click();
      await expect.poll(() => pane.getByRole('alert').allTextContents()).toContain('请输入图形验证码');
      expect(served).toHaveLength(2);
      // A wrong code is refused by the server, the field is emptied and a new image comes.
      await pane.getByPlaceholder('请输入图形验证码').fill(answer === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
      await pane.getByRole('button', { name: '登 录' }).click();
      await expect.poll(() => page.locator('.auth-form-error').textContent()).toContain('图形验证码错误或已失效');
      await expect.poll(() => served.length).toBe(3);
      await expect.poll(() => image.getAttribute('src')).toBe(served[2]);
      expect(await pane.getByPlaceholder('请输入图形验证码').inputValue()).toBe('');
      // The code of the image on screen, typed in lower case, logs the reader in.
      await pane.getByPlaceholder('请输入图形验证码').fill(answer.toLowerCase());
      await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), pane.getByRole('button', { name: '登 录' }).click()]);
      await expect.poll(() => page.locator('.user-menu__trigger').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      for (const key of counters) await kv.del(key);
    }
  });

  it('asks an account with double auth for an SMS code after its password', async () => {
    const { page, context } = await openPage();
    await page.goto('/login?redirect=%2Fnews');
    await activePane(page).getByPlaceholder('手机号 / 账号').fill('13900139000');
    await activePane(page).getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await Promise.all([page.waitForURL('**/doubleAuth?redirect=%2Fnews'), activePane(page).locator('button[type=submit]').click()]);
    await expect.poll(() => page.locator('.auth-form__lead').textContent()).toContain('139****9000');
    expect(await page.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入 6 位验证码').fill(await codeFor('13900139000'));
    await Promise.all([page.waitForURL('**/news'), page.getByRole('button', { name: '确认登录' }).click()]);
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('李总工');
    await context.close();
  });

  it('logs a desktop in by QR code confirmed on a logged-in phone', async () => {
    const { baseUrl } = await portal();
    const desktop = await openPage();
    await desktop.page.goto('/login?redirect=%2Fnews');
    const created = desktop.page.waitForResponse((r) => r.url().endsWith('/api/user/auth/v3/scan/qrcode'));
    await desktop.page.getByRole('tab', { name: '扫码登录' }).click();
    const { qrUrl } = (await (await created).json()) as { qrUrl: string };
    const box = desktop.page.locator('.qr-login');
    await expect.poll(() => box.getAttribute('data-status')).toBe('WAITING');
    expect(await box.locator('.qr-login__title').textContent()).toBe('扫码登录');
    expect(await box.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);

    // The phone opens the QR address (this test's host instead of SITE_URL), logs in, and comes back.
    const phone = await openPage(mobile);
    const target = new URL(qrUrl);
    await phone.page.goto(`${baseUrl}${target.pathname}${target.search}`);
    await phone.page.waitForURL('**/login?redirect=*');
    await activePane(phone.page).getByPlaceholder('手机号 / 账号').fill('13800138000');
    await activePane(phone.page).getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await Promise.all([phone.page.waitForURL('**/authorize?ticket=*'), activePane(phone.page).locator('button[type=submit]').click()]);
    await expect.poll(() => phone.page.locator('.authorize__device').textContent()).toContain('Chrome');

    await expect.poll(() => box.getAttribute('data-status'), { timeout: 10_000 }).toBe('SCANED');
    expect(await box.locator('.qr-login__title').textContent()).toBe('扫码成功');

    await phone.page.getByRole('button', { name: '确认登录' }).click();
    await expect.poll(() => phone.page.locator('.ant-result-title').textContent()).toBe('已确认登录');
    await desktop.page.waitForURL('**/news', { timeout: 15_000 });
    await expect.poll(() => desktop.page.locator('.user-menu__name').textContent()).toBe('张工程师');
    expect(desktop.errors).toEqual([]);
    await phone.context.close();
    await desktop.context.close();
  });

  it('shows 登录超时 with 刷新二维码 when the phone cancels', async () => {
    const { baseUrl } = await portal();
    const desktop = await openPage();
    await desktop.page.goto('/login?tab=qr');
    const created = await desktop.page.waitForResponse((r) => r.url().endsWith('/api/user/auth/v3/scan/qrcode'));
    const { qrUrl } = (await created.json()) as { qrUrl: string };
    const phone = await openPage(mobile);
    await phone.context.request.post(`${baseUrl}/api/user/auth/v3/pwd/login`, { data: { account: 'hnlq-zhang', password: DEMO_PASSWORD } });
    const target = new URL(qrUrl);
    await phone.page.goto(`${baseUrl}${target.pathname}${target.search}`);
    await phone.page.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => phone.page.locator('.ant-result-title').textContent()).toBe('已取消登录');
    const box = desktop.page.locator('.qr-login');
    await expect.poll(() => box.getAttribute('data-status'), { timeout: 10_000 }).toBe('TIMEOUT');
    expect(await box.locator('.qr-login__title').textContent()).toBe('登录超时');
    const renewed = desktop.page.waitForResponse((r) => r.url().endsWith('/api/user/auth/v3/scan/qrcode'));
    await box.getByRole('button', { name: '刷新二维码' }).click();
    await renewed;
    await expect.poll(() => box.getAttribute('data-status')).toBe('WAITING');
    await phone.context.close();
    await desktop.context.close();
  });

  it('logs out a second tab when the first one logs out', async () => {
    const { baseUrl } = await portal();
    const { context, page: first } = await openPage();
    await context.request.post(`${baseUrl}/api/user/auth/v3/pwd/login`, { data: { account: '13800138000', password: DEMO_PASSWORD } });
    const second = await context.newPage();
    await first.goto('/news');
    await second.goto('/news/tags');
    for (const p of [first, second]) await expect.poll(() => p.locator('.user-menu__name').textContent()).toBe('张工程师');
    await first.locator('.user-menu__trigger').hover();
    const items = first.getByRole('menuitem');
    // 订阅消息 (issue 15) carries the unread count of tender alerts beside the spec's entries.
    expect(await items.allTextContents()).toEqual(['个人中心', '订阅消息', '企业平台', '开放平台', '退出登录']);
    expect(await items.first().getAttribute('href')).toBe('/personalCenter');
    expect(await items.nth(3).getAttribute('href')).toBe('/open');
    // Each tab's page load stored the user it was shown.
    await expect.poll(() => staffInfo(second)).toContain('张工程师');

    const secondReloaded = second.waitForEvent('load');
    // The reader logs out in the tab in front: chromium runs no animation frame in a tab behind another, so antd's
    // dialog would never finish zooming in there.
    await first.bringToFront();
    await logOutThroughMenu(first);
    await secondReloaded;
    await expect.poll(() => second.locator('.site-header__auth').count()).toBe(1);
    expect(await second.locator('.user-menu').count()).toBe(0);
    await context.close();
  });

  it('never shows 登录 | 注册 to a logged-in reader of a shared page, and shows them again when the session has ended', async () => {
    const { baseUrl } = await portal();
    const { context, page, errors } = await openPage();
    await context.request.post(`${baseUrl}/api/user/auth/v3/pwd/login`, { data: { account: '13800138000', password: DEMO_PASSWORD } });
    // Hold the page's userinfo call: until it answers, the page is the one every reader gets.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/auth/v3/userinfo', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/news');
    await untilInteractive(page);
    expect(await page.locator('.site-header__auth').isVisible()).toBe(false);
    expect(await page.locator('.site-header__auth').count()).toBe(1);
    release();
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('张工程师');
    expect(await page.locator('.site-header__auth').count()).toBe(0);
    await page.unroute('**/api/user/auth/v3/userinfo');
    expect(errors).toEqual([]);

    // The session ends on the server (another device logged out): the next page shows the links and drops the hint.
    const sid = (await context.cookies()).find((c) => c.name === 'jz_sid')!;
    await context.request.post(`${baseUrl}/api/user/auth/logout`, { data: {}, headers: { cookie: `jz_sid=${sid.value}` } });
    await context.addCookies([{ ...sid }]);
    await context.addCookies([{ name: 'jz_signed_in', value: '1', url: baseUrl }]);
    await page.goto('/news/tags');
    await page.locator('.site-header__auth').waitFor({ state: 'visible' });
    expect(await page.locator('.user-menu').count()).toBe(0);
    // The ended session's cookie went with the 401, so no later request brings the hint back.
    await expect.poll(async () => (await context.cookies()).filter((c) => c.name === 'jz_sid' || c.name === 'jz_signed_in').length).toBe(0);
    await page.goto('/news');
    await page.locator('.site-header__auth').waitFor({ state: 'visible' });
    expect((await context.cookies()).find((c) => c.name === 'jz_signed_in')).toBeUndefined();
    await context.close();
  });

  it('opens the user menu with a tap on a phone instead of leaving the page', async () => {
    const { browser, baseUrl } = await portal();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: mobile, hasTouch: true, isMobile: true, locale: 'zh-CN' });
    await context.request.post(`${baseUrl}/api/user/auth/v3/pwd/login`, { data: { account: 'hnlq-zhang', password: DEMO_PASSWORD } });
    const page = await context.newPage();
    await page.goto('/news');
    await page.locator('.user-menu__trigger').tap();
    await page.getByRole('menuitem', { name: '个人中心' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/news');
    await page.getByRole('menuitem', { name: '个人中心' }).tap();
    await page.waitForURL('**/personalCenter');
    await context.close();
  });

  it('renders the partner login pages with their own branding, and the other auth pages', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/erplogin');
    expect(await page.locator('.login-panel__title').textContent()).toBe('登录计智云 ERP');
    expect((await headOf(page)).title).toBe('计智云 ERP登录 - 计智云');
    await page.goto('/jycic');
    expect(await page.locator('.auth-card__brand').textContent()).toContain('智慧工地综合管理平台');
    await page.goto('/loginPreview');
    expect(await page.locator('.auth-preview-ribbon').count()).toBe(1);
    await page.goto('/resetPassword');
    expect(await page.locator('.login-panel__title').textContent()).toBe('找回密码');
    await page.goto('/doubleAuth');
    await expect.poll(() => page.locator('.ant-result-title').textContent()).toBe('验证信息已过期');
    await page.goto('/front/login');
    expect(await page.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
