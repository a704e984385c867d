import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { SESSION_COOKIE } from '../../common/cookies';
import { createPageCache, encodedBody, type PageCache } from './page-cache';
import type { PageRenderer } from './page-renderer';
import { mirrorSignedInHint } from '../modules/auth/viewer';
import { siteBrandOf } from '../../common/site/brands';
import { partnerByHost } from '../../common/site/partners';

export type SsrOptions = {
  renderer: PageRenderer;
  pageCache?: PageCache;
  /** A host containing it gets the cloud brand (SITE_CLOUD_HOST_MARK, decision 0022). */
  cloudHostMark: string;
};

function isAnonymous(req: FastifyRequest): boolean {
  const cookie = req.headers.cookie;
  return !cookie || !cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * Every path that is not /api, a health check or a static file is answered by
 * React Router's server render (on a render worker, decision 0019), through
 * the page cache. Anonymous visitors get any cached page. A logged-in reader
 * gets a cached page only when no loader read the viewer to make it: such a
 * page is the same for everyone, and the header's user menu is drawn in the
 * browser (decision 0020). A render for a logged-in reader that turns out
 * shared is stored for everyone as well.
 */
export async function registerSsr(app: FastifyInstance, { renderer, pageCache, cloudHostMark }: SsrOptions) {
  const render = async (req: FastifyRequest, reply: FastifyReply) => {
    // A partner's own host opens on the partner's login page (decision 0024); its other paths are the site's.
    const partner = req.url === '/' ? partnerByHost(req.host) : undefined;
    if (partner) return reply.redirect(partner.loginPath, 302);
    const anonymous = isAnonymous(req);
    const brand = siteBrandOf(req.host, cloudHostMark);
    // One brand's page is never served on the other's host.
    const cacheKey = req.method === 'GET' && pageCache ? `${brand} ${req.url}` : undefined;
    if (cacheKey) {
      const hit = pageCache!.get(cacheKey);
      if (hit && (anonymous || hit.shared)) {
        // Whether the session still lives is left to the page's userinfo question.
        if (!anonymous) mirrorSignedInHint(req, reply);
        const { body, encoding } = encodedBody(hit, req.headers['accept-encoding']);
        reply.status(hit.status).headers(hit.headers).header('x-page-cache', 'HIT').header('vary', 'Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
    }

    const viewer = anonymous ? null : await req.getViewer();
    // A cookie naming no session is cleared instead (installViewer).
    if (viewer) mirrorSignedInHint(req, reply);
    const page = await renderer.render({
      url: `${req.protocol}://${req.host}${req.url}`,
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      headers: req.headers,
      viewer,
      brand,
      // A page made for a viewer is theirs alone; one made for nobody may still depend on that (the login form).
      store: cacheKey === undefined ? 'none' : anonymous ? 'any' : 'shared',
    });
    const { headers, setCookie, stored, encoded } = page;
    if (stored) {
      const compressed = encoded.encoding ? { [encoded.encoding]: encoded.body } : {};
      pageCache!.set(cacheKey!, { shared: !page.personal, status: 200, headers, body: stored, ...compressed });
      reply.header('x-page-cache', 'MISS');
    }
    reply.status(page.status).headers(headers);
    if (setCookie.length > 0) reply.header('set-cookie', setCookie);
    if (encoded.encoding) reply.header('content-encoding', encoded.encoding).header('vary', 'Accept-Encoding');
    return reply.send(encoded.body);
  };

  app.route({ method: 'GET', url: '/*', handler: render });
  app.route({ method: 'GET', url: '/', handler: render });
  refuseOtherMethods(app);
}

/**
 * Pages are read-only: no route module exports an action, so GET and HEAD are
 * the only methods a page path answers. Any other method gets a small 405 with
 * Allow, sent from onRequest so the body (JSON, form, binary, huge) is never read.
 * If a route ever exports an action, its path must be let through here (decision 0015).
 */
function refuseOtherMethods(app: FastifyInstance) {
  const methods = app.supportedMethods.filter((m) => m !== 'GET' && m !== 'HEAD') as HTTPMethods[];
  const refuse = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.status(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('405 此页面只接受 GET 与 HEAD 请求');
  for (const url of ['/*', '/']) app.route({ method: methods, url, onRequest: refuse, handler: refuse });
}

export { createPageCache };
