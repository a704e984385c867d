import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { backgroundCheckRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const PATH = '/api/crm/sales/open/backService/request';

describe('POST /api/crm/sales/open/backService/request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown, ip = '10.4.0.1') => t.app.inject({ method: 'POST', url: PATH, payload: payload as object, remoteAddress: ip });
  const valid = { company: '中铁五局集团第一工程有限公司', userName: '刘建华', phone: '13874561234', volume: '20_100' };

  it('stores the request as a lead, trimmed, with an empty note left out', async () => {
    const res = await send({ ...valid, company: `  ${valid.company} `, note: '  ' });
    expect(res.json()).toEqual({ code: '30000', msg: '成功' });
    const [row] = await t.db.select().from(backgroundCheckRequests).orderBy(desc(backgroundCheckRequests.id)).limit(1);
    expect(row).toMatchObject({ ...valid, note: null, ip: '10.4.0.1' });
    expect((await t.services.crm.listCheckRequests())[0]).toMatchObject({ id: row!.id, company: valid.company });
  });

  it.each([
    [{ company: '' }, '请输入单位名称'],
    [{ company: '单'.repeat(61) }, '单位名称不能超过 60 个字符'],
    [{ userName: ' ' }, '请输入姓名或昵称'],
    [{ phone: '1387456123' }, '手机号码格式不对'],
    [{ volume: 'ALL' }, '请选择每年需要背调的人数'],
    [{ volume: undefined }, '请选择每年需要背调的人数'],
    [{ note: '说'.repeat(301) }, '补充说明不能超过 300 个字符'],
  ])('refuses %j with “%s” and writes nothing', async (change, msg) => {
    const before = await t.db.$count(backgroundCheckRequests);
    expect((await send({ ...valid, ...change }, '10.4.0.2')).json()).toEqual({ code: '40000', msg });
    expect(await t.db.$count(backgroundCheckRequests)).toBe(before);
  });

  it('limits one phone to 5 requests a day with 429 in the envelope', async () => {
    const phone = '13874560000';
    for (let i = 0; i < 5; i++) expect((await send({ ...valid, phone }, `10.4.1.${i}`)).json().code).toBe('30000');
    const res = await send({ ...valid, phone }, '10.4.1.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: '42900', msg: '该手机号今日提交次数已达上限，我们会尽快与您联系' });
  });
});
