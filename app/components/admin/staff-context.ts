import { useOutletContext } from 'react-router';
import type { StaffRole } from '../../../common/admin/options';
import type { StaffMe } from '../../../common/admin/schemas';

/** What the console's shell hands its pages: the logged-in staff member. */
export type StaffContext = { staff: StaffMe };

export function useStaff(): StaffMe {
  return useOutletContext<StaffContext>().staff;
}

/** The console's sections and who sees them. The server checks the same roles on every call. */
export const adminSections: { path: string; label: string; roles: readonly StaffRole[] }[] = [
  { path: '/admin/chat', label: '在线会话', roles: ['admin', 'agent'] },
  { path: '/admin/leads', label: '线索管理', roles: ['admin', 'agent'] },
  { path: '/admin/stats', label: '数据统计', roles: ['admin', 'editor'] },
  { path: '/admin/settings', label: '客服设置', roles: ['admin', 'editor', 'agent'] },
  { path: '/admin/tender-import', label: '标讯导入', roles: ['admin', 'editor'] },
  { path: '/admin/audit', label: '操作日志', roles: ['admin'] },
];

export const sectionsFor = (role: StaffRole) => adminSections.filter((s) => s.roles.includes(role));
