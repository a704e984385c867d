import { Button, Result } from 'antd';
import { useState } from 'react';
import type { QrDevice } from '../../../common/auth/schemas';
import { api } from '../../lib/api-client';
import { errorText } from '../../lib/auth-client';
import { AntdIsland } from '../antd-island';
import { FormError } from './form-bits';

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function AuthorizeCard({
  ticket,
  account,
  device,
  problem,
}: {
  ticket: string;
  account: { realname: string; phone: string };
  device: QrDevice | null;
  problem: string | null;
}) {
  const [done, setDone] = useState<'confirmed' | 'cancelled' | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const [error, setError] = useState('');

  const act = async (what: 'confirm' | 'cancel') => {
    setBusy(what);
    setError('');
    try {
      await api.post(`/user/auth/v3/scan/${what}` as const, { ticket }, { notify: false });
      setDone(what === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AntdIsland>
      <div className="login-panel authorize">
        {problem ? (
          <Result status="warning" title="无法确认登录" subTitle={problem} extra={<Button href="/">回到首页</Button>} />
        ) : done === 'confirmed' ? (
          <Result status="success" title="已确认登录" subTitle="请回到电脑上继续操作。" />
        ) : done === 'cancelled' ? (
          <Result status="info" title="已取消登录" subTitle="电脑上的二维码已失效。" />
        ) : (
          <>
            <div className="authorize__icon" aria-hidden="true">
              <svg viewBox="0 0 64 64" width="64" height="64">
                <rect x="6" y="10" width="52" height="34" rx="4" fill="#eaf1ff" stroke="#1664ff" strokeWidth="3" />
                <path d="M22 54h20M32 44v10" stroke="#1664ff" strokeWidth="3" strokeLinecap="round" />
                <path d="M24 27l6 6 11-12" fill="none" stroke="#1664ff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </div>
            <h1 className="login-panel__title authorize__title">确认登录计智云网页版</h1>
            <p className="authorize__account">
              将以 <strong>{account.realname || account.phone || '当前账号'}</strong>
              {account.realname && account.phone ? `（${account.phone}）` : ''} 的身份登录以下设备：
            </p>
            {device && (
              <dl className="authorize__device">
                <div>
                  <dt>设备</dt>
                  <dd>
                    {device.browser} · {device.os}
                  </dd>
                </div>
                <div>
                  <dt>IP 地址</dt>
                  <dd>{device.ip || '未知'}</dd>
                </div>
                <div>
                  <dt>请求时间</dt>
                  <dd>{timeFormat.format(new Date(device.requestedAt))}</dd>
                </div>
              </dl>
            )}
            <p className="authorize__warn">如果这不是您本人的操作，请点击“取消”。</p>
            <FormError message={error} />
            <Button type="primary" size="large" block loading={busy === 'confirm'} disabled={busy !== null} onClick={() => act('confirm')}>
              确认登录
            </Button>
            <Button size="large" block className="authorize__cancel" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => act('cancel')}>
              取消
            </Button>
          </>
        )}
      </div>
    </AntdIsland>
  );
}
