/**
 * Codes of the tender module and the Chinese labels the pages show. Shared by
 * the API schemas, the service and the pages so that a filter link and the
 * API can never disagree. Codes are stable: they appear in URLs
 * (/tender/engineering/0100) and in stored rows (tender_*.cat_no, info_type).
 */

/** Spec §9 tender categories, in the order of the 行业分类 filter (the busiest first, 其他 last). */
export const tenderCategories = [
  { code: 'ENGINEERING', name: '工程建设' },
  { code: 'GOVERNMENT', name: '政府采购' },
  { code: 'LAND', name: '土地使用权' },
  { code: 'MINING', name: '矿业权' },
  { code: 'STATE_PROPERTY', name: '国有产权' },
  { code: 'CARBON', name: '碳排放权' },
  { code: 'DISCHARGE', name: '排污权' },
  { code: 'DRUG', name: '药品采购' },
  { code: 'VACCINE', name: '二类疫苗' },
  { code: 'FOREST', name: '林权' },
  { code: 'OTHER', name: '其他' },
] as const;
export type TenderCategory = (typeof tenderCategories)[number]['code'];
export const tenderCategoryCodes = tenderCategories.map((c) => c.code) as [TenderCategory, ...TenderCategory[]];
export const tenderCategoryName = (code: string) => tenderCategories.find((c) => c.code === code)?.name ?? '其他';

/**
 * Spec §3 information types with their ids (the `:id` segment of /tender/:catNo/:id).
 * `stage` is the order a project goes through them: an announcement first, then
 * clarifications, the opening record and the result.
 */
export const tenderInfoTypes = [
  { code: 'ANNOUNCEMENT', id: '0100', name: '招标公告', short: '招标', stage: 1 },
  { code: 'BID_OPENING_RECORD', id: '0102', name: '开标记录', short: '开标', stage: 3 },
  { code: 'TRADING_RESULTS', id: '0104', name: '中标结果', short: '结果', stage: 4 },
  { code: 'CLARIFIES', id: '0105', name: '澄清/变更', short: '澄清', stage: 2 },
] as const;
export type TenderInfoType = (typeof tenderInfoTypes)[number]['code'];
export const tenderInfoTypeCodes = tenderInfoTypes.map((t) => t.code) as [TenderInfoType, ...TenderInfoType[]];
export const tenderInfoTypeOf = (code: string) => tenderInfoTypes.find((t) => t.code === code);
export const tenderInfoTypeById = (id: string) => tenderInfoTypes.find((t) => t.id === id);
export const tenderInfoTypeName = (code: string) => tenderInfoTypeOf(code)?.name ?? code;

/** Organisations: the buyer (招标人), the agency running the tendering (招标代理), or a bidder (投标单位: bidders and winners). */
export const tenderOrgKinds = [
  { code: 'TENDEREE', name: '招标人' },
  { code: 'AGENCY', name: '招标代理' },
  { code: 'BIDDER', name: '投标单位' },
] as const;
export type TenderOrgKind = (typeof tenderOrgKinds)[number]['code'];
export const tenderOrgKindCodes = tenderOrgKinds.map((k) => k.code) as [TenderOrgKind, ...TenderOrgKind[]];
export const tenderOrgKindName = (code: string) => tenderOrgKinds.find((k) => k.code === code)?.name ?? code;

/**
 * The status of a notice that has a deadline, and the `:bidStageId` segment of
 * /tender/:catNo/:id/:page/:bidStageId: 1 = 报名中 (deadline still ahead),
 * 2 = 已截止 (deadline passed). Notices without a deadline have no status.
 */
export const tenderStatuses = [
  { code: 'OPEN', stageId: '1', name: '报名中' },
  { code: 'CLOSED', stageId: '2', name: '已截止' },
] as const;
export type TenderStatus = (typeof tenderStatuses)[number]['code'];
export const tenderStatusCodes = tenderStatuses.map((s) => s.code) as [TenderStatus, ...TenderStatus[]];
export const tenderStatusByStageId = (id: string) => tenderStatuses.find((s) => s.stageId === id);
export const tenderStatusName = (code: string) => tenderStatuses.find((s) => s.code === code)?.name ?? '';

/**
 * Quick filters on the deadline (投标截止 / 开标时间): closing within the next
 * 7 days, or opening today (China day, passed or not). `param` is the list's
 * `?due=` value.
 */
export const tenderDueFilters = [
  { code: 'WEEK', param: 'week', name: '7 天内截止' },
  { code: 'TODAY', param: 'today', name: '今日开标' },
] as const;
export type TenderDue = (typeof tenderDueFilters)[number]['code'];
export const tenderDueCodes = tenderDueFilters.map((d) => d.code) as [TenderDue, ...TenderDue[]];

/**
 * 报名中 until the deadline, 已截止 from it on; null for notices without a
 * deadline (opening records, results), which have no status.
 */
export function statusOf(deadlineAt: Date | string | null | undefined, now: number): TenderStatus | null {
  if (!deadlineAt) return null;
  return new Date(deadlineAt).getTime() > now ? 'OPEN' : 'CLOSED';
}

/** Budgets are stored in yuan and shown in 万元 with up to two decimals (1 234 567 → 123.46). */
export function toWan(yuan: number | null | undefined): number | null {
  if (yuan === null || yuan === undefined) return null;
  return Math.round(yuan / 100) / 100;
}
