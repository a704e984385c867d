/**
 * Field rules written once and shared by the browser forms and the API schemas,
 * so the spec's messages (§5) come from a single place.
 */

/** Mainland mobile numbers: 1, then 3–9, then nine digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const fieldLimits = {
  phone: 11,
  userName: 30,
  userIdentity: 30,
  position: 30,
  keywords: 30,
} as const;

export const fieldMessages = {
  phoneRequired: '请输入手机号码',
  phoneFormat: '手机号码格式不对',
  phoneTooLong: '手机号码不能超过 11 位',
  userNameRequired: '请输入姓名或昵称',
  userNameTooLong: '姓名或昵称不能超过 30 个字符',
  userIdentityTooLong: '项目角色不能超过 30 个字符',
  positionTooLong: '职位不能超过 30 个字符',
} as const;

/** Trims a value if it is a string; the spec trims every input (§5). */
export function trimInput<T>(value: T): T {
  return (typeof value === 'string' ? value.trim() : value) as T;
}

export function isMobilePhone(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/**
 * Keywords from an address (/help/search/:keywords, /product/log?keywords=):
 * trimmed, and cut to the keyword limit (by code point, so an emoji is not
 * split) rather than refused, since a link may come from anywhere. The API
 * refuses over-long keywords instead.
 */
export function cutKeywords(raw: string): { keywords: string; wasCut: boolean } {
  const chars = [...raw.trim()];
  return { keywords: chars.slice(0, fieldLimits.keywords).join('').trim(), wasCut: chars.length > fieldLimits.keywords };
}

/** Removes keys whose value is empty after trimming: optional fields are left out of payloads (§3). */
export function omitEmpty<T extends Record<string, unknown>>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, raw] of Object.entries(input)) {
    const value = trimInput(raw);
    if (value === undefined || value === null || value === '') continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** Project roles offered in forms and filters (spec §3). */
export const projectRoles = [
  { value: 'YZ', label: '业主单位' },
  { value: 'SG', label: '施工单位' },
  { value: 'JL', label: '监理单位' },
  { value: 'ZX', label: '咨询单位' },
  { value: 'JG', label: '监管单位' },
] as const;
