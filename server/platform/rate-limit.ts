import { AppError } from '../errors';
import type { KvStore } from './kv-store';

export type RateRule = { key: string; limit: number; windowSeconds: number; msg?: string };

/**
 * Counts one attempt against each rule and refuses with 429 (and Retry-After)
 * when any rule is over its limit.
 */
export async function enforceRateLimits(kv: KvStore, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    const { count, ttlSeconds } = await kv.hit(`rl:${rule.key}`, rule.windowSeconds);
    if (count > rule.limit) {
      throw new AppError('TOO_MANY_REQUESTS', rule.msg, { retryAfterSeconds: ttlSeconds });
    }
  }
}
