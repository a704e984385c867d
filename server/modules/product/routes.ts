import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productEndpoints } from '../../../common/product/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';

/** Public products (应用) and their release log (更新日志). Thin: parse, call the service, reply. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { product } = app.services;
  const tags = ['product'];
  const endpoint = endpointsOf(app, productEndpoints);

  endpoint('/product/pub/list', { tags, summary: '产品列表（含版本数与最新版本）' }, async () => ok({ data: await product.list() }));
  endpoint('/product/pub/get', { tags, summary: '产品详情（按编号或代码）及最新 5 个版本' }, async (req) => ok({ data: await product.get(req.body) }));
  endpoint('/product/pub/releases', { tags, summary: '更新日志（分页，可按产品、年份与关键词筛选，命中词高亮）' }, async (req) => ok(await product.listReleases(req.body)));
};
