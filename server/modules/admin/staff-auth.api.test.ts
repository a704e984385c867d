import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { staff, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { staffCookie, staffKit } from '../../test-support/staff-kit';
import { seedStaffAccounts, STAFF_DEMO_PASSWORD } from './demo-staff';

describe('staff accounts (/api/admin/auth/*)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffKit>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedStaffAccounts(t.db);
    kit = staffKit(t);
  });
  afterAll(() => t.close());

  it('logs the seeded admin in with an HttpOnly, SameSite=Strict cookie of its own, scoped to the console API', async () => {
    const res = await kit.call('auth/login', { username: 'admin', password: STAFF_DEMO_PASSWORD });
    expect(res.json()).toMatchObject({ code: '30000', staff: { username: 'admin', role: 'admin', displayName: '系统管理员' }, mustChangePassword: false });
    const cookie = res.cookies.find((c) => c.name === 'jz_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    // The same cookie for the sales side's staff-only API (decision 0042), never for pages or visitors' calls.
    expect(res.cookies.filter((c) => c.name === 'jz_staff').map((c) => c.path)).toEqual(['/api/admin', '/api/crm/sales']);
    expect(res.cookies.some((c) => c.name === 'jz_sid')).toBe(false);
    const me = await kit.call('auth/me', {}, { cookie: cookie!.value });
    expect(me.json()).toMatchObject({ code: '30000', staff: { username: 'admin' } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with one message for unknown names and wrong passwords, then locks the name with 429', async () => {
    const unknown = await kit.call('auth/login', { username: 'nobody', password: 'x' }, { ip: '10.9.1.1' });
    expect(unknown.json()).toEqual({ code: '40001', msg: '用户名或密码错误' });
    for (let i = 0; i < 5; i++) {
      const res = await kit.call('auth/login', { username: 'kefu02', password: 'wrong-' + i }, { ip: `10.9.2.${i}` });
      expect(res.json().msg).toBe('用户名或密码错误');
    }
    const locked = await kit.call('auth/login', { username: 'kefu02', password: STAFF_DEMO_PASSWORD }, { ip: '10.9.2.99' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().msg).toMatch(/登录失败次数过多/);
  });

  it('answers 401 without a console session, and a visitor session is not one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/leads/list', payload: {}, cookies: { jz_sid: 'whatever' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: '40100', msg: '请先登录管理后台' });
  });

  it('refuses an agent an admin call (the audit log, the service settings) with 403', async () => {
    const cookie = await kit.login('kefu01');
    const audit = await kit.call('audit/list', {}, { cookie });
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toEqual({ code: '40300', msg: '您的角色无权进行此操作' });
    const settings = await kit.call(
      'settings/update',
      { autoSwitch: false, autoDelayed: 5, autoContent: '', serviceHotline: '400', marketHotline: '', wechatName: '', wechatQrUrl: '' },
      { cookie },
    );
    expect(settings.statusCode).toBe(403);
  });

  it('refuses an editor the leads', async () => {
    const cookie = await kit.login('bianji01');
    const res = await kit.call('leads/list', {}, { cookie });
    expect(res.statusCode).toBe(403);
  });

  it('keeps every staff action in an audit log that admins read: who, what, when, from where', async () => {
    const agent = await kit.login('kefu01', STAFF_DEMO_PASSWORD, '10.9.3.3');
    await kit.call('auth/logout', {}, { cookie: agent, ip: '10.9.3.3' });
    const cookie = await kit.login('admin');
    const res = await kit.call('audit/list', { size: 50 }, { cookie });
    const body = res.json();
    expect(body.code).toBe('30000');
    const actions = body.records.map((r: { username: string; action: string }) => `${r.username}:${r.action}`);
    expect(actions).toEqual(
      expect.arrayContaining(['kefu01:auth.login', 'kefu01:auth.logout', 'nobody:auth.login_failed', 'kefu02:auth.login_failed', 'admin:auth.login']),
    );
    const logout = body.records.find((r: { action: string }) => r.action === 'auth.logout');
    expect(logout).toMatchObject({ ip: '10.9.3.3', userAgent: 'vitest console' });
    expect(Date.parse(logout.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The logged-out session is gone.
    expect((await kit.call('auth/me', {}, { cookie: agent })).statusCode).toBe(401);
  });

  it('changes a password: the old one is checked, the new one must be strong, other sessions end', async () => {
    const first = await kit.login('kefu01');
    const second = await kit.login('kefu01');
    expect((await kit.call('auth/password', { oldPassword: 'nope', newPassword: 'Better2026x' }, { cookie: first })).json().msg).toBe('原密码错误');
    expect((await kit.call('auth/password', { oldPassword: STAFF_DEMO_PASSWORD, newPassword: 'short1' }, { cookie: first })).json().msg).toBe(
      '新密码至少 8 位',
    );
    expect((await kit.call('auth/password', { oldPassword: STAFF_DEMO_PASSWORD, newPassword: 'Better2026x' }, { cookie: first })).json().code).toBe('30000');
    expect((await kit.call('auth/me', {}, { cookie: first })).json().code).toBe('30000');
    expect((await kit.call('auth/me', {}, { cookie: second })).statusCode).toBe(401);
    expect(staffCookie(await kit.call('auth/login', { username: 'kefu01', password: 'Better2026x' }))).toBeTruthy();
    const [row] = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'auth.password')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(row?.username).toBe('kefu01');
  });
});

describe('forced password change on a production site that is not a demo', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffKit>;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', DEMO_MODE: '0' } });
    await seedStaffAccounts(t.db);
    kit = staffKit(t);
  });
  afterAll(() => t.close());

  it('lets the first login do nothing but change the password', async () => {
    const res = await kit.call('auth/login', { username: 'admin', password: STAFF_DEMO_PASSWORD });
    expect(res.json()).toMatchObject({ code: '30000', mustChangePassword: true });
    const cookie = staffCookie(res)!;
    const refused = await kit.call('audit/list', {}, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: '40300', msg: '首次登录请先修改密码', mustChangePassword: true });
    expect((await kit.call('auth/me', {}, { cookie })).json().mustChangePassword).toBe(true);
    expect((await kit.call('auth/password', { oldPassword: STAFF_DEMO_PASSWORD, newPassword: 'Jizhi2026Prod' }, { cookie })).json().code).toBe('30000');
    expect((await kit.call('audit/list', {}, { cookie })).json().code).toBe('30000');
    const [row] = await t.db.select().from(staff).where(eq(staff.username, 'admin'));
    expect(row?.passwordChangedAt).toBeInstanceOf(Date);
  });
});
