import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authKit } from './auth-test-kit';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

describe('login by password, SMS code and double auth', () => {
  let t: TestApp;
  let kit: ReturnType<typeof authKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = authKit(t);
    await seedDemoAccounts(t.db);
  });
  afterAll(() => t.close());

  describe('password login', () => {
    it('logs in by phone, sets an HttpOnly session cookie and answers the user info and a safe redirect', async () => {
      const res = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD, redirect: '/news?x=1' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: '30000', needDoubleAuth: false, redirect: '/news?x=1' });
      expect(body.userinfo).toEqual({ token: '', unionid: expect.stringMatching(/^[0-9a-f]{32}$/), staffId: 'HNLQ-0001', realname: '张工程师', avatarUrl: '', orgName: expect.any(String) });
      expect(body.userinfo.orgName).not.toBe('');
      const cookie = res.cookies.find((c) => c.name === 'jz_sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
      // The script-readable hint says only that there is a session (decision 0020).
      expect(res.cookies.find((c) => c.name === 'jz_signed_in')).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(res.cookies.find((c) => c.name === 'jz_signed_in')!.httpOnly).toBeFalsy();
      expect(res.headers['cache-control']).toBe('no-store');

      const info = await kit.call('auth/v3/userinfo', { token: 'ignored' }, { cookie: cookie.value });
      expect(info.json()).toMatchObject({ code: '30000', userinfo: { realname: '张工程师', unionid: body.userinfo.unionid } });
    });

    it('logs in by login name (the organisation account of the same phone)', async () => {
      const res = await kit.call('auth/v3/pwd/login', { account: 'hnlq-zhang', password: DEMO_PASSWORD });
      expect(res.json()).toMatchObject({ code: '30000', redirect: '/' });
      const [org] = await t.db.select().from(users).where(eq(users.loginName, 'hnlq-zhang'));
      expect(res.json().userinfo.unionid).toBe(org!.unionid);
    });

    it('gives a new session id at every login and ends the one the request came with', async () => {
      const first = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }))!;
      const second = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { cookie: first }))!;
      expect(second).not.toBe(first);
      expect((await kit.call('auth/v3/userinfo', {}, { cookie: first })).statusCode).toBe(401);
      expect((await kit.call('auth/v3/userinfo', {}, { cookie: second })).json().code).toBe('30000');
    });

    it.each([['//evil.com'], ['/\\evil.com'], ['https:evil.com'], ['javascript:alert(1)'], ['http://evil.com'], ['http://portal.test.evil.com/']])(
      'answers redirect / for the open-redirect attempt %s',
      async (redirect) => {
        const res = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD, redirect }, { ip: '10.0.9.1' });
        expect(res.json()).toMatchObject({ code: '30000', redirect: '/' });
      },
    );

    it('keeps an absolute address on this site, as a path', async () => {
      const res = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD, redirect: 'http://portal.test/personalCenter' });
      expect(res.json().redirect).toBe('/personalCenter');
    });

    it('answers the same message for a wrong password and an unknown account', async () => {
      const wrong = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: 'Wrong@2026' }, { ip: '10.0.1.1' });
      const unknown = await kit.call('auth/v3/pwd/login', { account: '13700000000', password: 'Wrong@2026' }, { ip: '10.0.1.2' });
      expect(wrong.json()).toEqual({ code: '40001', msg: '账号或密码错误', needIcode: false });
      expect(unknown.json()).toEqual({ code: '40001', msg: '账号或密码错误', needIcode: false });
      expect(kit.sessionCookie(wrong)).toBeUndefined();
    });

    it.each([
      [{ password: 'x' }, '请输入账号或手机号'],
      [{ account: '   ', password: 'x' }, '请输入账号或手机号'],
      [{ account: '13800138000' }, '请输入密码'],
      [{ account: '13800138000', password: '' }, '请输入密码'],
      [{ account: 'a'.repeat(41), password: 'x' }, '账号不能超过 40 个字符'],
      [{ account: 13800138000, password: 'x' }, '请输入账号或手机号'],
      [{ account: '13800138000', password: 'x', redirect: 5 }, '跳转地址格式不正确'],
      [{ account: '13800138000', password: 'x', icodeKey: 'k'.repeat(101) }, '图形验证码已失效，请点击图片刷新'],
    ])('validates %j with “%s”', async (payload, msg) => {
      expect((await kit.call('auth/v3/pwd/login', payload)).json()).toEqual({ code: '40000', msg });
    });

    it('asks for an image code after 3 failures and accepts the right one', async () => {
      const ip = '10.0.2.1';
      const account = '13800138000';
      // A success clears the account's earlier failures.
      expect((await kit.call('auth/v3/pwd/login', { account, password: DEMO_PASSWORD }, { ip })).json().code).toBe('30000');
      const tries = [];
      for (let i = 0; i < 3; i++) tries.push((await kit.call('auth/v3/pwd/login', { account, password: `Nope@${i}xyz` }, { ip })).json());
      expect(tries.map((r) => r.needIcode)).toEqual([false, false, true]);
      // Without an image code even the right password is refused.
      expect((await kit.call('auth/v3/pwd/login', { account, password: DEMO_PASSWORD }, { ip })).json()).toEqual({
        code: '40001',
        msg: '请输入图形验证码',
        needIcode: true,
      });
      const icode = await kit.call('auth/icode');
      const { icodeKey, image } = icode.json();
      expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect((await kit.call('auth/v3/pwd/login', { account, password: DEMO_PASSWORD, icodeKey, icode: 'ZZZZ' }, { ip })).json()).toMatchObject({
        code: '40001',
        msg: '图形验证码错误或已失效，请重新输入',
      });
      const fresh = await t.services.auth.issueIcode();
      const answer = fresh.answer;
      const ok = await kit.call('auth/v3/pwd/login', { account, password: DEMO_PASSWORD, icodeKey: fresh.icodeKey, icode: answer.toLowerCase() }, { ip });
      expect(ok.json().code).toBe('30000');
      // The image code is single use.
      expect((await kit.call('auth/v3/pwd/login', { account, password: DEMO_PASSWORD, icodeKey: fresh.icodeKey, icode: answer }, { ip })).json().code).toBe(
        '40001',
      );
    });

    it('locks an account after 5 failures in 15 minutes with 429 and Retry-After, even for the right password', async () => {
      const account = 'hnlq-zhang';
      for (let i = 0; i < 5; i++) {
        const ip = `10.0.3.${i}`;
        const res = await kit.call('auth/v3/pwd/login', { account, password: `Nope@${i}xyz`, ...(await icodeFor(i >= 3)) }, { ip });
        expect(res.json().msg).toBe('账号或密码错误');
      }
      const locked = await kit.call('auth/v3/pwd/login', { account, password: DEMO_PASSWORD }, { ip: '10.0.3.99' });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(locked.json()).toEqual({ code: '42900', msg: '登录失败次数过多，请 15 分钟后再试' });
    });

    it('limits one IP to 30 failures in 15 minutes across accounts', async () => {
      const ip = '10.0.4.1';
      for (let i = 0; i < 30; i++) {
        const res = await kit.call('auth/v3/pwd/login', { account: `nobody${i}`, password: 'Wrong@2026', ...(await icodeFor(i >= 3)) }, { ip });
        expect(res.json().code).toBe('40001');
      }
      const res = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    });

    it('answers the older names the same way', async () => {
      const res = await kit.call('auth/loginByPwd', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.5.1' });
      expect(res.json()).toMatchObject({ code: '30000', userinfo: { realname: '张工程师' } });
      const org = await kit.call('auth/org/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.5.1' });
      const [orgRow] = await t.db.select().from(users).where(eq(users.loginName, 'hnlq-zhang'));
      expect(org.json().userinfo.unionid).toBe(orgRow!.unionid);
    });
  });

  describe('logout and the userinfo call', () => {
    it('ends the session server-side: the replayed cookie gets 401', async () => {
      const token = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.6.1' }))!;
      expect(await t.services.sessionStore.resolve(token)).not.toBeNull();
      const out = await kit.call('auth/logout', {}, { cookie: token });
      expect(out.json()).toEqual({ code: '30000', msg: '成功' });
      const cleared = out.cookies.find((c) => c.name === 'jz_sid')!;
      expect(cleared.value).toBe('');
      expect(out.cookies.find((c) => c.name === 'jz_signed_in')!.value).toBe('');
      const replay = await kit.call('auth/v3/userinfo', {}, { cookie: token });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
    });

    it('answers 40100 without a session, and logout without one still succeeds', async () => {
      expect((await kit.call('auth/v3/userinfo')).json().code).toBe('40100');
      expect((await kit.call('auth/userinfo', {}, { cookie: 'made-up' })).json().code).toBe('40100');
      expect((await kit.call('auth/logout')).json().code).toBe('30000');
    });

    it('answers the ids of the viewer on auth/userid', async () => {
      const token = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.6.2' }))!;
      expect((await kit.call('auth/userid', {}, { cookie: token })).json()).toMatchObject({ code: '30000', staffId: 'HNLQ-0001' });
    });
  });

  describe('SMS code login', () => {
    it('sends a code to a registered phone and logs in with it once', async () => {
      const phone = '13800138000';
      const send = await kit.call('auth/v3/vcode/send', { phone }, { ip: '10.0.7.1' });
      expect(send.json()).toEqual({ code: '30000', msg: '成功', expiresIn: 300, resendIn: 60 });
      const code = await kit.lastCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.codeHash).not.toContain(code);
      const login = await kit.call('auth/v3/vcode/login', { phone, vcode: code, redirect: '/news' }, { ip: '10.0.7.1' });
      expect(login.json()).toMatchObject({ code: '30000', redirect: '/news', userinfo: { realname: '张工程师' } });
      expect(kit.sessionCookie(login)).toBeTruthy();
      const reuse = await kit.call('auth/v3/vcode/login', { phone, vcode: code }, { ip: '10.0.7.1' });
      expect(reuse.json()).toMatchObject({ code: '40001', msg: '验证码错误或已失效' });
    });

    it('answers the same success for an unknown phone, creates nothing and sends nothing', async () => {
      const phone = '13711112222';
      const usersBefore = await t.db.$count(users);
      const send = await kit.call('auth/v3/vcode/send', { phone }, { ip: '10.0.7.2' });
      expect(send.json()).toEqual({ code: '30000', msg: '成功', expiresIn: 300, resendIn: 60 });
      expect(await kit.lastCode(phone)).toBeUndefined();
      expect(await t.db.$count(users)).toBe(usersBefore);
      expect((await kit.call('auth/v3/vcode/login', { phone, vcode: '123456' }, { ip: '10.0.7.2' })).json()).toMatchObject({
        code: '40001',
        msg: '验证码错误或已失效',
      });
      // The limits count for unknown phones too, so a second send answers like a registered one would.
      expect((await kit.call('auth/v3/vcode/send', { phone }, { ip: '10.0.7.2' })).statusCode).toBe(429);
    });

    it.each([
      [{ phone: '1380013800' }, '手机号码格式不对'],
      [{}, '请输入手机号码'],
    ])('validates the send %j', async (payload, msg) => {
      expect((await kit.call('auth/v3/vcode/send', payload)).json()).toEqual({ code: '40000', msg });
    });

    it('validates the code format', async () => {
      expect((await kit.call('auth/v3/vcode/login', { phone: '13800138000', vcode: '12ab' })).json()).toEqual({ code: '40000', msg: '验证码为 6 位数字' });
      expect((await kit.call('auth/v3/vcode/login', { phone: '13800138000' })).json()).toEqual({ code: '40000', msg: '请输入验证码' });
    });

    it('answers the older names: auth/sendVcode and auth/loginByVcode, and the organisation variants', async () => {
      const phone = '13800138000';
      await t.kv.del('rl:code:1m:' + phone);
      expect((await kit.call('auth/sendVcode', { phone }, { ip: '10.0.7.3' })).json().code).toBe('30000');
      const code = await kit.lastCode(phone);
      const res = await kit.call('auth/org/vcode/login', { phone, vcode: code }, { ip: '10.0.7.3' });
      const [orgRow] = await t.db.select().from(users).where(eq(users.loginName, 'hnlq-zhang'));
      expect(res.json().userinfo.unionid).toBe(orgRow!.unionid);
    });
  });

  describe('double auth (password, then SMS)', () => {
    it('asks for the second step instead of a session, then logs in with the SMS code', async () => {
      const ip = '10.0.8.1';
      const first = await kit.call('auth/v3/pwd/login', { account: '13900139000', password: DEMO_PASSWORD, redirect: '/news' }, { ip });
      expect(first.json()).toMatchObject({ code: '30000', needDoubleAuth: true, maskedPhone: '139****9000', redirect: '/news' });
      expect(first.json().userinfo).toBeUndefined();
      expect(kit.sessionCookie(first)).toBeUndefined();
      const { authKey } = first.json();

      const send = await kit.call('auth/v3/pwdvcode/send', { authKey }, { ip });
      expect(send.json()).toMatchObject({ code: '30000', maskedPhone: '139****9000', authKey });
      const code = await kit.lastCode('13900139000');
      expect((await kit.call('auth/v3/pwdvcode/login', { authKey, vcode: code === '000000' ? '111111' : '000000' }, { ip })).json().msg).toBe(
        '验证码错误或已失效',
      );
      const ok = await kit.call('auth/v3/pwdvcode/login', { authKey, vcode: code, redirect: '/news' }, { ip });
      expect(ok.json()).toMatchObject({ code: '30000', redirect: '/news', userinfo: { realname: '李总工' } });
      expect(kit.sessionCookie(ok)).toBeTruthy();
      // The second-step key is used up.
      expect((await kit.call('auth/v3/pwdvcode/login', { authKey, vcode: code }, { ip })).json().msg).toBe('登录已超时，请重新输入账号密码');
    });

    it('accepts account and password on the older sendVcodePwd, and refuses a wrong password there', async () => {
      const ip = '10.0.8.2';
      expect((await kit.call('auth/sendVcodePwd', { account: '13900139000', password: 'Wrong@2026' }, { ip })).json().msg).toBe('账号或密码错误');
      await t.kv.del('rl:code:1m:13900139000');
      const send = await kit.call('auth/sendVcodePwd', { account: '13900139000', password: DEMO_PASSWORD }, { ip });
      expect(send.json()).toMatchObject({ code: '30000', maskedPhone: '139****9000' });
      const res = await kit.call('auth/loginByPwdVcode', { authKey: send.json().authKey, vcode: await kit.lastCode('13900139000') }, { ip });
      expect(res.json().code).toBe('30000');
    });

    it('refuses a made-up key', async () => {
      expect((await kit.call('auth/v3/pwdvcode/send', { authKey: 'nope' })).json()).toMatchObject({ code: '40001', msg: '登录已超时，请重新输入账号密码' });
    });
  });

  describe('organisations and clients', () => {
    it('switches the current organisation among the user’s own', async () => {
      const token = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.10.1' }))!;
      expect((await kit.call('auth/switchCom', { orgId: 999 }, { cookie: token })).json()).toEqual({ code: '40001', msg: '您不是该企业的成员，无法切换' });
      const res = await kit.call('auth/switchCom', { orgId: 1001 }, { cookie: token });
      expect(res.json()).toMatchObject({ code: '30000', userinfo: { staffId: 'HNLQ-0001' }, orgs: [{ orgId: 1001, isCurrent: true }] });
      expect((await kit.call('auth/switchCom', { orgId: 1001 })).statusCode).toBe(401);
    });

    it('binds a client id to the session', async () => {
      const token = kit.sessionCookie(await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.10.2' }))!;
      expect((await kit.call('auth/v3/bindClient', { clientId: 'push-123', platform: 'android' }, { cookie: token })).json().code).toBe('30000');
      expect((await kit.call('auth/v3/bindClient', { clientId: '' }, { cookie: token })).json()).toEqual({ code: '40000', msg: '请提供客户端标识' });
      expect((await kit.call('auth/v3/bindClient', { clientId: 'x' })).statusCode).toBe(401);
    });
  });

  it('rates password strength', async () => {
    const weak = await kit.call('auth/getPasswordStrength', { password: '12345678' });
    expect(weak.json()).toMatchObject({ code: '30000', data: { level: 'WEAK', acceptable: false } });
    const strong = await kit.call('auth/getPasswordStrength', { password: '路桥计量Demo@2026' });
    expect(strong.json()).toMatchObject({ data: { level: 'STRONG', label: '强', acceptable: true } });
  });

  it('refuses cross-site posts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/v3/pwd/login', headers: { origin: 'https://evil.com' }, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  async function icodeFor(needed: boolean) {
    if (!needed) return {};
    const { icodeKey, answer } = await t.services.auth.issueIcode();
    return { icodeKey, icode: answer };
  }
});
