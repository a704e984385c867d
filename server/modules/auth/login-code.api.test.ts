import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema';
import { openAuthTestApp } from '../../test-support/auth-fixture';
import type { AuthKit } from '../../test-support/auth-test-kit';
import type { TestApp } from '../../test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';

describe('login by SMS code and double auth', () => {
  let t: TestApp;
  let kit: AuthKit;
  beforeAll(async () => {
    ({ t, kit } = await openAuthTestApp());
  });
  afterAll(() => t.close());

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
});
