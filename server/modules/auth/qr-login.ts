import { createHash, randomBytes } from 'node:crypto';
import { QR_TTL_SECONDS } from '../../../common/auth/options';
import type { QrDevice, QrStatus, QrTicket } from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { SessionMeta, SessionStore } from './session-store';
import type { AuthRepo } from './repo';

export const ticketId = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Browser and system named from a user agent, for a person deciding whether to confirm a login. */
export function describeUserAgent(ua: string): { browser: string; os: string } {
  const version = (re: RegExp) => ua.match(re)?.[1]?.split('.')[0] ?? '';
  let browser = '未知浏览器';
  if (/MicroMessenger/i.test(ua)) browser = '微信内置浏览器';
  else if (/Edg(e|A|iOS)?\//.test(ua)) browser = `Edge ${version(/Edg(?:e|A|iOS)?\/([\d.]+)/)}`;
  else if (/OPR\//.test(ua)) browser = `Opera ${version(/OPR\/([\d.]+)/)}`;
  else if (/QQBrowser/i.test(ua)) browser = 'QQ 浏览器';
  else if (/360SE|QihooBrowser|QHBrowser/i.test(ua)) browser = '360 浏览器';
  else if (/UCBrowser/i.test(ua)) browser = 'UC 浏览器';
  else if (/Firefox\//.test(ua)) browser = `Firefox ${version(/Firefox\/([\d.]+)/)}`;
  else if (/(Chrome|CriOS|Chromium)\//.test(ua)) browser = `Chrome ${version(/(?:Chrome|CriOS|Chromium)\/([\d.]+)/)}`;
  else if (/Safari\//.test(ua)) browser = `Safari ${version(/Version\/([\d.]+)/)}`;

  let os = '未知系统';
  if (/Windows NT 10/.test(ua)) os = 'Windows 10/11';
  else if (/Windows NT 6\.[23]/.test(ua)) os = 'Windows 8';
  else if (/Windows NT 6\.1/.test(ua)) os = 'Windows 7';
  else if (/Windows/.test(ua)) os = 'Windows';
  else if (/iPhone/.test(ua)) os = `iOS ${version(/OS (\d+)_/)}`;
  else if (/iPad/.test(ua)) os = 'iPadOS';
  else if (/Android/.test(ua)) os = `Android ${version(/Android ([\d.]+)/)}`;
  else if (/Mac OS X/.test(ua)) os = 'macOS';
  else if (/CrOS/.test(ua)) os = 'ChromeOS';
  else if (/Linux/.test(ua)) os = 'Linux';
  return { browser: browser.trim(), os: os.trim() };
}

export type QrLogin = ReturnType<typeof createQrLogin>;

/**
 * The desktop shows a ticket as a QR code and polls; a logged-in phone opens
 * /authorize with it, sees which device asks, and confirms. Confirmation
 * creates the desktop's session, handed to the desktop's next poll once.
 */
export function createQrLogin({
  repo,
  kv,
  sessionStore,
  siteUrl,
  now,
}: {
  repo: AuthRepo;
  kv: KvStore;
  sessionStore: SessionStore;
  siteUrl: string;
  now: () => number;
}) {
  const load = async (ticket: string) => {
    if (!TICKET_PATTERN.test(ticket)) return undefined;
    return repo.findTicket(ticketId(ticket));
  };
  const gone = () => new AppError('BUSINESS', '二维码已失效，请在电脑上刷新二维码后重新扫码');

  return {
    async create(meta: SessionMeta): Promise<QrTicket> {
      // Each ticket is a row: a page polls one at a time, so a few a minute is plenty.
      await enforceRateLimits(kv, [{ key: `qr:ip:${meta.ip}`, limit: 30, windowSeconds: 60, msg: '二维码刷新过于频繁，请稍后再试' }]);
      const ticket = randomBytes(32).toString('base64url');
      const at = now();
      await repo.insertTicket({
        id: ticketId(ticket),
        deviceIp: meta.ip.slice(0, 64),
        deviceAgent: meta.userAgent.slice(0, 300),
        expiresAt: new Date(at + QR_TTL_SECONDS * 1000),
        now: new Date(at),
      });
      return { ticket, qrUrl: `${siteUrl}/authorize?ticket=${ticket}`, expiresIn: QR_TTL_SECONDS };
    },

    /** The desktop's poll. The first poll that sees LOGINED receives the session token. */
    async status(ticket: string): Promise<{ status: QrStatus; sessionToken?: string }> {
      const row = await load(ticket);
      if (!row) return { status: 'TIMEOUT' };
      if (row.status === 'LOGINED') {
        const sessionToken = await repo.takePendingSession(row.id);
        return { status: 'LOGINED', sessionToken };
      }
      if (row.status === 'TIMEOUT' || row.expiresAt.getTime() <= now()) {
        if (row.status !== 'TIMEOUT') await repo.expireTicket(row.id);
        return { status: 'TIMEOUT' };
      }
      return { status: row.status as QrStatus };
    },

    /** A logged-in phone opened /authorize: the desktop now shows 扫码成功. */
    async scan({ ticket, userId }: { ticket: string; userId: number }): Promise<QrDevice> {
      const row = await load(ticket);
      if (!row || row.expiresAt.getTime() <= now() || row.status === 'TIMEOUT') throw gone();
      if (row.status === 'LOGINED') throw new AppError('BUSINESS', '该二维码已完成登录');
      if (row.status === 'SCANED' && row.userId !== userId) throw new AppError('BUSINESS', '该二维码已被其他账号扫描');
      if (row.status === 'WAITING' && !(await repo.moveTicket(row.id, ['WAITING'], { status: 'SCANED', userId }, new Date(now())))) throw gone();
      const { browser, os } = describeUserAgent(row.deviceAgent);
      return { browser, os, ip: row.deviceIp, requestedAt: row.createdAt.toISOString() };
    },

    async confirm({ ticket, userId }: { ticket: string; userId: number }): Promise<void> {
      const row = await load(ticket);
      if (!row || row.status !== 'SCANED' || row.userId !== userId || row.expiresAt.getTime() <= now()) throw gone();
      const { token } = await sessionStore.create(userId, { ip: row.deviceIp, userAgent: row.deviceAgent });
      const moved = await repo.moveTicket(row.id, ['SCANED'], { status: 'LOGINED', pendingSessionToken: token }, new Date(now()));
      if (!moved) {
        await sessionStore.revoke(token);
        throw gone();
      }
    },

    /** 取消: the ticket dies and the desktop shows 登录超时 with 刷新二维码. */
    async cancel({ ticket, userId }: { ticket: string; userId: number }): Promise<void> {
      const row = await load(ticket);
      if (!row || row.status === 'LOGINED') return;
      if (row.userId !== null && row.userId !== userId) throw new AppError('BUSINESS', '该二维码已被其他账号扫描');
      await repo.expireTicket(row.id);
    },
  };
}
