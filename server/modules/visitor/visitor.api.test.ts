import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { guests, leads, serviceSessions, staff } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { staffKit } from '../../test-support/staff-kit';
import { seedStaffAccounts } from '../admin/demo-staff';

describe('visitor identity, service session and settings (/api/crm/sdm/open/*)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedStaffAccounts(t.db);
  });
  afterAll(() => t.close());

  const call = (path: string, payload?: object, ip = '10.5.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/crm/sdm/open/${path}`, payload: payload ?? {}, remoteAddress: ip, headers: { 'user-agent': 'vitest visitor' } });

  it('creates a guest with its source (the referrer, or 直接访问) and answers its id', async () => {
    const res = await call('guest/create', { guest: { source: 'https://www.baidu.com/s?wd=计量支付' } });
    const body = res.json();
    expect(body).toMatchObject({ code: '30000', msg: '成功' });
    expect(body.guestId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await t.db.select().from(guests).where(eq(guests.id, body.guestId));
    expect(row).toMatchObject({ source: 'https://www.baidu.com/s?wd=计量支付', ip: '10.5.0.1', userAgent: 'vitest visitor' });
    const direct = (await call('guest/create', { guest: { source: '' } })).json();
    expect((await t.db.select().from(guests).where(eq(guests.id, direct.guestId)))[0]?.source).toBe('直接访问');
    expect((await call('guest/create', {})).json()).toEqual({ code: '40000', msg: '缺少访客信息' });
  });

  it('opens a service session for a guest, then resumes the same one with the unread count (its agent only while online: chat.api.test.ts)', async () => {
    const { guestId } = (await call('guest/create', { guest: { source: '直接访问' } })).json();
    const first = (await call('session/init', { guestId })).json();
    expect(first).toMatchObject({ code: '30000', status: 'waiting', agent: null, unread: 0, online: false });
    const [agent] = await t.db.select().from(staff).where(eq(staff.username, 'kefu01'));
    await t.db.update(serviceSessions).set({ agentId: agent!.id, status: 'active', visitorUnread: 3 }).where(eq(serviceSessions.id, first.sessionId));
    const again = (await call('session/init', { guestId })).json();
    // kefu01 holds no chat socket: nobody is online, so no agent's name and the widget offers the leave-a-message form.
    expect(again).toEqual({ code: '30000', msg: '成功', sessionId: first.sessionId, status: 'active', agent: null, unread: 3, online: false });
  });

  it('refuses an unknown or malformed guest id', async () => {
    expect((await call('session/init', { guestId: 'A'.repeat(24) })).json()).toEqual({ code: '40001', msg: '访客标识无效，请刷新页面后重试' });
    expect((await call('session/init', { guestId: '../../etc' })).json()).toEqual({ code: '40000', msg: '访客标识无效，请刷新页面后重试' });
  });

  it('answers the service settings, and an admin edit takes effect at once without a restart', async () => {
    const before = (await call('setting/get')).json();
    expect(before).toMatchObject({
      code: '30000',
      model: { autoSwitch: true, autoDelayed: 30, serviceHotline: '400-965-0588', marketHotline: '0731-8563-2100' },
    });
    expect(typeof before.model.autoContent).toBe('string');
    const kit = staffKit(t);
    const admin = await kit.login('admin');
    const model = { ...before.model, autoSwitch: false, autoDelayed: 8, autoContent: '您好，需要帮忙吗？', serviceHotline: '400-000-1111' };
    const saved = await kit.call('settings/update', model, { cookie: admin });
    expect(saved.json()).toMatchObject({ code: '30000', model: { autoDelayed: 8 } });
    expect((await call('setting/get')).json().model).toEqual(model);
    expect((await kit.call('settings/update', { ...model, autoDelayed: 0 }, { cookie: admin })).json()).toEqual({
      code: '40000',
      msg: '自动弹出延迟至少 1 秒',
    });
  });

  it('turns an instant consult into a lead, checking the phone and the question', async () => {
    const { guestId } = (await call('guest/create', { guest: { source: '直接访问' } })).json();
    const res = await call('consult', { question: '  计量支付系统能对接我们的财务软件吗？ ', phone: '13512345678', guestId, sourcePage: '/product/erp' });
    expect(res.json()).toEqual({ code: '30000', msg: '成功' });
    const [lead] = await t.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(lead).toMatchObject({
      source: 'consult',
      phone: '13512345678',
      content: '计量支付系统能对接我们的财务软件吗？',
      guestId,
      sourcePage: '/product/erp',
      status: 'new',
    });
    expect((await call('consult', { question: '你好', phone: '123' })).json()).toEqual({ code: '40000', msg: '手机号码格式不对' });
    expect((await call('consult', { question: ' ', phone: '13512345678' })).json()).toEqual({ code: '40000', msg: '请输入您要咨询的问题' });
    const left = await call('consult', { question: '下班时间的留言', phone: '13512345679', kind: 'chat_message' });
    expect(left.json().code).toBe('30000');
    const [message] = await t.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(message?.source).toBe('chat_message');
  });

  it('limits consults per phone with 429', async () => {
    for (let i = 0; i < 5; i++) expect((await call('consult', { question: '问题', phone: '13611110000' }, `10.5.1.${i}`)).json().code).toBe('30000');
    const res = await call('consult', { question: '问题', phone: '13611110000' }, '10.5.1.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('该手机号今日咨询次数已达上限，我们会尽快与您联系');
  });
});
