import { AppError } from '../../errors';
import { ok } from '../../http/ok';
import type { AuthRouteKit } from './routes-kit';
import { requireViewer } from './viewer';

const agreed = (agree: boolean | undefined) => {
  if (agree === false) throw new AppError('BUSINESS', '请阅读并同意《用户服务协议》和《隐私政策》');
};

/** 注册: the code, registering with or without a password, the profile after it, and a personal account for an organisation account's phone. */
export function registerRoutes({ auth, route, metaOf, grantReply }: AuthRouteKit) {
  route(['/user/reg/code', '/user/reg/sendVcode'], '发送注册验证码（手机号已注册时提示直接登录）', async (req) =>
    ok(await auth.sendRegisterCode({ ...req.body, meta: metaOf(req) })),
  );

  route(['/user/reg/loginReg', '/user/reg/v3/std/register', '/user/reg/register'], '手机号 + 验证码 + 密码注册，并登录', async (req, reply) => {
    agreed(req.body.agree);
    return grantReply(req, reply, await auth.register({ ...req.body, meta: metaOf(req) }), req.body.redirect);
  });

  route(['/user/reg/loginRegVcode'], '手机号 + 验证码注册（不设密码），并登录', async (req, reply) => {
    agreed(req.body.agree);
    return grantReply(req, reply, await auth.register({ ...req.body, meta: metaOf(req) }), req.body.redirect);
  });

  route(['/user/reg/fill'], '注册后完善姓名与单位', async (req) => {
    const viewer = await requireViewer(req);
    return ok({ userinfo: await auth.fillProfile({ userId: viewer.userId, ...req.body }) });
  });

  route(['/user/reg/v3/upgrade/send'], '企业账号开通个人账号：向绑定手机发送注册验证码', async (req) => {
    const viewer = await requireViewer(req);
    return ok(await auth.sendUpgradeCode({ userId: viewer.userId, meta: metaOf(req) }));
  });
}
