import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solutionEndpoints } from '../../../common/solution/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** Public solutions (方案) by project type and role. Thin: parse, call the service, reply. */
export const solutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { solution } = app.services;
  const tags = ['solution'];
  const endpoint = endpointsOf(app, solutionEndpoints);

  endpoint('/solution/pub/types', { tags, summary: '项目类型及方案数量' }, async () => ok({ data: await solution.listTypes() }));
  endpoint('/solution/pub/listPaged', { tags, summary: '解决方案（分页，可按项目类型、角色、时间与关键词筛选）' }, async (req) => ok(await solution.listPaged(req.body)));
  endpoint('/solution/pub/get', { tags, summary: '解决方案详情及同类方案' }, async (req) => ok({ data: await solution.get(req.body) }));
  endpoint('/solution/pub/read', { tags, summary: '记一次阅读，返回新的阅读数' }, async (req) => ok({ data: { readCount: await solution.countRead(req.body) } }));
};
