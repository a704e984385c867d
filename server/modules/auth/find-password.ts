import { isMobilePhone } from '../../../common/field-rules';
import { accountKindLabels, authLimits, authMessages, EMAIL_PATTERN, maskEmail, maskPhone } from '../../../common/auth/options';
import type {
  ResetAccount,
  ResetCodeChecked,
  ResetCodeCheckRequest,
  ResetCodeSendRequest,
  ResetPasswordRequest,
  ResetTarget,
  SentCode,
} from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import { guardKeys } from './login-guard';
import { hashPassword } from './passwords';
import { assertAcceptablePassword } from './registration';
import type { UserRow } from './repo';
import { newSecret, SENT, sha256, type AuthDeps, type RequestMeta } from './service-deps';

const RESET_TTL_SECONDS = 900;

/**
 * 找回密码: prove a phone or an e-mail address with a code, which turns into a
 * reset token (15 minutes); choose one of its accounts; set the new password,
 * which ends every other session of that account.
 */
export function createFindPassword({ repo, kv, codes, guard, sessionStore, now }: AuthDeps) {
  async function resetAccounts(resetToken: string): Promise<UserRow[]> {
    const target = await kv.get(`reset:${sha256(resetToken)}`);
    if (!target) throw new AppError('BUSINESS', authMessages.resetExpired);
    return isMobilePhone(target) ? repo.findByPhone(target) : repo.findByEmail(target);
  }

  return {
    /** Which channel a typed phone or e-mail uses; says nothing about whether it has accounts. */
    checkResetTarget(target: string): ResetTarget {
      const value = target.trim().toLowerCase();
      if (isMobilePhone(value)) return { channel: 'SMS', masked: maskPhone(value) };
      if (EMAIL_PATTERN.test(value) && value.length <= authLimits.email) return { channel: 'EMAIL', masked: maskEmail(value) };
      throw new AppError('VALIDATION', authMessages.resetTargetFormat);
    },

    /** Same answer whether or not the phone or address has accounts (limits counted either way). */
    async sendResetCode(input: ResetCodeSendRequest & { meta: RequestMeta }): Promise<SentCode> {
      const target = input.phone ?? input.email!.toLowerCase();
      await guard.requireIcodeIfNeeded(guardKeys(target, input.meta.ip), input);
      const accounts = input.phone ? await repo.findByPhone(target) : await repo.findByEmail(target);
      await codes.issue({ target, purpose: 'RESET', channel: input.phone ? 'sms' : 'email', ip: input.meta.ip, deliver: accounts.length > 0 });
      return SENT;
    },

    /** A right code turns into a reset token (15 minutes) for choosing the account and setting the password. */
    async verifyResetCode(input: ResetCodeCheckRequest & { meta: RequestMeta }): Promise<ResetCodeChecked> {
      const target = input.target.trim().toLowerCase();
      await guard.checkCode({ target, purpose: 'RESET', code: input.vcode, ip: input.meta.ip });
      const resetToken = newSecret();
      await kv.set(`reset:${sha256(resetToken)}`, target, RESET_TTL_SECONDS);
      return { resetToken, accountCount: (await resetAccounts(resetToken)).length };
    },

    async listResetAccounts(resetToken: string): Promise<ResetAccount[]> {
      return (await resetAccounts(resetToken)).map((u) => {
        const kind = u.kind === 'ORG' ? 'ORG' : 'PERSONAL';
        return { unionid: u.unionid, loginName: u.loginName, kind, kindLabel: accountKindLabels[kind], realname: u.realname, orgName: u.orgName };
      });
    },

    /** Sets the new password and ends every session of the account except the caller's own. */
    async resetPassword(input: ResetPasswordRequest & { currentSessionId?: string }): Promise<void> {
      const accounts = await resetAccounts(input.resetToken);
      if (accounts.length === 0) throw new AppError('BUSINESS', '未找到可重置密码的账号');
      const user = input.unionid ? accounts.find((u) => u.unionid === input.unionid) : accounts.length === 1 ? accounts[0] : undefined;
      if (!user) throw new AppError('BUSINESS', '请选择要重置密码的账号');
      assertAcceptablePassword(input.password);
      const at = new Date(now());
      await repo.updateUser(user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: at, updatedAt: at });
      await sessionStore.revokeAllForUser(user.id, input.currentSessionId);
      await kv.del(`reset:${sha256(input.resetToken)}`);
      await guard.forgetFailuresOf(user.phone ? [user.loginName, user.phone] : [user.loginName]);
    },
  };
}
