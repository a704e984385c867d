import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACE_BODY_LIMIT } from '../../../common/trace/options';
import { traceEndpoints } from '../../../common/trace/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/**
 * Statistics (spec §7 /trace/trace/*). The client IP is Fastify's req.ip:
 * X-Forwarded-For counts only with TRUST_PROXY (the configured proxy).
 */
export const traceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trace } = app.services;
  const endpoint = endpointsOf(app, traceEndpoints);
  const doc = (summary: string) => ({ tags: ['trace'], summary, bodyLimit: TRACE_BODY_LIMIT, config: { validationAsWritten: true } });
  const caller = async (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), userId: (await req.getViewer())?.userId ?? null });
  // A beacon's answer is never cached.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  endpoint('/trace/trace/stat.htm', doc('页面离开统计'), async (req) => {
    await trace.pageLeave({ ...req.query, ...(await caller(req)) });
    return ok({});
  });
  endpoint('/trace/trace/article', doc('文章阅读时长'), async (req) => {
    await trace.articleRead({ ...req.body, ...(await caller(req)) });
    return ok({});
  });
};
