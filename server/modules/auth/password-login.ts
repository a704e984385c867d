import { authMessages, maskPhone, PASSWORD_MAX_LENGTH } from '../../../common/auth/options';
import type { DoubleAuthCodeSent, DoubleAuthLoginRequest, DoubleAuthSendRequest, PasswordLoginRequest } from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import { formError, guardKeys } from './login-guard';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { UserRow } from './repo';
import { newSecret, SENT, sha256, type AuthDeps, type RequestMeta, type SessionGrant } from './service-deps';

const DOUBLE_AUTH_TTL_SECONDS = 600;

/** A right password: a session, or (for a double-auth account) the key of the SMS step. */
export type LoginOutcome = ({ kind: 'SESSION' } & SessionGrant) | { kind: 'DOUBLE_AUTH'; authKey: string; maskedPhone: string };

type PasswordCheck = Pick<PasswordLoginRequest, 'account' | 'password' | 'icodeKey' | 'icode'> & { kind?: 'ORG'; ip: string };

/**
 * Account name (or phone) and password, and for accounts that ask for it a
 * second step: an SMS code to the account's own phone (/doubleAuth).
 */
export function createPasswordLogin({ repo, kv, codes, guard, sessions }: AuthDeps) {
  /** Checks a password against the accounts a typed name may mean; counts failures. */
  async function checkPassword(input: PasswordCheck): Promise<UserRow> {
    const keys = guardKeys(input.account, input.ip);
    await guard.assertNotLocked(keys);
    await guard.requireIcodeIfNeeded(keys, input);
    const candidates = (await repo.findByAccount(input.account.trim())).filter((u) => u.passwordHash && (!input.kind || u.kind === input.kind));
    let user: UserRow | undefined;
    // No account can have a longer password: wrong, after as long as a real check takes.
    if (candidates.length === 0 || [...input.password].length > PASSWORD_MAX_LENGTH) {
      await verifyAgainstDummy(input.password);
    } else {
      // Verified side by side so that a phone with two accounts takes no longer than one.
      const matches = await Promise.all(candidates.map((u) => verifyPassword(u.passwordHash!, input.password)));
      user = candidates[matches.indexOf(true)];
    }
    if (!user) throw formError(authMessages.wrongPassword, await guard.recordFailure(keys));
    await guard.clearFailures(keys);
    return user;
  }

  async function issueDoubleAuth(user: UserRow): Promise<{ authKey: string; maskedPhone: string }> {
    if (!user.phone) throw new AppError('BUSINESS', '该账号需要短信二次验证，但未绑定手机号，请联系管理员');
    const authKey = newSecret();
    await kv.set(`dauth:${sha256(authKey)}`, String(user.id), DOUBLE_AUTH_TTL_SECONDS);
    return { authKey, maskedPhone: maskPhone(user.phone) };
  }

  async function doubleAuthUser(authKey: string): Promise<UserRow> {
    const userId = Number(await kv.get(`dauth:${sha256(authKey)}`));
    const user = userId ? await repo.findById(userId) : undefined;
    if (!user?.phone) throw new AppError('BUSINESS', authMessages.doubleAuthExpired);
    return user;
  }

  return {
    async loginByPassword(input: PasswordLoginRequest & { kind?: 'ORG'; meta: RequestMeta }): Promise<LoginOutcome> {
      const user = await checkPassword({ ...input, ip: input.meta.ip });
      if (user.requiresDoubleAuth) return { kind: 'DOUBLE_AUTH', ...(await issueDoubleAuth(user)) };
      return { kind: 'SESSION', ...(await sessions.start(user, input.meta)) };
    },

    /** Second step of a double-auth login: the SMS goes to the account's own phone. */
    async sendDoubleAuthCode(input: DoubleAuthSendRequest & { meta: RequestMeta }): Promise<DoubleAuthCodeSent> {
      let grant: { authKey: string; user: UserRow };
      if (input.authKey) {
        grant = { authKey: input.authKey, user: await doubleAuthUser(input.authKey) };
      } else if (input.account && input.password) {
        const user = await checkPassword({ account: input.account, password: input.password, icodeKey: input.icodeKey, icode: input.icode, ip: input.meta.ip });
        grant = { authKey: (await issueDoubleAuth(user)).authKey, user };
      } else {
        throw new AppError('BUSINESS', authMessages.doubleAuthExpired);
      }
      const phone = grant.user.phone!;
      await codes.issue({ target: phone, purpose: 'DOUBLE_AUTH', channel: 'sms', ip: input.meta.ip });
      return { authKey: grant.authKey, maskedPhone: maskPhone(phone), ...SENT };
    },

    async loginByDoubleAuth(input: DoubleAuthLoginRequest & { meta: RequestMeta }): Promise<SessionGrant> {
      const user = await doubleAuthUser(input.authKey);
      await guard.checkCode({ target: user.phone!, purpose: 'DOUBLE_AUTH', code: input.vcode, ip: input.meta.ip });
      await kv.del(`dauth:${sha256(input.authKey)}`);
      return sessions.start(user, input.meta);
    },
  };
}
