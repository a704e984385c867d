/**
 * Screenshots of pages at 1440 and 390 px for a person to look at:
 *   tsx scripts/screenshots.ts http://localhost:3000 / /news /news/list/1 …
 * Files go to .tmp/shots/<name>-<width>.png.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { playwrightLaunch } from './chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = [1440, 390];

const browser = await chromium.launch(playwrightLaunch);
await mkdir('.tmp/shots', { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 }, locale: 'zh-CN' });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    const file = `.tmp/shots/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
