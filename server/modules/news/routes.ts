import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsEndpoints } from '../../../common/news/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** Public news endpoints (spec §7 'News public'). Thin: parse, call the service, reply. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;
  const tags = ['news'];
  const endpoint = endpointsOf(app, newsEndpoints);

  endpoint('/news/pub/newsDirList', { tags, summary: '资讯栏目树' }, async (req) => ok({ data: await news.listColumns(req.body) }));
  endpoint('/news/pub/getByName', { tags, summary: '按名称取栏目' }, async (req) => ok({ data: await news.getColumnByName(req.body) }));
  endpoint('/news/pub/dirNews', { tags, summary: '栏目或标签下的文章（分页）' }, async (req) => ok(await news.listArticles(req.body)));
  endpoint('/news/pub/topRead', { tags, summary: '阅读排行' }, async (req) => ok({ data: await news.topRead(req.body) }));
  endpoint('/news/pub/get', { tags, summary: '文章详情' }, async (req) => ok({ data: await news.getArticle(req.body) }));
  endpoint('/news/pub/read', { tags, summary: '记一次阅读，返回新的阅读数' }, async (req) => ok({ data: { readCount: await news.countRead(req.body) } }));
  endpoint('/news/pub/tag', { tags, summary: '标签' }, async (req) => ok({ data: await news.getTag(req.body) }));
  endpoint('/news/pub/tagListPaged', { tags, summary: '标签列表（分页，按文章数）' }, async (req) => ok(await news.listTags(req.body)));
};
