import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpErrorMessages } from '../../common/api-codes';
import { ApiBusinessError, ApiHttpError, createApiClient, isCancelled } from './api-client';

/** A real HTTP server on loopback stands in for the API. */
let server: Server;
let base: string;
const hits: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', body });
      const url = new URL(req.url ?? '/', 'http://x');
      const status = Number(url.searchParams.get('status') ?? url.pathname.match(/^\/status\/(\d+)/)?.[1] ?? 200);
      if (url.pathname === '/slow') return void setTimeout(() => res.end('{"code":"30000","msg":"ok"}'), 300);
      if (url.pathname === '/biz') {
        res.setHeader('content-type', 'application/json');
        return void res.end(JSON.stringify({ code: '40000', msg: '请输入手机号码' }));
      }
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: status === 200 ? '30000' : String(status), msg: 'm', echo: body || url.search, n: hits.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) => {
  const errors: string[] = [];
  return { errors, api: createApiClient({ baseUrl: base, onError: (m) => errors.push(m), ...extra }) };
};

describe('browser API client', () => {
  it('sends GET parameters in the query and POST bodies as JSON', async () => {
    const { api } = client();
    const got = await api.get<{ echo: string }>('/items', { page: 2, keywords: '地铁' });
    expect(got.echo).toBe('?page=2&keywords=%E5%9C%B0%E9%93%81');
    const posted = await api.post<{ echo: string }>('/items', { phone: '13800000000' });
    expect(JSON.parse(posted.echo)).toEqual({ phone: '13800000000' });
  });

  it('rejects a code other than 30000 with the server message and shows no toast', async () => {
    const { api, errors } = client();
    await expect(api.post('/biz', {})).rejects.toEqual(new ApiBusinessError('40000', '请输入手机号码', { code: '40000', msg: '请输入手机号码' }));
    expect(errors).toEqual([]);
  });

  it.each([
    [401, httpErrorMessages[401]],
    [403, httpErrorMessages[403]],
    [503, httpErrorMessages[503]],
    [504, httpErrorMessages[504]],
    [500, httpErrorMessages.other],
  ])('shows the spec wording for HTTP %i and rejects with the response data', async (status, message) => {
    const { api, errors } = client();
    const error = await api.post(`/status/${status}`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect((error as ApiHttpError).status).toBe(status);
    expect((error as ApiHttpError).data).toMatchObject({ code: String(status) });
    expect(errors).toEqual([message]);
  });

  it('shows the server message of a 429 rate limit', async () => {
    const { api, errors } = client();
    await expect(api.post('/status/429', {})).rejects.toBeInstanceOf(ApiHttpError);
    expect(errors).toEqual(['m']);
  });

  it('shows the network message when nothing answers', async () => {
    const { api, errors } = client({ baseUrl: 'http://127.0.0.1:9' });
    await expect(api.post('/x', {})).rejects.toBeInstanceOf(ApiHttpError);
    expect(errors).toEqual(['网络异常，请稍后再试']);
  });

  it('times out with the network message', async () => {
    const { api, errors } = client({ timeoutMs: 50 });
    await expect(api.post('/slow', {})).rejects.toBeInstanceOf(ApiHttpError);
    expect(errors).toEqual(['网络异常，请稍后再试']);
  });

  it('fails silently when the caller cancels', async () => {
    const { api, errors } = client();
    const controller = new AbortController();
    const pending = api.post('/slow', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('caches for three minutes by path plus body when asked', async () => {
    let now = 0;
    const { api } = client({ now: () => now });
    const a = await api.post<{ n: number }>('/cached', { id: 1 }, { cache: true });
    const b = await api.post<{ n: number }>('/cached', { id: 1 }, { cache: true });
    const other = await api.post<{ n: number }>('/cached', { id: 2 }, { cache: true });
    expect(b.n).toBe(a.n);
    expect(other.n).not.toBe(a.n);
    now += 180_001;
    const c = await api.post<{ n: number }>('/cached', { id: 1 }, { cache: true });
    expect(c.n).not.toBe(a.n);
  });

  it('filters the reply to the shape the caller wants', async () => {
    const { api } = client();
    const code = await api.post('/items', {}, { filter: (r) => r.code });
    expect(code).toBe('30000');
  });
});
