import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpEndpoints } from '../../../common/help/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** The help centre (spec §2.1 help routes): public, thin. Rules in service.ts, see README.md. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { help } = app.services;
  const tags = ['help'];
  const endpoint = endpointsOf(app, helpEndpoints);

  endpoint('/help/pub/dir/getTree', { tags, summary: '帮助栏目树（含文章数）' }, async () => ok({ data: await help.getTree() }));
  endpoint('/help/pub/listPaged', { tags, summary: '栏目下的帮助文章（分页）' }, async (req) => ok(await help.listPaged(req.body)));
  endpoint('/help/pub/search', { tags, summary: '搜索帮助文章（高亮）' }, async (req) => ok(await help.search(req.body)));
  endpoint('/help/pub/get', { tags, summary: '帮助文章详情（按 resId）' }, async (req) => ok({ data: await help.get(req.body) }));
  endpoint('/help/pub/getByNumber', { tags, summary: '帮助文章详情（按编号 resNumber）' }, async (req) => ok({ data: await help.getByNumber(req.body) }));
  endpoint('/help/pub/getByShareId', { tags, summary: '帮助文章详情（按分享编号）' }, async (req) => ok({ data: await help.getByShareId(req.body) }));
  endpoint('/help/pub/read', { tags, summary: '记一次阅读，返回新的阅读数' }, async (req) => ok({ data: { readCount: await help.countRead(req.body) } }));
  endpoint('/help/pub/feedback', { tags, summary: '有帮助 / 没帮助（每个地址每篇每天一次）' }, async (req) => ok({ data: await help.feedback({ ...req.body, ip: req.ip }) }));
  endpoint('/help/share/create', { tags, summary: '文章的分享链接（公开）' }, async (req) => ok({ data: await help.shareLink(req.body) }));
};
