import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OperationState } from '../../../common/account/schemas';
import { api } from '../../lib/api-client';
import { useViewer } from '../../lib/viewer-store';
import { formatCount } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { reportReading } from '../../lib/reading-record';

type BarState = Pick<OperationState, 'praised' | 'favorited' | 'praiseCount' | 'favoriteCount'>;

/** Where a kind's likes and favourites live, and how its bar shows them. */
type Family = {
  /** The API prefix of praise, cancelPraise, favorite, cancelFavorite and userOperation. */
  base: '/news/pub' | '/ai/pub/userOperation';
  readingType: 'NEWS' | 'BID';
  /** Where anonymous viewers get public counts (the page itself may be cached); none for news. */
  statsPath: '/ai/pub/userOperation/stats' | null;
  showFavoriteCount: boolean;
  className: string;
};

const newsFamily: Family = { base: '/news/pub', readingType: 'NEWS', statsPath: null, showFavoriteCount: false, className: 'article-actions' };
const tenderFamily: Family = {
  base: '/ai/pub/userOperation',
  readingType: 'BID',
  statsPath: '/ai/pub/userOperation/stats',
  showFavoriteCount: true,
  className: 'article-actions tender-actions',
};

/**
 * 点赞 and 收藏 under a news article. The page may come from the anonymous
 * page cache, so the viewer's own state is fetched in the browser, and only
 * when logged in; logged out, a click goes to the login page and back.
 * Also reports the reading record (spec §4) for logged-in readers.
 */
export function ArticleActions({ id, title, praiseCount }: { id: number; title: string; praiseCount: number }) {
  return <OperationActions family={newsFamily} id={id} title={title} praiseCount={praiseCount} />;
}

/** The same bar under a tender notice (kind BID), with public counts for everyone. */
export function TenderActions({ id, title }: { id: number; title: string }) {
  return <OperationActions family={tenderFamily} id={id} title={title} praiseCount={0} />;
}

function OperationActions({ family, id, title, praiseCount }: { family: Family; id: number; title: string; praiseCount: number }) {
  const viewerStatus = useViewer().status;
  const loggedIn = viewerStatus === 'user';
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<BarState>({ praised: false, favorited: false, praiseCount, favoriteCount: 0 });
  const [busy, setBusy] = useState<'praise' | 'favorite' | null>(null);
  const { base, readingType, statsPath } = family;

  // Keyed by content id where it is used, so the state starts fresh for each item.
  useEffect(() => {
    if (viewerStatus === 'unknown') return;
    const controller = new AbortController();
    const options = { signal: controller.signal, notify: false };
    if (loggedIn) {
      api
        .post(`${base}/userOperation` as const, { id }, options)
        .then((reply) => setState(reply.data))
        .catch(() => {});
      reportReading({ id, type: readingType, title });
    } else if (statsPath) {
      api
        .post(statsPath, { ids: [id] }, options)
        .then((reply) => reply.data[0] && setState((s) => ({ ...s, ...reply.data[0] })))
        .catch(() => {});
    }
    return () => controller.abort();
  }, [id, title, viewerStatus, loggedIn, base, readingType, statsPath]);

  // Until the page knows who is logged in, a click could send a logged-in reader to the login page.
  const waiting = busy !== null || viewerStatus === 'unknown';

  const toggle = async (which: 'praise' | 'favorite') => {
    if (!loggedIn) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const on = which === 'praise' ? !state.praised : !state.favorited;
    const action = which === 'praise' ? (on ? 'praise' : 'cancelPraise') : on ? 'favorite' : 'cancelFavorite';
    setBusy(which);
    const reply = await runAction(() => api.post(`${base}/${action}` as const, { id }));
    setBusy(null);
    if (!reply) return;
    setState(reply.data);
    if (which === 'favorite') toastSuccess(on ? '已收藏，可在个人中心“我的收藏”查看' : '已取消收藏');
  };

  return (
    <div className={family.className} role="group" aria-label="点赞与收藏">
      <button
        type="button"
        className={`article-actions__btn${state.praised ? ' is-on' : ''}`}
        aria-pressed={state.praised}
        disabled={waiting}
        onClick={() => void toggle('praise')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M2 21h3V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
          />
        </svg>
        <span className="article-actions__label">{state.praised ? '已赞' : '点赞'}</span>
        <span className="article-actions__count">{formatCount(state.praiseCount)}</span>
      </button>
      <button
        type="button"
        className={`article-actions__btn${state.favorited ? ' is-on' : ''}`}
        aria-pressed={state.favorited}
        disabled={waiting}
        onClick={() => void toggle('favorite')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d={
              state.favorited
                ? 'M12 17.3 18.2 21l-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3 7.4 14l-1.6 7z'
                : 'm22 9.2-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7L12 17.3l6.2 3.7-1.7-7L22 9.2zM12 15.4l-3.8 2.3 1-4.3-3.3-2.9 4.4-.4L12 6.1l1.7 4 4.4.4-3.3 2.9 1 4.3-3.8-2.3z'
            }
          />
        </svg>
        <span className="article-actions__label">{state.favorited ? '已收藏' : '收藏'}</span>
        {family.showFavoriteCount && <span className="article-actions__count">{formatCount(state.favoriteCount)}</span>}
      </button>
    </div>
  );
}
