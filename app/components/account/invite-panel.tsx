import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast';

type Invite = { code: string; link: string; invitedCount: number; earnedPoints: number; rewardPoints: number };

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http, older browsers): fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function InvitePanel({ invite }: { invite: Invite }) {
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // The QR library loads only here, after the page is shown.
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(invite.link, { errorCorrectionLevel: 'M', margin: 1, width: 320 }))
      .then((url) => live && setQr(url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [invite.link]);

  const copy = async () => {
    if (await copyText(invite.link)) toastSuccess('邀请链接已复制，快去分享给好友吧');
    else toastError('复制失败，请长按或手动选择链接复制');
  };

  return (
    <div className="pc-panel">
      <section className="pc-card pc-invite">
        <div className="pc-invite__main">
          <h2 className="pc-card__title">我的专属邀请链接</h2>
          <p className="pc-hint">好友通过此链接注册成功后，您将获得 {invite.rewardPoints} 积分，每位新用户奖励一次。</p>
          <div className="pc-invite__link">
            <Input value={invite.link} readOnly aria-label="邀请链接" data-testid="invite-link" onFocus={(e) => e.target.select()} />
            <Button type="primary" onClick={() => void copy()}>
              复制链接
            </Button>
          </div>
          <p className="pc-invite__code">
            邀请码 <strong>{invite.code}</strong>
          </p>
          <dl className="pc-invite__stats">
            <div>
              <dt>已邀请</dt>
              <dd>
                <strong>{invite.invitedCount}</strong> 人
              </dd>
            </div>
            <div>
              <dt>累计获得</dt>
              <dd>
                <strong>{invite.earnedPoints}</strong> 积分
              </dd>
            </div>
          </dl>
        </div>
        <figure className="pc-invite__qr">
          {qr ? <img src={qr} alt="邀请链接二维码" width={160} height={160} /> : <span className="pc-invite__qr-placeholder" />}
          <figcaption>微信扫码打开邀请链接</figcaption>
        </figure>
      </section>
    </div>
  );
}
