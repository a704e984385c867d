import { Button, ConfigProvider, Form, Spin } from 'antd';
// The partner colours' CSS variables (generated at build time, build-tools/antd-css).
import 'virtual:antd-css/partner-themes.css';
import { useEffect, useState } from 'react';
import { api, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { completeLogin, errorText } from '../../lib/auth-client';
import { AntdIsland } from '../antd-island';
import { colourTheme, needsColourTheme } from '../../lib/theme';
import type { Brand } from './brands';
import { CodeInputRow, FormError, PhoneInput, phoneRules } from './form-bits';
import { PasswordLoginForm, SmsLoginForm } from './login-forms';
import { LoginTabs, type LoginTabItem } from './login-tabs';
import { QrLoginBox } from './qr-login-box';
import { RegisterForm } from './register-form';

export type LoginTab = 'password' | 'sms' | 'qr' | 'register';

export type LoginPanelProps = {
  brand: Brand;
  initialTab: LoginTab;
  /** Already made safe by the loader. */
  redirect: string;
  wechatEnabled: boolean;
  inviteCode?: string;
};

/** The WeChat callback (/login?wx=1&code=…&state=…), read once in the browser. */
function wechatCallback(): { code: string; state: string } | null {
  if (typeof window === 'undefined') return null;
  const q = new URLSearchParams(window.location.search);
  const code = q.get('code');
  const state = q.get('state');
  return q.get('wx') && code && state ? { code, state } : null;
}

/**
 * The login card of /login, /register and every partner login page: tabs
 * 密码登录 / 验证码登录 / 扫码登录 / 注册, and WeChat when it is configured.
 */
export function LoginPanel({ brand, initialTab, redirect, wechatEnabled, inviteCode }: LoginPanelProps) {
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [wechat, setWechat] = useState<{ state: 'idle' | 'checking' | 'bind'; wxTicket?: string; redirect?: string; error?: string }>({ state: 'idle' });

  useEffect(() => {
    const callback = wechatCallback();
    if (!callback) return;
    setWechat({ state: 'checking' });
    api
      .post('/user/auth/v3/wx/login', callback, { notify: false })
      .then((reply) => {
        if (reply.bound) completeLogin(reply);
        else setWechat({ state: 'bind', wxTicket: reply.wxTicket, redirect: reply.redirect });
      })
      .catch((e: unknown) => setWechat({ state: 'idle', error: errorText(e) }));
  }, []);

  const startWechat = async () => {
    try {
      const reply = await api.post('/user/auth/v3/wx/login', { redirect }, { notify: false });
      // Asked without a code, the server answers WeChat's authorise address.
      if (reply.authorizeUrl) window.location.assign(reply.authorizeUrl);
    } catch (e) {
      setWechat({ state: 'idle', error: errorText(e) });
    }
  };

  const items: LoginTabItem<LoginTab>[] = [
    { key: 'password', label: '密码登录', children: <PasswordLoginForm redirect={redirect} /> },
    { key: 'sms', label: '验证码登录', children: <SmsLoginForm redirect={redirect} /> },
    { key: 'qr', label: '扫码登录', children: <QrLoginBox active={tab === 'qr'} redirect={redirect} /> },
    { key: 'register', label: '注册', children: <RegisterForm redirect={redirect} inviteCode={inviteCode} /> },
  ];

  const panel = (
    <div className="login-panel">
      <h1 className="login-panel__title">{tab === 'register' ? `注册${brand.name}账号` : `登录${brand.name}`}</h1>
      {wechat.state === 'checking' ? (
        <div className="login-panel__center">
          <Spin delay={FETCH_MIN_DELAY_MS} />
          <p>正在确认微信授权…</p>
        </div>
      ) : wechat.state === 'bind' ? (
        <WechatBindForm wxTicket={wechat.wxTicket ?? ''} redirect={wechat.redirect ?? redirect} onCancel={() => setWechat({ state: 'idle' })} />
      ) : (
        <>
          <LoginTabs activeKey={tab} onChange={setTab} items={items} />
          <FormError message={wechat.error ?? ''} />
          {tab !== 'register' ? (
            <div className="login-panel__foot">
              <span>
                还没有账号？
                <button type="button" className="link-btn" onClick={() => setTab('register')}>
                  免费注册
                </button>
              </span>
              {wechatEnabled && (
                <button type="button" className="login-panel__wechat" onClick={startWechat}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path
                      fill="#07c160"
                      d="M9 4C5 4 2 6.7 2 10c0 1.9 1 3.5 2.6 4.6L4 17l2.7-1.4c.7.2 1.5.3 2.3.3h.4a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.1-6 7-6h.4C15.9 6 12.8 4 9 4zm-2.5 3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm5 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM16.2 10c-3.2 0-5.8 2.2-5.8 4.9s2.6 4.9 5.8 4.9c.6 0 1.2-.1 1.8-.2L20 20.6l-.5-1.9c1.4-.9 2.3-2.3 2.3-3.8 0-2.7-2.6-4.9-5.6-4.9zm-2 2.3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z"
                    />
                  </svg>
                  微信登录
                </button>
              )}
            </div>
          ) : (
            <div className="login-panel__foot">
              <span>
                已有账号？
                <button type="button" className="link-btn" onClick={() => setTab('password')}>
                  直接登录
                </button>
              </span>
            </div>
          )}
        </>
      )}
    </div>
  );
  // The company's own pages wear the site's primary: antd's theme as it is, with no second set of tokens to derive
  // while the form hydrates (12 ms of CPU on the 2-core machine, four times that on Lighthouse's phone; decision 0051).
  return <AntdIsland>{needsColourTheme(brand.colour) ? <ConfigProvider theme={colourTheme(brand.colour)}>{panel}</ConfigProvider> : panel}</AntdIsland>;
}

type BindValues = { phone: string; vcode: string };

/** The WeChat account has no portal account yet: bind a phone (opening a personal account if needed). */
export function WechatBindForm({ wxTicket, redirect, onCancel }: { wxTicket: string; redirect: string; onCancel: () => void }) {
  const [form] = Form.useForm<BindValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (): Promise<number | false> => {
    setError('');
    try {
      const { phone } = await form.validateFields(['phone']);
      return (await api.post('/user/reg/v3/wx/send', { phone: phone.trim(), wxTicket }, { notify: false })).resendIn;
    } catch (e) {
      if (e && typeof e === 'object' && 'errorFields' in e) return false;
      setError(errorText(e));
      return false;
    }
  };
  const submit = async (values: BindValues) => {
    setBusy(true);
    setError('');
    try {
      completeLogin(await api.post('/user/reg/v3/wx/bind', { phone: values.phone.trim(), vcode: values.vcode, wxTicket, redirect }, { notify: false }));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  return (
    <Form<BindValues> form={form} onFinish={submit} className="auth-form" requiredMark={false}>
      <p className="auth-form__lead">微信授权成功，请绑定手机号完成登录。手机号未注册时将自动开通个人账号。</p>
      <Form.Item name="phone" rules={phoneRules} validateTrigger={['onChange', 'onBlur']} normalize={(v: string) => v.trim()}>
        <PhoneInput />
      </Form.Item>
      <CodeInputRow onSend={send} />
      <FormError message={error} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        绑定并登录
      </Button>
      <Button type="link" block onClick={onCancel}>
        使用其他方式登录
      </Button>
    </Form>
  );
}
