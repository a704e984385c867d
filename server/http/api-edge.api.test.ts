import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser } from '../test-support/viewer-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The edge of /api in the app as production composes it (page handler
 * mounted): unknown endpoints, methods pages do not take, and ids out of the
 * database's range (decision 0015).
 */
describe('the /api edge', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createLoggedInUser(t));
  });
  afterAll(() => t.close());

  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  const chineseText = /[\u4e00-\u9fff]/;

  describe('unknown endpoints', () => {
    const paths = ['/api/no/such/path', '/api/no/such/path?id=1', '/api', '/api/', '/api/news/pub', '/api/news/pub/get/extra', '/api/../api/nothing'];

    it.each(methods.flatMap((method) => paths.map((url) => [method, url] as const)))('%s %s → 404 in the envelope', async (method, url) => {
      const res = await t.app.inject({ method, url, ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { id: 1 } }) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.location).toBeUndefined();
      if (method === 'HEAD') {
        expect(res.body).toBe('');
        return;
      }
      expect(res.body.length).toBeLessThan(300);
      const body = res.json();
      expect(body.code).toBe('40401');
      expect(body.msg).toMatch(chineseText);
      expect(body.msg).toContain(method);
    });

    it('never reads the body of an unknown endpoint, whatever it is', async () => {
      const bodies: InjectOptions[] = [
        { headers: { 'content-type': 'application/json' }, payload: '{not json' },
        { headers: { 'content-type': 'application/json' }, payload: '' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
        { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.alloc(4096, 7) },
        { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }) },
      ];
      for (const options of bodies) {
        const res = await t.app.inject({ method: 'POST', url: '/api/no/such/path', ...options });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('40401');
      }
    });

    it.each([
      ['GET', '/api/news/pub/get'],
      ['PUT', '/api/news/pub/get'],
      ['DELETE', '/api/ai/pub/bid/getByBidId'],
      ['POST', '/api/news/pub/doc/file/1'],
      ['HEAD', '/api/news/pub/doc/file/1'],
    ] as const)('answers %s on the known endpoint %s (another method) with the same 404 envelope', async (method, url) => {
      const res = await t.app.inject({ method, url, ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { id: 1 } }) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      if (method !== 'HEAD') expect(res.json().code).toBe('40401');
    });

    it('refuses a cross-site write with an Origin that is not a URL', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/news/pub/get', headers: { origin: 'null' }, payload: { id: 1 } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: '40300' });
    });
  });

  describe('pages take GET and HEAD only', () => {
    it('still serves pages (the page handler is mounted)', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/news' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect((await t.app.inject({ method: 'HEAD', url: '/news' })).statusCode).toBe(200);
    });

    const bodies: [string, InjectOptions][] = [
      ['JSON', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ id: 1, name: '测试' }) }],
      ['invalid JSON', { headers: { 'content-type': 'application/json' }, payload: '{"id":' }],
      ['a form', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=1&name=%E6%B5%8B%E8%AF%95' }],
      ['multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' }],
      ['text', { headers: { 'content-type': 'text/plain' }, payload: '你好' }],
      ['binary', { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from([0, 1, 2, 255, 254]) }],
      ['nothing', {}],
      ['an empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' }],
      ['a body past the size limit', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }) }],
    ];
    const pages = ['/news', '/', '/information', '/login', '/news/1', '/no/such/page', '/news.data', '/healthz'];

    it.each(pages.flatMap((url) => bodies.map(([what, options]) => [url, what, options] as const)))('POST %s with %s → 405 with Allow', async (url, _what, options) => {
      const res = await t.app.inject({ method: 'POST', url, ...options });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.length).toBeLessThan(200);
    });

    it.each(methods.filter((m) => m !== 'GET' && m !== 'HEAD').flatMap((method) => ['/news', '/', '/login'].map((url) => [method, url] as const)))(
      '%s %s → 405 with Allow',
      async (method, url) => {
        const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
        expect(res.statusCode).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
      },
    );

    it('refuses a logged-in form post too, and the page still renders afterwards', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/personalCenter', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
      expect(res.statusCode).toBe(405);
      expect((await t.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    });
  });

  describe('ids out of range', () => {
    const outOfRange: [string, unknown][] = [
      ['past the integer column', 99999999999],
      ['just past the integer column', 2147483648],
      ['past it as a string', '99999999999'],
      ['a huge number', 1e300],
      ['a long digit string', '9'.repeat(400)],
      ['negative', -1],
      ['zero', 0],
      ['a fraction', 1.5],
      ['a fraction as a string', '1.5'],
      ['an exponent', '1e3'],
      ['hexadecimal', '0x10'],
      ['true', true],
      ['null', null],
      ['an array', [1]],
      ['an object', { id: 1 }],
      ['empty', ''],
    ];
    type Endpoint = { name: string; url: string; field: string; login?: boolean; extra?: object };
    const endpoints: Endpoint[] = [
      { name: 'switchCom', url: '/api/user/auth/switchCom', field: 'orgId', login: true },
      { name: 'news get', url: '/api/news/pub/get', field: 'id' },
      { name: 'news list by column', url: '/api/news/pub/dirNews', field: 'dirId' },
      { name: 'tender getByBidId', url: '/api/ai/pub/bid/getByBidId', field: 'id' },
      { name: 'news favourite', url: '/api/news/pub/favorite', field: 'id', login: true },
      { name: 'course favourite', url: '/api/learning/pub/favorite', field: 'id', login: true },
      { name: 'bid cancelFavorite', url: '/api/ai/pub/userOperation/cancelFavorite', field: 'id', login: true },
      { name: 'reading history', url: '/api/news/readHistory/create', field: 'id', login: true, extra: { type: 'NEWS', title: '标题' } },
      { name: 'help article', url: '/api/help/pub/get', field: 'resId' },
      { name: 'materials by company', url: '/api/news/pub/docDirList', field: 'comId' },
      { name: 'company bucket', url: '/api/cat/dir/getComBucket', field: 'comId' },
      { name: 'standard', url: '/api/library/pub/standard/get', field: 'id' },
      { name: 'solution', url: '/api/solution/pub/get', field: 'id' },
    ];

    it.each(endpoints.flatMap((e) => outOfRange.map(([what, value]) => [e.name, what, e, value] as const)))('%s refuses an id %s', async (_name, _what, endpoint, value) => {
      const res = await t.app.inject({
        method: 'POST',
        url: endpoint.url,
        payload: { ...endpoint.extra, [endpoint.field]: value },
        headers: endpoint.login ? { cookie } : {},
      });
      // Some values are fine for comId (0 is the platform): everything else is the validation envelope.
      if (endpoint.field === 'comId' && value === 0) {
        expect(res.statusCode).toBe(200);
        expect(res.json().code).not.toBe('50000');
        return;
      }
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe('40000');
      expect(body.msg).toMatch(chineseText);
    });

    it.each(endpoints.filter((e) => e.field !== 'comId'))('$name takes the largest id and answers without a server error', async (endpoint) => {
      const res = await t.app.inject({
        method: 'POST',
        url: endpoint.url,
        payload: { ...endpoint.extra, [endpoint.field]: 2147483647 },
        headers: endpoint.login ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).not.toBe('40000');
      expect(res.json().code).not.toBe('50000');
    });

    it('says which rule an id broke', async () => {
      const msg = async (id: unknown) => (await t.app.inject({ method: 'POST', url: '/api/news/pub/get', payload: { id } })).json().msg;
      expect(await msg(99999999999)).toBe('文章编号超出范围');
      expect(await msg('1e3')).toBe('文章编号必须是数字');
      expect(await msg(1.5)).toBe('文章编号必须是整数');
      expect(await msg(0)).toBe('文章编号必须是正整数');
      expect(await msg(-1)).toBe('文章编号必须是正整数');
    });

    it('refuses huge arrays of ids and an out-of-range id inside an array', async () => {
      const stats = (ids: unknown) => t.app.inject({ method: 'POST', url: '/api/ai/pub/userOperation/stats', payload: { ids } });
      for (const ids of [Array.from({ length: 100_000 }, (_, i) => i + 1), [1, 2, 99999999999], [1, '1e3'], [-1], []]) {
        const res = await stats(ids);
        expect(res.statusCode).toBe(200);
        expect(res.json().code).toBe('40000');
        expect(res.json().msg).toMatch(chineseText);
      }
      expect((await stats([1, '2', 2147483647])).json().code).toBe('30000');
    });

    const downloads = ['/api/news/pub/doc/file/', '/api/news/pub/download/file/', '/api/library/pub/standard/pdf/'];

    it.each(['99999999999', '2147483648', '0', '-1', '1.5', '1e3', '0x10', '9'.repeat(30)])('refuses the path id %s of a download', async (id) => {
      for (const base of downloads) {
        const res = await t.app.inject({ method: 'GET', url: `${base}${id}`, headers: { cookie } });
        expect(res.statusCode).toBe(200);
        expect(res.json().code).toBe('40000');
        expect(res.json().msg).toMatch(chineseText);
      }
    });

    it('answers a path segment longer than the router takes (100 characters) as an unknown endpoint', async () => {
      for (const base of downloads) {
        const res = await t.app.inject({ method: 'GET', url: `${base}${'9'.repeat(400)}`, headers: { cookie } });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('40401');
      }
    });
  });
});
