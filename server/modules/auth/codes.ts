import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH, CODE_PATTERN, CODE_TTL_SECONDS } from '../../../common/auth/options';
import type { KvStore } from '../../platform/kv-store';
import type { Messenger } from '../../platform/messaging';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { AuthRepo } from './repo';

/** SMS and e-mail codes: 6 digits, 5 minutes (common/auth/options), single use, dead after 3 wrong tries. */
export const CODE_MAX_ATTEMPTS = 3;

export type CodePurpose = 'LOGIN' | 'REGISTER' | 'DOUBLE_AUTH' | 'RESET' | 'WX_BIND';

const purposeText: Record<CodePurpose, string> = {
  LOGIN: '登录',
  REGISTER: '注册',
  DOUBLE_AUTH: '登录二次验证',
  RESET: '找回密码',
  WX_BIND: '绑定微信',
};

/** Bound to target and purpose: a login code cannot reset a password, nor one phone's code log in another. */
export const codeHash = (target: string, purpose: CodePurpose, code: string) => createHash('sha256').update(`${purpose}|${target}|${code}`).digest('hex');

export type CodeService = ReturnType<typeof createCodeService>;

export function createCodeService({
  repo,
  kv,
  messenger,
  siteName,
  now,
}: {
  repo: AuthRepo;
  kv: KvStore;
  messenger: Messenger;
  siteName: string;
  now: () => number;
}) {
  return {
    /**
     * Counts a send against the target's and the IP's limits, then stores and
     * sends a new code. With `deliver: false` (a phone with no account) the
     * limits are counted the same but nothing is stored or sent, so the
     * answer does not tell whether the phone is registered.
     */
    async issue({
      target,
      purpose,
      channel,
      ip,
      deliver = true,
    }: {
      target: string;
      purpose: CodePurpose;
      channel: 'sms' | 'email';
      ip: string;
      deliver?: boolean;
    }) {
      const who = channel === 'sms' ? '该手机号' : '该邮箱';
      await enforceRateLimits(kv, [
        { key: `code:1m:${target}`, limit: 1, windowSeconds: 60, msg: '验证码发送过于频繁，请 1 分钟后再试' },
        { key: `code:1h:${target}`, limit: 5, windowSeconds: 3600, msg: `${who}验证码发送次数过多，请 1 小时后再试` },
        { key: `code:1d:${target}`, limit: 10, windowSeconds: 86400, msg: `${who}今日验证码发送次数已达上限，请明天再试` },
        { key: `code:ip:${ip}`, limit: 30, windowSeconds: 3600, msg: '验证码发送过于频繁，请 1 小时后再试' },
      ]);
      if (!deliver) return;
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const at = new Date(now());
      await repo.insertCode({
        target,
        purpose,
        codeHash: codeHash(target, purpose, code),
        expiresAt: new Date(at.getTime() + CODE_TTL_SECONDS * 1000),
        now: at,
      });
      const body = `【${siteName}】您的${purposeText[purpose]}验证码为 ${code}，${CODE_TTL_SECONDS / 60} 分钟内有效。如非本人操作，请忽略。`;
      await messenger.send({ channel, recipient: target, subject: `【${siteName}】${purposeText[purpose]}验证码`, body });
    },

    /** True once for the right, live code; a wrong try counts against the code's three. */
    async verify({ target, purpose, code }: { target: string; purpose: CodePurpose; code: string }): Promise<boolean> {
      if (!CODE_PATTERN.test(code)) return false;
      const at = new Date(now());
      const row = await repo.liveCode(target, purpose, at);
      if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return false;
      const given = Buffer.from(codeHash(target, purpose, code), 'hex');
      const stored = Buffer.from(row.codeHash, 'hex');
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        await repo.addCodeAttempt(row.id);
        return false;
      }
      return repo.consumeCode(row.id, CODE_MAX_ATTEMPTS, at);
    },
  };
}
