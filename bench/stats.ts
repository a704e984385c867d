/** The p-th percentile of latencies sorted ascending (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Milliseconds to one decimal, as the reports print them. */
export const round1 = (ms: number) => Math.round(ms * 10) / 10;

export type Latency = { requests: number; p50: number; p95: number; max: number };

/** How long a series of requests took: their count, p50, p95 and the slowest, in milliseconds. */
export function latencyOf(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) return { requests: 0, p50: 0, p95: 0, max: 0 };
  return { requests: sorted.length, p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), max: round1(sorted[sorted.length - 1]!) };
}
