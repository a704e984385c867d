/**
 * The staff console (/admin, issue 14): roles, lead statuses and sources,
 * limits and the messages the console and the API share. Plain values only:
 * the console's pages import them (decision 0021).
 */

/** admin: everything, staff and the audit log; editor: content and statistics; agent: leads and chats given to them. */
export const staffRoles = ['admin', 'editor', 'agent'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, string> = { admin: '管理员', editor: '编辑', agent: '客服' };

/** Name of the console's HttpOnly session cookie: its own, never the visitors' jz_sid. */
export const STAFF_SESSION_COOKIE = 'jz_staff';
/** A console session ends after 8 hours without a request, 7 days after login in any case. */
export const STAFF_SESSION_IDLE_SECONDS = 8 * 3600;
export const STAFF_SESSION_ABSOLUTE_SECONDS = 7 * 24 * 3600;

/** Login failures: 5 per typed name and 20 per IP in 15 minutes, then locked for the rest of the window. */
export const staffLoginLimits = { windowSeconds: 900, perAccount: 5, perIp: 20 } as const;

export const staffPasswordRules = { min: 8, max: 64 } as const;

export const leadStatuses = ['new', 'contacted', 'converted', 'invalid'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = { new: '新线索', contacted: '已联系', converted: '已转化', invalid: '无效' };

/** Where a lead came from. Background-check requests will join when that feature lands. */
export const leadSources = ['reservation', 'consult', 'chat_message'] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceLabels: Record<LeadSource, string> = { reservation: '预约演示', consult: '即时咨询', chat_message: '离线留言' };

export const LEAD_NOTE_MAX = 500;
export const LEAD_KEYWORDS_MAX = 30;

/** What an audit entry's action means, for the console's log view. */
export const auditActionLabels: Record<string, string> = {
  'auth.login': '登录',
  'auth.login_failed': '登录失败',
  'auth.logout': '退出登录',
  'auth.password': '修改密码',
  'lead.update': '更新线索',
  'lead.note': '添加备注',
  'lead.export': '导出线索',
  'settings.update': '修改客服设置',
  'chat.take': '接入会话',
  'chat.transfer': '转接会话',
  'chat.close': '结束会话',
  'chat.canned': '修改快捷回复',
  'tender.import': '导入招标信息',
  'tender.import_failed': '招标导入被拒',
};

export const adminMessages = {
  wrongPassword: '用户名或密码错误',
  mustChangePassword: '首次登录请先修改密码',
  passwordTooShort: `新密码至少 ${staffPasswordRules.min} 位`,
  passwordTooLong: `新密码不能超过 ${staffPasswordRules.max} 位`,
  passwordWeak: '新密码须同时包含字母和数字',
  passwordSame: '新密码不能与原密码相同',
  oldPasswordWrong: '原密码错误',
  roleRefused: '您的角色无权进行此操作',
  notYourLead: '这条线索已分配给其他客服',
} as const;

/** A new password: long enough, letters and digits. */
export function staffPasswordProblem(password: string): string | undefined {
  if (password.length < staffPasswordRules.min) return adminMessages.passwordTooShort;
  if (password.length > staffPasswordRules.max) return adminMessages.passwordTooLong;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return adminMessages.passwordWeak;
  return undefined;
}
