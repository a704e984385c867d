import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { qrLoginTickets, sessions, users } from '../../db/schema';
import { loadConfig } from '../../config';
import { createMemoryKvStore } from '../../platform/kv-store';
import { createTestApp, testSiteEnv, type TestApp } from '../../test-support/test-app';
import { authKit } from '../../test-support/auth-test-kit';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { ticketId } from './qr-login';
import { createAuthService } from './service';
import { sessionIdOf } from './session-store';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('QR-code login (spec §4)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof authKit>;
  let phoneCookie: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    kit = authKit(t);
    await seedDemoAccounts(t.db);
    phoneCookie = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.3.0.9' }))!;
    const [user] = await t.db.select().from(users).where(eq(users.loginName, '13800138000'));
    userId = user!.id;
  });
  afterAll(() => t.close());

  const newTicket = async () => {
    const res = await kit.call('auth/v3/scan/qrcode', {}, { ip: '10.3.0.1', ua: DESKTOP_UA });
    return res.json() as { code: string; ticket: string; qrUrl: string; expiresIn: number };
  };
  const poll = (ticket: string, cookie?: string) => kit.call('auth/v3/scan/status', { ticket, redirect: '/news' }, { ip: '10.3.0.1', ua: DESKTOP_UA, cookie });

  it('creates a 256-bit ticket stored only as its hash, with the /authorize address', async () => {
    const created = await newTicket();
    expect(created).toMatchObject({ code: '30000', expiresIn: 180 });
    expect(created.ticket).toMatch(/^[\w-]{43}$/);
    expect(created.qrUrl).toBe(`http://portal.test/authorize?ticket=${created.ticket}`);
    const [row] = await t.db
      .select()
      .from(qrLoginTickets)
      .where(eq(qrLoginTickets.id, ticketId(created.ticket)));
    expect(row).toMatchObject({ status: 'WAITING', deviceIp: '10.3.0.1', deviceAgent: DESKTOP_UA });
    expect(await t.db.$count(qrLoginTickets, eq(qrLoginTickets.id, created.ticket))).toBe(0);
  });

  it('goes WAITING → SCANED → LOGINED and hands the desktop a new session exactly once', async () => {
    const { ticket } = await newTicket();
    expect((await poll(ticket)).json()).toMatchObject({ code: '30000', status: 'WAITING', redirect: '/news' });

    const device = await t.services.auth.qr.scan({ ticket, userId });
    expect(device).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10/11', ip: '10.3.0.1' });
    expect((await poll(ticket)).json().status).toBe('SCANED');

    expect((await kit.call('auth/v3/scan/confirm', { ticket })).statusCode).toBe(401);
    expect((await kit.call('auth/v3/scan/confirm', { ticket }, { cookie: phoneCookie })).json().code).toBe('30000');

    const polls = await Promise.all(Array.from({ length: 5 }, () => poll(ticket)));
    expect(polls.map((p) => p.json().status)).toEqual(Array(5).fill('LOGINED'));
    const delivered = polls.map((p) => kit.sessionCookie(p)).filter(Boolean) as string[];
    expect(delivered).toHaveLength(1);
    const desktopCookie = delivered[0]!;
    expect(desktopCookie).not.toBe(phoneCookie);
    expect((await kit.call('auth/v3/userinfo', {}, { cookie: desktopCookie })).json().userinfo.realname).toBe('张工程师');
    // The session records the desktop, not the phone that confirmed.
    const id = sessionIdOf(desktopCookie);
    const recorded = t.kv.redis
      ? await t.kv.redis.hgetall(`sess:${id}`).then((h) => ({ userId: Number(h.userId), ip: h.ip, userAgent: h.ua }))
      : (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];
    expect(recorded).toMatchObject({ userId, ip: '10.3.0.1', userAgent: DESKTOP_UA });
    // The token is gone from the ticket once delivered.
    const [row] = await t.db
      .select()
      .from(qrLoginTickets)
      .where(eq(qrLoginTickets.id, ticketId(ticket)));
    expect(row!.pendingSessionToken).toBeNull();
    expect(kit.sessionCookie(await poll(ticket))).toBeUndefined();
  });

  it('turns into TIMEOUT when the phone cancels', async () => {
    const { ticket } = await newTicket();
    await t.services.auth.qr.scan({ ticket, userId });
    expect((await kit.call('auth/v3/scan/cancel', { ticket }, { cookie: phoneCookie })).json().code).toBe('30000');
    expect((await poll(ticket)).json().status).toBe('TIMEOUT');
    expect((await kit.call('auth/v3/scan/confirm', { ticket }, { cookie: phoneCookie })).json()).toEqual({
      code: '40001',
      msg: '二维码已失效，请在电脑上刷新二维码后重新扫码',
    });
  });

  it('refuses a confirmation from an account that did not scan, and a second scanner', async () => {
    const { ticket } = await newTicket();
    const other = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: 'hnlq-zhang', password: DEMO_PASSWORD }, { ip: '10.3.0.8' }))!;
    const [org] = await t.db.select().from(users).where(eq(users.loginName, 'hnlq-zhang'));
    await t.services.auth.qr.scan({ ticket, userId });
    await expect(t.services.auth.qr.scan({ ticket, userId: org!.id })).rejects.toThrow('该二维码已被其他账号扫描');
    expect((await kit.call('auth/v3/scan/confirm', { ticket }, { cookie: other })).json().code).toBe('40001');
    expect((await poll(ticket)).json().status).toBe('SCANED');
  });

  it('answers TIMEOUT for an unknown or malformed ticket, and validates it', async () => {
    expect((await poll('A'.repeat(43))).json().status).toBe('TIMEOUT');
    expect((await poll('../../etc')).json().status).toBe('TIMEOUT');
    expect((await kit.call('auth/v3/scan/status', {})).json()).toEqual({ code: '40000', msg: '二维码参数缺失' });
  });

  it('answers the older names qrcode and scanStatus', async () => {
    const created = (await kit.call('auth/qrcode')).json();
    expect((await kit.call('auth/scanStatus', { ticket: created.ticket })).json().status).toBe('WAITING');
  });

  it('answers a safe redirect with the status', async () => {
    const { ticket } = await newTicket();
    expect((await kit.call('auth/v3/scan/status', { ticket, redirect: '//evil.com' })).json().redirect).toBe('/');
  });

  describe('with a clock', () => {
    let clock = Date.parse('2026-03-02T09:00:00+08:00');
    const now = () => clock;
    it('times out after 3 minutes: the desktop sees TIMEOUT and the phone cannot scan', async () => {
      const auth = createAuthService({ db: t.db, kv: createMemoryKvStore(now), config: loadConfig(testSiteEnv), now });
      const { ticket } = await auth.qr.create({ ip: '10.3.1.1', userAgent: DESKTOP_UA });
      clock += 100_000;
      expect((await auth.qr.status(ticket)).status).toBe('WAITING');
      await auth.qr.scan({ ticket, userId });
      clock += 81_000;
      expect((await auth.qr.status(ticket)).status).toBe('TIMEOUT');
      await expect(auth.qr.confirm({ ticket, userId })).rejects.toThrow('二维码已失效');
      await expect(auth.qr.scan({ ticket, userId })).rejects.toThrow('二维码已失效');
    });
  });
});
