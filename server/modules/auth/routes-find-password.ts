import { ok } from '../../http/ok';
import type { AuthRouteKit } from './routes-kit';

/** 找回密码: channel, image code, codes, the reset token, the account to reset, the new password. */
export function findPasswordRoutes({ auth, route, metaOf }: AuthRouteKit) {
  route(['/user/findPwd/check'], '找回密码：判断输入的是手机号还是邮箱', async (req) => ok(auth.checkResetTarget(req.body.target)));
  route(['/user/findPwd/refreshIcode'], '找回密码：刷新图形验证码', async (req) => ok(await auth.createIcode({ ip: req.ip })));
  route(['/user/findPwd/sendVcode'], '找回密码：发送短信验证码', async (req) => ok(await auth.sendResetCode({ ...req.body, meta: metaOf(req) })));
  route(['/user/findPwd/sendEmailVcode'], '找回密码：发送邮箱验证码', async (req) => ok(await auth.sendResetCode({ ...req.body, meta: metaOf(req) })));
  route(['/user/findPwd/code'], '找回密码：校验验证码，换取重置凭证', async (req) => ok(await auth.verifyResetCode({ ...req.body, meta: metaOf(req) })));
  route(['/user/findPwd/listAccounts'], '找回密码：该手机号或邮箱下的账号', async (req) => ok({ records: await auth.listResetAccounts(req.body.resetToken) }));
  route(['/user/findPwd/updatePwd'], '找回密码：设置新密码（该账号其他会话全部退出）', async (req) => {
    const viewer = await req.getViewer();
    await auth.resetPassword({ ...req.body, currentSessionId: viewer?.sessionId });
    return ok({});
  });
}
