import { beforeAll, describe, expect, it } from 'vitest';
import { expectHeads, mobile, openPage, portal } from './support/portal';

// The portal starts (migrates and seeds) once per file: within the hook's time, not the first test's.
beforeAll(() => portal());

/** The site's own pages (issue 13 part B): what a visitor reads and does on them. */
describe('agreements', () => {
  it('the registration form links to the user agreement and the privacy policy, which open in force with their dates', async () => {
    const { page, context, errors } = await openPage();
    await page.goto('/register');
    const form = page.locator('.ant-tabs-content-active');
    const links = [form.getByRole('link', { name: '《用户服务协议》' }), form.getByRole('link', { name: '《隐私政策》' })];
    expect(await Promise.all(links.map((l) => l.getAttribute('href')))).toEqual(['/service', '/pravicy']);
    expect(await Promise.all(links.map((l) => l.getAttribute('target')))).toEqual(['_blank', '_blank']);

    await page.goto('/service');
    expect(await page.locator('h1').textContent()).toBe('计智云用户服务协议');
    expect(await page.locator('.sp-agreement__meta').textContent()).toContain('版本 2026.1 · 2026年6月1日起生效');
    expect(await page.locator('.sp-agreement__body h2').first().textContent()).toBe('一、账号注册与使用');

    await page.goto('/pravicy');
    expect(await page.locator('h1').textContent()).toBe('计智云隐私政策');
    expect(await page.locator('.sp-agreement__body').textContent()).toContain('个人信息保护负责人');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an earlier version marked as replaced, with a way back to the one in force, at 390 px', async () => {
    const { page, context } = await openPage(mobile);
    await page.goto('/agreement/pravicy');
    expect(await page.locator('h1').textContent()).toBe('计智云隐私政策');
    await page.getByRole('link', { name: '2024.1 版' }).click();
    await page.waitForURL('**/pravicy?version=2024.1');
    expect(await page.locator('.sp-notice').textContent()).toContain('您正在查看已被替代的历史版本');
    expect(await page.locator('.sp-agreement__meta').textContent()).toContain('2024年3月1日起生效');
    await page.getByRole('link', { name: '查看现行版本' }).click();
    await page.waitForURL((url) => url.pathname === '/pravicy' && url.search === '');
    expect(await page.locator('.sp-badge').textContent()).toBe('现行版本');
    await context.close();
  });

  it('answers the 404 page for a version that does not exist', async () => {
    const { page, context } = await openPage();
    const res = await page.goto('/service?version=1999.1');
    expect(res?.status()).toBe(404);
    await context.close();
  });

  it('has a title, description, keywords and canonical address at each of its addresses', async () => {
    const { page, context } = await openPage();
    await expectHeads(page, [
      ['/service', '/service', '用户服务协议'],
      ['/agreement/service', '/service', '用户服务协议'],
      ['/pravicy', '/pravicy', '隐私政策'],
      ['/agreement/pravicy', '/pravicy', '隐私政策'],
    ]);
    await context.close();
  });
});
