import { Modal } from '../../lib/antd-static';
import { logout } from '../../lib/auth-client';

/** 是否退出登录？ (spec §2.4): on 确定 the session ends on the server, other tabs follow, and the page reloads. */
export function confirmLogout(): void {
  Modal.confirm({
    title: '是否退出登录？',
    content: '退出后，收藏、积分和 AI 写作等功能需要重新登录才能使用。',
    okText: '确定',
    cancelText: '取消',
    centered: true,
    className: 'logout-confirm',
    onOk: () => logout(),
  });
}
