import { SESSION_COOKIE } from '../../../common/cookies';
import { ok } from '../../http/ok';
import type { AuthRouteKit } from './routes-kit';
import { requireViewer, setSessionCookie } from './viewer';

/** 扫码登录: the desktop's ticket and poll, and the logged-in phone's answer on /authorize (opening that page is the scan). */
export function qrRoutes({ auth, route, metaOf }: AuthRouteKit) {
  route(['/user/auth/v3/scan/qrcode', '/user/auth/qrcode'], '扫码登录：生成二维码（3 分钟有效）', async (req) => ok(await auth.qr.create(metaOf(req))));

  route(['/user/auth/v3/scan/status', '/user/auth/scanStatus'], '扫码登录：查询状态（WAITING / SCANED / LOGINED / TIMEOUT）', async (req, reply) => {
    const { status, sessionToken } = await auth.qr.status(req.body.ticket);
    if (sessionToken) {
      const previous = req.cookies?.[SESSION_COOKIE];
      if (previous) await auth.logout(previous);
      setSessionCookie(req, reply, sessionToken);
    }
    return ok({ status, redirect: auth.redirectOf(req.body.redirect) });
  });

  route(['/user/auth/v3/scan/confirm'], '扫码登录：手机端确认登录', async (req) => {
    const viewer = await requireViewer(req);
    await auth.qr.confirm({ ticket: req.body.ticket, userId: viewer.userId });
    return ok({});
  });

  route(['/user/auth/v3/scan/cancel'], '扫码登录：手机端取消（二维码作废，电脑端显示登录超时）', async (req) => {
    const viewer = await requireViewer(req);
    await auth.qr.cancel({ ticket: req.body.ticket, userId: viewer.userId });
    return ok({});
  });
}
