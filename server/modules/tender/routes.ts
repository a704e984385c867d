import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderEndpoints } from '../../../common/tender/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { AppError } from '../../errors';
import { CONTACTS_LOGIN_MESSAGE } from './service';

/**
 * Public tenders (spec §7 /ai/pub/bid/*). Thin: parse, call the service, reply.
 * Likes and favourites (/ai/pub/userOperation/*, kind BID) are served by the
 * account module's one mechanism.
 */
export const tenderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tender } = app.services;
  const tags = ['tender'];
  const endpoint = endpointsOf(app, tenderEndpoints);

  endpoint('/ai/pub/bid/first', { tags, summary: '招标首屏：最新招标公告、各类信息今日/本周/累计数量、报名中的公告数' }, async (req) =>
    ok({ data: await tender.first(req.body) }),
  );
  endpoint('/ai/pub/bid/listPaged', { tags, summary: '招标信息（分页，可按行业分类、信息类型、地区、工程类型、状态、时间与关键词筛选）' }, async (req) =>
    ok(await tender.listPaged(req.body)),
  );
  endpoint('/ai/pub/bid/listOrgPaged', { tags, summary: '招标人与招标代理（分页，含项目数与信息数）' }, async (req) => ok(await tender.listOrgs(req.body)));
  endpoint('/ai/pub/bid/getByBidId', { tags, summary: '招标信息详情、项目阶段与相关信息（联系方式仅登录可见）' }, async (req) =>
    ok({ data: await tender.get({ id: req.body.id, viewer: await req.getViewer() }) }),
  );
  endpoint(
    '/ai/pub/bid/checkLogin',
    {
      tags,
      summary: '查看联系方式前检查登录（需登录），返回招标人与代理机构的联系方式',
      // A logged-out caller gets 401 before the body is read, like the account endpoints.
      onRequest: async (req) => {
        if (!(await req.getViewer())) throw new AppError('UNAUTHENTICATED', CONTACTS_LOGIN_MESSAGE);
      },
    },
    async (req) => ok({ data: await tender.contacts({ id: req.body.id, viewer: await req.getViewer() }) }),
  );
  endpoint('/ai/pub/bid/orgProfile', { tags, summary: '单位主页：其项目的最新信息、历年中标结果数量与金额、常合作的单位（不含联系方式）' }, async (req) =>
    ok({ data: await app.services.tenderOrgs.get({ id: req.body.id }) }),
  );
  endpoint('/ai/pub/bid/read', { tags, summary: '记一次阅读，返回新的阅读数' }, async (req) => ok({ data: { readCount: await tender.countRead(req.body) } }));
};
