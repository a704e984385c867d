import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenderAlertEndpoints } from '../../../common/tender-alerts/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { loggedIn, viewerId } from '../account/route-hooks';
import { FOLLOW_LIMIT } from './user-lists';

/**
 * Tender subscriptions and their alerts (spec §7 'Authenticated'). Every one
 * needs a logged-in viewer (401 before the body is read) except the digest's
 * one-link unsubscribe, which carries its own token. Thin: parse, call the
 * service, reply.
 */
export const tenderAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.tenderAlerts;
  const tags = ['tender'];
  const endpoint = endpointsOf(app, tenderAlertEndpoints);

  endpoint(
    '/ai/bidSubscribe/create',
    { ...loggedIn, tags, summary: '新建招标订阅（关键词、排除词、地区、行业、信息类型、工程类型、金额范围；每人最多 10 个）' },
    async (req) => ok({ data: await alerts.create({ userId: await viewerId(req), input: req.body }) }),
  );
  endpoint('/ai/bidSubscribe/update', { ...loggedIn, tags, summary: '修改招标订阅（条件变更后重新匹配近 30 天的信息）' }, async (req) => {
    const { id, ...input } = req.body;
    return ok({ data: await alerts.update({ userId: await viewerId(req), id, input }) });
  });
  endpoint('/ai/bidSubscribe/getByUser', { ...loggedIn, tags, summary: '我的订阅概况：订阅数与上限、未读信息数、每日邮件摘要设置' }, async (req) =>
    ok({ data: await alerts.summary({ userId: await viewerId(req) }) }),
  );
  endpoint('/ai/bidSubscribe/get', { ...loggedIn, tags, summary: '一个订阅的条件与新信息数（他人的订阅按不存在处理）' }, async (req) =>
    ok({ data: await alerts.get({ userId: await viewerId(req), id: req.body.id }) }),
  );
  endpoint('/ai/bidSubscribe/list', { ...loggedIn, tags, summary: '我的全部订阅，最新在前，含各自的新信息数' }, async (req) =>
    ok({ data: await alerts.list({ userId: await viewerId(req) }) }),
  );
  endpoint('/ai/bidSubscribe/remove', { ...loggedIn, tags, summary: '删除订阅（连同其匹配记录）' }, async (req) =>
    ok({ data: await alerts.remove({ userId: await viewerId(req), id: req.body.id }) }),
  );
  endpoint('/ai/bidSubscribe/digest', { ...loggedIn, tags, summary: '开启或关闭每日邮件摘要（需已填写邮箱）' }, async (req) =>
    ok({ data: await alerts.setDigest({ userId: await viewerId(req), enabled: req.body.enabled }) }),
  );
  endpoint('/ai/pub/bidSubscribe/unsubscribe', { tags, summary: '邮件中的一键退订（凭链接中的令牌，无需登录）' }, async (req) =>
    ok({ data: await alerts.unsubscribe({ token: req.body.token }) }),
  );
  endpoint('/ai/bid/countSubscribe', { ...loggedIn, tags, summary: '上次查看以来的新匹配数：一个订阅的，或全部订阅的（同一信息只计一次）' }, async (req) =>
    ok({ data: { count: await alerts.countNew({ userId: await viewerId(req), id: req.body.id }) } }),
  );
  endpoint(
    '/ai/bid/listPagedBySubscribe',
    { ...loggedIn, tags, summary: '一个订阅匹配到的招标信息（分页，最新在前，可再按列表条件筛选；查看即标记已读）' },
    async (req) => ok(await alerts.listMatches({ userId: await viewerId(req), ...req.body })),
  );
  const lists = app.services.tenderUser;
  endpoint(
    '/ai/bid/listPagedByFollow',
    { ...loggedIn, tags, summary: '我关注的单位（作为招标人、代理、投标单位或中标人）的招标信息（分页，最新在前，可按列表条件筛选；查看即标记已读）' },
    async (req) => {
      const userId = await viewerId(req);
      const page = await lists.listByFollow({ userId, ...req.body });
      await alerts.markFollowedSeen({ userId });
      return ok(page);
    },
  );
  endpoint('/ai/userBidOrg/list', { ...loggedIn, tags, summary: '我关注的单位（最新关注在前），含各自的信息数与未读提醒数' }, async (req) => {
    const userId = await viewerId(req);
    const [orgs, unseen] = await Promise.all([lists.listFollowed({ userId }), alerts.followedUnseen({ userId })]);
    return ok({
      data: { records: orgs.map((o) => ({ ...o, newCount: unseen.byOrg[o.id] ?? 0 })), limit: FOLLOW_LIMIT, unread: unseen.count },
    });
  });
  endpoint('/ai/bid/listPagedByFavorite', { ...loggedIn, tags, summary: '我收藏的招标信息（分页，最新在前，可按列表条件筛选）' }, async (req) =>
    ok(await lists.listByFavorite({ userId: await viewerId(req), ...req.body })),
  );
  endpoint('/ai/bid/listPagedSort', { ...loggedIn, tags, summary: '招标信息按我的排序：最新发布、截止最近（仅报名中）或金额最大' }, async (req) => {
    await viewerId(req);
    return ok(await lists.listSorted(req.body));
  });
  endpoint('/ai/bidOrg/listPaged', { ...loggedIn, tags, summary: '按名称查找招标人与代理机构，含我是否已关注' }, async (req) =>
    ok(await lists.listOrgs({ userId: await viewerId(req), ...req.body })),
  );
  endpoint('/ai/userBidOrg/create', { ...loggedIn, tags, summary: '关注单位（重复关注只算一次；最多 100 个）' }, async (req) =>
    ok({ data: await lists.follow({ userId: await viewerId(req), orgId: req.body.orgId }) }),
  );
  endpoint('/ai/userBidOrg/remove', { ...loggedIn, tags, summary: '取消关注单位' }, async (req) =>
    ok({ data: await lists.unfollow({ userId: await viewerId(req), orgId: req.body.orgId }) }),
  );
  endpoint('/ai/userBidOrg/state', { ...loggedIn, tags, summary: '我是否关注了该单位' }, async (req) =>
    ok({ data: await lists.followState({ userId: await viewerId(req), orgId: req.body.orgId }) }),
  );
};
