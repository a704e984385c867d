import { Link } from '../../components/app-link';
import { Card } from 'antd';
import { staffRoleLabels } from '../../../common/admin/options';
import { sectionsFor, useStaff } from '../../components/admin/staff-context';

/** The console's first page: who is logged in and where to go. */
export default function AdminHome() {
  const staff = useStaff();
  const sections = sectionsFor(staff.role);
  return (
    <Card title={`您好，${staff.displayName}`}>
      <p>
        当前角色：{staffRoleLabels[staff.role]}。{sections.length > 0 ? '请从左侧菜单进入工作区：' : '您的角色暂时没有可用的工作区。'}
      </p>
      <ul>
        {sections.map((s) => (
          <li key={s.path}>
            <Link to={s.path}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
