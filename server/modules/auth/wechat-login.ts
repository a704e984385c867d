import { randomBytes } from 'node:crypto';
import { authMessages } from '../../../common/auth/options';
import type { SentCode, WechatBindRequest, WechatBindSendRequest } from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import type { UserRow } from './repo';
import { newSecret, newUnionid, SENT, sha256, type AuthDeps, type RequestMeta, type SessionGrant } from './service-deps';
import type { WechatProvider } from './wechat';
import { isUniqueViolation } from '../../db/client';

const WECHAT_TTL_SECONDS = 600;

export type WechatOutcome = { bound: true; grant: SessionGrant; redirect: string } | { bound: false; wxTicket: string; redirect: string };

/**
 * 微信登录: WeChat's authorise page, then the code it hands back logs in the
 * account bound to that WeChat user, or gives a ticket to bind a phone
 * (opening a personal account for it when there is none). Without a provider
 * every step answers 微信登录未开启.
 */
export function createWechatLogin({ repo, kv, config, codes, guard, sessions, now, redirectOf, announceRegistered }: AuthDeps, wx: WechatProvider | null) {
  function requireWechat(): WechatProvider {
    if (!wx) throw new AppError('BUSINESS', '微信登录未开启');
    return wx;
  }

  return {
    wechatEnabled: wx !== null,

    async wechatAuthorizeUrl(input: { redirect?: string }): Promise<string> {
      const provider = requireWechat();
      const state = randomBytes(16).toString('hex');
      await kv.set(`wxstate:${state}`, redirectOf(input.redirect), WECHAT_TTL_SECONDS);
      // WeChat comes back to the OAuth callback page (spec §2.1 /Oauth/:type), which finishes the login.
      return provider.authorizeUrl(`${config.site.url}/Oauth/wechat`, state);
    },

    /** WeChat came back with a code: log in the bound account, or hand out a ticket to bind a phone. */
    async loginByWechat(input: { code: string; state: string; meta: RequestMeta }): Promise<WechatOutcome> {
      const provider = requireWechat();
      const redirect = await kv.get(`wxstate:${input.state}`);
      if (redirect === null) throw new AppError('BUSINESS', authMessages.wechatTicketExpired);
      await kv.del(`wxstate:${input.state}`);
      const identity = await provider.exchangeCode(input.code);
      const user = await repo.findByWxOpenid(identity.openid);
      if (user) return { bound: true, grant: await sessions.start(user, input.meta), redirect };
      const wxTicket = newSecret();
      await kv.set(`wxt:${sha256(wxTicket)}`, identity.openid, WECHAT_TTL_SECONDS);
      return { bound: false, wxTicket, redirect };
    },

    async sendWechatBindCode(input: WechatBindSendRequest & { meta: RequestMeta }): Promise<SentCode> {
      requireWechat();
      if (!(await kv.get(`wxt:${sha256(input.wxTicket)}`))) throw new AppError('BUSINESS', authMessages.wechatTicketExpired);
      await codes.issue({ target: input.phone, purpose: 'WX_BIND', channel: 'sms', ip: input.meta.ip });
      return SENT;
    },

    /** Binds the WeChat account to the phone's personal account, opening one if there is none. */
    async bindWechat(input: WechatBindRequest & { meta: RequestMeta }): Promise<SessionGrant> {
      requireWechat();
      const openid = await kv.get(`wxt:${sha256(input.wxTicket)}`);
      if (!openid) throw new AppError('BUSINESS', authMessages.wechatTicketExpired);
      await guard.checkCode({ target: input.phone, purpose: 'WX_BIND', code: input.vcode, ip: input.meta.ip });
      await kv.del(`wxt:${sha256(input.wxTicket)}`);
      const existing = (await repo.findByPhone(input.phone)).find((u) => u.kind === 'PERSONAL');
      let user: UserRow;
      if (existing) {
        if (existing.wxOpenid && existing.wxOpenid !== openid) throw new AppError('BUSINESS', '该手机号已绑定其他微信账号');
        await repo.updateUser(existing.id, { wxOpenid: openid, updatedAt: new Date(now()) });
        user = { ...existing, wxOpenid: openid };
      } else {
        const at = new Date(now());
        try {
          user = await repo.insertUser({
            unionid: newUnionid(),
            loginName: input.phone,
            phone: input.phone,
            kind: 'PERSONAL',
            wxOpenid: openid,
            createdAt: at,
            updatedAt: at,
          });
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError('BUSINESS', '该微信账号已绑定其他手机号');
          throw e;
        }
        await announceRegistered({ userId: user.id, unionid: user.unionid, invitedBy: null });
      }
      return sessions.start(user, input.meta);
    },
  };
}
