/**
 * Lighthouse 12 figures for a running portal — for the bench, not a test.
 *
 *   const pages = await runLighthouse({ baseUrl: 'http://127.0.0.1:3300', pages: ['/', '/information'] });
 *
 * Each page is audited alone, one after another, with Lighthouse's default config: mobile form factor,
 * simulated throttling (Lantern), all four categories. Every run gets a fresh Debian chromium launched by
 * chrome-launcher (never a downloaded browser; CHROMIUM_PATH overrides /usr/bin/chromium). A page is run
 * `runs` times (default BENCH_LIGHTHOUSE_RUNS, else 3) and the run with the median performance score is
 * reported, whole: its four scores, LCP, FCP, TBT, CLS and its largest performance opportunities and
 * diagnostics. Chinese text needs a CJK font on the machine (fonts-wqy-microhei), or LCP/FCP are wrong.
 */
import { launch, Launcher, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

/**
 * Lighthouse drives chromium itself (chrome-launcher): the new headless mode, and the flags of every other run.
 * BENCH_LIGHTHOUSE_FLAGS adds more.
 */
export const chromiumFlags = ['--headless=new', ...chromiumArgs, ...(process.env.BENCH_LIGHTHOUSE_FLAGS?.split(/\s+/).filter(Boolean) ?? [])];

/**
 * chrome-launcher's own flags, less one: it turns Chromium's RenderDocument off (for a Lighthouse bug of 2024). Debian's
 * chromium 156 without RenderDocument holds the first frame of any page not ready to paint within about 0.1 s until a
 * tick that comes once a second, so our pages' observed first paint lands at 1.2 or 2.2 s, and Lantern's model of LCP
 * counts whatever the page did until then (decision 0051, stop 38). A reader's Chrome runs with RenderDocument on, and
 * so do these runs. BENCH_LIGHTHOUSE_RENDER_DOCUMENT=0 keeps chrome-launcher's list as it is, to compare.
 */
function withoutRenderDocument(flag: string): string {
  if (!flag.startsWith('--disable-features=')) return flag;
  const features = flag.slice('--disable-features='.length).split(',');
  return `--disable-features=${features.filter((f) => f !== 'RenderDocument').join(',')}`;
}
export const launcherFlags = process.env.BENCH_LIGHTHOUSE_RENDER_DOCUMENT === '0' ? Launcher.defaultFlags() : Launcher.defaultFlags().map(withoutRenderDocument);

export type LighthouseOptions = {
  /** Origin of a running portal, e.g. http://127.0.0.1:3300 */
  baseUrl: string;
  /** Paths (or absolute URLs) to audit, in order. */
  pages: string[];
  /** Runs per page; the median performance run is kept. Default BENCH_LIGHTHOUSE_RUNS or 3. */
  runs?: number;
  /** How many opportunities/diagnostics to keep per page (largest savings first). Default 6. */
  topFindings?: number;
  chromePath?: string;
  /** The server's certificate is self-signed (the bench's HTTPS portal, decision 0060): chromium is told to accept it. */
  selfSignedCertificate?: boolean;
  /** Called before each run, e.g. to print progress. */
  onRun?: (page: string, run: number, runs: number) => void;
};

/** A performance opportunity or diagnostic that did not pass, with what Lighthouse estimates fixing it saves. */
export type PerfFinding = {
  id: string;
  title: string;
  displayValue?: string;
  score: number | null;
  /** Estimated saving in ms (overallSavingsMs, else the largest of metricSavings LCP/FCP). */
  savingsMs?: number;
  savingsBytes?: number;
  /** Lighthouse's per-metric estimates (LCP, FCP, TBT, CLS, INP). */
  metricSavings?: Record<string, number>;
};

export type LighthousePageResult = {
  page: string;
  url: string;
  /** 0–100, from the median performance run. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Milliseconds, except CLS (unitless). */
  metrics: { lcp: number; fcp: number; tbt: number; cls: number; speedIndex: number };
  /** Performance scores of every run, in run order, to show the spread. */
  performanceRuns: number[];
  findings: PerfFinding[];
  /** Ids of accessibility, best-practice and SEO audits that failed in the kept run. */
  failedAudits: { accessibility: string[]; bestPractices: string[]; seo: string[] };
  lighthouseVersion: string;
  /** The protocol the page itself came over (h2, http/1.1), as the run's network records show it. */
  documentProtocol: string;
  formFactor: string;
  throttlingMethod: string;
};

const defaultRuns = () => {
  const n = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  return Number.isInteger(n) && n > 0 ? n : 3;
};

const score100 = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function auditOnce(url: string, chromePath: string, selfSigned: boolean): Promise<Result> {
  let chrome: LaunchedChrome | undefined;
  try {
    const flags = [...launcherFlags, ...chromiumFlags, ...(selfSigned ? ['--ignore-certificate-errors'] : [])];
    chrome = await launch({ chromePath, chromeFlags: flags, ignoreDefaultFlags: true, logLevel: 'silent' });
    // No formFactor/throttling flags: Lighthouse's default config is mobile with simulated throttling.
    const options: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, options);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code} on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome?.kill();
  }
}

function findingsOf(lhr: Result, top: number): PerfFinding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: PerfFinding[] = [];
  for (const ref of refs) {
    if (ref.group !== 'diagnostics') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (!['metricSavings', 'numeric', 'binary'].includes(audit.scoreDisplayMode)) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = audit.metricSavings as Record<string, number> | undefined;
    const savingsMs = details?.overallSavingsMs ?? Math.max(metricSavings?.LCP ?? 0, metricSavings?.FCP ?? 0);
    found.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      score: audit.score,
      savingsMs: savingsMs ? Math.round(savingsMs) : undefined,
      savingsBytes: details?.overallSavingsBytes ? Math.round(details.overallSavingsBytes) : undefined,
      metricSavings: metricSavings && Object.values(metricSavings).some(Boolean) ? metricSavings : undefined,
    });
  }
  found.sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0) || (a.score ?? 1) - (b.score ?? 1));
  return found.slice(0, top);
}

function failedIn(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit!.id);
}

function summarise(page: string, url: string, lhr: Result, runs: Result[], top: number): LighthousePageResult {
  return {
    page,
    url,
    scores: {
      performance: score100(lhr, 'performance'),
      accessibility: score100(lhr, 'accessibility'),
      bestPractices: score100(lhr, 'best-practices'),
      seo: score100(lhr, 'seo'),
    },
    metrics: {
      lcp: Math.round(numeric(lhr, 'largest-contentful-paint')),
      fcp: Math.round(numeric(lhr, 'first-contentful-paint')),
      tbt: Math.round(numeric(lhr, 'total-blocking-time')),
      cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
      speedIndex: Math.round(numeric(lhr, 'speed-index')),
    },
    performanceRuns: runs.map((r) => score100(r, 'performance')),
    findings: findingsOf(lhr, top),
    failedAudits: {
      accessibility: failedIn(lhr, 'accessibility'),
      bestPractices: failedIn(lhr, 'best-practices'),
      seo: failedIn(lhr, 'seo'),
    },
    lighthouseVersion: lhr.lighthouseVersion,
    documentProtocol: documentProtocolOf(lhr),
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
  };
}

function documentProtocolOf(lhr: Result): string {
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string; protocol?: string }[] } | undefined)?.items ?? [];
  return items.find((i) => i.url === lhr.finalDisplayedUrl)?.protocol ?? items[0]?.protocol ?? 'unknown';
}

/** The run whose performance score is the median (ties broken by LCP), so one slow or lucky run does not decide. */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => score100(a, 'performance') - score100(b, 'performance') || numeric(b, 'largest-contentful-paint') - numeric(a, 'largest-contentful-paint'),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function runLighthouse(options: LighthouseOptions): Promise<LighthousePageResult[]> {
  const runs = options.runs ?? defaultRuns();
  const chromePath = options.chromePath ?? chromiumPath;
  const top = options.topFindings ?? 6;
  const results: LighthousePageResult[] = [];
  for (const page of options.pages) {
    const url = new URL(page, options.baseUrl).href;
    const lhrs: Result[] = [];
    for (let run = 1; run <= runs; run++) {
      options.onRun?.(page, run, runs);
      lhrs.push(await auditOnce(url, chromePath, options.selfSignedCertificate ?? false));
    }
    results.push(summarise(page, url, medianRun(lhrs), lhrs, top));
  }
  return results;
}
