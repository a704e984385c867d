import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import * as s from './schema';

/** The information home's endpoints (spec §7 'News public': polymerization, hotsAndBanner, stats/count). */
export const informationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { information } = app.services;
  const tags = ['news'];

  app.post('/news/pub/stats/count', { schema: { tags, summary: '各类内容数量', response: { 200: s.ZStatsCountResponse } } }, async () =>
    ok({ data: await information.statsCount() }),
  );
  app.post(
    '/news/pub/polymerization',
    { schema: { tags, summary: '各类内容的最新条目（资讯首页的分类板块）', body: s.ZPolymerizationRequest, response: { 200: s.ZPolymerizationResponse } } },
    async (req) => ok({ data: await information.polymerization(req.body) }),
  );
  app.post(
    '/news/pub/hotsAndBanner',
    { schema: { tags, summary: '资讯首页的轮播图与热点', body: s.ZHotsAndBannerRequest, response: { 200: s.ZHotsAndBannerResponse } } },
    async (req) => ok({ data: await information.hotsAndBanner(req.body) }),
  );
};
