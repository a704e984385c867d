import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../../common/cookies';
import { AppError } from '../../errors';
import { ok } from '../../http/ok';
import { toEnvelopeError } from '../../http/error-handler';
import * as s from './schema';
import { AuthError, type LoginOutcome, type RequestMeta, type SessionGrant } from './service';
import { clearSessionCookie, requireViewer, setSessionCookie } from './viewer';

const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  previousToken: req.cookies?.[SESSION_COOKIE],
});

/**
 * Login, registration, find-password and QR-login endpoints (spec §7) under
 * /api/user/…. Older names (auth/loginByPwd …) are registered as aliases of
 * the same handlers. Thin: parse, call services.auth, set or clear the cookie.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const tags = ['auth'];

  // Replies about a session must never be stored by a browser or a proxy.
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // Failures a login form can act on carry needIcode; the rest is the common envelope. Sent as a
  // string: an error reply must not be held to the success schema of the route.
  app.setErrorHandler((error, req, reply) => {
    // Our schemas' messages already name the field (请输入验证码, 验证码为 6 位数字): shown as they are.
    const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0]?.message : undefined;
    const e = first ? new AppError('VALIDATION', first) : toEnvelopeError(error, req);
    if (e.retryAfterSeconds) reply.header('retry-after', String(e.retryAfterSeconds));
    const body = e instanceof AuthError ? { code: e.code, msg: e.message, needIcode: e.needIcode } : { code: e.code, msg: e.message };
    return reply.status(e.status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });

  /** One handler under several paths: the v3 name first, then older names (marked deprecated in the OpenAPI document). */
  const each = (paths: string[], register: (url: string, doc: { tags: string[]; deprecated?: boolean }) => void) =>
    paths.forEach((url, i) => register(url, i === 0 ? { tags } : { tags, deprecated: true }));

  const grantReply = (req: FastifyRequest, reply: FastifyReply, grant: SessionGrant, redirect: string | undefined) => {
    setSessionCookie(req, reply, grant.token);
    return ok({ userinfo: grant.userinfo, needDoubleAuth: false, redirect: auth.redirectOf(redirect) });
  };
  const loginReply = (req: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome, redirect: string | undefined) =>
    outcome.kind === 'SESSION'
      ? grantReply(req, reply, outcome, redirect)
      : ok({ needDoubleAuth: true, authKey: outcome.authKey, maskedPhone: outcome.maskedPhone, redirect: auth.redirectOf(redirect) });

  /* ── auth v3 and its older names ── */

  each(['/user/auth/v3/pwd/login', '/user/auth/loginByPwd', '/user/auth/loginByPwdCode'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '账号（或手机号）密码登录', body: s.ZPwdLoginRequest, response: { 200: s.ZLoginResponse } } },
      async (req, reply) => {
        const body = req.body;
        return loginReply(req, reply, await auth.loginByPassword({ ...body, meta: metaOf(req) }), body.redirect);
      },
    ),
  );

  each(['/user/auth/org/pwd/login'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '企业账号密码登录', body: s.ZPwdLoginRequest, response: { 200: s.ZLoginResponse } } }, async (req, reply) => {
      const body = req.body;
      return loginReply(req, reply, await auth.loginByPassword({ ...body, kind: 'ORG', meta: metaOf(req) }), body.redirect);
    }),
  );

  each(['/user/auth/v3/vcode/send', '/user/auth/sendVcode'], (url, d) =>
    app.post(
      url,
      {
        schema: {
          ...d,
          summary: '发送短信登录验证码（未注册的手机号同样答复成功，但不发送）',
          body: s.ZVcodeSendRequest,
          response: { 200: s.ZSendCodeResponse },
        },
      },
      async (req) => ok(await auth.sendLoginCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  each(['/user/auth/org/vcode/send'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '发送企业账号短信登录验证码', body: s.ZVcodeSendRequest, response: { 200: s.ZSendCodeResponse } } }, async (req) =>
      ok(await auth.sendLoginCode({ ...req.body, kind: 'ORG', meta: metaOf(req) })),
    ),
  );

  each(['/user/auth/v3/vcode/login', '/user/auth/loginByVcode'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '短信验证码登录', body: s.ZVcodeLoginRequest, response: { 200: s.ZLoginResponse } } }, async (req, reply) => {
      const body = req.body;
      return grantReply(req, reply, await auth.loginByCode({ ...body, meta: metaOf(req) }), body.redirect);
    }),
  );

  each(['/user/auth/org/vcode/login'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '企业账号短信验证码登录', body: s.ZVcodeLoginRequest, response: { 200: s.ZLoginResponse } } },
      async (req, reply) => {
        const body = req.body;
        return grantReply(req, reply, await auth.loginByCode({ ...body, kind: 'ORG', meta: metaOf(req) }), body.redirect);
      },
    ),
  );

  each(['/user/auth/v3/pwdvcode/send', '/user/auth/sendVcodePwd'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '二次验证：向账号绑定的手机发送验证码', body: s.ZPwdVcodeSendRequest, response: { 200: s.ZPwdVcodeSendResponse } } },
      async (req) => ok(await auth.sendDoubleAuthCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  each(['/user/auth/v3/pwdvcode/login', '/user/auth/loginByPwdVcode'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '二次验证：短信验证码完成登录', body: s.ZPwdVcodeLoginRequest, response: { 200: s.ZLoginResponse } } },
      async (req, reply) => {
        const body = req.body;
        return grantReply(req, reply, await auth.loginByDoubleAuth({ ...body, meta: metaOf(req) }), body.redirect);
      },
    ),
  );

  each(['/user/auth/v3/scan/qrcode', '/user/auth/qrcode'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '扫码登录：生成二维码（3 分钟有效）', body: s.ZNoPayload, response: { 200: s.ZQrCreateResponse } } },
      async (req) => ok(await auth.qr.create(metaOf(req))),
    ),
  );

  each(['/user/auth/v3/scan/status', '/user/auth/scanStatus'], (url, d) =>
    app.post(
      url,
      {
        schema: {
          ...d,
          summary: '扫码登录：查询状态（WAITING / SCANED / LOGINED / TIMEOUT）',
          body: s.ZQrTicketRequest,
          response: { 200: s.ZQrStatusResponse },
        },
      },
      async (req, reply) => {
        const body = req.body;
        const { status, sessionToken } = await auth.qr.status(body.ticket);
        if (sessionToken) {
          const previous = req.cookies?.[SESSION_COOKIE];
          if (previous) await auth.logout(previous);
          setSessionCookie(req, reply, sessionToken);
        }
        return ok({ status, redirect: auth.redirectOf(body.redirect) });
      },
    ),
  );

  each(['/user/auth/v3/scan/confirm'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '扫码登录：手机端确认登录', body: s.ZQrTicketRequest, response: { 200: s.ZEmptyResponse } } }, async (req) => {
      const viewer = await requireViewer(req);
      await auth.qr.confirm({ ticket: req.body.ticket, userId: viewer.userId });
      return ok({});
    }),
  );

  each(['/user/auth/v3/scan/cancel'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '扫码登录：手机端取消（二维码作废，电脑端显示登录超时）', body: s.ZQrTicketRequest, response: { 200: s.ZEmptyResponse } } },
      async (req) => {
        const viewer = await requireViewer(req);
        await auth.qr.cancel({ ticket: req.body.ticket, userId: viewer.userId });
        return ok({});
      },
    ),
  );

  each(['/user/auth/v3/userinfo', '/user/auth/userinfo'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '当前登录用户（未登录答复 40100）', body: s.ZUserinfoRequest, response: { 200: s.ZUserinfoResponse } } },
      async (req) => {
        const viewer = await requireViewer(req);
        return ok({ userinfo: await auth.userinfo(viewer) });
      },
    ),
  );

  each(['/user/auth/userid'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '当前登录用户的编号', body: s.ZNoPayload, response: { 200: s.ZUserIdResponse } } }, async (req) => {
      const viewer = await requireViewer(req);
      const info = await auth.userinfo(viewer);
      return ok({ unionid: info.unionid, staffId: info.staffId });
    }),
  );

  each(['/user/auth/v3/bindClient'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '把当前会话与应用客户端（推送标识）绑定', body: s.ZBindClientRequest, response: { 200: s.ZEmptyResponse } } },
      async (req) => {
        const viewer = await requireViewer(req);
        await auth.bindClient({ sessionId: viewer.sessionId, ...req.body });
        return ok({});
      },
    ),
  );

  each(['/user/auth/switchCom'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '切换当前企业', body: s.ZSwitchComRequest, response: { 200: s.ZSwitchComResponse } } }, async (req) => {
      const viewer = await requireViewer(req);
      return ok(await auth.switchOrg({ userId: viewer.userId, orgId: req.body.orgId }));
    }),
  );

  each(['/user/auth/v3/wx/login', '/user/auth/loginBy3rd'], (url, d) =>
    app.post(
      url,
      {
        schema: {
          ...d,
          summary: '微信登录：无 code 时答复授权地址，有 code 时登录或返回绑定凭证',
          body: s.ZWxLoginRequest,
          response: { 200: s.ZWxLoginResponse },
        },
      },
      async (req, reply) => {
        const body = req.body;
        if (!auth.wechatEnabled) throw new AppError('BUSINESS', '微信登录未开启');
        if (!body.code || !body.state) return ok({ bound: false, authorizeUrl: await auth.wechatAuthorizeUrl(body), redirect: auth.redirectOf(body.redirect) });
        const result = await auth.loginByWechat({ code: body.code, state: body.state, meta: metaOf(req) });
        if (!result.bound) return ok({ bound: false, wxTicket: result.wxTicket, redirect: result.redirect });
        setSessionCookie(req, reply, result.grant.token);
        return ok({ bound: true, userinfo: result.grant.userinfo, redirect: result.redirect });
      },
    ),
  );

  each(['/user/auth/icode'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '图形验证码（连续失败 3 次后需要）', body: s.ZNoPayload, response: { 200: s.ZIcodeResponse } } }, async (req) =>
      ok(await auth.createIcode({ ip: req.ip })),
    ),
  );

  each(['/user/auth/getPasswordStrength'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '密码强度', body: s.ZPasswordStrengthRequest, response: { 200: s.ZPasswordStrengthResponse } } }, async (req) =>
      ok({ data: auth.passwordStrength(req.body.password) }),
    ),
  );

  each(['/user/auth/logout'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '退出登录（结束服务端会话并清除 Cookie）', body: s.ZNoPayload, response: { 200: s.ZEmptyResponse } } },
      async (req, reply) => {
        await auth.logout(req.cookies?.[SESSION_COOKIE]);
        clearSessionCookie(reply);
        return ok({});
      },
    ),
  );

  /* ── registration ── */

  each(['/user/reg/code', '/user/reg/sendVcode'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '发送注册验证码（手机号已注册时提示直接登录）', body: s.ZRegSendRequest, response: { 200: s.ZSendCodeResponse } } },
      async (req) => ok(await auth.sendRegisterCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  const agreed = (agree: boolean | undefined) => {
    if (agree === false) throw new AppError('BUSINESS', '请阅读并同意《用户服务协议》和《隐私政策》');
  };

  each(['/user/reg/loginReg', '/user/reg/v3/std/register', '/user/reg/register'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '手机号 + 验证码 + 密码注册，并登录', body: s.ZRegisterRequest, response: { 200: s.ZLoginResponse } } },
      async (req, reply) => {
        const body = req.body;
        agreed(body.agree);
        return grantReply(req, reply, await auth.register({ ...body, meta: metaOf(req) }), body.redirect);
      },
    ),
  );

  each(['/user/reg/loginRegVcode'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '手机号 + 验证码注册（不设密码），并登录', body: s.ZRegisterVcodeRequest, response: { 200: s.ZLoginResponse } } },
      async (req, reply) => {
        const body = req.body;
        agreed(body.agree);
        return grantReply(req, reply, await auth.register({ ...body, meta: metaOf(req) }), body.redirect);
      },
    ),
  );

  each(['/user/reg/fill'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '注册后完善姓名与单位', body: s.ZFillRequest, response: { 200: s.ZUserinfoResponse } } }, async (req) => {
      const viewer = await requireViewer(req);
      return ok({ userinfo: await auth.fillProfile({ userId: viewer.userId, ...req.body }) });
    }),
  );

  each(['/user/reg/v3/wx/send'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '微信绑定手机：发送验证码', body: s.ZWxSendRequest, response: { 200: s.ZSendCodeResponse } } }, async (req) =>
      ok(await auth.sendWechatBindCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  each(['/user/reg/v3/wx/bind'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '微信绑定手机并登录（手机号无个人账号时开通）', body: s.ZWxBindRequest, response: { 200: s.ZLoginResponse } } },
      async (req, reply) => {
        const body = req.body;
        return grantReply(req, reply, await auth.bindWechat({ ...body, meta: metaOf(req) }), body.redirect);
      },
    ),
  );

  each(['/user/reg/v3/upgrade/send'], (url, d) =>
    app.post(
      url,
      {
        schema: {
          ...d,
          summary: '企业账号开通个人账号：向绑定手机发送注册验证码',
          body: s.ZNoPayload,
          response: { 200: s.ZPwdVcodeSendResponse.omit({ authKey: true }) },
        },
      },
      async (req) => {
        const viewer = await requireViewer(req);
        return ok(await auth.sendUpgradeCode({ userId: viewer.userId, meta: metaOf(req) }));
      },
    ),
  );

  /* ── find password ── */

  each(['/user/findPwd/check'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '找回密码：判断输入的是手机号还是邮箱', body: s.ZFindCheckRequest, response: { 200: s.ZFindCheckResponse } } },
      async (req) => ok(auth.checkResetTarget(req.body.target)),
    ),
  );

  each(['/user/findPwd/refreshIcode'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '找回密码：刷新图形验证码', body: s.ZNoPayload, response: { 200: s.ZIcodeResponse } } }, async (req) =>
      ok(await auth.createIcode({ ip: req.ip })),
    ),
  );

  each(['/user/findPwd/sendVcode'], (url, d) =>
    app.post(url, { schema: { ...d, summary: '找回密码：发送短信验证码', body: s.ZFindSendRequest, response: { 200: s.ZSendCodeResponse } } }, async (req) =>
      ok(await auth.sendResetCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  each(['/user/findPwd/sendEmailVcode'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '找回密码：发送邮箱验证码', body: s.ZFindSendEmailRequest, response: { 200: s.ZSendCodeResponse } } },
      async (req) => ok(await auth.sendResetCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  each(['/user/findPwd/code'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '找回密码：校验验证码，换取重置凭证', body: s.ZFindCodeRequest, response: { 200: s.ZFindCodeResponse } } },
      async (req) => ok(await auth.verifyResetCode({ ...req.body, meta: metaOf(req) })),
    ),
  );

  each(['/user/findPwd/listAccounts'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '找回密码：该手机号或邮箱下的账号', body: s.ZResetTokenRequest, response: { 200: s.ZListAccountsResponse } } },
      async (req) => ok({ records: await auth.listResetAccounts(req.body.resetToken) }),
    ),
  );

  each(['/user/findPwd/updatePwd'], (url, d) =>
    app.post(
      url,
      { schema: { ...d, summary: '找回密码：设置新密码（该账号其他会话全部退出）', body: s.ZUpdatePwdRequest, response: { 200: s.ZEmptyResponse } } },
      async (req) => {
        const viewer = await req.getViewer();
        await auth.resetPassword({ ...req.body, currentSessionId: viewer?.sessionId });
        return ok({});
      },
    ),
  );
};
