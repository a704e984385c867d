import { authMessages } from '../../../common/auth/options';
import type { Icode } from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import { captchaDataUrl, createCaptcha } from './captcha';
import type { CodePurpose, CodeService } from './codes';
import { newSecret, sha256 } from './service-deps';

/* Login failures: per typed account 5 and per IP 30 in 15 minutes; an image code after 3. */
export const FAIL_WINDOW_SECONDS = 900;
export const ACCOUNT_FAIL_LIMIT = 5;
export const IP_FAIL_LIMIT = 30;
export const ICODE_AFTER_FAILURES = 3;
const ICODE_TTL_SECONDS = 300;

/** A failure the login form acts on: `needIcode` tells it to show (or refresh) the image code. */
export const formError = (msg: string, needIcode: boolean) => new AppError('BUSINESS', msg, { details: { needIcode } });

/** Failure counters are kept per typed account (any case) and per IP. */
export type GuardKeys = { account: string; ip: string };
const accountKey = (account: string) => `acct:${account.trim().toLowerCase()}`;
export const guardKeys = (account: string, ip: string): GuardKeys => ({ account: accountKey(account), ip: `ip:${ip}` });

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/**
 * What stands between a guesser and an account: failures counted per account
 * and per IP, a lock with Retry-After past the limit, the image code after
 * three failures, and the check of an SMS or e-mail code under the same counts.
 */
export function createLoginGuard({ kv, codes, now }: { kv: KvStore; codes: CodeService; now: () => number }) {
  async function assertNotLocked(keys: GuardKeys) {
    for (const key of [keys.account, keys.ip]) {
      const until = Number(await kv.get(`authlock:${key}`));
      if (until > now()) {
        const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', `登录失败次数过多，请 ${Math.ceil(seconds / 60)} 分钟后再试`, { retryAfterSeconds: seconds });
      }
    }
  }

  async function failures(keys: GuardKeys): Promise<number> {
    let most = 0;
    for (const key of [keys.account, keys.ip]) most = Math.max(most, Number(await kv.get(`authfail:${key}`)) || 0);
    return most;
  }

  /** Counts one failure against the account and the IP; returns whether the next try needs an image code. */
  async function recordFailure(keys: GuardKeys): Promise<boolean> {
    let most = 0;
    for (const [key, limit] of [
      [keys.account, ACCOUNT_FAIL_LIMIT],
      [keys.ip, IP_FAIL_LIMIT],
    ] as const) {
      const { count, ttlSeconds } = await kv.hit(`authfail:${key}`, FAIL_WINDOW_SECONDS);
      if (count >= limit) await kv.set(`authlock:${key}`, String(now() + ttlSeconds * 1000), ttlSeconds);
      most = Math.max(most, count);
    }
    return most >= ICODE_AFTER_FAILURES;
  }

  /** A success forgets the account's failures (the IP's stay counted). */
  async function clearFailures(keys: Pick<GuardKeys, 'account'>) {
    await kv.del(`authfail:${keys.account}`);
  }

  async function checkIcode(icodeKey: string, answer: string): Promise<boolean> {
    const key = `icode:${sha256(icodeKey)}`;
    const stored = await kv.get(key);
    // Single use, right or wrong: a wrong guess costs a new image.
    await kv.del(key);
    return stored !== null && stored === sha256(answer.trim().toUpperCase());
  }

  /** A new image code with its answer, kept hashed for five minutes. */
  async function issueIcode(): Promise<Icode & { answer: string }> {
    const { text, svg } = createCaptcha();
    const icodeKey = newSecret();
    await kv.set(`icode:${sha256(icodeKey)}`, sha256(text), ICODE_TTL_SECONDS);
    return { icodeKey, image: captchaDataUrl(svg), answer: text };
  }

  return {
    assertNotLocked,
    recordFailure,
    clearFailures,
    /** After a new password: the failures of every name the account goes by. */
    async forgetFailuresOf(accounts: string[]) {
      for (const account of accounts) await clearFailures({ account: accountKey(account) });
    },
    issueIcode,

    /** A new image code for a form (at most 30 a minute per IP). */
    async createIcode({ ip }: { ip: string }): Promise<Icode> {
      await enforceRateLimits(kv, [{ key: `icode:ip:${ip}`, limit: 30, windowSeconds: 60, msg: '获取图形验证码过于频繁，请稍后再试' }]);
      const { icodeKey, image } = await issueIcode();
      return { icodeKey, image };
    },

    /** After three failures for the account or the IP, nothing goes on without a right image code. */
    async requireIcodeIfNeeded(keys: GuardKeys, given: { icodeKey?: string; icode?: string }) {
      if ((await failures(keys)) < ICODE_AFTER_FAILURES) return;
      if (!given.icodeKey || !given.icode) throw formError(authMessages.icodeRequired, true);
      if (!(await checkIcode(given.icodeKey, given.icode))) throw formError('图形验证码错误或已失效，请重新输入', true);
    },

    /** An SMS or e-mail code, checked under the same failure counts and locks as a password. */
    async checkCode(input: { target: string; purpose: CodePurpose; code: string; ip: string }) {
      const keys = guardKeys(input.target, input.ip);
      await assertNotLocked(keys);
      if (!(await codes.verify({ target: input.target, purpose: input.purpose, code: input.code }))) {
        throw formError(authMessages.wrongCode, await recordFailure(keys));
      }
      await clearFailures(keys);
    },
  };
}
