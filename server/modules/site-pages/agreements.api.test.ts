import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAgreements } from '../../db/schema';
import { seedSitePages } from '../../db/seed-site-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createSitePagesService } from './service';

const PATH = '/api/site/pub/agreement/get';

describe('POST /api/site/pub/agreement/get', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSitePages(t.db);
  });
  afterAll(() => t.close());

  const get = (payload: unknown) => t.app.inject({ method: 'POST', url: PATH, payload: payload as object });

  it('answers the user agreement in force with its effective date and every version, newest first', async () => {
    const body = (await get({ kind: 'service' })).json();
    expect(body.code).toBe('30000');
    expect(body.data).toMatchObject({ kind: 'service', version: '2026.1', title: '计智云用户服务协议', isCurrent: true });
    expect(body.data.effectiveAt).toBe('2026-05-31T16:00:00.000Z');
    expect(body.data.content).toContain('开放平台与 API 密钥');
    expect(body.data.content).toContain('湖南计智云科技有限公司');
    expect(body.data.versions).toEqual([
      { version: '2026.1', effectiveAt: '2026-05-31T16:00:00.000Z', isCurrent: true },
      { version: '2024.1', effectiveAt: '2024-02-29T16:00:00.000Z', isCurrent: false },
    ]);
  });

  it('answers an older version of the privacy policy on request, marked as not in force', async () => {
    const body = (await get({ kind: 'privacy', version: '2024.1' })).json();
    expect(body.data).toMatchObject({ kind: 'privacy', version: '2024.1', title: '计智云隐私政策', isCurrent: false });
    expect(body.data.content).toContain('个人信息');
    expect(body.data.content).not.toContain('开放平台：您创建的 API 密钥');
  });

  it.each([
    [{}, '协议类型只能是 service 或 privacy'],
    [{ kind: 'terms' }, '协议类型只能是 service 或 privacy'],
    [{ kind: 'service', version: 'latest' }, '版本号格式不对'],
    [{ kind: 'service', version: 2026 }, '版本号格式不对'],
  ])('refuses %j with “%s”', async (payload, msg) => {
    expect((await get(payload)).json()).toEqual({ code: '40000', msg });
  });

  it('answers “not found” for a version that does not exist', async () => {
    const body = (await get({ kind: 'service', version: '2019.1' })).json();
    expect(body).toEqual({ code: expect.not.stringMatching(/^30000$/), msg: '该协议版本不存在' });
  });

  it('keeps a version stored ahead of its effective date out of force and out of the list until the date comes', async () => {
    const [row] = await t.db
      .insert(siteAgreements)
      .values({ kind: 'service', version: '2027.1', title: '计智云用户服务协议', content: '<p>下一版</p>', effectiveAt: new Date('2027-01-01T00:00:00+08:00') })
      .returning({ id: siteAgreements.id });
    try {
      expect((await get({ kind: 'service' })).json().data.version).toBe('2026.1');
      expect((await get({ kind: 'service', version: '2027.1' })).json().msg).toBe('该协议版本不存在');
      const later = createSitePagesService({ db: t.db, wechatUrl: 'https://weixin.qq.com/r/x', videoChannelUrl: 'https://space.bilibili.com/1', now: () => new Date('2027-01-02T00:00:00+08:00').getTime() });
      const current = await later.getAgreement({ kind: 'service' });
      expect(current).toMatchObject({ version: '2027.1', isCurrent: true });
      expect(current.versions.map((v) => v.version)).toEqual(['2027.1', '2026.1', '2024.1']);
    } finally {
      const { eq } = await import('drizzle-orm');
      await t.db.delete(siteAgreements).where(eq(siteAgreements.id, row!.id));
    }
  });
});
