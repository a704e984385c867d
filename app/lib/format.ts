/** Dates are shown in China Standard Time on server and browser alike, so hydration matches. */
const dateFormat = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const parts = (format: Intl.DateTimeFormat, iso: string) =>
  Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value])) as Record<string, string>;

export function formatDate(iso: string): string {
  const p = parts(dateFormat, iso);
  return `${p.year}-${p.month}-${p.day}`;
}

export function formatDateTime(iso: string): string {
  const p = parts(dateTimeFormat, iso);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
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
