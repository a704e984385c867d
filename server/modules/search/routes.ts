import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints } from '../../../common/search/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** The site search (spec §7 /search/pub/query). Thin: parse, call the service, reply. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  const endpoint = endpointsOf(app, searchEndpoints);
  endpoint('/search/pub/query', { tags: ['search'], summary: '全站搜索（按相关度，带高亮与分类统计）' }, async (req) => ok(await search.search(req.body)));
};
