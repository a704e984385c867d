import { unlessAll } from '../../../common/api/list-filters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import * as s from './schema';

/** Public news endpoints (spec §7 'News public'). Thin: parse, call the service, reply. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;
  const tags = ['news'];

  app.post('/news/pub/newsDirList', { schema: { tags, summary: '资讯栏目树', body: s.ZNewsDirListRequest, response: { 200: s.ZNewsDirListResponse } } }, async (req) =>
    ok({ data: await news.listColumns(req.body) }),
  );

  app.post('/news/pub/getByName', { schema: { tags, summary: '按名称取栏目', body: s.ZGetByNameRequest, response: { 200: s.ZGetByNameResponse } } }, async (req) =>
    ok({ data: await news.getColumnByName(req.body) }),
  );

  app.post('/news/pub/dirNews', { schema: { tags, summary: '栏目或标签下的文章（分页）', body: s.ZDirNewsRequest, response: { 200: s.ZDirNewsResponse } } }, async (req) =>
    ok(await news.listArticles({ ...req.body, projectType: unlessAll(req.body.projectType), projectRole: unlessAll(req.body.projectRole) })),
  );

  app.post('/news/pub/topRead', { schema: { tags, summary: '阅读排行', body: s.ZTopReadRequest, response: { 200: s.ZTopReadResponse } } }, async (req) =>
    ok({ data: await news.topRead(req.body) }),
  );

  app.post('/news/pub/get', { schema: { tags, summary: '文章详情', body: s.ZNewsIdRequest, response: { 200: s.ZNewsGetResponse } } }, async (req) =>
    ok({ data: await news.getArticle(req.body) }),
  );

  app.post('/news/pub/read', { schema: { tags, summary: '记一次阅读，返回新的阅读数', body: s.ZNewsIdRequest, response: { 200: s.ZNewsReadResponse } } }, async (req) =>
    ok({ data: { readCount: await news.countRead(req.body) } }),
  );

  app.post('/news/pub/tag', { schema: { tags, summary: '标签', body: s.ZTagRequest, response: { 200: s.ZTagResponse } } }, async (req) =>
    ok({ data: await news.getTag(req.body) }),
  );

  app.post('/news/pub/tagListPaged', { schema: { tags, summary: '标签列表（分页，按文章数）', body: s.ZTagListPagedRequest, response: { 200: s.ZTagListPagedResponse } } }, async (req) =>
    ok(await news.listTags(req.body)),
  );
};
