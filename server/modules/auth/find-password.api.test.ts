import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { authKit, lastCode } from '../../test-support/auth-test-kit';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

describe('find password', () => {
  let t: TestApp;
  let kit: ReturnType<typeof authKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = authKit(t);
    await seedDemoAccounts(t.db);
  });
  afterAll(() => t.close());

  const login = (account: string, password: string, ip = '10.2.0.1') => kit.call('auth/v3/pwd/login', { account, password }, { ip });

  it('tells which channel a target uses without saying whether it is registered', async () => {
    expect((await kit.call('findPwd/check', { target: '13800138000' })).json()).toEqual({ code: '30000', msg: '成功', channel: 'SMS', masked: '138****8000' });
    expect((await kit.call('findPwd/check', { target: '13711110000' })).json()).toMatchObject({ channel: 'SMS', masked: '137****0000' });
    expect((await kit.call('findPwd/check', { target: 'Zhang.GCS@example.com' })).json()).toMatchObject({ channel: 'EMAIL', masked: 'zh*******@example.com' });
    expect((await kit.call('findPwd/check', { target: 'not-a-target' })).json()).toEqual({ code: '40000', msg: '请输入正确的手机号码或邮箱' });
    expect((await kit.call('findPwd/check', {})).json()).toEqual({ code: '40000', msg: '请输入手机号码或邮箱' });
  });

  it('resets the chosen account of a phone with two, and ends its other sessions', async () => {
    const phone = '13800138000';
    const other = kit.sessionCookie(await login(phone, DEMO_PASSWORD))!;
    const orgSession = kit.sessionCookie(await login('hnlq-zhang', DEMO_PASSWORD))!;

    expect((await kit.call('findPwd/sendVcode', { phone }, { ip: '10.2.1.1' })).json().code).toBe('30000');
    const vcode = await kit.lastCode(phone);
    const checked = await kit.call('findPwd/code', { target: phone, vcode }, { ip: '10.2.1.1' });
    expect(checked.json()).toMatchObject({ code: '30000', accountCount: 2 });
    const { resetToken } = checked.json();

    const list = await kit.call('findPwd/listAccounts', { resetToken });
    const records = list.json().records;
    expect(records.map((r: { loginName: string; kind: string; kindLabel: string }) => [r.loginName, r.kind, r.kindLabel])).toEqual([
      ['13800138000', 'PERSONAL', '个人账号'],
      ['hnlq-zhang', 'ORG', '企业账号'],
    ]);

    // With two accounts, one must be chosen.
    expect((await kit.call('findPwd/updatePwd', { resetToken, password: 'NewPass#2026' })).json()).toEqual({ code: '40001', msg: '请选择要重置密码的账号' });
    expect((await kit.call('findPwd/updatePwd', { resetToken, unionid: records[0].unionid, password: 'abc' })).json()).toEqual({
      code: '40001',
      msg: '密码至少 8 位',
    });
    expect((await kit.call('findPwd/updatePwd', { resetToken, unionid: records[0].unionid, password: 'NewPass#2026' })).json().code).toBe('30000');

    // The personal account's sessions are over; the organisation account's is not.
    expect((await kit.call('auth/v3/userinfo', {}, { cookie: other })).statusCode).toBe(401);
    expect((await kit.call('auth/v3/userinfo', {}, { cookie: orgSession })).json().code).toBe('30000');
    expect((await login(phone, 'NewPass#2026', '10.2.1.2')).json().userinfo.unionid).toBe(records[0].unionid);
    // The organisation account of the same phone keeps its own password, so the old one now opens that account.
    expect((await login(phone, DEMO_PASSWORD, '10.2.1.2')).json().userinfo.unionid).toBe(records[1].unionid);
    expect((await login('hnlq-zhang', DEMO_PASSWORD, '10.2.1.2')).json().code).toBe('30000');

    // The reset token is used up.
    expect((await kit.call('findPwd/updatePwd', { resetToken, unionid: records[0].unionid, password: 'Other#2026x' })).json()).toEqual({
      code: '40001',
      msg: '验证已过期，请重新获取验证码',
    });
  });

  it('keeps the session of the person resetting when they are logged in as that account', async () => {
    const phone = '13900139000';
    const ip = '10.2.2.1';
    const smsLogin = async () => {
      await t.kv.del(`rl:code:1m:${phone}`);
      await kit.call('auth/v3/vcode/send', { phone }, { ip });
      return kit.sessionCookie(await kit.call('auth/v3/vcode/login', { phone, vcode: await kit.lastCode(phone) }, { ip }))!;
    };
    const mine = await smsLogin();
    const elsewhere = await smsLogin();
    await t.kv.del(`rl:code:1m:${phone}`);
    await kit.call('findPwd/sendVcode', { phone }, { ip });
    const { resetToken } = (await kit.call('findPwd/code', { target: phone, vcode: await kit.lastCode(phone) }, { ip })).json();
    expect((await kit.call('findPwd/updatePwd', { resetToken, password: 'Double#2026' }, { cookie: mine })).json().code).toBe('30000');
    expect((await kit.call('auth/v3/userinfo', {}, { cookie: mine })).json().code).toBe('30000');
    expect((await kit.call('auth/v3/userinfo', {}, { cookie: elsewhere })).statusCode).toBe(401);
    const [user] = await t.db.select().from(users).where(eq(users.loginName, phone));
    expect(user!.passwordChangedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('resets by e-mail code', async () => {
    const email = 'zhang.gcs@example.com';
    expect((await kit.call('findPwd/sendEmailVcode', { email: 'Zhang.GCS@example.com' }, { ip: '10.2.3.1' })).json().code).toBe('30000');
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail).toMatchObject({ channel: 'email', subject: '【计智云】找回密码验证码' });
    const vcode = await lastCode(t.db, email, 'email');
    const checked = (await kit.call('findPwd/code', { target: email, vcode }, { ip: '10.2.3.1' })).json();
    expect(checked).toMatchObject({ code: '30000', accountCount: 1 });
    expect((await kit.call('findPwd/updatePwd', { resetToken: checked.resetToken, password: 'ByMail#2026' })).json().code).toBe('30000');
    expect((await login('13800138000', 'ByMail#2026', '10.2.3.2')).json().code).toBe('30000');
  });

  it('answers the same for unknown phones and e-mails, and sends nothing', async () => {
    const before = await t.db.$count(outboxMessages);
    expect((await kit.call('findPwd/sendVcode', { phone: '13711119999' }, { ip: '10.2.4.1' })).json()).toEqual({
      code: '30000',
      msg: '成功',
      expiresIn: 300,
      resendIn: 60,
    });
    expect((await kit.call('findPwd/sendEmailVcode', { email: 'nobody@example.com' }, { ip: '10.2.4.1' })).json()).toEqual({
      code: '30000',
      msg: '成功',
      expiresIn: 300,
      resendIn: 60,
    });
    expect(await t.db.$count(outboxMessages)).toBe(before);
    expect((await kit.call('findPwd/code', { target: '13711119999', vcode: '123456' }, { ip: '10.2.4.1' })).json()).toMatchObject({
      code: '40001',
      msg: '验证码错误或已失效',
    });
  });

  it('validates inputs', async () => {
    expect((await kit.call('findPwd/sendEmailVcode', { email: 'bad' })).json()).toEqual({ code: '40000', msg: '邮箱格式不对' });
    expect((await kit.call('findPwd/listAccounts', { resetToken: 'made-up' })).json()).toEqual({ code: '40001', msg: '验证已过期，请重新获取验证码' });
    expect((await kit.call('findPwd/listAccounts', {})).json()).toEqual({ code: '40000', msg: '验证已过期，请重新获取验证码' });
  });

  it('refreshes the image code', async () => {
    const a = (await kit.call('findPwd/refreshIcode')).json();
    const b = (await kit.call('findPwd/refreshIcode')).json();
    expect(a.icodeKey).not.toBe(b.icodeKey);
    const svg = Buffer.from(a.image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
  });
});
