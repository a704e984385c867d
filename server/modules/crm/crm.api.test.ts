import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const PATH = '/api/crm/sales/open/sem/reservation';

describe('POST /api/crm/sales/open/sem/reservation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const book = (payload: unknown, ip = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: PATH, payload: payload as object, remoteAddress: ip });

  it('stores a valid lead with trimmed fields and answers 30000', async () => {
    const res = await book({ phone: ' 13812345678 ', userName: '  王建国 ', userIdentity: '施工单位', position: ' 项目经理 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '30000', msg: '成功' });
    const [row] = await t.db.select().from(reservations).orderBy(desc(reservations.id)).limit(1);
    expect(row).toMatchObject({ phone: '13812345678', userName: '王建国', userIdentity: '施工单位', position: '项目经理', ip: '10.1.1.1' });
  });

  it('leaves empty optional fields out (stored as null)', async () => {
    const res = await book({ phone: '13900001111', userName: '李工', userIdentity: '  ', position: '' });
    expect(res.json().code).toBe('30000');
    const [row] = await t.db.select().from(reservations).orderBy(desc(reservations.id)).limit(1);
    expect(row?.userIdentity).toBeNull();
    expect(row?.position).toBeNull();
  });

  it.each([
    [{ userName: '张三' }, '请输入手机号码'],
    [{ phone: '   ', userName: '张三' }, '请输入手机号码'],
    [{ phone: '12345678901', userName: '张三' }, '手机号码格式不对'],
    [{ phone: '138123456789', userName: '张三' }, '手机号码不能超过 11 位'],
    [{ phone: '13812345678' }, '请输入姓名或昵称'],
    [{ phone: '13812345678', userName: '  ' }, '请输入姓名或昵称'],
    [{ phone: '13812345678', userName: '名'.repeat(31) }, '姓名或昵称不能超过 30 个字符'],
    [{ phone: '13812345678', userName: '张三', position: '职'.repeat(31) }, '职位不能超过 30 个字符'],
    [{ phone: '13812345678', userName: '张三', userIdentity: '角'.repeat(31) }, '项目角色不能超过 30 个字符'],
  ])('refuses %j with “%s” and writes nothing', async (payload, msg) => {
    const before = await t.db.$count(reservations);
    const res = await book(payload, '10.2.2.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '40000', msg });
    expect(await t.db.$count(reservations)).toBe(before);
  });

  it('answers a Chinese message for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: PATH, headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
    expect(res.json()).toEqual({ code: '40000', msg: '请求体不是有效的 JSON' });
  });

  it('limits one phone to 5 bookings a day with 429 and Retry-After', async () => {
    const phone = '13700007777';
    for (let i = 0; i < 5; i++) expect((await book({ phone, userName: '赵六' }, `10.3.3.${i}`)).json().code).toBe('30000');
    const res = await book({ phone, userName: '赵六' }, '10.3.3.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ code: '42900', msg: '该手机号今日预约次数已达上限，我们会尽快与您联系' });
  });
});
