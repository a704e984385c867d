/**
 * The visitor service (spec §2.5, §2.7, §3 'Guest', 'Service setting'; issue 14):
 * the anonymous visitor id, the floating widget and the auto inquiry. Plain
 * values only: the widget imports them on every page (decision 0021).
 */

/** Local-storage key of the anonymous visitor id (spec §6: "visitor id under a fixed key"). */
export const VISITOR_ID_KEY = 'jz_visitor_id';
/** Session-storage key: the auto inquiry has been shown in this visit and does not come back (issue 14 §5). */
export const AUTO_INQUIRY_SHOWN_KEY = 'jz_auto_inquiry_shown';
/** The source of a visit without an outside referrer (spec §3 'Guest'). */
export const DIRECT_VISIT = '直接访问';
/** Where the widget's AI writing link goes: the AI writing home (spec §2.1; the paper writer's /aipaper pages are not built yet). */
export const AI_WRITING_PATH = '/aiWriteList';

/** Spec §9: the unread badge shows at most 99 (then 99+). */
export const UNREAD_BADGE_MAX = 99;
export const unreadBadgeText = (n: number) => (n > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(n));

export const GUEST_SOURCE_MAX = 300;
export const CONSULT_QUESTION_MAX = 500;

/** Guest ids: 24 url-safe characters made by the server. */
export const GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

export const visitorRateLimits = {
  guestPerIp: { limit: 600, windowSeconds: 3600, msg: '访问过于频繁，请稍后再试' },
  consultPerIp: { limit: 10, windowSeconds: 3600, msg: '咨询提交过于频繁，请一小时后再试' },
  consultPerPhone: { limit: 5, windowSeconds: 86_400, msg: '该手机号今日咨询次数已达上限，我们会尽快与您联系' },
} as const;

export const visitorMessages = {
  unknownGuest: '访客标识无效，请刷新页面后重试',
  questionRequired: '请输入您要咨询的问题',
  questionTooLong: `问题不能超过 ${CONSULT_QUESTION_MAX} 个字符`,
} as const;
