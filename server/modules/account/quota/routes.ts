import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../../common/account/schemas';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../route-hooks';

/** The AI quota (/ai/residueDegree/*). */
export async function quotaRoutes(app: FastifyInstance) {
  const { account } = app.services;
  const endpoint = endpointsOf(app, accountEndpoints);
  const tags = ['ai'];

  endpoint('/ai/residueDegree/create', { ...loggedIn, tags, summary: '领取初始 AI 使用次数（只发一次）' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.createResidue({ userId }) });
  });
  endpoint('/ai/residueDegree/getResidue', { ...loggedIn, tags, summary: '剩余 AI 使用次数' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.getResidue({ userId }) });
  });
  endpoint('/ai/residueDegree/updateResidue', { ...loggedIn, tags, summary: '使用 n 次（不足时拒绝，不会扣成负数）' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.useResidue({ userId, n: req.body.n }) });
  });
  endpoint(
    '/ai/residueDegree/exchange',
    { ...loggedIn, config: { validationAsWritten: true }, tags, summary: '用积分兑换 AI 使用次数（按积分消耗规则；同一请求编号只扣一次）' },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.exchangeResidue({ userId, ...req.body }) });
    },
  );
}
