import { z } from 'zod';
import { envelope, pageEnvelope } from '../../../common/api/envelope';
import { zId } from '../../../common/api/id-schema';
import { pageRequestFields } from '../../../common/api/pagination';
import { AI_MAX_USES_PER_CALL, AVATAR_MAX_BYTES, CONTENT_KINDS, OPERATIONS, ORG_NAME_MAX, REALNAME_MAX, TITLE_MAX } from './rules';

/* ── building blocks ── */

const zKind = z.enum(CONTENT_KINDS, { error: `内容类型只能是 ${CONTENT_KINDS.join('、')} 之一` });
const zOperation = z.enum(OPERATIONS, { error: '操作只能是 FAVORITE 或 PRAISE' });

const ZOperationState = z.object({
  id: z.number().int(),
  kind: zKind,
  praised: z.boolean().describe('the viewer liked it'),
  favorited: z.boolean().describe('the viewer favourited it'),
  praiseCount: z.number().int(),
  favoriteCount: z.number().int(),
});
export const ZOperationStateResponse = envelope({ data: ZOperationState });

/* ── news, videos and bids: like / favourite ── */

export const ZNewsOperationRequest = z.object({ id: zId('文章编号') });
// A title sent by older clients is dropped: the server takes it from the content itself.
export const ZVideoOperationRequest = z.object({ id: zId('课程编号') });
export const ZBidOperationRequest = z.object({ id: zId('招标编号') });

export const ZBidStatsRequest = z.object({
  ids: z
    .array(zId('招标编号'), { error: '请提供招标编号列表' })
    .min(1, '请至少提供 1 个招标编号')
    .max(100, '一次最多查询 100 个招标编号'),
});
export const ZBidStatsResponse = envelope({
  data: z.array(z.object({ id: z.number().int(), praiseCount: z.number().int(), favoriteCount: z.number().int() })),
});

/* ── my favourites and likes across kinds ── */

export const ZOperationListRequest = z.object({ op: zOperation, kind: zKind.optional(), ...pageRequestFields });
export const ZOperationListResponse = pageEnvelope(
  z.object({ kind: zKind, id: z.number().int(), title: z.string(), createdAt: z.string().describe('ISO 8601') }),
);

export const ZOperationCancelRequest = z.object({ op: zOperation, kind: zKind, id: zId('内容编号') });

/* ── reading history (spec §4 'Article reading record') ── */

export const ZReadHistoryCreateRequest = z.object({
  id: zId('内容编号'),
  type: zKind,
  title: z
    .string({ error: '请提供标题' })
    .trim()
    .min(1, '请提供标题')
    .max(TITLE_MAX, `标题不能超过 ${TITLE_MAX} 个字符`),
  /** Accepted for compatibility with the old client; not stored. */
  artAuthorStaffId: z.union([z.string().max(64), zId('作者编号', { min: 0 })]).optional(),
  /** Accepted for compatibility; the server stamps the time itself. */
  startTime: z.union([z.string().max(64), z.number()]).optional(),
});

export const ZReadHistoryListRequest = z.object({ type: zKind.optional(), ...pageRequestFields }).default({ current: 1, size: 20 });
export const ZReadHistoryListResponse = pageEnvelope(
  z.object({ id: z.number().int(), type: zKind, title: z.string(), readAt: z.string().describe('ISO 8601') }),
);

export const ZReadHistoryRemoveRequest = z.object({ id: zId('内容编号'), type: zKind });

/* ── points ── */

const ZSignStatus = z.object({
  today: z.string().describe('YYYY-MM-DD, China Standard Time'),
  signedToday: z.boolean(),
  streak: z.number().int(),
  daysToBonus: z.number().int(),
  cycleDays: z.number().int(),
  cycleBonus: z.number().int(),
  dailyPoints: z.number().int(),
});
export const ZSignStatusResponse = envelope({ data: ZSignStatus });
export const ZSignDayResponse = envelope({
  data: ZSignStatus.extend({ credited: z.number().int(), bonus: z.number().int(), balance: z.number().int() }),
});

export const ZSignDayListRequest = z
  .object({
    month: z
      .string({ error: '月份格式应为 YYYY-MM' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM')
      .optional(),
  })
  .default({});
export const ZSignDayListResponse = envelope({
  data: z.object({ month: z.string(), today: z.string(), days: z.array(z.string()) }),
});

export const ZLedgerListRequest = z.object({ ...pageRequestFields }).default({ current: 1, size: 20 });
export const ZLedgerListResponse = pageEnvelope(
  z.object({
    id: z.number().int(),
    delta: z.number().int(),
    method: z.string(),
    methodName: z.string(),
    memo: z.string(),
    createdAt: z.string(),
  }),
);

export const ZBalanceResponse = envelope({ data: z.object({ balance: z.number().int() }) });

const ZEarningRule = z.object({ method: z.string(), name: z.string(), points: z.number().int(), limit: z.string(), desc: z.string() });
export const ZObtainMethodResponse = envelope({ data: z.array(ZEarningRule.extend({ doneToday: z.boolean() })) });
export const ZEarningRuleResponse = envelope({ data: z.array(ZEarningRule) });
export const ZConsumptionRuleResponse = envelope({
  data: z.array(z.object({ method: z.string(), name: z.string(), points: z.number().int(), unit: z.string(), desc: z.string() })),
});
export const ZSignRuleResponse = envelope({
  data: z.object({
    dailyPoints: z.number().int(),
    cycleDays: z.number().int(),
    cycleBonus: z.number().int(),
    timeZone: z.string(),
    description: z.array(z.string()),
  }),
});

/* ── AI quota ── */

export const ZResidueCreateResponse = envelope({ data: z.object({ created: z.boolean(), residue: z.number().int() }) });
export const ZResidueGetResponse = envelope({ data: z.object({ initialized: z.boolean(), residue: z.number().int() }) });
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
export const ZResidueUpdateResponse = envelope({ data: z.object({ residue: z.number().int() }) });

/* ── invitations ── */

export const ZInviteLinkResponse = envelope({
  data: z.object({
    code: z.string(),
    link: z.string(),
    invitedCount: z.number().int(),
    earnedPoints: z.number().int(),
    rewardPoints: z.number().int(),
  }),
});

/* ── organisation name and profile ── */

export const ZOrgNameUpdateRequest = z.object({
  orgName: z
    .string({ error: '请输入单位名称' })
    .trim()
    .min(1, '请输入单位名称')
    .max(ORG_NAME_MAX, `单位名称不能超过 ${ORG_NAME_MAX} 个字符`),
});
export const ZOrgNameResponse = envelope({ data: z.object({ orgName: z.string() }) });

export const ZRealnameUpdateRequest = z.object({
  realname: z
    .string({ error: '请输入真实姓名' })
    .trim()
    .min(1, '请输入真实姓名')
    .max(REALNAME_MAX, `真实姓名不能超过 ${REALNAME_MAX} 个字符`),
});
export const ZRealnameResponse = envelope({ data: z.object({ realname: z.string() }) });

/** Base64 grows data by a third; a little room for the data: prefix. */
const AVATAR_MAX_BASE64 = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 100;

export const ZAvatarUploadRequest = z.object({
  image: z
    .string({ error: '请选择头像图片' })
    .min(1, '请选择头像图片')
    .max(AVATAR_MAX_BASE64, '头像图片不能超过 2 MB')
    .describe('PNG, JPEG or WebP as a data: URL or bare base64, at most 2 MB'),
});
export const ZAvatarResponse = envelope({ data: z.object({ avatarUrl: z.string() }) });

export const ZProfileResponse = envelope({
  data: z.object({
    unionid: z.string(),
    loginName: z.string(),
    realname: z.string(),
    avatarUrl: z.string(),
    orgName: z.string(),
    phone: z.string().describe('masked'),
    points: z.number().int(),
    createdAt: z.string(),
  }),
});

export const ZEmptyResponse = envelope({});
