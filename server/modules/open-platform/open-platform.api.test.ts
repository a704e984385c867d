import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openApiKeys } from '../../db/schema';
import { seedSitePages } from '../../db/seed-site-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';

describe('open platform: API keys and keyed calls (decision 0027)', () => {
  let t: TestApp;
  let cookie = '';
  let userId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSitePages(t.db);
    ({ cookie, userId } = await createLoggedInUser(t));
  });
  afterAll(() => t.close());

  const post = (path: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: `/api${path}`, payload: payload as object, headers });
  const create = async (name: string, rateLimit: number) => (await post('/open/apiKey/create', { name, rateLimit })).json();

  it('creates a key shown once in full, stored only as its hash, and lists it without the key', async () => {
    const body = await create('  招标数据同步 ', 60);
    expect(body.code).toBe('30000');
    expect(body.data).toMatchObject({ name: '招标数据同步', rateLimit: 60, usageCount: 0, lastUsedAt: null, revokedAt: null });
    expect(body.data.key).toMatch(/^jzk_[A-Za-z0-9_-]{43}$/);
    expect(body.data.prefix).toBe(body.data.key.slice(0, 10));
    const [row] = await t.db.select().from(openApiKeys).where(eq(openApiKeys.id, body.data.id));
    expect(row!.keyHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.data.key);
    const list = (await post('/open/apiKey/list', {})).json();
    expect(list.data.find((k: { id: number }) => k.id === body.data.id)).toEqual(expect.not.objectContaining({ key: expect.anything() }));
  });

  it.each([
    [{ name: '', rateLimit: 60 }, '请输入密钥名称'],
    [{ name: '名'.repeat(31), rateLimit: 60 }, '密钥名称不能超过 30 个字符'],
    [{ name: '同步', rateLimit: 59 }, '调用频率只能是每分钟 10 / 60 / 300 / 1000 次之一'],
    [{ name: '同步', rateLimit: '60' }, '调用频率只能是每分钟 10 / 60 / 300 / 1000 次之一'],
    [{ name: '同步' }, '调用频率只能是每分钟 10 / 60 / 300 / 1000 次之一'],
  ])('refuses to create %j with “%s”', async (payload, msg) => {
    expect((await post('/open/apiKey/create', payload)).json()).toEqual({ code: '40000', msg });
  });

  it('answers 401 to key management without a login', async () => {
    for (const path of ['/open/apiKey/list', '/open/apiKey/create', '/open/apiKey/revoke']) {
      const res = await post(path, { name: 'x', rateLimit: 60, id: 1 }, {});
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code).toBe('40100');
    }
  });

  it('counts keyed calls to an open endpoint and answers 429 in the envelope past the key’s limit', async () => {
    const { data } = await create('限流测试', 10);
    const headers = { 'x-api-key': data.key };
    for (let i = 1; i <= 10; i++) {
      const res = await post('/news/pub/job/getJobCity', {}, headers);
      expect(res.json().code, `call ${i}`).toBe('30000');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(10 - i));
    }
    const over = await post('/news/pub/job/getJobCity', {}, headers);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.json()).toEqual({ code: '42900', msg: 'API 密钥调用超出频率限制（每分钟 10 次），请稍后再试' });
    const [row] = await t.db.select().from(openApiKeys).where(eq(openApiKeys.id, data.id));
    expect(row!.usageCount).toBe(10);
    expect(row!.lastUsedAt).not.toBeNull();
    // Without the key the site's own call is untouched.
    expect((await post('/news/pub/job/getJobCity', {}, {})).json().code).toBe('30000');
  });

  it('refuses a key on an endpoint that is not open, and an unknown, malformed or revoked key', async () => {
    const { data } = await create('撤销测试', 60);
    const notOpen = await post('/news/pub/job/apply', {}, { 'x-api-key': data.key });
    expect(notOpen.statusCode).toBe(403);
    expect(notOpen.json()).toEqual({ code: '40300', msg: '该接口不支持使用 API 密钥调用，请查看开放平台的接口文档' });
    for (const key of ['jzk_' + 'A'.repeat(43), 'not-a-key', '']) {
      const res = await post('/product/pub/list', {}, { 'x-api-key': key });
      expect(res.statusCode, key).toBe(401);
      expect(res.json().msg).toBe('API 密钥无效或已撤销');
    }
    expect((await post('/open/apiKey/revoke', { id: data.id })).json().code).toBe('30000');
    const revoked = await post('/product/pub/list', {}, { 'x-api-key': data.key });
    expect(revoked.statusCode).toBe(401);
    expect((await post('/open/apiKey/revoke', { id: data.id })).json()).toEqual({ code: '40001', msg: '密钥不存在或已撤销' });
    expect((await post('/open/apiKey/revoke', { id: 'x' })).json().code).toBe('40000');
  });

  it('does not let a user revoke or see another user’s key', async () => {
    const other = await createLoggedInUser(t);
    const mine = await create('他人不可见', 60);
    expect((await post('/open/apiKey/revoke', { id: mine.data.id }, { cookie: other.cookie })).json().msg).toBe('密钥不存在或已撤销');
    expect((await post('/open/apiKey/list', {}, { cookie: other.cookie })).json().data).toEqual([]);
  });

  it('keeps at most 5 active keys per user', async () => {
    const user = await createLoggedInUser(t);
    const make = (i: number) => post('/open/apiKey/create', { name: `k${i}`, rateLimit: 60 }, { cookie: user.cookie });
    for (let i = 0; i < 5; i++) expect((await make(i)).json().code).toBe('30000');
    expect((await make(5)).json()).toEqual({ code: '40001', msg: '每个账号最多同时持有 5 个有效密钥，请先撤销不用的密钥' });
    expect(userId).toBeGreaterThan(0);
  });

  it('describes an API group from the live OpenAPI document: fields with types and limits, and examples', async () => {
    const group = await t.services.openPlatform.describeGroup({ id: 'recruit' });
    expect(group).toMatchObject({ id: 'recruit', name: '招聘', count: 4, openCount: 3, current: 1, pages: 1 });
    const list = group.endpoints.find((e) => e.path === '/news/pub/job/listPaged')!;
    expect(list).toMatchObject({ method: 'POST', openWithKey: true });
    expect(list.request).toContainEqual({ name: 'city', type: 'string', required: false, rules: '长度 ≤ 20', description: '' });
    expect(list.request).toContainEqual(expect.objectContaining({ name: 'size', type: 'integer', rules: '1–100；默认 20' }));
    expect(list.response).toContainEqual(expect.objectContaining({ name: 'records[].salaryMin', type: 'integer', required: true, description: '月薪下限，千元' }));
    expect(list.response.map((r) => r.name)).not.toContain('code');
    expect(JSON.parse(list.requestExample)).toEqual({ current: 1, size: 20, city: '示例', category: '技术' });
    expect(JSON.parse(list.responseExample)).toMatchObject({ code: '30000', msg: '成功' });
    const apply = group.endpoints.find((e) => e.path === '/news/pub/job/apply')!;
    expect(apply.openWithKey).toBe(false);
    await expect(t.services.openPlatform.describeGroup({ id: 'nope' })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    // A large group is described a page of 6 endpoints at a time; its contents list every endpoint.
    const auth = await t.services.openPlatform.describeGroup({ id: 'auth', current: 2 });
    expect(auth.endpoints).toHaveLength(6);
    expect(auth.pages).toBe(Math.ceil(auth.count / 6));
    expect(auth.toc).toHaveLength(auth.count);
    await expect(t.services.openPlatform.describeGroup({ id: 'auth', current: auth.pages + 1 })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const groups = await t.services.openPlatform.listGroups();
    expect(groups[0]).toMatchObject({ id: 'tender', name: '招投标' });
    expect(groups.find((g) => g.id === 'open')).toMatchObject({ count: 3, openCount: 0 });
  });
});
