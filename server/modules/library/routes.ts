import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryEndpoints } from '../../../common/library/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** Public standards, policies and papers (spec §3 NORMAL, POLICY, PAPER). Thin. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { library } = app.services;
  const tags = ['library'];
  const endpoint = endpointsOf(app, libraryEndpoints);

  endpoint('/library/pub/standard/listPaged', { tags, summary: '标准规范（分页，可筛选）' }, async (req) => ok(await library.listStandards(req.body)));
  endpoint('/library/pub/standard/get', { tags, summary: '标准详情' }, async (req) => ok({ data: await library.getStandard(req.body) }));
  endpoint('/library/pub/policy/listPaged', { tags, summary: '政策法规（分页，可筛选）' }, async (req) => ok(await library.listPolicies(req.body)));
  endpoint('/library/pub/policy/get', { tags, summary: '政策详情' }, async (req) => ok({ data: await library.getPolicy(req.body) }));
  endpoint('/library/pub/paper/listPaged', { tags, summary: '论文（分页，可筛选）' }, async (req) => ok(await library.listPapers(req.body)));
  endpoint('/library/pub/paper/get', { tags, summary: '论文详情' }, async (req) => ok({ data: await library.getPaper(req.body) }));
  endpoint('/library/pub/read', { tags, summary: '记一次阅读，返回新的阅读数' }, async (req) => ok({ data: { readCount: await library.countRead(req.body) } }));
};
