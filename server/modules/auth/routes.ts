import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPasswordRoutes } from './routes-find-password';
import { authRouteKit } from './routes-kit';
import { loginRoutes } from './routes-login';
import { qrRoutes } from './routes-qr';
import { registerRoutes } from './routes-register';
import { sessionRoutes } from './routes-session';
import { wechatRoutes } from './routes-wechat';

/**
 * Login, registration, find-password and QR-login endpoints (spec §7) under
 * /api/user/…, each registered from common/auth/schemas' table with its older
 * names. Thin: parse, call services.auth, set or clear the cookie. Failures
 * go through the one error handler (server/http/error-handler.ts).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Replies about a session must never be stored by a browser or a proxy (failures included).
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const kit = authRouteKit(app);
  loginRoutes(kit);
  qrRoutes(kit);
  sessionRoutes(kit);
  wechatRoutes(kit);
  registerRoutes(kit);
  findPasswordRoutes(kit);
  kit.registerAll();
};
