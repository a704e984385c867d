import { authMessages } from '../../../common/auth/options';
import type { CodeLoginRequest, PhoneCodeRequest, SentCode } from '../../../common/auth/schemas';
import { formError, guardKeys } from './login-guard';
import { SENT, type AuthDeps, type RequestMeta, type SessionGrant } from './service-deps';

/** 验证码登录: an SMS code to the phone, then the code logs in one of the phone's accounts. */
export function createCodeLogin({ repo, codes, guard, sessions }: AuthDeps) {
  const accountsOf = async (phone: string, kind: 'ORG' | undefined) => (await repo.findByPhone(phone)).filter((u) => !kind || u.kind === kind);

  return {
    /** Same answer whether or not the phone has an account (limits counted either way). */
    async sendLoginCode(input: PhoneCodeRequest & { kind?: 'ORG'; meta: RequestMeta }): Promise<SentCode> {
      await guard.requireIcodeIfNeeded(guardKeys(input.phone, input.meta.ip), input);
      const accounts = await accountsOf(input.phone, input.kind);
      await codes.issue({ target: input.phone, purpose: 'LOGIN', channel: 'sms', ip: input.meta.ip, deliver: accounts.length > 0 });
      return SENT;
    },

    async loginByCode(input: CodeLoginRequest & { kind?: 'ORG'; meta: RequestMeta }): Promise<SessionGrant> {
      await guard.checkCode({ target: input.phone, purpose: 'LOGIN', code: input.vcode, ip: input.meta.ip });
      const accounts = await accountsOf(input.phone, input.kind);
      const user = input.unionid ? accounts.find((u) => u.unionid === input.unionid) : accounts[0];
      if (!user) throw formError(authMessages.wrongCode, false);
      return sessions.start(user, input.meta);
    },
  };
}
