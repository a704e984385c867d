/**
 * The demo-booking lead (spec §2.6, §3 'Reservation request'). The phone and
 * name rules it shares with the sign-up forms are in common/field-rules.
 */

/** The page the dialog was opened on is kept for the sales team, cut to what the column holds. */
export const SOURCE_PAGE_MAX = 300;

/**
 * How many leads one IP and one phone may leave: the form is public and
 * unauthenticated, so it must not become a way to flood the sales team.
 */
export const reservationRateLimits = {
  perIp: { limit: 20, windowSeconds: 3600, msg: '预约提交过于频繁，请一小时后再试' },
  perPhone: { limit: 5, windowSeconds: 86_400, msg: '该手机号今日预约次数已达上限，我们会尽快与您联系' },
} as const;
