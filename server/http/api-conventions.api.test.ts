import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/endpoint', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '40401', msg: '接口不存在：POST /api/no/such/endpoint' });
  });

  it('answers GET on a POST-only endpoint with the same 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news/pub/get?id=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('40401');
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const reservation = doc.paths['/crm/sales/open/sem/reservation'].post;
    expect(reservation.requestBody.content['application/json'].schema.required).toEqual(['phone', 'userName']);
    expect(reservation.responses['200']).toBeDefined();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/news/pub/dirNews', '/news/pub/get', '/news/pub/newsDirList']));
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, kv: true });
  });

  it('serves robots.txt that points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: http://portal.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});

describe('readiness without a database', () => {
  it('answers 503 once the database cannot be reached', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: false, kv: true });
    await t.app.close();
    await t.kv.close();
  });
});
