import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import * as s from './schema';

/** Public solutions (方案) by project type and role. Thin: parse, call the service, reply. */
export const solutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { solution } = app.services;
  const tags = ['solution'];
  const base = '/solution/pub';

  app.post(`${base}/types`, { schema: { tags, summary: '项目类型及方案数量', response: { 200: s.ZSolutionTypesResponse } } }, async () =>
    ok({ data: await solution.listTypes() }),
  );
  app.post(`${base}/listPaged`, { schema: { tags, summary: '解决方案（分页，可按项目类型、角色、时间与关键词筛选）', body: s.ZSolutionListRequest, response: { 200: s.ZSolutionListResponse } } }, async (req) =>
    ok(await solution.listPaged(req.body)),
  );
  app.post(`${base}/get`, { schema: { tags, summary: '解决方案详情及同类方案', body: s.ZSolutionIdRequest, response: { 200: s.ZSolutionGetResponse } } }, async (req) =>
    ok({ data: await solution.get(req.body) }),
  );
  app.post(`${base}/read`, { schema: { tags, summary: '记一次阅读，返回新的阅读数', body: s.ZSolutionIdRequest, response: { 200: s.ZSolutionReadResponse } } }, async (req) =>
    ok({ data: { readCount: await solution.countRead(req.body) } }),
  );
};
