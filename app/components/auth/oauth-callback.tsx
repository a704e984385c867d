import { useEffect, useState } from 'react';
import { Link } from '../app-link';
import { api } from '../../lib/api-client';
import { completeLogin, errorText } from '../../lib/auth-client';
import { AntdIsland } from '../antd-island';
import { WechatBindForm } from './wechat-bind-form';

type State = { step: 'checking' } | { step: 'bind'; wxTicket: string; redirect: string } | { step: 'error'; message: string };

/** What came back from the provider, read once in the browser (the code is single-use: never rendered into HTML). */
function callbackParams(): { code: string | null; state: string | null } {
  const q = new URLSearchParams(window.location.search);
  return { code: q.get('code'), state: q.get('state') };
}

/**
 * The third-party login callback (/Oauth/wechat): exchanges the provider's
 * code, checked against the state the server issued, for a session; then on
 * to the redirect target, or a phone to bind when the WeChat user is new.
 * Every failure is said in Chinese, with a way back to the login page.
 */
export function OauthCallback({ providerName }: { providerName: string }) {
  const [state, setState] = useState<State>({ step: 'checking' });
  useEffect(() => {
    const { code, state: oauthState } = callbackParams();
    // WeChat sends the user back without a code when they refuse on the phone.
    if (!oauthState) return setState({ step: 'error', message: `${providerName}登录参数不完整，请从登录页重新发起` });
    if (!code) return setState({ step: 'error', message: `您已取消${providerName}授权` });
    api
      .post('/user/auth/v3/wx/login', { code, state: oauthState }, { notify: false })
      .then((reply) => {
        if (reply.bound) completeLogin(reply);
        else setState({ step: 'bind', wxTicket: reply.wxTicket ?? '', redirect: reply.redirect ?? '/' });
      })
      .catch((e: unknown) => setState({ step: 'error', message: errorText(e) }));
  }, [providerName]);

  return (
    <AntdIsland>
      <div className="login-panel oauth-card">
        <h1 className="login-panel__title">{providerName}登录</h1>
        {state.step === 'checking' && (
          <p className="oauth-card__status" role="status" aria-busy="true">
            正在完成{providerName}登录，请稍候…
          </p>
        )}
        {state.step === 'bind' && <WechatBindForm wxTicket={state.wxTicket} redirect={state.redirect} onCancel={() => window.location.assign('/login')} />}
        {state.step === 'error' && (
          <div className="oauth-card__error" role="alert">
            <p>{state.message}</p>
            <Link to="/login" className="btn btn--primary">
              返回登录页
            </Link>
          </div>
        )}
      </div>
    </AntdIsland>
  );
}
