import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { partners } from '../../common/site/partners';

/** Partner co-brands (spec §2.3, decision 0024): reached by their login page, or by their host's root. */
describe('partner layouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, host = 'www.jizhiyun.cn') => t.app.inject({ method: 'GET', url, headers: { host } });

  it("renders every partner's login page in its own layout, with its logos, hotline and name", async () => {
    for (const p of partners) {
      const res = await get(p.loginPath);
      expect(res.statusCode, p.loginPath).toBe(200);
      expect(res.body, p.key).toContain(`data-layout="${p.key}"`);
      expect(res.body).toContain(`src="${p.logo.desktop}"`);
      // HTML attribute names are case-insensitive: React writes srcSet.
      expect(res.body.toLowerCase()).toContain(`srcset="${p.logo.mobile}"`);
      expect(res.body).toContain(p.hotline);
      expect(res.body).toContain(`登录${p.name}`);
      expect(res.body).not.toContain('account-header');
    }
  });

  it('keeps the product login pages in the account layout', async () => {
    for (const url of ['/erplogin', '/productLogin', '/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('account-header');
      expect(res.body, url).not.toContain('data-layout=');
    }
  });

  it("sends a partner host's root to the partner's login page, and serves its other paths and other hosts as usual", async () => {
    const root = await get('/', 'kunlun.jizhiyun.cn');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/kllogin');
    expect((await get('/', 'QZT.jizhiyun.cn:443')).headers.location).toBe('/qztlogin');
    expect((await get('/help', 'kunlun.jizhiyun.cn')).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
  });
});
