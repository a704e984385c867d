/**
 * Dates are shown in China Standard Time on server and browser alike, so
 * hydration matches. CST is UTC+8 all year (no daylight saving since 1991),
 * so plain arithmetic gives the same answer as Intl at a fraction of its cost:
 * list pages format dozens of dates per render.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function chinaTime(iso: string): Date {
  return new Date(Date.parse(iso) + CHINA_OFFSET_MS);
}

/** Days already written, by timestamp: a list page writes forty dates, mostly of the same few days, on every render. */
const datesWritten = new Map<string, string>();

export function formatDate(iso: string): string {
  let date = datesWritten.get(iso);
  if (date === undefined) {
    const d = chinaTime(iso);
    date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (datesWritten.size >= 5000) datesWritten.clear();
    datesWritten.set(iso, date);
  }
  return date;
}

export function formatDateTime(iso: string): string {
  const d = chinaTime(iso);
  return `${formatDate(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function formatCount(n: number): string {
  return n >= 10000 ? `${(n / 10000).toFixed(1)}万` : String(n);
}

/** An estimated count: two significant figures under ten thousand (约1600), in 万 with one decimal from there (约15.4万). */
export function formatEstimate(n: number): string {
  return `约${n >= 10000 ? formatCount(n) : Number(n.toPrecision(2))}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * 1234567.891 → 1,234,567.89: at most `maxFractionDigits` decimals, no trailing zeros, thousands grouped with commas,
 * as `Intl.NumberFormat('zh-CN', { maximumFractionDigits })` writes it. By hand because a page's first Intl call costs
 * Chromium 40–130 ms on its main thread (loading its locale data), before hydration (decision 0057).
 */
export function formatDecimal(value: number, maxFractionDigits = 2): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && (whole !== '0' || decimals) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
