/**
 * Screenshots of the staff console at 1440 and 390 px, logged in as a staff member:
 *   tsx scripts/admin-screenshots.ts http://localhost:3000 admin /admin/leads /admin/audit …
 * Files go to .tmp/shots/<name>-<width>.png.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { playwrightLaunch } from './chromium';

const [base = 'http://localhost:3000', username = 'admin', ...paths] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD ?? 'Admin@2026';

const browser = await chromium.launch(playwrightLaunch);
await mkdir('.tmp/shots', { recursive: true });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.screenshot({ path: `.tmp/shots/admin-login-${width}.png` });
  const login = await page.request.post(`${base}/api/admin/auth/login`, { data: { username, password }, headers: { origin: base } });
  if (!login.ok()) throw new Error(`login failed: ${await login.text()}`);
  for (const path of paths.length ? paths : ['/admin']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
    const file = `.tmp/shots/${name}-${username}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
