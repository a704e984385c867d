import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../../common/account/schemas';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../route-hooks';

/** Reading history (/news/readHistory/*). */
export async function historyRoutes(app: FastifyInstance) {
  const { account } = app.services;
  const endpoint = endpointsOf(app, accountEndpoints);
  const tags = ['account'];

  endpoint('/news/readHistory/create', { ...loggedIn, tags, summary: '记录阅读（同一内容只保留最近一次）' }, async (req) => {
    const userId = await viewerId(req);
    await account.recordReading({ userId, kind: req.body.type, id: req.body.id, title: req.body.title });
    return ok({});
  });
  endpoint('/news/readHistory/listPaged', { ...loggedIn, tags, summary: '浏览历史（分页，最新在前）' }, async (req) => {
    const userId = await viewerId(req);
    return ok(await account.listHistory({ userId, kind: req.body.type, current: req.body.current, size: req.body.size }));
  });
  endpoint('/news/readHistory/remove', { ...loggedIn, tags, summary: '删除一条浏览历史' }, async (req) => {
    const userId = await viewerId(req);
    await account.removeHistory({ userId, kind: req.body.type, id: req.body.id });
    return ok({});
  });
  endpoint('/news/readHistory/clear', { ...loggedIn, tags, summary: '清空浏览历史' }, async (req) => {
    const userId = await viewerId(req);
    await account.clearHistory({ userId });
    return ok({});
  });
}
