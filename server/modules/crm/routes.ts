import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crmEndpoints } from '../../../common/crm/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** Leads for the sales team (spec §7 /crm/sales/open/*). Thin: parse, call the service, reply. */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { crm } = app.services;
  const endpoint = endpointsOf(app, crmEndpoints);

  endpoint('/crm/sales/open/sem/reservation', { tags: ['crm'], summary: '预约演示' }, async (req) => {
    await crm.createReservation({ ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
    return ok({});
  });

  endpoint('/crm/sales/open/backService/request', { tags: ['crm'], summary: '背景调查服务咨询', config: { validationAsWritten: true } }, async (req) => {
    await crm.createCheckRequest({ ...req.body, ip: req.ip });
    return ok({});
  });
};
