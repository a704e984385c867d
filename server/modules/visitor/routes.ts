import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorEndpoints } from '../../../common/visitor/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** The visitor service (spec §7 /crm/sdm/open/*). Thin: parse, call the service, reply. */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visitor } = app.services;
  const endpoint = endpointsOf(app, visitorEndpoints);
  const doc = (summary: string) => ({ tags: ['visitor'], summary, config: { validationAsWritten: true } });
  const caller = async (req: FastifyRequest) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    userId: (await req.getViewer())?.userId ?? null,
  });

  endpoint('/crm/sdm/open/guest/create', doc('创建访客'), async (req) => ok(await visitor.createGuest({ ...req.body, ...(await caller(req)) })));
  endpoint('/crm/sdm/open/session/init', doc('打开或恢复客服会话'), async (req) => ok(await visitor.initSession({ ...req.body, ...(await caller(req)) })));
  endpoint('/crm/sdm/open/setting/get', doc('客服设置'), async () => ok({ model: await visitor.settings() }));
  endpoint('/crm/sdm/open/consult', doc('即时咨询（留下问题和手机号）'), async (req) => {
    await visitor.consult({ ...req.body, ...(await caller(req)) });
    return ok({});
  });
};
