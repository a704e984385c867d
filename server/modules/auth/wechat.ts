import { AppError } from '../../errors';

/** Who WeChat says the visitor is, after they scanned our authorise page. */
export type WechatIdentity = { openid: string; unionid?: string };

/**
 * WeChat website login (open platform, snsapi_login). An interface so the
 * service does not care whether it talks to WeChat or to a stand-in.
 */
export type WechatProvider = {
  /** The page WeChat shows with its own QR code; it comes back to redirectUri with code and state. */
  authorizeUrl(redirectUri: string, state: string): string;
  exchangeCode(code: string): Promise<WechatIdentity>;
};

type TokenReply = { access_token?: string; openid?: string; unionid?: string; errcode?: number; errmsg?: string };

export function createWechatProvider({
  appId,
  appSecret,
  apiBase,
  fetch: doFetch = fetch,
}: {
  appId: string;
  appSecret: string;
  apiBase: string;
  fetch?: typeof fetch;
}): WechatProvider {
  return {
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
      return `https://open.weixin.qq.com/connect/qrconnect?${q.toString()}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const q = new URLSearchParams({ appid: appId, secret: appSecret, code, grant_type: 'authorization_code' });
      let reply: TokenReply;
      try {
        const res = await doFetch(`${apiBase}/sns/oauth2/access_token?${q.toString()}`, { signal: AbortSignal.timeout(8000) });
        reply = (await res.json()) as TokenReply;
      } catch (cause) {
        throw new AppError('UNAVAILABLE', '微信服务暂时无法访问，请稍后再试或使用其他方式登录', { cause });
      }
      if (!reply.openid || reply.errcode) {
        throw new AppError('BUSINESS', '微信授权已失效，请重新扫码', { cause: reply });
      }
      return { openid: reply.openid, unionid: reply.unionid };
    },
  };
}
