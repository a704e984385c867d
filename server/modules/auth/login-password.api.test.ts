import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { icodeFor, openAuthTestApp } from '../../test-support/auth-fixture';
import type { AuthKit } from '../../test-support/auth-test-kit';
import type { TestApp } from '../../test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';

describe('login by password', () => {
  let t: TestApp;
  let kit: AuthKit;
  beforeAll(async () => {
    ({ t, kit } = await openAuthTestApp());
  });
  afterAll(() => t.close());

  describe('password login', () => {
    it('logs in by phone, sets an HttpOnly session cookie and answers the user info and a safe redirect', async () => {
      const res = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD, redirect: '/news?x=1' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: '30000', needDoubleAuth: false, redirect: '/news?x=1' });
      expect(body.userinfo).toEqual({
        token: '',
        unionid: expect.stringMatching(/^[0-9a-f]{32}$/),
        staffId: 'HNLQ-0001',
        realname: '张工程师',
        avatarUrl: '',
        orgName: expect.any(String),
      });
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
        const res = await kit.call('auth/v3/pwd/login', { account, password: `Nope@${i}xyz`, ...(await icodeFor(t, i >= 3)) }, { ip });
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
        const res = await kit.call('auth/v3/pwd/login', { account: `nobody${i}`, password: 'Wrong@2026', ...(await icodeFor(t, i >= 3)) }, { ip });
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

  it('refuses cross-site posts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/auth/v3/pwd/login', headers: { origin: 'https://evil.com' }, payload: {} });
    expect(res.statusCode).toBe(403);
  });
});
