import type { Page } from 'playwright-core';

/** Logs into /admin through its form, as staff do. */
export async function staffLogin(page: Page, username: string, password = 'Admin@2026') {
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.locator('.admin-header__who').waitFor();
}
