import { rm } from 'node:fs/promises';
import { connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSocket } from '../test-support/chat-socket';
import { selfSignedCertificate } from '../test-support/self-signed';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createLoggedInUser } from '../test-support/viewer-fixtures';
import { SESSION_COOKIE } from '../../common/cookies';
import { DEMO_PASSWORD, seedDemoAccounts } from '../modules/auth/demo-accounts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * With TLS_CERT_FILE and TLS_KEY_FILE the one listener speaks HTTPS: HTTP/2
 * to clients that offer it, HTTP/1.1 to the rest and to live chat's
 * WebSocket upgrade (decision 0060). Real sockets, the app as production
 * composes it, a certificate made for the run.
 */
describe('HTTPS with HTTP/2', () => {
  let t: TestApp;
  let origin: string;
  let ca: string;
  let certDir: string;
  let h2: ClientHttp2Session;

  beforeAll(async () => {
    const certificate = await selfSignedCertificate();
    ca = certificate.cert;
    certDir = certificate.dir;
    t = await createTestApp({ env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } });
    await seedDemoAccounts(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    origin = `https://127.0.0.1:${address.port}`;
    h2 = connect(origin, { ca });
  });
  afterAll(async () => {
    h2?.close();
    await t?.close();
    await rm(certDir, { recursive: true, force: true });
  });

  /** One request on the shared HTTP/2 session. */
  function overH2(method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const stream = h2.request({ ':method': method, ':path': path, ...headers });
      const chunks: Buffer[] = [];
      let head: Record<string, string | string[] | undefined> = {};
      stream.on('response', (h) => (head = h as typeof head));
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
      stream.on('error', reject);
      stream.end(body);
    });
  }

  /** One request over HTTP/1.1 on TLS, as a client without HTTP/2 sends it. */
  function overH1(path: string): Promise<Answer & { alpn: string | false | null }> {
    return new Promise((resolve, reject) => {
      // node:https offers no ALPN protocol, so the server answers as HTTP/1.1 (allowHTTP1), as to any client without HTTP/2.
      const req = httpsRequest(`${origin}${path}`, { ca }, (res) => {
        const alpn = (res.socket as TLSSocket).alpnProtocol;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), alpn }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('serves a page over HTTP/2, the same page an HTTP/1.1 client gets', async () => {
    const page = await overH2('GET', '/login');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body.toString();
    expect(html).toMatch(/<title>[^<]*登录[^<]*<\/title>/);
    expect(html).toContain('role="tab"');

    const old = await overH1('/login');
    expect(old.alpn).not.toBe('h2');
    expect(old.headers['content-type']).toMatch(/^text\/html/);
    expect(old.status).toBe(200);
    expect(old.body.toString()).toBe(html);
  });

  it('renders a logged-in reader’s page and answers their API calls over HTTP/2', async () => {
    const { cookie } = await createLoggedInUser(t, { realname: '张工' });
    const me = await overH2('POST', '/api/user/auth/v3/userinfo', { headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body.toString())).toMatchObject({ code: '30000', userinfo: { realname: '张工' } });
    const centre = await overH2('GET', '/personalCenter', { headers: { cookie } });
    expect(centre.status).toBe(200);
    expect(centre.body.toString()).toContain('张工');
  });

  it('answers an unknown endpoint in the envelope and a bad login with its message, and marks cookies Secure', async () => {
    const unknown = await overH2('POST', '/api/no/such/path', { headers: { 'content-type': 'application/json' }, body: '{"id":1}' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: '40401', msg: '接口不存在：POST /api/no/such/path' });

    const phone = '13800138000';
    const login = await overH2('POST', '/api/user/auth/v3/pwd/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: phone, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = [login.headers['set-cookie']].flat().filter(Boolean) as string[];
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);

    const wrong = await overH2('POST', '/api/user/auth/v3/pwd/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: phone, password: 'Wrong@2026' }),
    });
    const answer = JSON.parse(wrong.body.toString());
    expect(answer.code).not.toBe('30000');
    expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('serves the built scripts over HTTP/2, precompressed and immutable', async () => {
    const html = (await overH2('GET', '/login')).body.toString();
    const script = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await overH2('GET', script!, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('opens live chat’s WebSocket over TLS (an HTTP/1.1 upgrade on the same port)', async () => {
    const call = async (path: string, payload: object) =>
      JSON.parse((await overH2('POST', `/api/crm/sdm/open/${path}`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })).body.toString());
    const guest = await call('guest/create', { guest: { source: '直接访问' } });
    const session = await call('session/init', { guestId: guest.guestId });
    const socket = await ChatSocket.open(`${origin.replace('https', 'wss')}/api/crm/sdm/open/chat/ws?guestId=${guest.guestId}&sessionId=${session.sessionId}`, { origin }, { ca });
    try {
      expect(await socket.waitFor((f) => f.type === 'hello')).toMatchObject({ sessionId: session.sessionId, status: 'waiting' });
    } finally {
      await socket.close();
    }
  });
});
