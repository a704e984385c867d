import { z } from 'zod';
import { envelope, pageEnvelope } from '../../http/envelope-schema';
import { zId } from '../../http/id-schema';
import { pageRequestFields } from '../../platform/pagination';
import { contentFilterFields, keywordsField } from '../../http/list-filter-fields';
import { projectTypes } from '../../../common/library-options';
import { tenderCategoryCodes, tenderInfoTypeCodes, tenderOrgKindCodes, tenderStatusCodes } from './options';
import { isProvinceCode } from './regions';

// Messages start with 请 so that a refusal reads as one sentence (see library/schema.ts).
const zCatNo = z.enum(['ALL', ...tenderCategoryCodes], { error: `请选择正确的行业分类：ALL、${tenderCategoryCodes.join('、')}` });
const zInfoType = z.enum(['ALL', ...tenderInfoTypeCodes], { error: `请选择正确的信息类型：ALL、${tenderInfoTypeCodes.join('、')}` });
const zProvinceCode = z
  .string({ error: '请选择正确的地区' })
  .refine((v) => v === 'ALL' || (/^\d{6}$/.test(v) && isProvinceCode(v)), '请选择正确的地区：ALL 或 6 位省级行政区划代码');

export const ZTenderListRequest = z
  .object({
    catNo: zCatNo.optional(),
    infoType: zInfoType.optional(),
    provinceCode: zProvinceCode.optional(),
    projectType: contentFilterFields.projectType,
    /** 报名中 / 已截止 (the `:bidStageId` of /tender/… as 1 / 2). */
    status: z.enum(['ALL', ...tenderStatusCodes], { error: '请选择正确的状态：ALL、OPEN（报名中）或 CLOSED（已截止）' }).optional(),
    range: contentFilterFields.range,
    keywords: keywordsField.optional(),
    ...pageRequestFields,
  })
  .default({ current: 1, size: 20 });
export type TTenderListRequest = z.infer<typeof ZTenderListRequest>;

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
  winningAmount: z.number().nullable().describe('yuan'),
  readCount: z.number().int(),
});
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
export const ZTenderFirstResponse = envelope({ data: ZTenderFirst });

const ZOrgBrief = z.object({ id: z.number().int(), name: z.string(), kind: z.string(), provinceName: z.string(), cityName: z.string() });
const ZContact = z.object({ name: z.string(), contact: z.string(), phone: z.string(), address: z.string() });
export const ZTenderContacts = z.object({
  tenderee: ZContact,
  agency: ZContact.nullable(),
  source: z.string().describe('where the notice was first published'),
});

export const ZTenderDetail = ZTenderListItem.extend({
  content: z.string().describe('sanitised HTML; never holds contact details'),
  source: z.string(),
  project: z.object({
    id: z.number().int(),
    bidNo: z.string(),
    name: z.string(),
    budget: z.number().nullable(),
    budgetWan: z.number().nullable(),
    tenderee: ZOrgBrief,
    agency: ZOrgBrief.nullable(),
  }),
  timeline: z
    .array(
      z.object({
        id: z.number().int(),
        infoType: z.enum(tenderInfoTypeCodes),
        infoTypeName: z.string(),
        title: z.string(),
        publishedAt: z.string(),
        isCurrent: z.boolean(),
      }),
    )
    .describe('every notice of the project, oldest first'),
  related: z.array(ZTenderListItem).describe('newest notices of the same type in the same province, other projects'),
  contacts: ZTenderContacts.nullable().describe('only for logged-in viewers; null otherwise'),
  contactsHidden: z.boolean().describe('true when the viewer must log in to see contacts'),
});

export const ZTenderIdRequest = z.object({ id: zId('招标信息编号') });
export const ZTenderDetailResponse = envelope({ data: ZTenderDetail });
export const ZTenderReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });
export const ZTenderCheckLoginResponse = envelope({ data: ZTenderContacts });

export const ZTenderOrgListRequest = z
  .object({
    kind: z.enum(['ALL', ...tenderOrgKindCodes], { error: '请选择正确的单位类型：ALL、TENDEREE（招标人）或 AGENCY（招标代理）' }).optional(),
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
export const ZTenderOrgListResponse = pageEnvelope(ZTenderOrgItem);

export { projectTypes };
