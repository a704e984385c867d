import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages, STAFF_SESSION_ABSOLUTE_SECONDS, STAFF_SESSION_COOKIE, type StaffRole } from '../../../common/admin/options';
import { AppError } from '../../errors';
import type { AuditMeta } from './audit-log';
import type { StaffAccounts, StaffViewer } from './staff-accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of this request's console cookie, looked up once; null without one. */
    getStaff(): Promise<StaffViewer | null>;
  }
}

/** The console cookie goes to the console's API only: never to public pages (their cache) nor to visitors' calls. */
export const STAFF_COOKIE_PATH = '/api/admin';
/**
 * The sales side's API (spec §7 /crm/sales/*: import batches, the region
 * tree) is staff-only too, so the same cookie is also set for its path
 * (decision 0042); visitors' /crm/sdm/* calls never carry it.
 */
export const STAFF_SALES_COOKIE_PATH = '/api/crm/sales';

export function installStaffViewer(app: FastifyInstance, accounts: StaffAccounts) {
  const perRequest = new WeakMap<FastifyRequest, Promise<StaffViewer | null>>();
  app.decorateRequest('getStaff', function (this: FastifyRequest) {
    let found = perRequest.get(this);
    if (!found) {
      found = accounts.resolve(this.cookies?.[STAFF_SESSION_COOKIE]);
      perRequest.set(this, found);
    }
    return found;
  });
}

/**
 * The preHandler of every console call but login: a console session, the
 * password changed when it must be, and one of `roles`. Checked here, on the
 * server, whatever the console shows or hides.
 */
export function staffOnly(roles: readonly StaffRole[], { whilePasswordChangePending = false } = {}) {
  return async (req: FastifyRequest) => {
    const member = await req.getStaff();
    if (!member) throw new AppError('UNAUTHENTICATED', '请先登录管理后台');
    if (member.mustChangePassword && !whilePasswordChangePending)
      throw new AppError('FORBIDDEN', adminMessages.mustChangePassword, { details: { mustChangePassword: true } });
    if (!roles.includes(member.role)) throw new AppError('FORBIDDEN', adminMessages.roleRefused);
  };
}

/** The member a staffOnly preHandler has let through. */
export async function staffOf(req: FastifyRequest): Promise<StaffViewer> {
  const member = await req.getStaff();
  if (!member) throw new AppError('UNAUTHENTICATED', '请先登录管理后台');
  return member;
}

export const auditMetaOf = (req: FastifyRequest): AuditMeta => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

/** HttpOnly, SameSite=Strict (the console is never reached from another site), Secure behind https. */
export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  for (const path of [STAFF_COOKIE_PATH, STAFF_SALES_COOKIE_PATH])
    reply.setCookie(STAFF_SESSION_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
      maxAge: STAFF_SESSION_ABSOLUTE_SECONDS,
    });
}

export function clearStaffCookie(reply: FastifyReply) {
  for (const path of [STAFF_COOKIE_PATH, STAFF_SALES_COOKIE_PATH]) reply.clearCookie(STAFF_SESSION_COOKIE, { path });
}
