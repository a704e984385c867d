import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthTestApp } from '../../test-support/auth-fixture';
import type { AuthKit } from '../../test-support/auth-test-kit';
import type { TestApp } from '../../test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';

describe('the session after login', () => {
  let t: TestApp;
  let kit: AuthKit;
  beforeAll(async () => {
    ({ t, kit } = await openAuthTestApp());
  });
  afterAll(() => t.close());

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
      // The ended session's cookie goes with the 401, so no later page mirrors its hint back.
      expect(replay.cookies.find((c) => c.name === 'jz_sid')!.value).toBe('');
      expect(replay.cookies.find((c) => c.name === 'jz_signed_in')!.value).toBe('');
      // Logging in again while the browser still sends the ended cookie keeps the new session.
      const again = await kit.call('auth/v3/pwd/login', { account: '13800138000', password: DEMO_PASSWORD }, { ip: '10.0.6.3', cookie: token });
      const fresh = kit.sessionCookie(again)!;
      expect(fresh).not.toBe(token);
      expect((await kit.call('auth/v3/userinfo', {}, { cookie: fresh })).json().code).toBe('30000');
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
});
