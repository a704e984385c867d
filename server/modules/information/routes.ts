import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { informationEndpoints } from '../../../common/information/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** The information home's endpoints (spec §7 'News public': polymerization, hotsAndBanner, stats/count). Thin. */
export const informationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { information } = app.services;
  const tags = ['news'];
  const endpoint = endpointsOf(app, informationEndpoints);

  endpoint('/news/pub/stats/count', { tags, summary: '各类内容数量' }, async () => ok({ data: await information.statsCount() }));
  endpoint('/news/pub/polymerization', { tags, summary: '各类内容的最新条目（资讯首页的分类板块）' }, async (req) =>
    ok({ data: await information.polymerization(req.body) }),
  );
  endpoint('/news/pub/hotsAndBanner', { tags, summary: '资讯首页的轮播图与热点' }, async (req) => ok({ data: await information.hotsAndBanner(req.body) }));
};
