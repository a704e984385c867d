import { z } from 'zod';
import { zMobilePhone } from '../api/phone-schema';
import { post, postWithoutBody } from '../api/endpoints';
import { envelope, pageEnvelope } from '../api/envelope';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { LEAD_KEYWORDS_MAX, LEAD_NOTE_MAX, leadSources, leadStatuses, staffPasswordProblem, staffRoles } from './options';

/* ───────────── Staff and their sessions ───────────── */

export const ZStaffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(staffRoles),
});
export type StaffMe = z.infer<typeof ZStaffMe>;

export const ZStaffLoginRequest = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(40, '用户名不能超过 40 个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过 128 个字符'),
});
export type StaffLoginRequest = z.output<typeof ZStaffLoginRequest>;

/** mustChangePassword: every other console call is refused until the password is changed. */
export const ZStaffSessionResponse = envelope({ staff: ZStaffMe, mustChangePassword: z.boolean() });
export type StaffSession = { staff: StaffMe; mustChangePassword: boolean };

export const ZStaffPasswordRequest = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128),
    newPassword: z.string({ error: '请输入新密码' }).superRefine((v, ctx) => {
      const problem = staffPasswordProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .refine((v) => v.oldPassword !== v.newPassword, { message: '新密码不能与原密码相同', path: ['newPassword'] });
export type StaffPasswordRequest = z.output<typeof ZStaffPasswordRequest>;

export const ZStaffBrief = z.object({ id: z.number().int(), username: z.string(), displayName: z.string(), role: z.enum(staffRoles), disabled: z.boolean() });
export type StaffBrief = z.infer<typeof ZStaffBrief>;
export const ZStaffListResponse = envelope({ records: z.array(ZStaffBrief) });

/* ───────────── Audit log ───────────── */

export const ZAuditListRequest = z.object({
  ...pageRequestFields,
  staffId: zId('员工').optional(),
  action: z.string().trim().max(40).optional(),
});
export type AuditListRequest = z.output<typeof ZAuditListRequest>;
export const ZAuditEntry = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  username: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditListResponse = pageEnvelope(ZAuditEntry);

/* ───────────── Leads ───────────── */

export const ZLeadListRequest = z.object({
  ...pageRequestFields,
  keywords: z.string().trim().max(LEAD_KEYWORDS_MAX, `关键词不能超过 ${LEAD_KEYWORDS_MAX} 个字符`).optional(),
  status: z.enum(leadStatuses, { error: '线索状态不对' }).optional(),
  source: z.enum(leadSources, { error: '线索来源不对' }).optional(),
  /** 0: not assigned to anyone. */
  assigneeId: zId('负责人', { min: 0 }).optional(),
});
export type LeadListRequest = z.output<typeof ZLeadListRequest>;

export const ZLeadRow = z.object({
  id: z.number().int(),
  source: z.enum(leadSources),
  name: z.string(),
  phone: z.string(),
  content: z.string(),
  sourcePage: z.string(),
  status: z.enum(leadStatuses),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  noteCount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type LeadRow = z.infer<typeof ZLeadRow>;
export const ZLeadListResponse = pageEnvelope(ZLeadRow);

export const ZLeadIdRequest = z.object({ id: zId('线索') });
export const ZLeadNote = z.object({ id: z.number().int(), staffName: z.string(), content: z.string(), createdAt: z.string() });
export type LeadNote = z.infer<typeof ZLeadNote>;
export const ZLeadDetailResponse = envelope({ lead: ZLeadRow, notes: z.array(ZLeadNote) });
export type LeadDetail = { lead: LeadRow; notes: LeadNote[] };

export const ZLeadUpdateRequest = z
  .object({
    id: zId('线索'),
    status: z.enum(leadStatuses, { error: '线索状态不对' }).optional(),
    /** null takes the lead back from its agent. */
    assigneeId: zId('负责人').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, { message: '请选择要修改的状态或负责人' });
export type LeadUpdateRequest = z.output<typeof ZLeadUpdateRequest>;

export const ZLeadNoteRequest = z.object({
  id: zId('线索'),
  content: z.string({ error: '请输入备注' }).trim().min(1, '请输入备注').max(LEAD_NOTE_MAX, `备注不能超过 ${LEAD_NOTE_MAX} 个字符`),
});
export type LeadNoteRequest = z.output<typeof ZLeadNoteRequest>;

/* ───────────── Service settings as staff edit them ───────────── */

export const ZServiceSettingsModel = z.object({
  autoSwitch: z.boolean(),
  autoDelayed: z.number().int().min(1, '自动弹出延迟至少 1 秒').max(600, '自动弹出延迟不能超过 600 秒'),
  autoContent: z.string().trim().max(200, '询问语不能超过 200 个字符'),
  serviceHotline: z.string().trim().min(1, '请输入服务热线').max(30, '服务热线不能超过 30 个字符'),
  marketHotline: z.string().trim().max(30, '市场合作热线不能超过 30 个字符'),
  wechatName: z.string().trim().max(40, '公众号名称不能超过 40 个字符'),
  wechatQrUrl: z
    .string()
    .trim()
    .max(300, '二维码链接不能超过 300 个字符')
    .refine((v) => v === '' || /^https?:\/\//.test(v), '二维码链接须以 http:// 或 https:// 开头'),
});
export type ServiceSettingsModel = z.output<typeof ZServiceSettingsModel>;
export const ZAdminSettingsResponse = envelope({ model: ZServiceSettingsModel });

/** Staff console (issue 14). Every call but login needs a console session; roles are checked on the server. */
export const adminEndpoints = {
  '/admin/auth/login': post(ZStaffLoginRequest, ZStaffSessionResponse),
  '/admin/auth/logout': postWithoutBody(envelope({})),
  '/admin/auth/me': postWithoutBody(ZStaffSessionResponse),
  '/admin/auth/password': post(ZStaffPasswordRequest, envelope({})),
  '/admin/staff/list': postWithoutBody(ZStaffListResponse),
  '/admin/audit/list': post(ZAuditListRequest, ZAuditListResponse),
  '/admin/leads/list': post(ZLeadListRequest, ZLeadListResponse),
  '/admin/leads/get': post(ZLeadIdRequest, ZLeadDetailResponse),
  '/admin/leads/update': post(ZLeadUpdateRequest, ZLeadDetailResponse),
  '/admin/leads/note': post(ZLeadNoteRequest, ZLeadDetailResponse),
  '/admin/settings/get': postWithoutBody(ZAdminSettingsResponse),
  '/admin/settings/update': post(ZServiceSettingsModel, ZAdminSettingsResponse),
};

/** The phone rule the consult form shares with the booking dialog. */
export const zLeadPhone = zMobilePhone;

/* ───────────── Statistics ───────────── */

const zDay = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);
/** A date range in China Standard Time, both days included, at most 92 days. */
export const ZStatsRequest = z
  .object({ from: zDay('开始日期'), to: zDay('结束日期') })
  .refine((v) => v.from <= v.to, { message: '开始日期不能晚于结束日期' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= 92, { message: '时间范围不能超过 92 天' });
export type StatsRequest = z.output<typeof ZStatsRequest>;

export const ZStatsOverview = z.object({
  totals: z.object({ pv: z.number().int(), uv: z.number().int(), leads: z.number().int(), bots: z.number().int(), reads: z.number().int() }),
  /** One entry per day of the range, days without visits included. */
  daily: z.array(z.object({ day: z.string(), pv: z.number().int(), uv: z.number().int(), leads: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), pv: z.number().int(), uv: z.number().int(), avgSeconds: z.number().int() })),
  referrers: z.array(z.object({ source: z.string(), guests: z.number().int() })),
  reading: z.array(z.object({ artType: z.string(), artId: z.string(), artTitle: z.string(), reads: z.number().int(), avgSeconds: z.number().int(), totalSeconds: z.number().int() })),
  leadsBySource: z.array(z.object({ source: z.enum(leadSources), count: z.number().int() })),
});
export type StatsOverview = z.infer<typeof ZStatsOverview>;

export const adminStatsEndpoints = {
  '/admin/stats/overview': post(ZStatsRequest, envelope(ZStatsOverview.shape)),
};
