/**
 * Like scripts/screenshots.ts, logged in as the demo user first:
 *   tsx scripts/screenshots-logged-in.ts http://localhost:3000 /personalCenter "/personalCenter?tab=points" …
 * Files go to .tmp/shots/<name>-<width>.png.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { playwrightLaunch } from './chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const browser = await chromium.launch(playwrightLaunch);
await mkdir('.tmp/shots', { recursive: true });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 }, locale: 'zh-CN' });
  await context.request.post(`${base}/api/user/auth/v3/pwd/login`, { data: { account: process.env.ACCOUNT ?? '13800138000', password: process.env.PASSWORD ?? 'Demo@2026' } });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `in_${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`;
    const file = `.tmp/shots/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
