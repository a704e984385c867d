import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import * as s from './schema';

/** The help centre (spec §2.1 help routes): public, thin. Rules in service.ts, see README.md. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { help } = app.services;
  const tags = ['help'];

  app.post('/help/pub/dir/getTree', { schema: { tags, summary: '帮助栏目树（含文章数）', response: { 200: s.ZTreeResponse } } }, async () =>
    ok({ data: await help.getTree() }),
  );
  app.post('/help/pub/listPaged', { schema: { tags, summary: '栏目下的帮助文章（分页）', body: s.ZListPagedRequest, response: { 200: s.ZListPagedResponse } } }, async (req) =>
    ok(await help.listPaged(req.body)),
  );
  app.post('/help/pub/search', { schema: { tags, summary: '搜索帮助文章（高亮）', body: s.ZSearchRequest, response: { 200: s.ZSearchResponse } } }, async (req) =>
    ok(await help.search(req.body)),
  );
  app.post('/help/pub/get', { schema: { tags, summary: '帮助文章详情（按 resId）', body: s.ZIdRequest, response: { 200: s.ZArticleResponse } } }, async (req) =>
    ok({ data: await help.get(req.body) }),
  );
  app.post('/help/pub/getByNumber', { schema: { tags, summary: '帮助文章详情（按编号 resNumber）', body: s.ZNumberRequest, response: { 200: s.ZArticleResponse } } }, async (req) =>
    ok({ data: await help.getByNumber(req.body) }),
  );
  app.post('/help/pub/getByShareId', { schema: { tags, summary: '帮助文章详情（按分享编号）', body: s.ZShareIdRequest, response: { 200: s.ZArticleResponse } } }, async (req) =>
    ok({ data: await help.getByShareId(req.body) }),
  );
  app.post('/help/pub/read', { schema: { tags, summary: '记一次阅读，返回新的阅读数', body: s.ZIdRequest, response: { 200: s.ZReadResponse } } }, async (req) =>
    ok({ data: { readCount: await help.countRead(req.body) } }),
  );
  app.post('/help/pub/feedback', { schema: { tags, summary: '有帮助 / 没帮助（每个地址每篇每天一次）', body: s.ZFeedbackRequest, response: { 200: s.ZFeedbackResponse } } }, async (req) =>
    ok({ data: await help.feedback({ ...req.body, ip: req.ip }) }),
  );
  app.post('/help/share/create', { schema: { tags, summary: '文章的分享链接（公开）', body: s.ZIdRequest, response: { 200: s.ZShareResponse } } }, async (req) =>
    ok({ data: await help.shareLink(req.body) }),
  );
};
