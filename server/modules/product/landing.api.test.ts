import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { landings } from '../../../common/product/landings';

/** The landing pages, /index1 and /contract as a client sees them (decision 0023). */
describe('landing pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers each landing page with its product name as the heading, in any case of the address', async () => {
    for (const landing of landings) {
      const res = await get(landing.path);
      expect(res.statusCode, landing.path).toBe(200);
      expect(res.body).toContain(`<h1 class="lp-hero__title">${landing.name}</h1>`);
    }
    const upper = await get('/ERPPRO');
    expect(upper.statusCode).toBe(200);
    expect(upper.body).toContain('<h1 class="lp-hero__title">计量支付 ERP 专业版</h1>');
    // Without a seeded 客户案例 column the page still renders, with no cases section.
    expect(upper.body).not.toContain('lp-cases');
  });

  it('lists the landing pages in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const landing of landings) expect(sitemap).toContain(`<loc>http://portal.test${landing.path}</loc>`);
  });

  it('answers /index1, and sends an unknown product address to /404', async () => {
    expect((await get('/index1')).statusCode).toBe(200);
    const unknown = await get('/erpplus');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/404');
  });

  it('sends /contract to /information: a visitor through the login, a logged-in reader at once, never from a cache', async () => {
    const visitor = await get('/contract');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?redirect=%2Finformation');
    const { cookie } = await createLoggedInUser(t);
    const reader = await get('/contract', cookie);
    expect(reader.statusCode).toBe(302);
    expect(reader.headers.location).toBe('/information');
    expect((await get('/contract')).headers.location).toBe('/login?redirect=%2Finformation');
  });
});
