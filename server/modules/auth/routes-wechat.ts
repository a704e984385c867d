import { AppError } from '../../errors';
import { ok } from '../../http/ok';
import type { AuthRouteKit } from './routes-kit';
import { setSessionCookie } from './viewer';

/** 微信登录: the authorise address, the login with WeChat's code, and binding a phone to a new WeChat user. */
export function wechatRoutes({ auth, route, metaOf, grantReply }: AuthRouteKit) {
  route(['/user/auth/v3/wx/login', '/user/auth/loginBy3rd'], '微信登录：无 code 时答复授权地址，有 code 时登录或返回绑定凭证', async (req, reply) => {
    const body = req.body;
    if (!auth.wechatEnabled) throw new AppError('BUSINESS', '微信登录未开启');
    if (!body.code || !body.state) return ok({ bound: false, authorizeUrl: await auth.wechatAuthorizeUrl(body), redirect: auth.redirectOf(body.redirect) });
    const result = await auth.loginByWechat({ code: body.code, state: body.state, meta: metaOf(req) });
    if (!result.bound) return ok({ bound: false, wxTicket: result.wxTicket, redirect: result.redirect });
    setSessionCookie(req, reply, result.grant.token);
    return ok({ bound: true, userinfo: result.grant.userinfo, redirect: result.redirect });
  });

  route(['/user/reg/v3/wx/send'], '微信绑定手机：发送验证码', async (req) => ok(await auth.sendWechatBindCode({ ...req.body, meta: metaOf(req) })));

  route(['/user/reg/v3/wx/bind'], '微信绑定手机并登录（手机号无个人账号时开通）', async (req, reply) =>
    grantReply(req, reply, await auth.bindWechat({ ...req.body, meta: metaOf(req) }), req.body.redirect),
  );
}
