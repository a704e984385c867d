import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import { ZSearchRequest, ZSearchResponse } from './schema';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  app.post(
    '/search/pub/query',
    { schema: { tags: ['search'], summary: '全站搜索（按相关度，带高亮与分类统计）', body: ZSearchRequest, response: { 200: ZSearchResponse } } },
    async (req) => ok(await search.search(req.body)),
  );
};
