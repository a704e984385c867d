import { useEffect, useState } from 'react';
import { api, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { completeLogin, errorText } from '../../lib/auth-client';
import type { Brand } from './brands';
import { FormError } from './form-bits-light';
import { preloadLoginTabs, QrLoginIsland, RegisterIsland, SmsLoginIsland, WechatBindIsland } from './lazy-login-tabs';
import { LoginTabs, type LoginTabItem } from './login-tabs';
import { PasswordLoginForm } from './password-login-form';

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
    { key: 'sms', label: '验证码登录', children: <SmsLoginIsland redirect={redirect} colour={brand.colour} /> },
    { key: 'qr', label: '扫码登录', children: <QrLoginIsland active={tab === 'qr'} redirect={redirect} colour={brand.colour} /> },
    { key: 'register', label: '注册', children: <RegisterIsland redirect={redirect} inviteCode={inviteCode} colour={brand.colour} /> },
  ];

  // The brand's colour reaches the light form through AuthShell's --brand, and the antd tabs through AuthAntd.
  return (
    <div className="login-panel">
      <h1 className="login-panel__title">{tab === 'register' ? `注册${brand.name}账号` : `登录${brand.name}`}</h1>
      {wechat.state === 'checking' ? (
        <div className="login-panel__center">
          <DelayedSpinner delayMs={FETCH_MIN_DELAY_MS} />
          <p>正在确认微信授权…</p>
        </div>
      ) : wechat.state === 'bind' ? (
        <WechatBindIsland
          wxTicket={wechat.wxTicket ?? ''}
          redirect={wechat.redirect ?? redirect}
          onCancel={() => setWechat({ state: 'idle' })}
          colour={brand.colour}
        />
      ) : (
        <>
          <LoginTabs activeKey={tab} onChange={setTab} items={items} onIntent={preloadLoginTabs} />
          <FormError message={wechat.error ?? ''} />
          {tab !== 'register' ? (
            <div className="login-panel__foot">
              <span>
                还没有账号？
                <button type="button" className="link-btn" onClick={() => setTab('register')} onPointerEnter={preloadLoginTabs} onTouchStart={preloadLoginTabs}>
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
}

/** A spinner that appears only if the wait lasts (as antd's Spin with `delay`), so a quick answer shows no flash. */
function DelayedSpinner({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return <span className="lf-spinner lf-spinner--large" role="status" aria-label="加载中" hidden={!shown} />;
}
