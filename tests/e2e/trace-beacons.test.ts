import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/modules/auth/demo-accounts';
import { openPage } from './support/portal';

/** The query of the next page-leave beacon the page sends (spec §4 'Page leave'). */
function nextBeacon(page: Page): Promise<URLSearchParams> {
  return page.waitForRequest((req) => req.url().includes('/api/trace/trace/stat.htm')).then((req) => new URL(req.url()).searchParams);
}

async function leaveForHome(page: Page) {
  await page.locator('.site-header').getByRole('link', { name: '首页', exact: true }).first().click();
}

describe('page-leave beacons from the browser', () => {
  it('carry t, url and sid for a visitor, and uid and mid once logged in', async () => {
    const { page, context } = await openPage();
    await page.goto('/news');
    await page.locator('.float-tools__chat:not([disabled])').waitFor();
    const sid = await page.evaluate(() => localStorage.getItem('jz_visitor_id') ?? '');
    const anonymous = nextBeacon(page);
    await leaveForHome(page);
    const query = await anonymous;
    expect(query.get('sid')).toBe(sid);
    expect(new URL(query.get('url')!).pathname).toBe('/news');
    expect(Number(query.get('t'))).toBeGreaterThan(0);
    expect(query.has('uid')).toBe(false);
    expect(query.has('mid')).toBe(false);

    await page.goto('/login?redirect=/news');
    await page.getByPlaceholder('手机号 / 账号').first().fill('13800138000');
    await page.getByPlaceholder('请输入密码').first().fill(DEMO_PASSWORD);
    await Promise.all([page.waitForURL((url) => url.pathname === '/news'), page.getByRole('tabpanel').locator('button[type=submit]').click()]);
    await page.locator('.site-header .user-menu__trigger').first().waitFor();
    const unionid = await page.evaluate(() => (JSON.parse(localStorage.getItem('frame_staffInfo') ?? 'null') as { unionid?: string } | null)?.unionid);
    expect(unionid).toBeTruthy();
    const loggedIn = nextBeacon(page);
    await leaveForHome(page);
    const after = await loggedIn;
    expect(after.get('sid')).toBe(sid);
    expect(after.get('uid')).toBe(unionid);
    expect(after.get('mid')).toBe('HNLQ-0001');
    await context.close();
  });

  it.each([
    ['a policy', '/policy', 'policy/detail', 'POLICY'],
    ['a standard', '/standard', 'standard/detail', 'NORMAL'],
    ['a paper', '/paper', 'paper/detail', 'PAPER'],
  ])('report the reading time of %s when the reader leaves it', async (_kind, listPath, detailPrefix, artType) => {
    const { page, context } = await openPage();
    await page.goto(listPath);
    const link = page.locator(`main a[href^="/${detailPrefix}/"]`).first();
    const href = (await link.getAttribute('href'))!;
    await page.goto(href);
    const title = (await page.locator('h1.article__title').textContent())!.trim();
    const report = page.waitForRequest((req) => req.url().endsWith('/api/trace/trace/article') && req.method() === 'POST');
    await leaveForHome(page);
    const body = (await report).postDataJSON() as { artId: string; artType: string; artTitle: string; spent: number };
    expect(body).toMatchObject({ artId: href.split('/').pop(), artType, artTitle: title });
    expect(body.spent).toBeGreaterThanOrEqual(0);
    await context.close();
  });
});
