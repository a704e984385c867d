import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import * as s from './schema';

/** Public products (应用) and their release log (更新日志). Thin: parse, call the service, reply. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { product } = app.services;
  const tags = ['product'];
  const base = '/product/pub';

  app.post(`${base}/list`, { schema: { tags, summary: '产品列表（含版本数与最新版本）', response: { 200: s.ZProductListResponse } } }, async () =>
    ok({ data: await product.list() }),
  );
  app.post(
    `${base}/get`,
    { schema: { tags, summary: '产品详情（按编号或代码）及最新 5 个版本', body: s.ZProductGetRequest, response: { 200: s.ZProductGetResponse } } },
    async (req) => ok({ data: await product.get(req.body) }),
  );
  app.post(
    `${base}/releases`,
    {
      schema: {
        tags,
        summary: '更新日志（分页，可按产品、年份与关键词筛选，命中词高亮）',
        body: s.ZReleaseListRequest,
        response: { 200: s.ZReleaseListResponse },
      },
    },
    async (req) => ok(await product.listReleases(req.body)),
  );
};
