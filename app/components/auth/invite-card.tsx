import { Button, Result } from 'antd';
import { AntdIsland } from '../antd-island';
import { RegisterForm } from './register-form';

export function InviteCard({ code, inviterName, loggedIn }: { code: string; inviterName: string; loggedIn: boolean }) {
  return (
    <AntdIsland>
      <div className="login-panel">
        <div className="invite-banner">
          <svg className="invite-banner__gift" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect x="4" y="12" width="24" height="16" rx="2" fill="#ff7a45" />
            <rect x="2" y="8" width="28" height="6" rx="2" fill="#fa541c" />
            <rect x="14" y="8" width="4" height="20" fill="#ffd666" />
            <path d="M16 8c-2-5-8-6-8-2 0 2 4 2 8 2zm0 0c2-5 8-6 8-2 0 2-4 2-8 2z" fill="none" stroke="#fa541c" strokeWidth="2" />
          </svg>
          <div>
            <strong>{inviterName ? `${inviterName} 邀请您加入计智云` : '欢迎加入计智云'}</strong>
            <p>注册即可免费阅读标准规范、政策法规与招标资讯，并获得 AI 写作体验次数。</p>
          </div>
        </div>
        {loggedIn ? (
          <Result
            status="info"
            title="您已登录"
            subTitle="邀请注册仅适用于新用户。"
            extra={
              <Button type="primary" href="/personalCenter">
                去个人中心
              </Button>
            }
          />
        ) : (
          <>
            <h1 className="login-panel__title">注册计智云账号</h1>
            <RegisterForm redirect="/personalCenter" inviteCode={code || undefined} submitText="接受邀请并注册" />
            <p className="auth-form__center-link">
              已有账号？<a href="/login">直接登录</a>
            </p>
          </>
        )}
      </div>
    </AntdIsland>
  );
}
