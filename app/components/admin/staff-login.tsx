import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { api, ApiBusinessError } from '../../lib/api-client';
import type { StaffSession } from '../../../common/admin/schemas';

/** The console's login: a staff name and password (never a visitor account). */
export function StaffLogin({ onLoggedIn }: { onLoggedIn: (session: StaffSession) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(values: { username: string; password: string }) {
    setBusy(true);
    setError(undefined);
    try {
      const { staff, mustChangePassword } = await api.post('/admin/auth/login', values);
      onLoggedIn({ staff, mustChangePassword });
    } catch (e) {
      if (e instanceof ApiBusinessError) setError(e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="admin-auth">
      <div className="admin-auth__card">
        <h1 className="admin-auth__title">计智云 · 管理后台</h1>
        <p className="admin-auth__sub">员工登录（与网站访客账号分开）</p>
        {error && <Alert type="error" showIcon title={error} className="admin-auth__alert" />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="用户名" name="username" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" visibilityToggle={false} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </div>
    </div>
  );
}

/** The forced change of a first production login, and the voluntary one. */
export function StaffPasswordForm({ forced, onDone }: { forced: boolean; onDone: () => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(values: { oldPassword: string; newPassword: string }) {
    setBusy(true);
    setError(undefined);
    try {
      await api.post('/admin/auth/password', values);
      onDone();
    } catch (e) {
      if (e instanceof ApiBusinessError) setError(e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={forced ? 'admin-auth' : undefined}>
      <div className="admin-auth__card">
        <h1 className="admin-auth__title">{forced ? '首次登录，请修改密码' : '修改密码'}</h1>
        {forced && <p className="admin-auth__sub">初始密码是公开的演示密码，设置您自己的密码后才能继续使用后台。</p>}
        {error && <Alert type="error" showIcon title={error} className="admin-auth__alert" />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password autoComplete="current-password" visibilityToggle={false} />
          </Form.Item>
          <Form.Item label="新密码" name="newPassword" extra="至少 8 位，同时包含字母和数字" rules={[{ required: true, message: '请输入新密码' }]}>
            <Input.Password autoComplete="new-password" visibilityToggle={false} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            保存新密码
          </Button>
        </Form>
      </div>
    </div>
  );
}
