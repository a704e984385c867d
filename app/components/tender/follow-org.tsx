import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { useViewer } from '../../lib/viewer-store';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';

/**
 * 关注 / 已关注 on an organisation's profile. The page is one for every
 * reader (decision 0020): the state is asked in the browser once the viewer
 * is known; a logged-out click goes to the login page and comes back.
 */
export function FollowOrg({ orgId, name }: { orgId: number; name: string }) {
  const viewer = useViewer();
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (viewer.status !== 'user') return;
    let live = true;
    api
      .post('/ai/userBidOrg/state', { orgId }, { notify: false })
      .then((r) => live && setFollowed(r.data.followed))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [viewer.status, orgId]);

  const toggle = async () => {
    setBusy(true);
    const next = !followed;
    const reply = await runAction(() => api.post(next ? '/ai/userBidOrg/create' : '/ai/userBidOrg/remove', { orgId }));
    setBusy(false);
    if (reply) {
      setFollowed(reply.data.followed);
      toastSuccess(reply.data.followed ? `已关注“${name}”，其新信息会出现在“我关注的单位”中` : '已取消关注');
    }
  };
  return (
    <button
      type="button"
      className={`org-follow${followed ? ' is-followed' : ''}`}
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={followed ?? false}
      data-testid="follow-org"
    >
      {followed ? '已关注' : '+ 关注'}
    </button>
  );
}
