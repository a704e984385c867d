import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { SESSION_COOKIE } from '../../common/cookies';
import type { Services } from '../services';
import { createPageCache, encodedBody, type PageCache } from './page-cache';

export type SsrOptions = {
  build: ServerBuild;
  services: Services;
  pageCache?: PageCache;
};

const cacheableTypes = /^(text\/html|text\/x-script)/;
const passHeaders = ['content-type', 'cache-control', 'location', 'vary', 'x-remix-response', 'x-remix-redirect', 'x-remix-status', 'x-remix-reload'];

function isAnonymous(req: FastifyRequest): boolean {
  const cookie = req.headers.cookie;
  return !cookie || !cookie.includes(`${SESSION_COOKIE}=`);
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = req.raw as unknown as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Every path that is not /api, a health check or a static file is answered by
 * React Router's server render, through the page cache for anonymous visitors.
 */
export async function registerSsr(app: FastifyInstance, { build, services, pageCache }: SsrOptions) {
  const handle = createRequestHandler(build, 'production');

  // Form posts to route actions arrive as raw streams for React Router to read.
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  const render = async (req: FastifyRequest, reply: FastifyReply) => {
    const anonymous = isAnonymous(req);
    const cacheKey = req.method === 'GET' && anonymous && pageCache ? req.url : undefined;
    if (cacheKey) {
      const hit = pageCache!.get(cacheKey);
      if (hit) {
        const { body, encoding } = encodedBody(hit, req.headers['accept-encoding']);
        reply.status(hit.status).headers(hit.headers).header('x-page-cache', 'HIT').header('vary', 'Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
    }

    const viewer = anonymous ? null : await req.getViewer();
    const response = await handle(toWebRequest(req, reply), { services, viewer });
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of passHeaders) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    const setCookie = response.headers.getSetCookie();
    const cacheControl = response.headers.get('cache-control') ?? '';
    const storable =
      cacheKey !== undefined &&
      response.status === 200 &&
      cacheableTypes.test(headers['content-type'] ?? '') &&
      setCookie.length === 0 &&
      !/private|no-store/.test(cacheControl);
    if (storable) {
      pageCache!.set(cacheKey, { status: 200, headers, body });
      reply.header('x-page-cache', 'MISS');
    }
    reply.status(response.status).headers(headers);
    if (setCookie.length > 0) reply.header('set-cookie', setCookie);
    return reply.send(body);
  };

  app.route({ method: ['GET', 'POST'], url: '/*', handler: render });
  app.route({ method: ['GET', 'POST'], url: '/', handler: render });
}

export { createPageCache };
