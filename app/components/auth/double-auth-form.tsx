import { Button, Form, Result } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { clearDoubleAuth, completeLogin, errorText, readDoubleAuth, type DoubleAuthState } from '../../lib/auth-client';
import { AntdIsland } from '../antd-island';
import { CodeInputRow, FormError } from './form-bits';

/**
 * The second factor: an SMS code to the account's own phone. The key left by
 * the password step lives in this tab's sessionStorage; without it, back to /login.
 */
export function DoubleAuthForm({ redirect }: { redirect: string }) {
  const [state, setState] = useState<DoubleAuthState | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => setState(readDoubleAuth()), []);

  const send = async (): Promise<number | false> => {
    setError('');
    try {
      const reply = await api.post('/user/auth/v3/pwdvcode/send', { authKey: state!.authKey }, { notify: false });
      return reply.resendIn;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };

  const submit = async ({ vcode }: { vcode: string }) => {
    setBusy(true);
    setError('');
    try {
      const reply = await api.post(
        '/user/auth/v3/pwdvcode/login',
        { authKey: state!.authKey, vcode, redirect: state!.redirect || redirect },
        { notify: false },
      );
      clearDoubleAuth();
      completeLogin(reply);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <AntdIsland>
      <div className="login-panel">
        <h1 className="login-panel__title">登录验证</h1>
        {state === undefined ? (
          <div className="login-panel__center" aria-busy="true" />
        ) : state === null ? (
          <Result
            status="warning"
            title="验证信息已过期"
            subTitle="请重新输入账号和密码登录。"
            extra={
              <Button type="primary" href="/login">
                返回登录
              </Button>
            }
          />
        ) : (
          <Form onFinish={submit} className="auth-form" requiredMark={false}>
            <p className="auth-form__lead">
              为保障账号安全，该账号登录需要短信验证。验证码将发送至 <strong>{state.maskedPhone}</strong>。
            </p>
            <CodeInputRow onSend={send} />
            <FormError message={error} />
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              确认登录
            </Button>
            <p className="auth-form__center-link">
              <a href="/login">返回登录</a>
            </p>
          </Form>
        )}
      </div>
    </AntdIsland>
  );
}
