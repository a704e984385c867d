/**
 * Lighthouse figures for pages of a running server, alone:
 *   npx tsx bench/lighthouse-cli.ts http://127.0.0.1:3300 / /information /tender
 * BENCH_LIGHTHOUSE_RUNS=3 (runs per page, the median performance run is shown); --json prints the results as JSON
 * instead of the table, --out=file.json also writes them to a file.
 */
import { writeFile } from 'node:fs/promises';
import { runLighthouse, type LighthousePageResult } from './lighthouse';

const args = process.argv.slice(2);
const json = args.includes('--json');
const out = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);
const [baseUrl, ...pages] = args.filter((a) => !a.startsWith('--'));
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
  console.error('usage: npx tsx bench/lighthouse-cli.ts http://127.0.0.1:3300 / /information … [--json] [--out=file.json]');
  process.exit(2);
}

const results = await runLighthouse({
  baseUrl,
  pages: pages.length ? pages : ['/'],
  onRun: (page, run, runs) => process.stderr.write(`lighthouse ${page} run ${run}/${runs}\n`),
});

if (out) await writeFile(out, JSON.stringify(results, null, 2) + '\n');
if (json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  printTable(results);
}

function printTable(rows: LighthousePageResult[]) {
  const head = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'perf runs'];
  const body = rows.map((r) => [
    r.page,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores.bestPractices),
    String(r.scores.seo),
    String(r.metrics.lcp),
    String(r.metrics.fcp),
    String(r.metrics.tbt),
    r.metrics.cls.toFixed(3),
    r.performanceRuns.join('/'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => width(row[i]!))));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : padStart(c, widths[i]!))).join('  ');
  const first = rows[0];
  if (first) console.log(`Lighthouse ${first.lighthouseVersion}, ${first.formFactor}, ${first.throttlingMethod} throttling, median of ${first.performanceRuns.length} run(s)\n`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
  for (const r of rows) {
    const failed = [...r.failedAudits.accessibility, ...r.failedAudits.bestPractices, ...r.failedAudits.seo];
    if (!r.findings.length && !failed.length) continue;
    console.log(`\n${r.page}`);
    for (const f of r.findings) {
      const saving = [f.savingsMs ? `~${f.savingsMs} ms` : '', f.savingsBytes ? `~${Math.round(f.savingsBytes / 1024)} KiB` : ''].filter(Boolean).join(', ');
      console.log(`  perf  ${f.id}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}${saving ? ` — saves ${saving}` : ''}`);
    }
    if (r.failedAudits.accessibility.length) console.log(`  a11y  failed: ${r.failedAudits.accessibility.join(', ')}`);
    if (r.failedAudits.bestPractices.length) console.log(`  bp    failed: ${r.failedAudits.bestPractices.join(', ')}`);
    if (r.failedAudits.seo.length) console.log(`  seo   failed: ${r.failedAudits.seo.join(', ')}`);
  }
}

/** Display width: CJK characters take two columns. */
function width(s: string) {
  let w = 0;
  for (const ch of s) w += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
  return w;
}
function pad(s: string, w: number) {
  return s + ' '.repeat(Math.max(0, w - width(s)));
}
function padStart(s: string, w: number) {
  return ' '.repeat(Math.max(0, w - width(s))) + s;
}
