import { authMessages, maskPhone, passwordStrength } from '../../../common/auth/options';
import type { FillProfileRequest, PhoneCodeRequest, RegisterRequest, SentCode, UpgradeCodeSent, UserInfo } from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import { guardKeys } from './login-guard';
import { hashPassword } from './passwords';
import type { UserRow } from './repo';
import { newUnionid, SENT, type AuthDeps, type RequestMeta, type SessionGrant } from './service-deps';
import { isUniqueViolation } from '../../db/client';

/** Registration and find password refuse what the strength meter calls unacceptable. */
export function assertAcceptablePassword(password: string) {
  const strength = passwordStrength(password);
  if (!strength.acceptable) throw new AppError('BUSINESS', strength.msg);
}

/**
 * 注册: a personal account for a phone (one per phone; organisation accounts
 * of the same phone may exist), logged in at once, then its name and
 * organisation. Invitation codes credit the inviter (users.invitedBy).
 */
export function createRegistration({ repo, codes, guard, sessions, now, announceRegistered }: AuthDeps) {
  const hasPersonalAccount = async (phone: string) => (await repo.findByPhone(phone)).some((u) => u.kind === 'PERSONAL');

  return {
    async sendRegisterCode(input: PhoneCodeRequest & { meta: RequestMeta }): Promise<SentCode> {
      if (await hasPersonalAccount(input.phone)) throw new AppError('BUSINESS', authMessages.phoneTaken);
      await guard.requireIcodeIfNeeded(guardKeys(input.phone, input.meta.ip), input);
      await codes.issue({ target: input.phone, purpose: 'REGISTER', channel: 'sms', ip: input.meta.ip });
      return SENT;
    },

    /** For an organisation account holder: a code to open a personal account on the same phone. */
    async sendUpgradeCode(input: { userId: number; meta: RequestMeta }): Promise<UpgradeCodeSent> {
      const user = await repo.findById(input.userId);
      if (!user?.phone) throw new AppError('BUSINESS', '当前账号未绑定手机号，无法开通个人账号');
      if (await hasPersonalAccount(user.phone)) throw new AppError('BUSINESS', '该手机号已有个人账号，请直接登录');
      await codes.issue({ target: user.phone, purpose: 'REGISTER', channel: 'sms', ip: input.meta.ip });
      return { ...SENT, maskedPhone: maskPhone(user.phone) };
    },

    /** Creates a personal account (password optional: SMS-only registration) and logs it in. */
    async register(input: RegisterRequest & { meta: RequestMeta }): Promise<SessionGrant> {
      if (input.password !== undefined) assertAcceptablePassword(input.password);
      if (await hasPersonalAccount(input.phone)) throw new AppError('BUSINESS', authMessages.phoneTaken);
      await guard.checkCode({ target: input.phone, purpose: 'REGISTER', code: input.vcode, ip: input.meta.ip });
      const invitedBy = input.inviteCode ? ((await repo.inviterOf(input.inviteCode.trim().toUpperCase())) ?? null) : null;
      const at = new Date(now());
      let user: UserRow;
      try {
        user = await repo.insertUser({
          unionid: newUnionid(),
          loginName: input.phone,
          phone: input.phone,
          passwordHash: input.password === undefined ? null : await hashPassword(input.password),
          realname: input.realname ?? '',
          orgName: input.orgName ?? '',
          kind: 'PERSONAL',
          invitedBy,
          passwordChangedAt: input.password === undefined ? null : at,
          createdAt: at,
          updatedAt: at,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('BUSINESS', authMessages.phoneTaken);
        throw e;
      }
      await announceRegistered({ userId: user.id, unionid: user.unionid, invitedBy });
      return sessions.start(user, input.meta);
    },

    /** After registering: real name and organisation. */
    async fillProfile(input: FillProfileRequest & { userId: number }): Promise<UserInfo> {
      await repo.updateUser(input.userId, {
        realname: input.realname,
        ...(input.orgName !== undefined ? { orgName: input.orgName } : {}),
        updatedAt: new Date(now()),
      });
      return sessions.userinfo(input.userId);
    },

    /** Who sent an invitation link, named discreetly for the invitation page; null for an unknown code. */
    async describeInvitation(code: string): Promise<{ inviterName: string } | null> {
      const inviterId = await repo.inviterOf(code.trim().toUpperCase());
      const inviter = inviterId ? await repo.findById(inviterId) : undefined;
      if (!inviter) return null;
      const name = inviter.realname
        ? `${[...inviter.realname][0]}${'*'.repeat(Math.max(1, [...inviter.realname].length - 1))}`
        : maskPhone(inviter.phone ?? '');
      return { inviterName: name || '计智云用户' };
    },
  };
}
