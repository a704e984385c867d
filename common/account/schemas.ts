import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { accountFieldLimits, accountFieldMessages, AI_MAX_EXCHANGE_USES, AI_MAX_USES_PER_CALL, CONTENT_KINDS, OPERATIONS } from './options';

/* ── building blocks ── */

const zKind = z.enum(CONTENT_KINDS, { error: `内容类型只能是 ${CONTENT_KINDS.join('、')} 之一` });
const zOperation = z.enum(OPERATIONS, { error: '操作只能是 FAVORITE 或 PRAISE' });

export const ZEmptyResponse = envelope({});

/* ── news, videos and bids: like / favourite ── */

/** The viewer's like and favourite of one item, with its counts. */
export const ZOperationState = z.object({
  id: z.number().int(),
  kind: zKind,
  praised: z.boolean().describe('the viewer liked it'),
  favorited: z.boolean().describe('the viewer favourited it'),
  praiseCount: z.number().int(),
  favoriteCount: z.number().int(),
});
export type OperationState = z.infer<typeof ZOperationState>;
export const ZOperationStateResponse = envelope({ data: ZOperationState });

export const ZNewsOperationRequest = z.object({ id: zId('文章编号') });
// A title sent by older clients is dropped: the server takes it from the content itself.
export const ZVideoOperationRequest = z.object({ id: zId('课程编号') });
export const ZBidOperationRequest = z.object({ id: zId('招标编号') });

export const ZBidStatsRequest = z.object({
  ids: z.array(zId('招标编号'), { error: '请提供招标编号列表' }).min(1, '请至少提供 1 个招标编号').max(100, '一次最多查询 100 个招标编号'),
});
/** Public like and favourite counts of one item. */
export const ZOperationCounts = z.object({ id: z.number().int(), praiseCount: z.number().int(), favoriteCount: z.number().int() });
export type OperationCounts = z.infer<typeof ZOperationCounts>;
export const ZBidStatsResponse = envelope({ data: z.array(ZOperationCounts) });

/* ── my favourites and likes across kinds ── */

export const ZOperationListRequest = z.object({ op: zOperation, kind: zKind.optional(), ...pageRequestFields });
export type OperationListRequest = z.output<typeof ZOperationListRequest>;
export const ZOperationRecord = z.object({ kind: zKind, id: z.number().int(), title: z.string(), createdAt: z.string().describe('ISO 8601') });
export type OperationRecord = z.infer<typeof ZOperationRecord>;
export const ZOperationListResponse = pageEnvelope(ZOperationRecord);

export const ZOperationCancelRequest = z.object({ op: zOperation, kind: zKind, id: zId('内容编号') });

/* ── reading history (spec §4 'Article reading record') ── */

export const ZReadHistoryCreateRequest = z.object({
  id: zId('内容编号'),
  type: zKind,
  title: z
    .string({ error: accountFieldMessages.titleRequired })
    .trim()
    .min(1, accountFieldMessages.titleRequired)
    .max(accountFieldLimits.title, accountFieldMessages.titleTooLong),
  /** Accepted for compatibility with the old client; not stored. */
  artAuthorStaffId: z.union([z.string().max(64), zId('作者编号', { min: 0 })]).optional(),
  /** Accepted for compatibility; the server stamps the time itself. */
  startTime: z.union([z.string().max(64), z.number()]).optional(),
});

export const ZReadHistoryListRequest = z.object({ type: zKind.optional(), ...pageRequestFields }).default({ current: 1, size: 20 });
export const ZReadHistoryRecord = z.object({ id: z.number().int(), type: zKind, title: z.string(), readAt: z.string().describe('ISO 8601') });
export type ReadHistoryRecord = z.infer<typeof ZReadHistoryRecord>;
export const ZReadHistoryListResponse = pageEnvelope(ZReadHistoryRecord);

export const ZReadHistoryRemoveRequest = z.object({ id: zId('内容编号'), type: zKind });

/* ── points ── */

export const ZSignStatus = z.object({
  today: z.string().describe('YYYY-MM-DD, China Standard Time'),
  signedToday: z.boolean(),
  /** Consecutive days up to today (or yesterday while today is not signed yet). */
  streak: z.number().int(),
  /** Sign-ins still needed, today's included when not yet signed, until the next cycle bonus. */
  daysToBonus: z.number().int(),
  cycleDays: z.number().int(),
  cycleBonus: z.number().int(),
  dailyPoints: z.number().int(),
});
export type SignStatus = z.infer<typeof ZSignStatus>;
export const ZSignStatusResponse = envelope({ data: ZSignStatus });
export const ZSignResult = ZSignStatus.extend({ credited: z.number().int(), bonus: z.number().int(), balance: z.number().int() });
export type SignResult = z.infer<typeof ZSignResult>;
export const ZSignDayResponse = envelope({ data: ZSignResult });

export const ZSignDayListRequest = z
  .object({
    month: z
      .string({ error: '月份格式应为 YYYY-MM' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM')
      .optional(),
  })
  .default({});
/** The signed days of a month (YYYY-MM-DD), with today for the calendar. */
export const ZSignCalendar = z.object({ month: z.string(), today: z.string(), days: z.array(z.string()) });
export type SignCalendar = z.infer<typeof ZSignCalendar>;
export const ZSignDayListResponse = envelope({ data: ZSignCalendar });

export const ZLedgerListRequest = z.object({ ...pageRequestFields }).default({ current: 1, size: 20 });
export const ZLedgerRecord = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  method: z.string(),
  methodName: z.string(),
  memo: z.string(),
  createdAt: z.string(),
});
export type LedgerRecord = z.infer<typeof ZLedgerRecord>;
export const ZLedgerListResponse = pageEnvelope(ZLedgerRecord);

export const ZBalanceResponse = envelope({ data: z.object({ balance: z.number().int() }) });

export const ZEarningRule = z.object({ method: z.string(), name: z.string(), points: z.number().int(), limit: z.string(), desc: z.string() });
export type EarningRule = z.infer<typeof ZEarningRule>;
/** A way to earn points, with whether the viewer has already done it today. */
export const ZObtainMethod = ZEarningRule.extend({ doneToday: z.boolean() });
export type ObtainMethod = z.infer<typeof ZObtainMethod>;
export const ZObtainMethodResponse = envelope({ data: z.array(ZObtainMethod) });
export const ZEarningRuleResponse = envelope({ data: z.array(ZEarningRule) });
export const ZConsumptionRule = z.object({ method: z.string(), name: z.string(), points: z.number().int(), unit: z.string(), desc: z.string() });
export type ConsumptionRule = z.infer<typeof ZConsumptionRule>;
export const ZConsumptionRuleResponse = envelope({ data: z.array(ZConsumptionRule) });
export const ZSignRule = z.object({
  dailyPoints: z.number().int(),
  cycleDays: z.number().int(),
  cycleBonus: z.number().int(),
  timeZone: z.string(),
  description: z.array(z.string()),
});
export type SignRule = z.infer<typeof ZSignRule>;
export const ZSignRuleResponse = envelope({ data: ZSignRule });

/* ── AI quota ── */

export const ZResidueCreated = z.object({ created: z.boolean(), residue: z.number().int() });
export type ResidueCreated = z.infer<typeof ZResidueCreated>;
export const ZResidueCreateResponse = envelope({ data: ZResidueCreated });
/** The viewer's AI uses left; `initialized` is false until the starting quota was claimed. */
export const ZResidue = z.object({ initialized: z.boolean(), residue: z.number().int() });
export type Residue = z.infer<typeof ZResidue>;
export const ZResidueGetResponse = envelope({ data: ZResidue });
export const ZResidueUpdateRequest = z
  .object({
    n: z.coerce
      .number({ error: '使用次数必须是数字' })
      .int('使用次数必须是整数')
      .min(1, '使用次数不能小于 1')
      .max(AI_MAX_USES_PER_CALL, `使用次数不能大于 ${AI_MAX_USES_PER_CALL}`)
      .default(1),
  })
  .default({ n: 1 });
export const ZResidueLeft = z.object({ residue: z.number().int() });
export type ResidueLeft = z.infer<typeof ZResidueLeft>;
export const ZResidueUpdateResponse = envelope({ data: ZResidueLeft });

/** POST /ai/residueDegree/exchange: points for AI uses by the consumption rule (AI_WRITING); one request id spends once. */
export const ZResidueExchangeRequest = z.object({
  requestId: z
    .string({ error: '缺少请求编号' })
    .regex(/^[A-Za-z0-9_-]{8,40}$/, '请求编号格式不正确')
    .describe('chosen by the browser for one exchange: a resend with the same id spends nothing more'),
  uses: z.coerce
    .number({ error: '兑换次数必须是数字' })
    .int('兑换次数必须是整数')
    .min(1, '兑换次数不能小于 1')
    .max(AI_MAX_EXCHANGE_USES, `一次最多兑换 ${AI_MAX_EXCHANGE_USES} 次`),
});
export const ZResidueExchanged = z.object({
  uses: z.number().int().describe('uses this exchange added'),
  spent: z.number().int().describe('points this exchange cost'),
  residue: z.number().int(),
  points: z.number().int().describe('points left'),
  replay: z.boolean().describe('true: this request id had already been exchanged; nothing more was spent'),
});
export type ResidueExchanged = z.infer<typeof ZResidueExchanged>;
export const ZResidueExchangeResponse = envelope({ data: ZResidueExchanged });

/* ── invitations ── */

export const ZInviteLink = z.object({
  code: z.string(),
  link: z.string(),
  invitedCount: z.number().int(),
  earnedPoints: z.number().int(),
  rewardPoints: z.number().int(),
});
export type InviteLink = z.infer<typeof ZInviteLink>;
export const ZInviteLinkResponse = envelope({ data: ZInviteLink });

/* ── organisation name and profile ── */

export const ZOrgNameUpdateRequest = z.object({
  orgName: z
    .string({ error: accountFieldMessages.orgNameRequired })
    .trim()
    .min(1, accountFieldMessages.orgNameRequired)
    .max(accountFieldLimits.orgName, accountFieldMessages.orgNameTooLong),
});
export const ZOrgName = z.object({ orgName: z.string() });
export type OrgName = z.infer<typeof ZOrgName>;
export const ZOrgNameResponse = envelope({ data: ZOrgName });

export const ZRealnameUpdateRequest = z.object({
  realname: z
    .string({ error: accountFieldMessages.realnameRequired })
    .trim()
    .min(1, accountFieldMessages.realnameRequired)
    .max(accountFieldLimits.realname, accountFieldMessages.realnameTooLong),
});
export const ZRealname = z.object({ realname: z.string() });
export type Realname = z.infer<typeof ZRealname>;
export const ZRealnameResponse = envelope({ data: ZRealname });

/** Base64 grows data by a third; a little room for the data: prefix. */
const AVATAR_MAX_BASE64 = Math.ceil(accountFieldLimits.avatarBytes / 3) * 4 + 100;

export const ZAvatarUploadRequest = z.object({
  image: z
    .string({ error: accountFieldMessages.avatarRequired })
    .min(1, accountFieldMessages.avatarRequired)
    .max(AVATAR_MAX_BASE64, accountFieldMessages.avatarTooLarge)
    .describe('PNG, JPEG or WebP as a data: URL or bare base64, at most 2 MB'),
});
export const ZAvatar = z.object({ avatarUrl: z.string() });
export type Avatar = z.infer<typeof ZAvatar>;
export const ZAvatarResponse = envelope({ data: ZAvatar });

export const ZProfile = z.object({
  unionid: z.string(),
  loginName: z.string(),
  realname: z.string(),
  avatarUrl: z.string(),
  orgName: z.string(),
  phone: z.string().describe('masked'),
  points: z.number().int(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ZProfile>;
export const ZProfileResponse = envelope({ data: ZProfile });

/**
 * The personal endpoints (spec §7): likes and favourites of news, courses and
 * bids, my favourites and likes, reading history, points and sign-in, the AI
 * quota, invitations, organisation name and profile. Every one needs a session
 * except the three /ai/pub/config rules and /ai/pub/userOperation/stats.
 */
export const accountEndpoints = {
  '/news/pub/praise': post(ZNewsOperationRequest, ZOperationStateResponse),
  '/news/pub/cancelPraise': post(ZNewsOperationRequest, ZOperationStateResponse),
  '/news/pub/favorite': post(ZNewsOperationRequest, ZOperationStateResponse),
  '/news/pub/cancelFavorite': post(ZNewsOperationRequest, ZOperationStateResponse),
  '/news/pub/userOperation': post(ZNewsOperationRequest, ZOperationStateResponse),
  '/learning/pub/favorite': post(ZVideoOperationRequest, ZOperationStateResponse),
  '/learning/pub/cancelFavorite': post(ZVideoOperationRequest, ZOperationStateResponse),
  '/learning/pub/userOperationState': post(ZVideoOperationRequest, ZOperationStateResponse),
  '/ai/pub/userOperation/praise': post(ZBidOperationRequest, ZOperationStateResponse),
  '/ai/pub/userOperation/cancelPraise': post(ZBidOperationRequest, ZOperationStateResponse),
  '/ai/pub/userOperation/favorite': post(ZBidOperationRequest, ZOperationStateResponse),
  '/ai/pub/userOperation/cancelFavorite': post(ZBidOperationRequest, ZOperationStateResponse),
  '/ai/pub/userOperation/userOperation': post(ZBidOperationRequest, ZOperationStateResponse),
  '/ai/pub/userOperation/stats': post(ZBidStatsRequest, ZBidStatsResponse),
  '/user/operation/listPaged': post(ZOperationListRequest, ZOperationListResponse),
  '/user/operation/cancel': post(ZOperationCancelRequest, ZOperationStateResponse),

  '/news/readHistory/create': post(ZReadHistoryCreateRequest, ZEmptyResponse),
  '/news/readHistory/listPaged': post(ZReadHistoryListRequest, ZReadHistoryListResponse),
  '/news/readHistory/remove': post(ZReadHistoryRemoveRequest, ZEmptyResponse),
  '/news/readHistory/clear': postWithoutBody(ZEmptyResponse),

  '/ai/accumulatePoint/signDay': postWithoutBody(ZSignDayResponse),
  '/ai/accumulatePoint/signDayList': post(ZSignDayListRequest, ZSignDayListResponse),
  '/ai/accumulatePoint/continuSignResidue': postWithoutBody(ZSignStatusResponse),
  '/ai/accumulatePoint/listPaged': post(ZLedgerListRequest, ZLedgerListResponse),
  '/ai/accumulatePoint/obtainMethod': postWithoutBody(ZObtainMethodResponse),
  '/ai/accumulatePoint/balance': postWithoutBody(ZBalanceResponse),
  '/ai/pub/config/getSignRule': postWithoutBody(ZSignRuleResponse),
  '/ai/pub/config/getPointEarningRule': postWithoutBody(ZEarningRuleResponse),
  '/ai/pub/config/getPointConsumptionRule': postWithoutBody(ZConsumptionRuleResponse),

  '/ai/residueDegree/create': postWithoutBody(ZResidueCreateResponse),
  '/ai/residueDegree/getResidue': postWithoutBody(ZResidueGetResponse),
  '/ai/residueDegree/updateResidue': post(ZResidueUpdateRequest, ZResidueUpdateResponse),
  '/ai/residueDegree/exchange': post(ZResidueExchangeRequest, ZResidueExchangeResponse),

  '/user/unionInvite/generateLink': postWithoutBody(ZInviteLinkResponse),

  '/ai/userOrgName/get': postWithoutBody(ZOrgNameResponse),
  '/ai/userOrgName/update': post(ZOrgNameUpdateRequest, ZOrgNameResponse),
  '/user/profile/get': postWithoutBody(ZProfileResponse),
  '/user/profile/updateRealname': post(ZRealnameUpdateRequest, ZRealnameResponse),
  '/user/profile/uploadAvatar': post(ZAvatarUploadRequest, ZAvatarResponse),
};
