import { ok } from '../../http/ok';
import type { AuthRouteKit } from './routes-kit';

/** 密码登录, 验证码登录 and the SMS step of double auth, with the organisation-only variants. */
export function loginRoutes({ auth, route, metaOf, grantReply, loginReply }: AuthRouteKit) {
  route(['/user/auth/v3/pwd/login', '/user/auth/loginByPwd', '/user/auth/loginByPwdCode'], '账号（或手机号）密码登录', async (req, reply) =>
    loginReply(req, reply, await auth.loginByPassword({ ...req.body, meta: metaOf(req) }), req.body.redirect),
  );
  route(['/user/auth/org/pwd/login'], '企业账号密码登录', async (req, reply) =>
    loginReply(req, reply, await auth.loginByPassword({ ...req.body, kind: 'ORG', meta: metaOf(req) }), req.body.redirect),
  );

  route(['/user/auth/v3/vcode/send', '/user/auth/sendVcode'], '发送短信登录验证码（未注册的手机号同样答复成功，但不发送）', async (req) =>
    ok(await auth.sendLoginCode({ ...req.body, meta: metaOf(req) })),
  );
  route(['/user/auth/org/vcode/send'], '发送企业账号短信登录验证码', async (req) =>
    ok(await auth.sendLoginCode({ ...req.body, kind: 'ORG', meta: metaOf(req) })),
  );
  route(['/user/auth/v3/vcode/login', '/user/auth/loginByVcode'], '短信验证码登录', async (req, reply) =>
    grantReply(req, reply, await auth.loginByCode({ ...req.body, meta: metaOf(req) }), req.body.redirect),
  );
  route(['/user/auth/org/vcode/login'], '企业账号短信验证码登录', async (req, reply) =>
    grantReply(req, reply, await auth.loginByCode({ ...req.body, kind: 'ORG', meta: metaOf(req) }), req.body.redirect),
  );

  route(['/user/auth/v3/pwdvcode/send', '/user/auth/sendVcodePwd'], '二次验证：向账号绑定的手机发送验证码', async (req) =>
    ok(await auth.sendDoubleAuthCode({ ...req.body, meta: metaOf(req) })),
  );
  route(['/user/auth/v3/pwdvcode/login', '/user/auth/loginByPwdVcode'], '二次验证：短信验证码完成登录', async (req, reply) =>
    grantReply(req, reply, await auth.loginByDoubleAuth({ ...req.body, meta: metaOf(req) }), req.body.redirect),
  );
}
