/**
 * Compares two folders of screenshots (as written by scripts/screenshots.ts)
 * pixel by pixel in chromium, for a person checking that a change left pages
 * looking the same:
 *   tsx scripts/compare-shots.ts .tmp/before .tmp/after
 * Prints, per file, the share of pixels that differ (channel difference over
 * 24 of 255) and writes a picture of the differences (red) to <after>/diff-<name>.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { playwrightLaunch } from './chromium';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: tsx scripts/compare-shots.ts <before-dir> <after-dir>');
  process.exit(2);
}

const compareInPage = `async (a64, b64) => {
      const load = async (data) => {
        const img = new Image();
        img.src = \`data:image/png;base64,\${data}\`;
        await img.decode();
        return img;
      };
      const [ia, ib] = await Promise.all([load(a64), load(b64)]);
      const w = Math.max(ia.width, ib.width);
      const h = Math.max(ia.height, ib.height);
      const pixels = (img) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        const ctx = c.getContext('2d');
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, w, h);
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, w, h);
      };
      const pa = pixels(ia);
      const pb = pixels(ib);
      const out = document.createElement('canvas');
      out.width = w;
      out.height = h;
      const octx = out.getContext('2d');
      const diff = octx.createImageData(w, h);
      let changed = 0;
      for (let i = 0; i < pa.data.length; i += 4) {
        const d = Math.max(Math.abs(pa.data[i] - pb.data[i]), Math.abs(pa.data[i + 1] - pb.data[i + 1]), Math.abs(pa.data[i + 2] - pb.data[i + 2]));
        const grey = (pb.data[i] + pb.data[i + 1] + pb.data[i + 2]) / 3;
        if (d > 24) changed++;
        diff.data[i] = d > 24 ? 255 : grey * 0.3 + 178;
        diff.data[i + 1] = d > 24 ? 0 : grey * 0.3 + 178;
        diff.data[i + 2] = d > 24 ? 0 : grey * 0.3 + 178;
        diff.data[i + 3] = 255;
      }
      octx.putImageData(diff, 0, 0);
      return { sizeA: \`\${ia.width}x\${ia.height}\`, sizeB: \`\${ib.width}x\${ib.height}\`, changed, share: changed / (w * h), png: out.toDataURL('image/png').split(',')[1] };
    }`;

const browser = await chromium.launch(playwrightLaunch);
const page = await browser.newPage();
const names = (await readdir(beforeDir)).filter((n) => n.endsWith('.png') && !n.startsWith('diff-'));
for (const name of names) {
  const a = await readFile(path.join(beforeDir, name)).catch(() => undefined);
  const b = await readFile(path.join(afterDir, name)).catch(() => undefined);
  if (!a || !b) {
    console.log(`${name.padEnd(36)} missing in ${a ? afterDir : beforeDir}`);
    continue;
  }
  // Passed as text: the transpiler's helpers (keepNames) do not exist in the page.
  const result = (await page.evaluate(`(${compareInPage})(${JSON.stringify(a.toString('base64'))}, ${JSON.stringify(b.toString('base64'))})`)) as {
    sizeA: string;
    sizeB: string;
    changed: number;
    share: number;
    png: string;
  };
  await writeFile(path.join(afterDir, `diff-${name}`), Buffer.from(result.png, 'base64'));
  const sizes = result.sizeA === result.sizeB ? result.sizeA : `${result.sizeA} → ${result.sizeB}`;
  console.log(`${name.padEnd(36)} ${sizes.padEnd(24)} ${(result.share * 100).toFixed(3).padStart(8)} % of pixels differ`);
}
await browser.close();
