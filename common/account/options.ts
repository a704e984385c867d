/**
 * The account rules as data, in one place: content kinds, the point amounts,
 * the sign-in cycle, the AI quota and the profile field limits are read by the
 * service, served by the public config endpoints and shown on the personal
 * centre from here. Plain values only: pages import this file (decision 0021).
 */

/** Content that can be favourited, liked or read (spec §3 'Content kinds'). */
export const CONTENT_KINDS = ['NEWS', 'VIDEO', 'BID', 'NORMAL', 'POLICY', 'PAPER', 'DOWNLOAD'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** How the personal centre names each kind in its lists and filters. */
export const contentKindLabels: Record<ContentKind, string> = {
  NEWS: '资讯',
  VIDEO: '课程',
  BID: '招标',
  NORMAL: '标准',
  POLICY: '政策',
  PAPER: '论文',
  DOWNLOAD: '资料',
};

export function isContentKind(value: string | null | undefined): value is ContentKind {
  return !!value && (CONTENT_KINDS as readonly string[]).includes(value);
}

export const OPERATIONS = ['FAVORITE', 'PRAISE'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Sign-in days are calendar days here, whatever the server's own zone. */
export const SIGN_TIME_ZONE = 'Asia/Shanghai';

export const signRule = {
  dailyPoints: 5,
  /** Every `cycleDays`-th consecutive day (7, 14, 21 …) adds `cycleBonus` on top of the daily points. */
  cycleDays: 7,
  cycleBonus: 20,
  timeZone: SIGN_TIME_ZONE,
  description: [
    '每天可签到 1 次，每次获得 5 积分，以北京时间自然日计算。',
    '连续签到满 7 天额外奖励 20 积分，之后每满 7 天再奖励一次。',
    '中断一天后连续天数从 1 重新计算。',
  ],
};

export const INVITE_REWARD_POINTS = 50;

/** New accounts start with this many AI writing uses (residueDegree/create). */
export const AI_STARTING_QUOTA = 10;
/** The most uses one updateResidue call may take. */
export const AI_MAX_USES_PER_CALL = 100;
/** The most uses one exchange of points may buy. */
export const AI_MAX_EXCHANGE_USES = 50;

/** Ledger methods and how the personal centre names them. */
export const pointMethodNames: Record<string, string> = {
  SIGN_IN: '每日签到',
  SIGN_BONUS: '连续签到奖励',
  INVITE: '邀请好友注册',
  REGISTER: '注册奖励',
  AI_USE: 'AI 写作',
  AI_EXCHANGE: '兑换 AI 写作次数',
};

/** Ways to earn points (/ai/pub/config/getPointEarningRule). */
export const earningRules = [
  { method: 'SIGN_IN', name: '每日签到', points: signRule.dailyPoints, limit: '每天 1 次', desc: '登录后在个人中心点击“签到”即可获得。' },
  {
    method: 'SIGN_BONUS',
    name: '连续签到奖励',
    points: signRule.cycleBonus,
    limit: `每连续 ${signRule.cycleDays} 天`,
    desc: `连续签到满 ${signRule.cycleDays} 天时在当天签到积分之外额外发放。`,
  },
  { method: 'INVITE', name: '邀请好友注册', points: INVITE_REWARD_POINTS, limit: '每位新用户 1 次', desc: '好友通过您的邀请链接完成注册后发放。' },
];

/** What points buy (/ai/pub/config/getPointConsumptionRule). */
export const consumptionRules = [
  { method: 'AI_WRITING', name: '兑换 AI 写作次数', points: 20, unit: '次', desc: '免费次数用完后，可用积分兑换 AI 写作次数。' },
  { method: 'DOWNLOAD', name: '下载资料', points: 10, unit: '份', desc: '下载会员资料时按份扣除积分。' },
];

/** Field limits of the profile and the reading record, shared by the personal centre's form and the API. */
export const accountFieldLimits = {
  realname: 30,
  orgName: 60,
  /** A reading-history title. */
  title: 200,
  /** Avatars: small images only. */
  avatarBytes: 2 * 1024 * 1024,
} as const;

/** Avatar image types, recognised by their bytes on the server and offered by the file picker. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const accountFieldMessages = {
  realnameRequired: '请输入真实姓名',
  realnameTooLong: `真实姓名不能超过 ${accountFieldLimits.realname} 个字符`,
  orgNameRequired: '请输入单位名称',
  orgNameTooLong: `单位名称不能超过 ${accountFieldLimits.orgName} 个字符`,
  titleRequired: '请提供标题',
  titleTooLong: `标题不能超过 ${accountFieldLimits.title} 个字符`,
  avatarRequired: '请选择头像图片',
  avatarTooLarge: '头像图片不能超过 2 MB',
  avatarType: '头像只支持 PNG、JPEG 或 WebP 格式的图片',
  avatarUnreadable: '头像图片数据无效，请重新选择图片',
} as const;
