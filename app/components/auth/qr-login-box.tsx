import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QR_POLL_MS } from '../../../common/auth/options';
import type { QrStatus } from '../../../common/auth/schemas';
import { api } from '../../lib/api-client';
import { completeLogin, saveStaffInfo } from '../../lib/auth-client';

const QR_PX = 200;

/** The ticket's states (spec §4), and this box's own while it loads or after it failed. */
type Status = 'LOADING' | QrStatus | 'ERROR';

const titles: Record<Status, string> = {
  LOADING: '扫码登录',
  WAITING: '扫码登录',
  SCANED: '扫码成功',
  LOGINED: '登录成功',
  TIMEOUT: '登录超时',
  ERROR: '二维码加载失败',
};

const hints: Record<Status, string> = {
  LOADING: '正在生成二维码…',
  WAITING: '请使用已登录计智云的手机浏览器或计智云 App 扫描二维码',
  SCANED: '请在手机上点击“确认登录”',
  LOGINED: '正在跳转…',
  TIMEOUT: '二维码已失效，请刷新后重新扫码',
  ERROR: '网络异常，请刷新二维码重试',
};

/**
 * 扫码登录: a ticket shown as a QR code. The phone opens /authorize with it;
 * the poll that first sees LOGINED receives this browser's session cookie.
 */
export function QrLoginBox({ active, redirect }: { active: boolean; redirect: string }) {
  const [status, setStatus] = useState<Status>('LOADING');
  const [image, setImage] = useState('');
  const ticket = useRef('');
  const expiresAt = useRef(0);

  const create = useCallback(async () => {
    setStatus('LOADING');
    try {
      const reply = await api.post('/user/auth/v3/scan/qrcode', {}, { notify: false });
      const QRCode = await import('qrcode');
      setImage(
        await QRCode.toDataURL(reply.qrUrl, { width: QR_PX * 2, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b1a3aff', light: '#ffffffff' } }),
      );
      ticket.current = reply.ticket;
      expiresAt.current = Date.now() + reply.expiresIn * 1000;
      setStatus('WAITING');
    } catch {
      setStatus('ERROR');
    }
  }, []);

  useEffect(() => {
    if (active && !ticket.current) void create();
  }, [active, create]);

  useEffect(() => {
    if (!active || (status !== 'WAITING' && status !== 'SCANED')) return;
    let stopped = false;
    const timer = setInterval(async () => {
      if (Date.now() > expiresAt.current + QR_POLL_MS) {
        setStatus('TIMEOUT');
        return;
      }
      try {
        const reply = await api.post('/user/auth/v3/scan/status', { ticket: ticket.current, redirect }, { notify: false });
        if (stopped) return;
        setStatus(reply.status);
        if (reply.status === 'LOGINED') {
          stopped = true;
          const info = await api.post('/user/auth/v3/userinfo', {}, { notify: false }).catch(() => null);
          if (info) saveStaffInfo(info.userinfo);
          completeLogin({ redirect: reply.redirect });
        }
      } catch {
        /* a missed poll is retried on the next tick */
      }
    }, QR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, status, redirect]);

  const refresh = () => {
    ticket.current = '';
    void create();
  };
  const dimmed = status === 'SCANED' || status === 'TIMEOUT' || status === 'LOGINED' || status === 'ERROR';

  return (
    <div className="qr-login" data-status={status}>
      <h3 className="qr-login__title">{titles[status]}</h3>
      <div className={`qr-login__frame${dimmed ? ' is-dimmed' : ''}`}>
        {image ? <img src={image} width={QR_PX} height={QR_PX} alt="扫码登录二维码" /> : <div className="qr-login__placeholder" />}
        {(status === 'TIMEOUT' || status === 'ERROR') && (
          <div className="qr-login__overlay">
            <p>{status === 'TIMEOUT' ? '二维码已失效' : '加载失败'}</p>
            <Button type="primary" onClick={refresh}>
              刷新二维码
            </Button>
          </div>
        )}
        {status === 'SCANED' && (
          <div className="qr-login__overlay qr-login__overlay--ok">
            <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
              <circle cx="24" cy="24" r="22" fill="#12b76a" />
              <path d="M14 24.5l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p>扫码成功</p>
          </div>
        )}
      </div>
      <p className="qr-login__hint">{hints[status]}</p>
    </div>
  );
}
