import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../app-link';
import { Avatar, Button, Layout, Menu, Spin } from 'antd';
import { staffRoleLabels } from '../../../common/admin/options';
import type { StaffSession } from '../../../common/admin/schemas';
import { api, ApiHttpError, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { AntdIsland } from '../antd-island';
import { StaffLogin, StaffPasswordForm } from './staff-login';
import { sectionsFor, type StaffContext } from './staff-context';

type State = { kind: 'loading' } | { kind: 'anonymous' } | { kind: 'failed' } | ({ kind: 'in' } & StaffSession);

/**
 * The console's frame. Who is logged in is asked in the browser (the page
 * itself is the same for everyone and holds no data); every call the pages
 * make is checked again on the server.
 */
export function AdminShell() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const location = useLocation();

  const refresh = useCallback(() => {
    api
      .post('/admin/auth/me', undefined, { notify: false })
      .then(({ staff, mustChangePassword }) => setState({ kind: 'in', staff, mustChangePassword }))
      .catch((e: unknown) => setState(e instanceof ApiHttpError && e.status === 401 ? { kind: 'anonymous' } : { kind: 'failed' }));
  }, []);
  useEffect(refresh, [refresh]);

  async function logout() {
    await api.post('/admin/auth/logout').catch(() => undefined);
    setState({ kind: 'anonymous' });
  }

  let body;
  if (state.kind === 'loading') {
    body = (
      <div className="admin-auth" aria-busy="true">
        <Spin delay={FETCH_MIN_DELAY_MS} />
      </div>
    );
  } else if (state.kind === 'failed') {
    body = (
      <div className="admin-auth">
        <p>
          后台暂时无法访问，请稍后
          <Button type="link" onClick={refresh}>
            重试
          </Button>
        </p>
      </div>
    );
  } else if (state.kind === 'anonymous') {
    body = <StaffLogin onLoggedIn={(session) => setState({ kind: 'in', ...session })} />;
  } else if (state.mustChangePassword) {
    body = <StaffPasswordForm forced onDone={refresh} />;
  } else {
    const sections = sectionsFor(state.staff.role);
    const current = sections.find((s) => location.pathname.startsWith(s.path))?.path;
    const context: StaffContext = { staff: state.staff };
    body = (
      <Layout className="admin-layout">
        <Layout.Sider breakpoint="md" collapsedWidth={0} className="admin-sider" width={200}>
          <div className="admin-brand">计智云 · 管理后台</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={current ? [current] : []}
            items={sections.map((s) => ({ key: s.path, label: <Link to={s.path}>{s.label}</Link> }))}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="admin-header">
            <span className="admin-header__who">
              <Avatar size="small">{state.staff.displayName.slice(0, 1)}</Avatar>
              <span>
                {state.staff.displayName}（{staffRoleLabels[state.staff.role]}）
              </span>
            </span>
            <Button size="small" onClick={logout}>
              退出
            </Button>
          </Layout.Header>
          <Layout.Content className="admin-content">
            <Outlet context={context} />
          </Layout.Content>
        </Layout>
      </Layout>
    );
  }
  return <AntdIsland>{body}</AntdIsland>;
}
