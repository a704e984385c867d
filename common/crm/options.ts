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

/** The background-check request (/backService): how many candidates a year, as ranges a sales quote starts from. */
export const checkVolumes = [
  { value: 'LT20', label: '20 人以下' },
  { value: '20_100', label: '20–100 人' },
  { value: '100_500', label: '100–500 人' },
  { value: 'GT500', label: '500 人以上' },
] as const;
export type CheckVolume = (typeof checkVolumes)[number]['value'];

export const checkRequestLimits = { company: 60, note: 300 } as const;

export const checkRequestMessages = {
  companyRequired: '请输入单位名称',
  companyTooLong: '单位名称不能超过 60 个字符',
  volume: '请选择每年需要背调的人数',
  noteTooLong: '补充说明不能超过 300 个字符',
} as const;

/** Same limits as the demo booking: a public form. */
export const checkRequestRateLimits = {
  perIp: { limit: 20, windowSeconds: 3600, msg: '提交过于频繁，请一小时后再试' },
  perPhone: { limit: 5, windowSeconds: 86_400, msg: '该手机号今日提交次数已达上限，我们会尽快与您联系' },
} as const;
