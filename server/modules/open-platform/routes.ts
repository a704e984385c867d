import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_HEADER, apiKeyMessages, isOpenReadEndpoint } from '../../../common/open-platform/options';
import { openPlatformEndpoints } from '../../../common/open-platform/schemas';
import { AppError } from '../../errors';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { loggedIn, viewerId } from '../account/route-hooks';

/** A logged-in user's API keys. Thin: parse, call the service, reply. */
export const openPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openPlatform } = app.services;
  const tags = ['open'];
  const endpoint = endpointsOf(app, openPlatformEndpoints);
  const asWritten = { validationAsWritten: true };

  endpoint('/open/apiKey/list', { tags, summary: '我的 API 密钥（含调用次数，需登录）', ...loggedIn }, async (req) =>
    ok({ data: await openPlatform.listKeys({ userId: await viewerId(req) }) }),
  );
  endpoint('/open/apiKey/create', { tags, summary: '创建 API 密钥：完整密钥仅在此次返回（需登录）', ...loggedIn, config: asWritten }, async (req) =>
    ok({ data: await openPlatform.createKey({ ...req.body, userId: await viewerId(req) }) }),
  );
  endpoint('/open/apiKey/revoke', { tags, summary: '撤销 API 密钥，立即生效（需登录）', ...loggedIn }, async (req) => {
    await openPlatform.revokeKey({ id: req.body.id, userId: await viewerId(req) });
    return ok({});
  });
};

/**
 * Calls that carry an API key (header X-Api-Key): only the open read
 * endpoints take one; each call is limited and counted per key before the
 * body is read. Calls without the header are the site's own and untouched.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider
export function installApiKeyGuard(api: FastifyInstance<any, any, any, any, any>, prefix: string) {
  const { openPlatform } = api.services;
  api.addHook('onRequest', async (req, reply) => {
    const key = req.headers[API_KEY_HEADER];
    if (key === undefined) return;
    const route = req.routeOptions.url ?? '';
    const path = route.startsWith(prefix) ? route.slice(prefix.length) : route;
    if (!isOpenReadEndpoint(path)) throw new AppError('FORBIDDEN', apiKeyMessages.notOpen);
    const quota = await openPlatform.admitKeyedCall(Array.isArray(key) ? (key[0] ?? '') : key);
    reply.header('x-ratelimit-limit', String(quota.limit));
    reply.header('x-ratelimit-remaining', String(quota.remaining));
    reply.header('x-ratelimit-reset', String(quota.resetSeconds));
  });
}
