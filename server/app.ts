import type { Http2SecureServer, ServerHttp2Session } from 'node:http2';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { ContentEvents } from './platform/content-events';
import type { KvStore } from './platform/kv-store';
import { createServices, type Services } from './services';
import { installApiErrorHandling } from './http/error-handler';
import { createPageCache, registerSsr } from './http/ssr-handler';
import { createPageRenderer } from './http/page-renderer';
import { crmRoutes } from './modules/crm/routes';
import { adminRoutes } from './modules/admin/routes';
import { visitorRoutes } from './modules/visitor/routes';
import { traceRoutes } from './modules/trace/routes';
import { chatVisitorRoutes } from './modules/chat/routes';
import { createChatHub } from './modules/chat/hub';
import { newsRoutes } from './modules/news/routes';
import { searchRoutes } from './modules/search/routes';
import { libraryRoutes } from './modules/library/routes';
import { downloadRoutes } from './modules/download/routes';
import { helpRoutes } from './modules/help/routes';
import { solutionRoutes } from './modules/solution/routes';
import { productRoutes } from './modules/product/routes';
import { siteRoutes } from './modules/site/routes';
import { learningRoutes } from './modules/learning/routes';
import { informationRoutes } from './modules/information/routes';
import { tenderRoutes } from './modules/tender/routes';
import { sitePagesRoutes } from './modules/site-pages/routes';
import { recruitRoutes } from './modules/recruit/routes';
import { tenderAlertRoutes } from './modules/tender-alerts/routes';
import { aiRoutes } from './modules/ai/routes';
import { installApiKeyGuard, openPlatformRoutes } from './modules/open-platform/routes';
import { tenderImportRoutes } from './modules/tender-import/routes';
import { authRoutes } from './modules/auth/routes';
import { accountRoutes } from './modules/account/routes';
import { uploadsRoutes } from './modules/account/uploads';
import { buildRobots, buildSitemap } from './modules/seo/sitemap';
import { installViewer } from './modules/auth/viewer';

z.config(z.locales.zhCN());

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Starts the page render workers ahead of the first visitor (server/main.ts calls it before listening). */
    warmPages(): Promise<void>;
  }
}

export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  kv: KvStore;
  events: ContentEvents;
  /** The React Router production build (its server entry and client folder); without it only the API and health routes are served. */
  pageBuild?: { serverEntry: string; clientDir: string };
  logger?: boolean | object;
};

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * On close, every HTTP/2 session is told to finish (GOAWAY): its streams in flight complete, then it closes.
 * Without this a reader's idle session kept the server open until the 10 s shutdown limit: Node 20's HTTP/2
 * server does not close sessions itself, and Fastify's own option for it would also cut HTTP/1.1 requests in
 * flight on the same port.
 */
function closeSessionsOnClose(server: Http2SecureServer, app: { addHook(name: 'preClose', hook: () => Promise<void>): unknown }) {
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.addHook('preClose', async () => {
    for (const session of sessions) session.close();
  });
}

/** Builds the one Fastify instance: /api, health checks, sitemap, static assets and server rendering. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, kv, events } = deps;
  const app = Fastify({
    // With a certificate the one listener speaks HTTP/2 to browsers (their requests share one warmed
    // connection) and HTTP/1.1 to the rest, live chat's WebSocket upgrades included (decision 0060).
    // Fastify types an HTTP/2 server apart; the compatibility request and response it hands over answer
    // every call this app makes, so the instance keeps the HTTP/1 type.
    ...((config.tls ? { http2: true, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } } : {}) as object),
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // One line per request only when debugging: at load, request logs cost more than the pages.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  if (config.tls) closeSessionsOnClose(app.server as unknown as Http2SecureServer, app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({ db: database.db, kv, events, config });
  app.decorate('services', services);

  await app.register(fastifyCookie);
  // Live chat's sockets (decision 0036): frames are small JSON; pictures go by HTTP.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await services.chat.bus.start();
  app.decorate('chatOrigins', config.chatOrigins);
  app.decorate('chatHub', createChatHub({ chat: services.chat, resolveStaff: (token) => services.admin.accounts.resolve(token), log: app.log }));
  app.addHook('onClose', async () => {
    app.chatHub.close();
    await services.chat.bus.close();
  });
  installViewer(app, { db: database.db, sessionStore: services.sessionStore, cache: services.viewerCache });

  // Brotli's default quality (11) costs more CPU than rendering the page; 4 compresses about as well as gzip 6, faster.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Up to 64 kB (API answers, most pages) compress in one call: a zlib stream per response cost 2 ms on a 10 kB
    // search answer, the call itself 0.1 ms. The plugin's default on a two-core host is 8 kB.
    syncThreshold: 65536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.site.name} 开放接口`, version: '1.0.0', description: '所有回复都带 code（成功为 30000）与 msg。' },
      servers: [{ url: config.publicApiBase }],
    },
    transform: jsonSchemaTransform,
    // Recursive schemas (column and category trees) are written as $refs: their definitions go into components.
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const [dbOk, kvOk] = await Promise.all([database.ping(), kv.ping()]);
    return reply.status(dbOk && kvOk ? 200 : 503).send({ status: dbOk && kvOk ? 'ready' : 'unavailable', database: dbOk, kv: kvOk });
  });
  await app.register(uploadsRoutes);
  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(buildRobots(config.site.url)));
  app.get('/sitemap.xml', async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await buildSitemap({ origin: config.site.url, news: services.news, search: services.search })),
  );

  await app.register(
    async (api) => {
      installApiErrorHandling(api);
      // Cookies are SameSite=Lax; refusing cross-site writes by Origin closes the rest of CSRF.
      api.addHook('onRequest', async (req) => {
        const origin = req.headers.origin;
        // An Origin that is not a URL ('null' from a sandboxed frame or a file) is not this site either.
        if (req.method !== 'GET' && origin && URL.parse(origin)?.host !== req.host) {
          throw new AppError('FORBIDDEN', '不允许跨站请求');
        }
      });
      // Partners' keys: counted and limited per key on the open read endpoints (decision 0027).
      installApiKeyGuard(api, '/api');
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(newsRoutes);
      await api.register(crmRoutes);
      await api.register(searchRoutes);
      await api.register(libraryRoutes);
      await api.register(downloadRoutes);
      await api.register(helpRoutes);
      await api.register(solutionRoutes);
      await api.register(productRoutes);
      await api.register(siteRoutes);
      await api.register(learningRoutes);
      await api.register(informationRoutes);
      await api.register(tenderRoutes);
      await api.register(tenderAlertRoutes);
      await api.register(tenderImportRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(sitePagesRoutes);
      await api.register(recruitRoutes);
      await api.register(adminRoutes);
      await api.register(aiRoutes);
      await api.register(openPlatformRoutes);
      await api.register(visitorRoutes);
      await api.register(chatVisitorRoutes);
      await api.register(traceRoutes);
    },
    { prefix: '/api' },
  );

  // The API pages (/open/api/:id) read the same document /api/openapi.json serves.
  services.openPlatform.useDocument(() => app.swagger() as never);

  if (deps.pageBuild) {
    await app.register(fastifyStatic, {
      root: deps.pageBuild.clientDir,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change under the same name; other public files may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    const pageCache = config.pageCache.enabled ? createPageCache({ ttlSeconds: config.pageCache.ttlSeconds }) : undefined;
    if (pageCache) events.onChanged(() => pageCache.clear());
    const renderer = await createPageRenderer({
      serverEntry: deps.pageBuild.serverEntry,
      services,
      events,
      ttlSeconds: config.pageCache.ttlSeconds,
      workers: config.renderWorkers,
    });
    app.addHook('onClose', () => renderer.close());
    app.decorate('warmPages', () => renderer.warm());
    await app.register(async (scope) => registerSsr(scope, { renderer, pageCache, cloudHostMark: config.site.cloudHostMark }));
  } else {
    app.decorate('warmPages', async () => {});
    app.setNotFoundHandler((_req, reply) => reply.status(404).send({ code: '40400', msg: '页面不存在' }));
  }

  return app;
}
