import { SESSION_COOKIE } from '../../../common/cookies';
import { ok } from '../../http/ok';
import type { AuthRouteKit } from './routes-kit';
import { clearSessionCookie, requireViewer } from './viewer';

/** The session: who is logged in, the app client, the current organisation, image codes, password strength, logout. */
export function sessionRoutes({ auth, route }: AuthRouteKit) {
  route(['/user/auth/v3/userinfo', '/user/auth/userinfo'], '当前登录用户（未登录答复 40100）', async (req) => {
    const viewer = await requireViewer(req);
    return ok({ userinfo: await auth.userinfo(viewer) });
  });

  route(['/user/auth/userid'], '当前登录用户的编号', async (req) => {
    const viewer = await requireViewer(req);
    const info = await auth.userinfo(viewer);
    return ok({ unionid: info.unionid, staffId: info.staffId });
  });

  route(['/user/auth/v3/bindClient'], '把当前会话与应用客户端（推送标识）绑定', async (req) => {
    const viewer = await requireViewer(req);
    await auth.bindClient({ sessionId: viewer.sessionId, ...req.body });
    return ok({});
  });

  route(['/user/auth/switchCom'], '切换当前企业', async (req) => {
    const viewer = await requireViewer(req);
    return ok(await auth.switchOrg({ userId: viewer.userId, orgId: req.body.orgId }));
  });

  route(['/user/auth/icode'], '图形验证码（连续失败 3 次后需要）', async (req) => ok(await auth.createIcode({ ip: req.ip })));

  route(['/user/auth/getPasswordStrength'], '密码强度', async (req) => ok({ data: auth.passwordStrength(req.body.password) }));

  route(['/user/auth/logout'], '退出登录（结束服务端会话并清除 Cookie）', async (req, reply) => {
    await auth.logout(req.cookies?.[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return ok({});
  });
}
