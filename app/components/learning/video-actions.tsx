import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { StarIcon } from './video-card';

/**
 * 点赞 (star) and 收藏 (favourite) of a course. The viewer's own state comes
 * with the page: pages of logged-in viewers are never served from the
 * anonymous cache. Logged out, a click goes to the login page and back.
 */
export function VideoActions(props: { id: number; starCount: number; loggedIn: boolean; starred: boolean; favorited: boolean }) {
  const { id, loggedIn } = props;
  const location = useLocation();
  const navigate = useNavigate();
  const [star, setStar] = useState({ starred: props.starred, starCount: props.starCount });
  const [favorited, setFavorited] = useState(props.favorited);
  const [busy, setBusy] = useState<'star' | 'favorite' | null>(null);

  const requireLogin = () => {
    if (loggedIn) return true;
    navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    return false;
  };

  const toggleStar = async () => {
    if (!requireLogin()) return;
    setBusy('star');
    const reply = await runAction(() => api.post(star.starred ? '/learning/pub/reduceStar' : '/learning/pub/addStar', { id }));
    setBusy(null);
    if (reply) setStar(reply.data);
  };

  const toggleFavorite = async () => {
    if (!requireLogin()) return;
    const on = !favorited;
    setBusy('favorite');
    const reply = await runAction(() => api.post(on ? '/learning/pub/favorite' : '/learning/pub/cancelFavorite', { id }));
    setBusy(null);
    if (!reply) return;
    setFavorited(reply.data.favorited);
    toastSuccess(on ? '已收藏，可在个人中心“我的收藏”查看' : '已取消收藏');
  };

  return (
    <div className="video-actions" role="group" aria-label="点赞与收藏">
      <button type="button" className={`video-actions__btn${star.starred ? ' is-on' : ''}`} aria-pressed={star.starred} disabled={busy !== null} onClick={() => void toggleStar()}>
        <StarIcon filled={star.starred} />
        <span className="video-actions__label">{star.starred ? '已点赞' : '点赞'}</span>
        <span className="video-actions__count">{formatCount(star.starCount)}</span>
      </button>
      <button type="button" className={`video-actions__btn${favorited ? ' is-on' : ''}`} aria-pressed={favorited} disabled={busy !== null} onClick={() => void toggleFavorite()}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path
            fill="currentColor"
            d={favorited ? 'M6 2h12a1 1 0 0 1 1 1v19l-7-4.5L5 22V3a1 1 0 0 1 1-1z' : 'M6 2h12a1 1 0 0 1 1 1v19l-7-4.5L5 22V3a1 1 0 0 1 1-1zm1 2v14.3l5-3.2 5 3.2V4z'}
          />
        </svg>
        <span className="video-actions__label">{favorited ? '已收藏' : '收藏'}</span>
      </button>
    </div>
  );
}
