import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../../common/account/schemas';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../route-hooks';

/** Sign-in, the ledger and the balance (/ai/accumulatePoint/*), and the public rules (/ai/pub/config/*). */
export async function pointsRoutes(app: FastifyInstance) {
  const { account } = app.services;
  const endpoint = endpointsOf(app, accountEndpoints);
  const tags = ['points'];

  endpoint('/ai/accumulatePoint/signDay', { ...loggedIn, tags, summary: '每日签到（北京时间每天一次）' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.signIn({ userId }) });
  });
  endpoint('/ai/accumulatePoint/signDayList', { ...loggedIn, tags, summary: '某月（默认本月）已签到的日期' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.signCalendar({ userId, month: req.body.month }) });
  });
  endpoint('/ai/accumulatePoint/continuSignResidue', { ...loggedIn, tags, summary: '连续签到天数与距下次奖励的天数' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.signStatus({ userId }) });
  });
  endpoint('/ai/accumulatePoint/listPaged', { ...loggedIn, tags, summary: '积分明细（分页，最新在前）' }, async (req) => {
    const userId = await viewerId(req);
    return ok(await account.listLedger({ userId, ...req.body }));
  });
  endpoint('/ai/accumulatePoint/obtainMethod', { ...loggedIn, tags, summary: '获取积分的方式及今日完成情况' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.obtainMethods({ userId }) });
  });
  endpoint('/ai/accumulatePoint/balance', { ...loggedIn, tags, summary: '积分余额' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: { balance: await account.pointBalance({ userId }) } });
  });

  endpoint('/ai/pub/config/getSignRule', { tags, summary: '签到规则（公开）' }, async () => ok({ data: account.signRule() }));
  endpoint('/ai/pub/config/getPointEarningRule', { tags, summary: '积分获取规则（公开）' }, async () => ok({ data: account.earningRules() }));
  endpoint('/ai/pub/config/getPointConsumptionRule', { tags, summary: '积分消耗规则（公开）' }, async () => ok({ data: account.consumptionRules() }));
}
