import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { adminMessages, STAFF_SESSION_ABSOLUTE_SECONDS, STAFF_SESSION_IDLE_SECONDS, staffLoginLimits, type StaffRole } from '../../../common/admin/options';
import type { StaffLoginRequest, StaffMe, StaffPasswordRequest, StaffSession } from '../../../common/admin/schemas';
import type { Database } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { AuditLog, AuditMeta } from './audit-log';

/** The staff member behind a console request. */
export type StaffViewer = StaffMe & { sessionId: string; mustChangePassword: boolean };

type StaffRow = typeof staff.$inferSelect;

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** last_seen is written at most this often, so most console calls only read. */
const TOUCH_EVERY_SECONDS = 60;

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

/**
 * Staff login, sessions and passwords. `forcePasswordChange` is true on a
 * real production site (NODE_ENV=production and not demo mode, decision
 * 0028): a member who never set a password of their own must do so before
 * any other console call.
 */
export function createStaffAccounts({
  db,
  kv,
  audit,
  forcePasswordChange,
  now = Date.now,
}: {
  db: Database;
  kv: KvStore;
  audit: AuditLog;
  forcePasswordChange: boolean;
  now?: () => number;
}) {
  const mustChange = (row: Pick<StaffRow, 'passwordChangedAt'>) => forcePasswordChange && row.passwordChangedAt === null;
  const me = (row: StaffRow): StaffMe => ({ id: row.id, username: row.username, displayName: row.displayName, role: row.role as StaffRole });

  const failKeys = (username: string, ip: string) => [`stafffail:acct:${username.toLowerCase()}`, `stafffail:ip:${ip}`] as const;

  async function assertNotLocked(username: string, ip: string) {
    for (const key of failKeys(username, ip)) {
      const until = Number(await kv.get(`lock:${key}`));
      if (until > now()) {
        const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', `登录失败次数过多，请 ${Math.ceil(seconds / 60)} 分钟后再试`, { retryAfterSeconds: seconds });
      }
    }
  }

  async function recordFailure(username: string, ip: string) {
    const [acct, byIp] = failKeys(username, ip);
    for (const [key, limit] of [
      [acct, staffLoginLimits.perAccount],
      [byIp, staffLoginLimits.perIp],
    ] as const) {
      const { count, ttlSeconds } = await kv.hit(key, staffLoginLimits.windowSeconds);
      if (count >= limit) await kv.set(`lock:${key}`, String(now() + ttlSeconds * 1000), ttlSeconds);
    }
  }

  return {
    async login(input: StaffLoginRequest & AuditMeta): Promise<StaffSession & { token: string }> {
      const username = input.username.trim();
      await assertNotLocked(username, input.ip);
      const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
      const valid = row && !row.disabled ? await verifyPassword(row.passwordHash, input.password) : await verifyAgainstDummy(input.password);
      if (!row || !valid || row.disabled) {
        await recordFailure(username, input.ip);
        await audit.record({ staffId: row?.id ?? null, username, action: 'auth.login_failed', ip: input.ip, userAgent: input.userAgent });
        throw new AppError('BUSINESS', adminMessages.wrongPassword);
      }
      await kv.del(failKeys(username, input.ip)[0]);
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx.insert(staffSessions).values({
          id: sessionIdOf(token),
          staffId: row.id,
          ip: input.ip.slice(0, 64),
          userAgent: input.userAgent.slice(0, 300),
          lastSeenAt: new Date(now()),
          expiresAt: new Date(now() + STAFF_SESSION_ABSOLUTE_SECONDS * 1000),
        });
        await tx
          .update(staff)
          .set({ lastLoginAt: new Date(now()) })
          .where(eq(staff.id, row.id));
        await tx.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date(now())));
      });
      await audit.record({ staffId: row.id, username: row.username, action: 'auth.login', ip: input.ip, userAgent: input.userAgent });
      return { token, staff: me(row), mustChangePassword: mustChange(row) };
    },

    /** The staff member of a session cookie, or null (unknown, expired, idle too long, disabled). */
    async resolve(token: string | undefined): Promise<StaffViewer | null> {
      if (!token || token.length > 100) return null;
      const id = sessionIdOf(token);
      const [found] = await db
        .select({ session: staffSessions, member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.id, id), gt(staffSessions.expiresAt, new Date(now()))))
        .limit(1);
      if (!found || found.member.disabled) return null;
      const idleFor = (now() - found.session.lastSeenAt.getTime()) / 1000;
      if (idleFor > STAFF_SESSION_IDLE_SECONDS) {
        await db.delete(staffSessions).where(eq(staffSessions.id, id));
        return null;
      }
      if (idleFor > TOUCH_EVERY_SECONDS)
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(now()) })
          .where(eq(staffSessions.id, id));
      return { ...me(found.member), sessionId: id, mustChangePassword: mustChange(found.member) };
    },

    async logout(viewer: StaffViewer, meta: AuditMeta): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, viewer.sessionId));
      await audit.record({ staffId: viewer.id, username: viewer.username, action: 'auth.logout', ...meta });
    },

    /** A new password ends the member's other sessions. */
    async changePassword(viewer: StaffViewer, input: StaffPasswordRequest & AuditMeta): Promise<void> {
      const [row] = await db.select().from(staff).where(eq(staff.id, viewer.id)).limit(1);
      if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) throw new AppError('BUSINESS', adminMessages.oldPasswordWrong);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(staff)
          .set({ passwordHash, passwordChangedAt: new Date(now()) })
          .where(eq(staff.id, viewer.id));
        await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, viewer.id), gt(staffSessions.id, viewer.sessionId)));
        await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, viewer.id), lt(staffSessions.id, viewer.sessionId)));
      });
      await audit.record({ staffId: viewer.id, username: viewer.username, action: 'auth.password', ip: input.ip, userAgent: input.userAgent });
    },

    async list() {
      const rows = await db.select().from(staff).orderBy(staff.id);
      return rows.map((r) => ({ ...me(r), disabled: r.disabled }));
    },

    async findById(id: number) {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row ? { ...me(row), disabled: row.disabled } : null;
    },
  };
}
