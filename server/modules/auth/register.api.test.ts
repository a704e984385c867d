import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitations, pointLedger, users, verificationCodes } from '../../db/schema';
import { loadConfig } from '../../config';
import { createMemoryKvStore } from '../../platform/kv-store';
import { createTestApp, testSiteEnv, type TestApp } from '../../test-support/test-app';
import { authKit, lastCode } from '../../test-support/auth-test-kit';
import { createAuthRepo } from './repo';
import { createCodeService } from './codes';
import { createAuthService } from './service';
import type { RegisteredUser } from './service-deps';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

const meta = (ip = '10.9.0.1') => ({ ip, userAgent: 'vitest' });

describe('registration', () => {
  let t: TestApp;
  let kit: ReturnType<typeof authKit>;
  const registered: RegisteredUser[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    kit = authKit(t);
    await seedDemoAccounts(t.db);
    t.services.auth.onUserRegistered((u) => {
      registered.push(u);
    });
  });
  afterAll(() => t.close());

  const codeFor = async (phone: string, ip = '10.1.0.1') => {
    const res = await kit.call('reg/code', { phone }, { ip });
    expect(res.json()).toMatchObject({ code: '30000' });
    return (await kit.lastCode(phone))!;
  };

  it('registers with phone, SMS code and password, logs in, and answers a safe redirect', async () => {
    const phone = '13612340001';
    const vcode = await codeFor(phone);
    const res = await kit.call('reg/loginReg', { phone, vcode, password: '路桥Metering#2026', agree: true, redirect: '//evil.com' });
    expect(res.json()).toMatchObject({ code: '30000', needDoubleAuth: false, redirect: '/', userinfo: { realname: '', staffId: '' } });
    const token = kit.sessionCookie(res)!;
    expect(token).toBeTruthy();
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ loginName: phone, kind: 'PERSONAL', invitedBy: null, requiresDoubleAuth: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(registered.at(-1)).toMatchObject({ userId: user!.id, invitedBy: null });
    // The new password works.
    expect((await kit.call('auth/v3/pwd/login', { account: phone, password: '路桥Metering#2026' }, { ip: '10.1.0.2' })).json().code).toBe('30000');

    // Then fills in the real name and organisation.
    expect((await kit.call('reg/fill', { realname: '' }, { cookie: token })).json()).toEqual({ code: '40000', msg: '请输入姓名' });
    const fill = await kit.call('reg/fill', { realname: ' 王监理 ', orgName: '湖南交通建设监理有限公司' }, { cookie: token });
    expect(fill.json()).toMatchObject({ code: '30000', userinfo: { realname: '王监理' } });
    const [filled] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(filled).toMatchObject({ realname: '王监理', orgName: '湖南交通建设监理有限公司' });
    expect((await kit.call('reg/fill', { realname: '王监理' })).statusCode).toBe(401);
  });

  it('accepts a Chinese passphrase as typed', async () => {
    const phone = '13612340002';
    const password = '湖南路桥计量支付管理平台上线';
    const vcode = await codeFor(phone);
    expect((await kit.call('reg/v3/std/register', { phone, vcode, password })).json().code).toBe('30000');
    expect((await kit.call('auth/v3/pwd/login', { account: phone, password }, { ip: '10.1.0.3' })).json().code).toBe('30000');
    expect((await kit.call('auth/v3/pwd/login', { account: phone, password: ` ${password}` }, { ip: '10.1.0.3' })).json().code).toBe('40001');
  });

  it.each([
    ['short', 'Ab#1', '密码至少 8 位'],
    ['common', '12345678', '密码过于常见，请换一个'],
    ['one class', 'abcdefgh', '请混合使用字母、数字或符号'],
    ['too long', 'Aa1#'.repeat(17), '密码不能超过 64 位'],
  ])('refuses a %s password and keeps the code for another try', async (_label, password, msg) => {
    const phone = '13612340003';
    await t.kv.del(`rl:code:1m:${phone}`);
    const vcode = await codeFor(phone);
    expect((await kit.call('reg/loginReg', { phone, vcode, password })).json()).toEqual({ code: '40001', msg });
    expect(await t.db.$count(users, eq(users.phone, phone))).toBe(0);
  });

  it('tells a registered phone to log in, at the code and at registration', async () => {
    const phone = '13800138000';
    expect((await kit.call('reg/code', { phone })).json()).toEqual({ code: '40001', msg: '该手机号已注册，请直接登录' });
    expect((await kit.call('reg/sendVcode', { phone })).json()).toEqual({ code: '40001', msg: '该手机号已注册，请直接登录' });
    expect((await kit.call('reg/loginReg', { phone, vcode: '123456', password: 'Strong#2026' })).json()).toEqual({
      code: '40001',
      msg: '该手机号已注册，请直接登录',
    });
  });

  it('refuses when the agreement is declined', async () => {
    expect((await kit.call('reg/loginReg', { phone: '13612340009', vcode: '123456', password: 'Strong#2026', agree: false })).json()).toEqual({
      code: '40001',
      msg: '请阅读并同意《用户服务协议》和《隐私政策》',
    });
  });

  it('registers with the SMS code only (no password) on loginRegVcode', async () => {
    const phone = '13612340004';
    const vcode = await codeFor(phone);
    const res = await kit.call('reg/loginRegVcode', { phone, vcode });
    expect(res.json().code).toBe('30000');
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.passwordHash).toBeNull();
  });

  it('credits the inviter of an invitation code (users.invitedBy)', async () => {
    const [inviter] = await t.db.select().from(users).where(eq(users.loginName, '13800138000'));
    await t.db.insert(invitations).values({ code: 'HNLQ2026', inviterId: inviter!.id }).onConflictDoNothing();
    const phone = '13612340005';
    const vcode = await codeFor(phone);
    expect((await kit.call('reg/register', { phone, vcode, password: 'Invited#2026', inviteCode: 'HNLQ2026' })).json().code).toBe('30000');
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.invitedBy).toBe(inviter!.id);
    expect(registered.at(-1)).toMatchObject({ userId: user!.id, invitedBy: inviter!.id });
    // The personal centre credits the inviter once the account exists.
    const credits = await t.db.select().from(pointLedger).where(and(eq(pointLedger.userId, inviter!.id), eq(pointLedger.ref, `invite:${user!.id}`)));
    expect(credits).toHaveLength(1);
    expect(credits[0]!.delta).toBeGreaterThan(0);
  });

  it('ignores an unknown invitation code', async () => {
    const phone = '13612340006';
    const vcode = await codeFor(phone);
    expect((await kit.call('reg/loginReg', { phone, vcode, password: 'Invited#2026', inviteCode: 'NOPE' })).json().code).toBe('30000');
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.invitedBy).toBeNull();
  });

  it('lets an organisation account holder open a personal account for the same phone (upgrade)', async () => {
    const phone = '13612340007';
    const { hashPassword } = await import('./passwords');
    await t.db
      .insert(users)
      .values({ unionid: 'org0000000000000000000000000007', loginName: 'org-only-7', phone, kind: 'ORG', passwordHash: await hashPassword(DEMO_PASSWORD) });
    const token = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: 'org-only-7', password: DEMO_PASSWORD }))!;
    const send = await kit.call('reg/v3/upgrade/send', {}, { cookie: token });
    expect(send.json()).toMatchObject({ code: '30000', maskedPhone: '136****0007' });
    const vcode = await kit.lastCode(phone);
    expect((await kit.call('reg/v3/std/register', { phone, vcode, password: 'Upgrade#2026' })).json().code).toBe('30000');
    expect(await t.db.$count(users, eq(users.phone, phone))).toBe(2);
    await t.kv.del(`rl:code:1m:${phone}`);
    expect((await kit.call('reg/v3/upgrade/send', {}, { cookie: token })).json().msg).toBe('该手机号已有个人账号，请直接登录');
  });
});

describe('SMS codes', () => {
  let t: TestApp;
  let clock = Date.parse('2026-03-02T08:00:00+08:00');
  const now = () => clock;
  let auth: ReturnType<typeof createAuthService>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.db);
    // A service of its own with a clock the test moves: codes expire, limits reset.
    auth = createAuthService({ db: t.db, kv: createMemoryKvStore(now), config: loadConfig(testSiteEnv), now });
  });
  afterAll(() => t.close());

  const phone = '13800138000';

  it('stores only the SHA-256 of a 6-digit code, valid 5 minutes', async () => {
    await auth.sendLoginCode({ phone, meta: meta() });
    const code = (await lastCode(t.db, phone))!;
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(row).toMatchObject({ purpose: 'LOGIN', attempts: 0, consumedAt: null });
    expect(row!.expiresAt.getTime() - clock).toBe(300_000);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('refuses an expired code', async () => {
    clock += 61_000;
    await auth.sendLoginCode({ phone, meta: meta() });
    const code = (await lastCode(t.db, phone))!;
    clock += 301_000;
    await expect(auth.loginByCode({ phone, vcode: code, meta: meta() })).rejects.toThrow('验证码错误或已失效');
  });

  it('refuses a reused code, and a code sent for another purpose or phone', async () => {
    clock += 61_000;
    await auth.sendLoginCode({ phone, meta: meta() });
    const code = (await lastCode(t.db, phone))!;
    await expect(auth.register({ phone: '13612349999', vcode: code, password: 'Strong#2026', meta: meta() })).rejects.toThrow('验证码错误或已失效');
    await expect(auth.verifyResetCode({ target: phone, vcode: code, meta: meta() })).rejects.toThrow('验证码错误或已失效');
    const grant = await auth.loginByCode({ phone, vcode: code, meta: meta() });
    expect(grant.userinfo.realname).toBe('张工程师');
    await expect(auth.loginByCode({ phone, vcode: code, meta: meta() })).rejects.toThrow('验证码错误或已失效');
  });

  it('kills a code after 3 wrong tries, even for the right one after', async () => {
    clock += 61_000;
    await auth.sendLoginCode({ phone, meta: meta('10.9.1.1') });
    const code = (await lastCode(t.db, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await expect(auth.loginByCode({ phone, vcode: wrong, meta: meta(`10.9.1.${i + 2}`) })).rejects.toThrow('验证码错误或已失效');
    await expect(auth.loginByCode({ phone, vcode: code, meta: meta('10.9.1.9') })).rejects.toThrow();
  });

  it('a new code replaces the one before', async () => {
    clock += 3600_000; // past the previous tests' lock and hourly send windows
    await auth.sendLoginCode({ phone, meta: meta('10.9.2.1') });
    const first = (await lastCode(t.db, phone))!;
    clock += 61_000;
    await auth.sendLoginCode({ phone, meta: meta('10.9.2.1') });
    const second = (await lastCode(t.db, phone))!;
    if (first !== second) await expect(auth.loginByCode({ phone, vcode: first, meta: meta('10.9.2.1') })).rejects.toThrow('验证码错误或已失效');
    expect((await auth.loginByCode({ phone, vcode: second, meta: meta('10.9.2.1') })).userinfo.realname).toBe('张工程师');
  });

  it('sends at most 1 a minute, 5 an hour and 10 a day to a phone, with 429 and Retry-After', async () => {
    const target = '13900139000';
    clock = Date.parse('2026-03-05T08:00:00+08:00');
    await auth.sendLoginCode({ phone: target, meta: meta('10.9.3.1') });
    const tooSoon = await auth.sendLoginCode({ phone: target, meta: meta('10.9.3.1') }).catch((e: unknown) => e);
    expect(tooSoon).toMatchObject({ kind: 'TOO_MANY_REQUESTS', message: '验证码发送过于频繁，请 1 分钟后再试', status: 429 });
    expect((tooSoon as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) {
      clock += 61_000;
      await auth.sendLoginCode({ phone: target, meta: meta('10.9.3.1') });
    }
    clock += 61_000;
    const sixth = await auth.sendLoginCode({ phone: target, meta: meta('10.9.3.1') }).catch((e: unknown) => e);
    expect(sixth).toMatchObject({ kind: 'TOO_MANY_REQUESTS', message: '该手机号验证码发送次数过多，请 1 小时后再试' });
    expect((sixth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000);
    clock += 3600_000;
    for (let i = 0; i < 5; i++) {
      await auth.sendLoginCode({ phone: target, meta: meta('10.9.3.2') });
      clock += 61_000;
    }
    clock += 3600_000;
    const eleventh = await auth.sendLoginCode({ phone: target, meta: meta('10.9.3.3') }).catch((e: unknown) => e);
    expect(eleventh).toMatchObject({ kind: 'TOO_MANY_REQUESTS', message: '该手机号今日验证码发送次数已达上限，请明天再试' });
  });

  it('answers 429 with Retry-After over HTTP', async () => {
    const kit = authKit(t);
    expect((await kit.call('auth/v3/vcode/send', { phone: '13612340100' }, { ip: '10.9.4.1' })).json().code).toBe('30000');
    const res = await kit.call('auth/v3/vcode/send', { phone: '13612340100' }, { ip: '10.9.4.1' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ code: '42900', msg: '验证码发送过于频繁，请 1 分钟后再试' });
  });

  it('lets exactly one of 50 concurrent checks of the same code through', async () => {
    const codes = createCodeService({ repo: createAuthRepo(t.db), kv: createMemoryKvStore(now), messenger: { send: async () => {} }, siteName: '计智云', now });
    clock += 86_400_000;
    await auth.sendLoginCode({ phone: '13800138000', meta: meta('10.9.5.1') });
    const code = (await lastCode(t.db, '13800138000'))!;
    const results = await Promise.all(Array.from({ length: 50 }, () => codes.verify({ target: '13800138000', purpose: 'LOGIN', code })));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lets exactly one of 50 concurrent logins with the same code through, over HTTP', async () => {
    const kit = authKit(t);
    const target = '13800138000';
    await t.kv.del(`rl:code:1m:${target}`);
    expect((await kit.call('auth/v3/vcode/send', { phone: target }, { ip: '10.9.6.1' })).json().code).toBe('30000');
    const vcode = await kit.lastCode(target);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => kit.call('auth/v3/vcode/login', { phone: target, vcode }, { ip: `10.9.7.${i}` })));
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((b) => b.code === '30000')).toHaveLength(1);
    expect(replies.filter((r) => kit.sessionCookie(r))).toHaveLength(1);
  });
});
