import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { contentFilterFields, keywordsField } from '../api/list-filters';
import { tenderCategoryCodes, tenderDueCodes, tenderInfoTypeCodes, tenderOrgKindCodes, tenderStatusCodes } from './options';
import { isProvinceCode } from './regions';

// Messages start with 请 so that a refusal reads as one sentence (see library/schema.ts).
const zCatNo = z.enum(['ALL', ...tenderCategoryCodes], { error: `请选择正确的行业分类：ALL、${tenderCategoryCodes.join('、')}` });
const zInfoType = z.enum(['ALL', ...tenderInfoTypeCodes], { error: `请选择正确的信息类型：ALL、${tenderInfoTypeCodes.join('、')}` });
const zProvinceCode = z
  .string({ error: '请选择正确的地区' })
  .refine((v) => v === 'ALL' || (/^\d{6}$/.test(v) && isProvinceCode(v)), '请选择正确的地区：ALL 或 6 位省级行政区划代码');

/** The filters of a tender list (without its page), shared by every list of notices. */
export const tenderListFilterFields = {
  catNo: zCatNo.optional(),
  infoType: zInfoType.optional(),
  provinceCode: zProvinceCode.optional(),
  projectType: contentFilterFields.projectType,
  /** 报名中 / 已截止 (the `:bidStageId` of /tender/… as 1 / 2). */
  status: z.enum(['ALL', ...tenderStatusCodes], { error: '请选择正确的状态：ALL、OPEN（报名中）或 CLOSED（已截止）' }).optional(),
  range: contentFilterFields.range,
  /** 7 天内截止 (WEEK) or 今日开标 (TODAY). */
  due: z.enum(['ALL', ...tenderDueCodes], { error: '请选择正确的截止时间：ALL、WEEK（7 天内截止）或 TODAY（今日开标）' }).optional(),
  keywords: keywordsField.optional(),
};

export const ZTenderListRequest = z.object({ ...tenderListFilterFields, ...pageRequestFields }).default({ current: 1, size: 20 });
export type TenderListRequest = z.output<typeof ZTenderListRequest>;
/** The filters of a tender list without its page: what a saved filter or the region chips take. */
export type TenderFilterOptions = Omit<TenderListRequest, 'current' | 'size'>;

export const ZTenderListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  infoType: z.enum(tenderInfoTypeCodes),
  infoTypeId: z.string().describe('0100, 0102, 0104 or 0105'),
  infoTypeName: z.string(),
  catNo: z.string(),
  catName: z.string(),
  projectId: z.number().int(),
  bidNo: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  projectType: z.string(),
  budget: z.number().nullable().describe('yuan'),
  budgetWan: z.number().nullable().describe('万元, two decimals'),
  publishedAt: z.string().describe('ISO 8601'),
  deadlineAt: z.string().nullable().describe('ISO 8601; announcements and clarifications only'),
  status: z.enum(tenderStatusCodes).nullable().describe('OPEN before the deadline, CLOSED after; null without a deadline'),
  statusName: z.string().describe('报名中, 已截止 or empty'),
  tendereeName: z.string(),
  winner: z.string().nullable(),
  winnerId: z.number().int().nullable().describe('the winner as an organisation (/tender/org/:id)'),
  winningAmount: z.number().nullable().describe('yuan'),
  readCount: z.number().int(),
});
export type TenderListItem = z.infer<typeof ZTenderListItem>;
export const ZTenderListResponse = pageEnvelope(ZTenderListItem);

export const ZTenderFirstRequest = z
  .object({
    size: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数不能小于 1').max(20, '每页条数不能大于 20').default(10),
  })
  .default({ size: 10 });
export const ZTenderFirst = z.object({
  announcements: z.array(ZTenderListItem).describe('the newest announcements'),
  stats: z
    .array(
      z.object({
        infoType: z.enum(tenderInfoTypeCodes),
        infoTypeId: z.string(),
        name: z.string(),
        today: z.number().int(),
        week: z.number().int(),
        total: z.number().int(),
      }),
    )
    .describe('notices per information type: published today, in the last 7 days, in all'),
  openCount: z.number().int().describe('announcements still open for bids'),
});
export type TenderFirst = z.infer<typeof ZTenderFirst>;
export const ZTenderFirstResponse = envelope({ data: ZTenderFirst });

export const ZTenderOrgBrief = z.object({ id: z.number().int(), name: z.string(), kind: z.string(), provinceName: z.string(), cityName: z.string() });
export type TenderOrgBrief = z.infer<typeof ZTenderOrgBrief>;
export const ZTenderContact = z.object({ name: z.string(), contact: z.string(), phone: z.string(), address: z.string() });
export type TenderContact = z.infer<typeof ZTenderContact>;
export const ZTenderContacts = z.object({
  tenderee: ZTenderContact,
  agency: ZTenderContact.nullable(),
  source: z.string().describe('where the notice was first published'),
});
export type TenderContacts = z.infer<typeof ZTenderContacts>;

export const ZTenderTimelineEntry = z.object({
  id: z.number().int(),
  infoType: z.enum(tenderInfoTypeCodes),
  infoTypeName: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  isCurrent: z.boolean(),
});
export type TenderTimelineEntry = z.infer<typeof ZTenderTimelineEntry>;

export const ZTenderDetail = ZTenderListItem.extend({
  content: z.string().describe('sanitised HTML; never holds contact details'),
  source: z.string(),
  project: z.object({
    id: z.number().int(),
    bidNo: z.string(),
    name: z.string(),
    budget: z.number().nullable(),
    budgetWan: z.number().nullable(),
    tenderee: ZTenderOrgBrief,
    agency: ZTenderOrgBrief.nullable(),
  }),
  timeline: z.array(ZTenderTimelineEntry).describe('every notice of the project, oldest first'),
  related: z.array(ZTenderListItem).describe('newest notices of the same type in the same province, other projects'),
  contacts: ZTenderContacts.nullable().describe('only for logged-in viewers; null otherwise'),
  contactsHidden: z.boolean().describe('true when the viewer must log in to see contacts'),
});

export type TenderDetail = z.infer<typeof ZTenderDetail>;

export const ZTenderIdRequest = z.object({ id: zId('招标信息编号') });
export const ZTenderDetailResponse = envelope({ data: ZTenderDetail });
export const ZTenderReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });
export const ZTenderCheckLoginResponse = envelope({ data: ZTenderContacts });

export const ZTenderOrgListRequest = z
  .object({
    kind: z.enum(['ALL', ...tenderOrgKindCodes], { error: '请选择正确的单位类型：ALL、TENDEREE（招标人）、AGENCY（招标代理）或 BIDDER（投标单位）' }).optional(),
    provinceCode: zProvinceCode.optional(),
    keywords: keywordsField.optional(),
    ...pageRequestFields,
  })
  .default({ current: 1, size: 20 });
export const ZTenderOrgItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(tenderOrgKindCodes),
  kindName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  projectCount: z.number().int(),
  noticeCount: z.number().int(),
  latestAt: z.string().nullable().describe('newest notice, ISO 8601'),
});
export type TenderOrgItem = z.infer<typeof ZTenderOrgItem>;
export type TenderOrgListRequest = z.output<typeof ZTenderOrgListRequest>;
export const ZTenderOrgListResponse = pageEnvelope(ZTenderOrgItem);

/** The region chips of a tender list: every province with its number of notices under the other filters. */
export type ProvinceCount = { code: string; name: string; short: string; count: number };


/** An organisation's profile (/tender/org/:id): its notices as buyer or agency, awards by year, frequent partners. */
export const ZTenderOrgProfile = z.object({
  org: ZTenderOrgBrief.extend({ kindName: z.string() }),
  projectCount: z.number().int(),
  noticeCount: z.number().int(),
  notices: z.array(ZTenderListItem).describe('the newest notices of its projects, as buyer or agency'),
  byYear: z
    .array(z.object({ year: z.number().int(), results: z.number().int(), amount: z.number().describe('yuan, sum of winning amounts') }))
    .describe('results (中标结果) of its projects per year, oldest first'),
  partners: z
    .array(z.object({ id: z.number().int().nullable(), name: z.string(), role: z.string().describe('招标人, 招标代理 or 中标人'), count: z.number().int() }))
    .describe('who it works with most: buyers or agencies of its projects, and their winners'),
  competitors: z
    .array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int().describe('projects both were named as bidders on') }))
    .describe('for a bidder: the organisations named as bidders on the same projects, most shared projects first'),
});
export type TenderOrgProfile = z.infer<typeof ZTenderOrgProfile>;
export const ZTenderOrgIdRequest = z.object({ id: zId('单位编号') });
export const ZTenderOrgProfileResponse = envelope({ data: ZTenderOrgProfile });

/** Public tenders (spec §7 /ai/pub/bid/*). */
export const tenderEndpoints = {
  '/ai/pub/bid/first': post(ZTenderFirstRequest, ZTenderFirstResponse),
  '/ai/pub/bid/listPaged': post(ZTenderListRequest, ZTenderListResponse),
  '/ai/pub/bid/listOrgPaged': post(ZTenderOrgListRequest, ZTenderOrgListResponse),
  '/ai/pub/bid/getByBidId': post(ZTenderIdRequest, ZTenderDetailResponse),
  '/ai/pub/bid/checkLogin': post(ZTenderIdRequest, ZTenderCheckLoginResponse),
  '/ai/pub/bid/read': post(ZTenderIdRequest, ZTenderReadResponse),
  '/ai/pub/bid/orgProfile': post(ZTenderOrgIdRequest, ZTenderOrgProfileResponse),
};
