import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { projectTypes } from '../library/options';
import { tenderCategoryCodes, tenderInfoTypeCodes } from '../tender/options';
import { isCityOf, isProvinceCode } from '../tender/regions';
import { tenderListFilterFields, ZTenderListItem, ZTenderListResponse, ZTenderOrgItem, ZTenderOrgListRequest } from '../tender/schemas';
import { SUBSCRIPTION_AMOUNT_MAX_WAN, SUBSCRIPTION_NAME_MAX, SUBSCRIPTION_REGIONS_MAX, SUBSCRIPTION_WORD_LENGTH_MAX, SUBSCRIPTION_WORDS_MAX } from './options';

/* Messages start with 请 or name the field, so that a refusal reads as one sentence. */

const word = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(SUBSCRIPTION_WORD_LENGTH_MAX, `${label}不能超过 ${SUBSCRIPTION_WORD_LENGTH_MAX} 个字符`);
/** A list of words, duplicates (ignoring case) dropped. */
const words = (label: string) =>
  z
    .array(word(label), { error: `${label}必须是文字列表` })
    .max(SUBSCRIPTION_WORDS_MAX, `${label}最多 ${SUBSCRIPTION_WORDS_MAX} 个`)
    .transform((list) => list.filter((w, i) => list.findIndex((o) => o.toLowerCase() === w.toLowerCase()) === i))
    .default([]);

const zRegion = z
  .object(
    {
      provinceCode: z.string({ error: '请选择正确的省份' }).refine((v) => /^\d{6}$/.test(v) && isProvinceCode(v), '请选择正确的省份：6 位省级行政区划代码'),
      cityCode: z.string({ error: '请选择正确的城市' }).nullish(),
    },
    { error: '地区必须是 { provinceCode, cityCode } 的形式' },
  )
  .refine((r) => !r.cityCode || isCityOf(r.provinceCode, r.cityCode), { message: '请选择该省份下正确的城市', path: ['cityCode'] })
  .transform((r) => ({ provinceCode: r.provinceCode, cityCode: r.cityCode || null }));

const amount = (label: string) =>
  z
    .number({ error: `${label}必须是数字（万元）` })
    .min(0, `${label}不能小于 0`)
    .max(SUBSCRIPTION_AMOUNT_MAX_WAN, `${label}不能超过 ${SUBSCRIPTION_AMOUNT_MAX_WAN} 万元`)
    .nullish();

/** What a subscription holds: a saved tender filter. Amounts in 万元. */
const subscriptionFields = {
  name: z.string({ error: '订阅名称必须是文字' }).trim().max(SUBSCRIPTION_NAME_MAX, `订阅名称不能超过 ${SUBSCRIPTION_NAME_MAX} 个字符`).optional(),
  keywords: words('关键词'),
  excludeWords: words('排除词'),
  regions: z.array(zRegion, { error: '地区必须是列表' }).max(SUBSCRIPTION_REGIONS_MAX, `地区最多选择 ${SUBSCRIPTION_REGIONS_MAX} 个`).default([]),
  catNos: z
    .array(z.enum(tenderCategoryCodes, { error: `请选择正确的行业分类：${tenderCategoryCodes.join('、')}` }), { error: '行业分类必须是列表' })
    .default([]),
  infoTypes: z
    .array(z.enum(tenderInfoTypeCodes, { error: `请选择正确的信息类型：${tenderInfoTypeCodes.join('、')}` }), { error: '信息类型必须是列表' })
    .default([]),
  projectTypes: z.array(z.enum(projectTypes, { error: '请选择正确的工程类型' }), { error: '工程类型必须是列表' }).default([]),
  amountMin: amount('最低金额'),
  amountMax: amount('最高金额'),
  titleOnly: z.boolean({ error: '仅匹配标题必须是 true 或 false' }).default(false),
};

type SubscriptionFieldsOut = z.output<z.ZodObject<typeof subscriptionFields>>;

/** One rule for create and update: a range that makes sense, and something to match on. */
function checkSubscription(s: SubscriptionFieldsOut, ctx: z.RefinementCtx) {
  if (s.amountMin != null && s.amountMax != null && s.amountMin > s.amountMax) {
    ctx.addIssue({ code: 'custom', message: '最低金额不能大于最高金额', path: ['amountMin'] });
  }
  const dedupe = (list: string[]) => new Set(list.map((w) => w.toLowerCase()));
  const excluded = dedupe(s.excludeWords);
  if (s.keywords.some((k) => excluded.has(k.toLowerCase()))) {
    ctx.addIssue({ code: 'custom', message: '同一个词不能既是关键词又是排除词', path: ['excludeWords'] });
  }
  // Without any of these a subscription would alert on every notice of the country.
  if (s.keywords.length === 0 && s.regions.length === 0 && s.catNos.length === 0 && s.projectTypes.length === 0) {
    ctx.addIssue({ code: 'custom', message: '请至少填写一个关键词，或选择地区、行业分类、工程类型之一', path: ['keywords'] });
  }
}

export const ZSubscriptionCreateRequest = z.object(subscriptionFields, { error: '请求必须是 JSON 对象' }).superRefine(checkSubscription);
export type SubscriptionInput = z.output<typeof ZSubscriptionCreateRequest>;
export const ZSubscriptionUpdateRequest = z
  .object({ id: zId('订阅编号'), ...subscriptionFields }, { error: '请求必须是 JSON 对象' })
  .superRefine(checkSubscription);

export const ZSubscriptionRegion = z.object({ provinceCode: z.string(), cityCode: z.string().nullable(), name: z.string().describe('湖南省 or 湖南省长沙市') });

export const ZSubscription = z.object({
  id: z.number().int(),
  name: z.string(),
  keywords: z.array(z.string()),
  excludeWords: z.array(z.string()),
  regions: z.array(ZSubscriptionRegion),
  catNos: z.array(z.enum(tenderCategoryCodes)),
  infoTypes: z.array(z.enum(tenderInfoTypeCodes)),
  projectTypes: z.array(z.enum(projectTypes)),
  amountMin: z.number().nullable().describe('万元'),
  amountMax: z.number().nullable().describe('万元'),
  titleOnly: z.boolean(),
  summary: z.string().describe('the conditions in one Chinese sentence'),
  newCount: z.number().int().describe('matches since the user last opened this subscription'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionResponse = envelope({ data: ZSubscription });
export const ZSubscriptionListResponse = envelope({ data: z.array(ZSubscription) });

export const ZSubscriptionIdRequest = z.object({ id: zId('订阅编号') }, { error: '请求必须是 JSON 对象' });
export const ZSubscriptionRemoveResponse = envelope({ data: z.object({ id: z.number().int() }) });

export const ZAlertSummary = z.object({
  limit: z.number().int().describe('how many subscriptions a user may hold'),
  count: z.number().int().describe('how many the user holds'),
  unread: z.number().int().describe('notices matched and not yet seen, each notice once'),
  digest: z.object({ enabled: z.boolean(), email: z.string().nullable().describe('where the daily digest goes; null without an e-mail address') }),
});
export type AlertSummary = z.infer<typeof ZAlertSummary>;
export const ZAlertSummaryResponse = envelope({ data: ZAlertSummary });

export const ZDigestRequest = z.object({ enabled: z.boolean({ error: '请选择是否接收每日邮件摘要' }) }, { error: '请求必须是 JSON 对象' });
export const ZDigestResponse = envelope({ data: ZAlertSummary.shape.digest });

export const ZCountSubscribeRequest = z.object({ id: zId('订阅编号').optional() }, { error: '请求必须是 JSON 对象' }).default({});
export const ZCountSubscribeResponse = envelope({
  data: z.object({ count: z.number().int().describe('new matches since last looked: of one subscription, or of all (each notice once)') }),
});

export const ZMatchListRequest = z.object({ id: zId('订阅编号'), ...tenderListFilterFields, ...pageRequestFields }, { error: '请求必须是 JSON 对象' });
export type MatchListRequest = z.output<typeof ZMatchListRequest>;
export const ZMatchItem = ZTenderListItem.extend({
  matchedAt: z.string().describe('when the alert was raised, ISO 8601'),
  isNew: z.boolean().describe('not yet seen when this page was asked for'),
});
export type MatchItem = z.infer<typeof ZMatchItem>;
export const ZMatchListResponse = pageEnvelope(ZMatchItem);

export const ZUnsubscribeRequest = z.object({ token: z.string({ error: '退订链接无效' }).regex(/^[A-Za-z0-9_-]{20,64}$/, '退订链接无效') });
export const ZUnsubscribeResponse = envelope({ data: z.object({ email: z.string().nullable() }) });

/* ── followed organisations and the logged-in lists ── */

export const ZOrgIdRequest = z.object({ orgId: zId('单位编号') }, { error: '请求必须是 JSON 对象' });
export const ZFollowResponse = envelope({ data: z.object({ orgId: z.number().int(), followed: z.boolean() }) });
export const ZFollowOrgItem = ZTenderOrgItem.extend({ followed: z.boolean().describe('whether the caller follows it') });
export const ZFollowOrgListResponse = pageEnvelope(ZFollowOrgItem);
/** One organisation the caller follows (/ai/userBidOrg/list, the personal centre's 关注单位). */
export const ZFollowedOrg = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  kindName: z.string(),
  provinceName: z.string(),
  noticeCount: z.number().int().describe('notices naming it: as buyer, agency, bidder or winner'),
  newCount: z.number().int().describe('alerts of its notices not yet seen'),
  followedAt: z.string().describe('ISO 8601'),
});
export type FollowedOrg = z.infer<typeof ZFollowedOrg>;
export const ZFollowedOrgListResponse = envelope({
  data: z.object({ records: z.array(ZFollowedOrg), limit: z.number().int(), unread: z.number().int().describe('unseen alerts of all followed organisations') }),
});
export const ZUserListRequest = z.object({ ...tenderListFilterFields, ...pageRequestFields }, { error: '请求必须是 JSON 对象' }).default({ current: 1, size: 20 });
export type UserListRequest = z.output<typeof ZUserListRequest>;
export const tenderSorts = ['newest', 'deadline', 'amount'] as const;
export const ZSortedListRequest = z
  .object(
    {
      ...tenderListFilterFields,
      sort: z.enum(tenderSorts, { error: '请选择正确的排序：newest（最新发布）、deadline（截止最近）或 amount（金额最大）' }).default('newest'),
      ...pageRequestFields,
    },
    { error: '请求必须是 JSON 对象' },
  )
  .default({ current: 1, size: 20, sort: 'newest' });
export type SortedListRequest = z.output<typeof ZSortedListRequest>;

/** Tender subscriptions and their alerts (spec §7 'Authenticated': /ai/bidSubscribe/*, /ai/bid/countSubscribe, listPagedBySubscribe). */
export const tenderAlertEndpoints = {
  '/ai/bidSubscribe/create': post(ZSubscriptionCreateRequest, ZSubscriptionResponse),
  '/ai/bidSubscribe/update': post(ZSubscriptionUpdateRequest, ZSubscriptionResponse),
  '/ai/bidSubscribe/getByUser': postWithoutBody(ZAlertSummaryResponse),
  '/ai/bidSubscribe/get': post(ZSubscriptionIdRequest, ZSubscriptionResponse),
  '/ai/bidSubscribe/list': postWithoutBody(ZSubscriptionListResponse),
  '/ai/bidSubscribe/remove': post(ZSubscriptionIdRequest, ZSubscriptionRemoveResponse),
  '/ai/bidSubscribe/digest': post(ZDigestRequest, ZDigestResponse),
  '/ai/pub/bidSubscribe/unsubscribe': post(ZUnsubscribeRequest, ZUnsubscribeResponse),
  '/ai/bid/countSubscribe': post(ZCountSubscribeRequest, ZCountSubscribeResponse),
  '/ai/bid/listPagedBySubscribe': post(ZMatchListRequest, ZMatchListResponse),
  '/ai/bid/listPagedByFollow': post(ZUserListRequest, ZTenderListResponse),
  '/ai/bid/listPagedByFavorite': post(ZUserListRequest, ZTenderListResponse),
  '/ai/bid/listPagedSort': post(ZSortedListRequest, ZTenderListResponse),
  '/ai/bidOrg/listPaged': post(ZTenderOrgListRequest, ZFollowOrgListResponse),
  '/ai/userBidOrg/create': post(ZOrgIdRequest, ZFollowResponse),
  '/ai/userBidOrg/remove': post(ZOrgIdRequest, ZFollowResponse),
  '/ai/userBidOrg/state': post(ZOrgIdRequest, ZFollowResponse),
  '/ai/userBidOrg/list': postWithoutBody(ZFollowedOrgListResponse),
};
