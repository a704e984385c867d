import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import * as s from './schema';

/** Public standards, policies and papers (spec §3 NORMAL, POLICY, PAPER), plus the per-kind counts. Thin. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { library } = app.services;
  const tags = ['library'];
  const base = '/library/pub';

  app.post(`${base}/standard/listPaged`, { schema: { tags, summary: '标准规范（分页，可筛选）', body: s.ZStandardListRequest, response: { 200: s.ZStandardListResponse } } }, async (req) =>
    ok(await library.listStandards(req.body)),
  );
  app.post(`${base}/standard/get`, { schema: { tags, summary: '标准详情', body: s.ZStandardIdRequest, response: { 200: s.ZStandardGetResponse } } }, async (req) =>
    ok({ data: await library.getStandard(req.body) }),
  );
  app.post(`${base}/policy/listPaged`, { schema: { tags, summary: '政策法规（分页，可筛选）', body: s.ZListRequest, response: { 200: s.ZPolicyListResponse } } }, async (req) =>
    ok(await library.listPolicies(req.body)),
  );
  app.post(`${base}/policy/get`, { schema: { tags, summary: '政策详情', body: s.ZPolicyIdRequest, response: { 200: s.ZPolicyGetResponse } } }, async (req) =>
    ok({ data: await library.getPolicy(req.body) }),
  );
  app.post(`${base}/paper/listPaged`, { schema: { tags, summary: '论文（分页，可筛选）', body: s.ZListRequest, response: { 200: s.ZPaperListResponse } } }, async (req) =>
    ok(await library.listPapers(req.body)),
  );
  app.post(`${base}/paper/get`, { schema: { tags, summary: '论文详情', body: s.ZPaperIdRequest, response: { 200: s.ZPaperGetResponse } } }, async (req) =>
    ok({ data: await library.getPaper(req.body) }),
  );
  app.post(`${base}/read`, { schema: { tags, summary: '记一次阅读，返回新的阅读数', body: s.ZReadRequest, response: { 200: s.ZReadResponse } } }, async (req) =>
    ok({ data: { readCount: await library.countRead(req.body) } }),
  );
};
