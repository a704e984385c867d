import adminCss from '../../styles/admin.css?url';
import { AdminShell } from '../../components/admin/admin-shell';
import type { RouteHandle } from '../../lib/route-handle';

export const handle: RouteHandle = { layout: 'none' };

export const links = () => [{ rel: 'stylesheet', href: adminCss }];

/** The console is for staff: never indexed (robots.txt also disallows /admin). */
export const meta = () => [{ title: '管理后台 - 计智云' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminLayout() {
  return <AdminShell />;
}
