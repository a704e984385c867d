import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { createContentEvents } from '../../platform/content-events';
import { pageBuild } from '../../test-support/page-build';
import { createTestApp, openTestDatabase, openTestKv, testSiteEnv, type TestApp } from '../../test-support/test-app';
import { authKit } from '../../test-support/auth-test-kit';
import { seedDemoAccounts } from './demo-accounts';

describe('WeChat login when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['auth/v3/wx/login', {}],
    ['auth/loginBy3rd', { code: 'x', state: 'y' }],
    ['reg/v3/wx/send', { phone: '13800138000', wxTicket: 'x' }],
    ['reg/v3/wx/bind', { phone: '13800138000', vcode: '123456', wxTicket: 'x' }],
  ])('%s answers 40001 微信登录未开启', async (path, payload) => {
    expect((await authKit(t).call(path, payload)).json()).toEqual({ code: '40001', msg: '微信登录未开启' });
  });

  it('says so to the pages', () => {
    expect(t.services.auth.wechatEnabled).toBe(false);
  });
});

describe('WeChat login against a stand-in WeChat API', () => {
  let wechat: Server;
  let t: TestApp;
  const calls: URL[] = [];
  beforeAll(async () => {
    // Answers /sns/oauth2/access_token like WeChat: an openid per code, errcode for a used one.
    wechat = createServer((req, res) => {
      const url = new URL(req.url!, 'http://wx');
      calls.push(url);
      const code = url.searchParams.get('code');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(code === 'used' ? { errcode: 40163, errmsg: 'code been used' } : { access_token: 'at', openid: `openid-${code}`, unionid: 'u1' }));
    });
    await new Promise<void>((resolve) => wechat.listen(0, '127.0.0.1', resolve));
    const port = (wechat.address() as AddressInfo).port;
    const database = await openTestDatabase();
    const kv = await openTestKv();
    const events = createContentEvents(kv);
    const config = loadConfig({ ...testSiteEnv, WECHAT_APP_ID: 'wx-app-1', WECHAT_APP_SECRET: 'secret-1', WECHAT_API_BASE: `http://127.0.0.1:${port}` });
    const app = await buildApp({ config, database, kv, events, ...pageBuild(), logger: false });
    await app.ready();
    t = {
      app,
      database,
      kv,
      db: database.db,
      services: app.services,
      close: async () => {
        await app.close();
        await kv.close();
        await database.close();
      },
    };
    await seedDemoAccounts(t.db);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => wechat.close(resolve));
  });

  const start = async (redirect = '/news') => {
    const res = (await authKit(t).call('auth/v3/wx/login', { redirect })).json();
    expect(res).toMatchObject({ code: '30000', bound: false, redirect: '/news' });
    const url = new URL(res.authorizeUrl);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('appid')).toBe('wx-app-1');
    expect(url.searchParams.get('redirect_uri')).toBe('http://portal.test/Oauth/wechat');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    return url.searchParams.get('state')!;
  };

  it('binds a new WeChat account to a phone, then logs it straight in next time', async () => {
    const kit = authKit(t);
    const state = await start();
    const first = (await kit.call('auth/v3/wx/login', { code: 'c1', state })).json();
    expect(first).toMatchObject({ code: '30000', bound: false, redirect: '/news' });
    expect(calls.at(-1)!.searchParams.get('secret')).toBe('secret-1');
    // The state is single use.
    expect((await kit.call('auth/v3/wx/login', { code: 'c1', state })).json()).toEqual({ code: '40001', msg: '微信授权已过期，请重新扫码' });

    const phone = '13800138000';
    expect((await kit.call('reg/v3/wx/send', { phone, wxTicket: first.wxTicket }, { ip: '10.4.0.1' })).json().code).toBe('30000');
    const bind = await kit.call('reg/v3/wx/bind', { phone, vcode: await kit.lastCode(phone), wxTicket: first.wxTicket, redirect: '/news' }, { ip: '10.4.0.1' });
    expect(bind.json()).toMatchObject({ code: '30000', userinfo: { realname: '张工程师' }, redirect: '/news' });
    expect(kit.sessionCookie(bind)).toBeTruthy();
    const [user] = await t.db.select().from(users).where(eq(users.loginName, phone));
    expect(user!.wxOpenid).toBe('openid-c1');

    const again = await kit.call('auth/v3/wx/login', { code: 'c1', state: await start() });
    expect(again.json()).toMatchObject({ code: '30000', bound: true, userinfo: { realname: '张工程师' }, redirect: '/news' });
    expect(kit.sessionCookie(again)).toBeTruthy();
  });

  it('opens a personal account when the phone has none', async () => {
    const kit = authKit(t);
    const { wxTicket } = (await kit.call('auth/v3/wx/login', { code: 'c2', state: await start() })).json();
    const phone = '13633330000';
    await kit.call('reg/v3/wx/send', { phone, wxTicket }, { ip: '10.4.0.2' });
    expect((await kit.call('reg/v3/wx/bind', { phone, vcode: await kit.lastCode(phone), wxTicket }, { ip: '10.4.0.2' })).json().code).toBe('30000');
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ kind: 'PERSONAL', wxOpenid: 'openid-c2', passwordHash: null });
  });

  it('refuses a code WeChat no longer accepts, and a made-up bind ticket', async () => {
    const kit = authKit(t);
    expect((await kit.call('auth/v3/wx/login', { code: 'used', state: await start() })).json()).toEqual({ code: '40001', msg: '微信授权已失效，请重新扫码' });
    expect((await kit.call('reg/v3/wx/send', { phone: '13800138000', wxTicket: 'nope' })).json()).toEqual({ code: '40001', msg: '微信授权已过期，请重新扫码' });
  });

  it('says WeChat is on to the pages', () => {
    expect(t.services.auth.wechatEnabled).toBe(true);
  });
});
