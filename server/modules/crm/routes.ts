import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import { ZReservationRequest, ZReservationResponse } from './schema';

export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { crm } = app.services;
  app.post(
    '/crm/sales/open/sem/reservation',
    { schema: { tags: ['crm'], summary: '预约演示', body: ZReservationRequest, response: { 200: ZReservationResponse } } },
    async (req) => {
      await crm.createReservation({ ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
      return ok({});
    },
  );
};
