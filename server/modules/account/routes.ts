import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import { requireViewer } from '../auth/viewer';
import type { ContentKind, Operation } from './rules';
import * as s from './schema';

/** Base64 avatars need more than the global 1 MB body limit. */
const AVATAR_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Checked on request, before the body is read or validated: a logged-out
 * caller always gets 401, never a validation message, and never has a large
 * upload parsed.
 */
const loggedIn = {
  onRequest: async (req: FastifyRequest) => {
    await requireViewer(req);
  },
};

/** The viewer's id (resolved once per request, see auth/viewer.ts). */
const viewerId = async (req: FastifyRequest) => (await requireViewer(req)).userId;

/**
 * Personal endpoints (spec §7: news/learning/AI likes and favourites,
 * points, residue degree, invitations, organisation name, history). Every
 * one needs a logged-in viewer (401 otherwise) except the public rules and
 * the bid stats. Thin: parse, call the service, reply.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services;

  /* ── likes and favourites of news, videos and bids ── */

  const toggles: { path: string; op: Operation; on: boolean; summary: string }[] = [
    { path: 'praise', op: 'PRAISE', on: true, summary: '点赞' },
    { path: 'cancelPraise', op: 'PRAISE', on: false, summary: '取消点赞' },
    { path: 'favorite', op: 'FAVORITE', on: true, summary: '收藏' },
    { path: 'cancelFavorite', op: 'FAVORITE', on: false, summary: '取消收藏' },
  ];
  const families = [
    { prefix: '/news/pub', kind: 'NEWS', label: '文章', body: s.ZNewsOperationRequest, toggles, statePath: 'userOperation', tag: 'news' },
    {
      prefix: '/learning/pub',
      kind: 'VIDEO',
      label: '课程',
      body: s.ZVideoOperationRequest,
      toggles: toggles.filter((t) => t.op === 'FAVORITE'),
      statePath: 'userOperationState',
      tag: 'learning',
    },
    { prefix: '/ai/pub/userOperation', kind: 'BID', label: '招标', body: s.ZBidOperationRequest, toggles, statePath: 'userOperation', tag: 'ai' },
  ] as const satisfies readonly { kind: ContentKind; [k: string]: unknown }[];

  for (const family of families) {
    for (const toggle of family.toggles) {
      app.post(
        `${family.prefix}/${toggle.path}`,
        { ...loggedIn, schema: { tags: [family.tag], summary: `${family.label}${toggle.summary}（需登录，重复操作只算一次）`, body: family.body, response: { 200: s.ZOperationStateResponse } } },
        async (req) => {
          const userId = await viewerId(req);
          return ok({ data: await account.setOperation({ userId, kind: family.kind, id: req.body.id, op: toggle.op, on: toggle.on }) });
        },
      );
    }
    app.post(
      `${family.prefix}/${family.statePath}`,
      { ...loggedIn, schema: { tags: [family.tag], summary: `我对该${family.label}的点赞与收藏状态及计数（需登录）`, body: family.body, response: { 200: s.ZOperationStateResponse } } },
      async (req) => {
        const userId = await viewerId(req);
        return ok({ data: await account.operationState({ userId, kind: family.kind, id: req.body.id }) });
      },
    );
  }

  // Aggregate counts say nothing about anyone: public, for tender lists.
  app.post(
    '/ai/pub/userOperation/stats',
    { schema: { tags: ['ai'], summary: '招标点赞与收藏计数（公开）', body: s.ZBidStatsRequest, response: { 200: s.ZBidStatsResponse } } },
    async (req) => ok({ data: await account.operationStats({ kind: 'BID', ids: req.body.ids }) }),
  );

  /* ── my favourites and likes of every kind ── */

  const mine = ['account'];
  app.post(
    '/user/operation/listPaged',
    { ...loggedIn, schema: { tags: mine, summary: '我的收藏或点赞（分页，最新在前）', body: s.ZOperationListRequest, response: { 200: s.ZOperationListResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok(await account.listOperations({ userId, ...req.body }));
    },
  );
  app.post(
    '/user/operation/cancel',
    { ...loggedIn, schema: { tags: mine, summary: '取消任意类型内容的收藏或点赞', body: s.ZOperationCancelRequest, response: { 200: s.ZOperationStateResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.setOperation({ userId, kind: req.body.kind, id: req.body.id, op: req.body.op, on: false }) });
    },
  );

  /* ── reading history ── */

  app.post(
    '/news/readHistory/create',
    { ...loggedIn, schema: { tags: mine, summary: '记录阅读（同一内容只保留最近一次）', body: s.ZReadHistoryCreateRequest, response: { 200: s.ZEmptyResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      await account.recordReading({ userId, kind: req.body.type, id: req.body.id, title: req.body.title });
      return ok({});
    },
  );
  app.post(
    '/news/readHistory/listPaged',
    { ...loggedIn, schema: { tags: mine, summary: '浏览历史（分页，最新在前）', body: s.ZReadHistoryListRequest, response: { 200: s.ZReadHistoryListResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      const page = await account.listHistory({ userId, kind: req.body.type, current: req.body.current, size: req.body.size });
      return ok({ ...page, records: page.records.map(({ kind, ...r }) => ({ ...r, type: kind })) });
    },
  );
  app.post(
    '/news/readHistory/remove',
    { ...loggedIn, schema: { tags: mine, summary: '删除一条浏览历史', body: s.ZReadHistoryRemoveRequest, response: { 200: s.ZEmptyResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      await account.removeHistory({ userId, kind: req.body.type, id: req.body.id });
      return ok({});
    },
  );
  app.post('/news/readHistory/clear', { ...loggedIn, schema: { tags: mine, summary: '清空浏览历史', response: { 200: s.ZEmptyResponse } } }, async (req) => {
    const userId = await viewerId(req);
    await account.clearHistory({ userId });
    return ok({});
  });

  /* ── points ── */

  const points = ['points'];
  app.post(
    '/ai/accumulatePoint/signDay',
    { ...loggedIn, schema: { tags: points, summary: '每日签到（北京时间每天一次）', response: { 200: s.ZSignDayResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.signIn({ userId }) });
    },
  );
  app.post(
    '/ai/accumulatePoint/signDayList',
    { ...loggedIn, schema: { tags: points, summary: '某月（默认本月）已签到的日期', body: s.ZSignDayListRequest, response: { 200: s.ZSignDayListResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.signCalendar({ userId, month: req.body.month }) });
    },
  );
  app.post(
    '/ai/accumulatePoint/continuSignResidue',
    { ...loggedIn, schema: { tags: points, summary: '连续签到天数与距下次奖励的天数', response: { 200: s.ZSignStatusResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.signStatus({ userId }) });
    },
  );
  app.post(
    '/ai/accumulatePoint/listPaged',
    { ...loggedIn, schema: { tags: points, summary: '积分明细（分页，最新在前）', body: s.ZLedgerListRequest, response: { 200: s.ZLedgerListResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok(await account.listLedger({ userId, ...req.body }));
    },
  );
  app.post(
    '/ai/accumulatePoint/obtainMethod',
    { ...loggedIn, schema: { tags: points, summary: '获取积分的方式及今日完成情况', response: { 200: s.ZObtainMethodResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.obtainMethods({ userId }) });
    },
  );
  app.post('/ai/accumulatePoint/balance', { ...loggedIn, schema: { tags: points, summary: '积分余额', response: { 200: s.ZBalanceResponse } } }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: { balance: await account.pointBalance({ userId }) } });
  });

  app.post('/ai/pub/config/getSignRule', { schema: { tags: points, summary: '签到规则（公开）', response: { 200: s.ZSignRuleResponse } } }, async () =>
    ok({ data: { ...account.signRule(), description: [...account.signRule().description] } }),
  );
  app.post(
    '/ai/pub/config/getPointEarningRule',
    { schema: { tags: points, summary: '积分获取规则（公开）', response: { 200: s.ZEarningRuleResponse } } },
    async () => ok({ data: account.earningRules() }),
  );
  app.post(
    '/ai/pub/config/getPointConsumptionRule',
    { schema: { tags: points, summary: '积分消耗规则（公开）', response: { 200: s.ZConsumptionRuleResponse } } },
    async () => ok({ data: account.consumptionRules() }),
  );

  /* ── AI quota ── */

  app.post('/ai/residueDegree/create', { ...loggedIn, schema: { tags: ['ai'], summary: '领取初始 AI 使用次数（只发一次）', response: { 200: s.ZResidueCreateResponse } } }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.createResidue({ userId }) });
  });
  app.post('/ai/residueDegree/getResidue', { ...loggedIn, schema: { tags: ['ai'], summary: '剩余 AI 使用次数', response: { 200: s.ZResidueGetResponse } } }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.getResidue({ userId }) });
  });
  app.post(
    '/ai/residueDegree/updateResidue',
    { ...loggedIn, schema: { tags: ['ai'], summary: '使用 n 次（不足时拒绝，不会扣成负数）', body: s.ZResidueUpdateRequest, response: { 200: s.ZResidueUpdateResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.useResidue({ userId, n: req.body.n }) });
    },
  );

  /* ── invitations, organisation name, profile ── */

  app.post('/user/unionInvite/generateLink', { ...loggedIn, schema: { tags: mine, summary: '我的邀请链接', response: { 200: s.ZInviteLinkResponse } } }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.inviteLink({ userId }) });
  });

  app.post('/ai/userOrgName/get', { ...loggedIn, schema: { tags: mine, summary: '单位名称', response: { 200: s.ZOrgNameResponse } } }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.getOrgName({ userId }) });
  });
  app.post(
    '/ai/userOrgName/update',
    { ...loggedIn, schema: { tags: mine, summary: '修改单位名称', body: s.ZOrgNameUpdateRequest, response: { 200: s.ZOrgNameResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.updateOrgName({ userId, orgName: req.body.orgName }) });
    },
  );

  app.post('/user/profile/get', { ...loggedIn, schema: { tags: mine, summary: '个人资料', response: { 200: s.ZProfileResponse } } }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.getProfile({ userId }) });
  });
  app.post(
    '/user/profile/updateRealname',
    { ...loggedIn, schema: { tags: mine, summary: '修改真实姓名', body: s.ZRealnameUpdateRequest, response: { 200: s.ZRealnameResponse } } },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.updateRealname({ userId, realname: req.body.realname }) });
    },
  );
  app.post(
    '/user/profile/uploadAvatar',
    {
      ...loggedIn,
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: { tags: mine, summary: '上传头像（PNG/JPEG/WebP，base64，≤ 2 MB）', body: s.ZAvatarUploadRequest, response: { 200: s.ZAvatarResponse } },
    },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.uploadAvatar({ userId, image: req.body.image }) });
    },
  );
};
