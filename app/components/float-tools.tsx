import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { AI_WRITING_PATH, AUTO_INQUIRY_SHOWN_KEY, unreadBadgeText } from '../../common/visitor/options';
import type { PublicServiceSettings } from '../../common/visitor/schemas';
import { api, ApiBusinessError } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toastError } from '../lib/toast';
import { ensureGuestId, forgetGuestId } from '../lib/visitor';
import { useReservation } from './reservation/reservation-provider';

// Dialogs with forms load on first use: they stay out of every page's first load.
const ConsultDialog = lazy(() => import('./visitor/consult-dialog'));
const ChatPanel = lazy(() => import('./visitor/chat-panel'));
const WechatQr = lazy(() => import('./visitor/wechat-qr'));

/** Shown once the page has scrolled past this many pixels (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 200;

type Popover = 'wechat' | 'hotline' | null;

/**
 * The floating service widget (spec §2.5) and the auto inquiry (§2.7): booking,
 * WeChat, online chat with its unread badge, hotlines, instant consult, AI
 * writing and back to top.
 */
export function FloatTools() {
  const [showTop, setShowTop] = useState(false);
  const reservation = useReservation();
  const site = useRootData()?.config.site;
  const [settings, setSettings] = useState<PublicServiceSettings>();
  const [guestId, setGuestId] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  // The guest's conversation: live chat connects to it (decision 0036).
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [popover, setPopover] = useState<Popover>(null);
  const [chat, setChat] = useState<{ open: boolean; loaded: boolean }>({ open: false, loaded: false });
  const [consult, setConsult] = useState<{ open: boolean; count: number }>({ open: false, count: 0 });
  const [inquiry, setInquiry] = useState(false);
  const chatOpen = useRef(false);
  chatOpen.current = chat.open;
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Who the visitor is, their conversation's unread count, and the settings.
  useEffect(() => {
    let live = true;
    void ensureGuestId().then(async (id) => {
      if (!live || !id) return;
      try {
        const session = await api.post('/crm/sdm/open/session/init', { guestId: id }, { notify: false });
        if (!live) return;
        setGuestId(id);
        setSessionId(session.sessionId);
        setUnread(session.unread);
        // A conversation under way connects at once, so what the agent sends reaches the badge on every page.
        if (session.status === 'active' || session.unread > 0) setChat((c) => ({ ...c, loaded: true }));
      } catch (e) {
        // The server no longer knows the stored id: start again as a new guest.
        if (e instanceof ApiBusinessError) {
          forgetGuestId();
          const fresh = await ensureGuestId();
          if (!live || !fresh) return;
          setGuestId(fresh);
          const session = await api.post('/crm/sdm/open/session/init', { guestId: fresh }, { notify: false }).catch(() => null);
          if (live && session) setSessionId(session.sessionId);
        }
      }
    });
    api
      .post('/crm/sdm/open/setting/get', undefined, { notify: false })
      .then(({ model }) => live && setSettings(model))
      .catch((e: unknown) => {
        // Spec §8: a settings failure shows the server's msg as an error toast.
        if (e instanceof ApiBusinessError) toastError(e.message);
      });
    return () => {
      live = false;
    };
  }, []);

  // The auto inquiry (spec §2.7): once per visit, after autoDelayed seconds, unless the chat is already open.
  useEffect(() => {
    if (!settings?.autoSwitch) return;
    try {
      if (sessionStorage.getItem(AUTO_INQUIRY_SHOWN_KEY)) return;
    } catch {
      /* no storage: show it once per page */
    }
    const timer = setTimeout(() => {
      if (chatOpen.current) return;
      setInquiry(true);
      try {
        sessionStorage.setItem(AUTO_INQUIRY_SHOWN_KEY, '1');
      } catch {
        /* as above */
      }
    }, settings.autoDelayed * 1000);
    return () => clearTimeout(timer);
  }, [settings]);

  // A popover closes on a click elsewhere and on Escape.
  useEffect(() => {
    if (!popover) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setPopover(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPopover(null);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [popover]);

  const openChat = useCallback(() => {
    setInquiry(false);
    setPopover(null);
    setChat({ open: true, loaded: true });
    setUnread(0);
  }, []);
  // The conversation was closed by the agent (or is gone): the next one starts from session/init.
  const renewSession = useCallback(() => {
    if (!guestId) return;
    api
      .post('/crm/sdm/open/session/init', { guestId }, { notify: false })
      .then((session) => setSessionId(session.sessionId))
      .catch(() => undefined);
  }, [guestId]);
  const closeChat = useCallback(() => setChat((c) => ({ ...c, open: false })), []);
  const toggle = (which: Exclude<Popover, null>) => setPopover((p) => (p === which ? null : which));
  const serviceHotline = settings?.serviceHotline ?? site?.hotline;
  const marketHotline = settings?.marketHotline ?? site?.marketHotline;

  return (
    <>
      {/* A complementary landmark, so that its text is not left outside every landmark (axe "region"). */}
      <aside className="float-tools" aria-label="快捷工具" ref={root}>
        <button type="button" className="float-tools__btn float-tools__btn--primary" onClick={() => reservation.open('float')}>
          <span>预约</span>
          <span>演示</span>
        </button>
        <div className="float-tools__item">
          <button
            type="button"
            className="float-tools__btn float-tools__wechat"
            aria-expanded={popover === 'wechat'}
            aria-controls="float-wechat"
            onClick={() => toggle('wechat')}
          >
            <span>微信</span>
            <span>咨询</span>
          </button>
          {popover === 'wechat' && (
            <div className="float-tools__pop" id="float-wechat" role="dialog" aria-label="微信咨询">
              <Suspense fallback={<div className="float-tools__qr" />}>
                <WechatQr text={settings?.wechatQrUrl || site?.wechatUrl || ''} />
              </Suspense>
              <div className="float-tools__pop-title">微信扫码咨询</div>
              <div className="float-tools__pop-sub">关注「{settings?.wechatName || `${site?.name ?? ''}服务号`}」</div>
            </div>
          )}
        </div>
        <button
          type="button"
          className="float-tools__btn float-tools__chat"
          disabled={!guestId}
          aria-label={unread > 0 ? `在线客服，${unread} 条未读消息` : '在线客服'}
          onClick={openChat}
        >
          <span>在线</span>
          <span>客服</span>
          {unread > 0 && (
            <span className="float-tools__badge" aria-hidden="true">
              {unreadBadgeText(unread)}
            </span>
          )}
        </button>
        {serviceHotline && (
          <div className="float-tools__item float-tools__hotline">
            <button
              type="button"
              className="float-tools__btn"
              aria-expanded={popover === 'hotline'}
              aria-controls="float-hotline"
              onClick={() => toggle('hotline')}
            >
              <span>热线</span>
              <span>电话</span>
            </button>
            {popover === 'hotline' && (
              <div className="float-tools__pop" id="float-hotline" role="dialog" aria-label="服务热线">
                <div className="float-tools__pop-sub">服务热线</div>
                <a className="float-tools__phone" href={`tel:${serviceHotline}`}>
                  {serviceHotline}
                </a>
                {marketHotline && (
                  <>
                    <div className="float-tools__pop-sub">市场合作</div>
                    <a className="float-tools__phone" href={`tel:${marketHotline}`}>
                      {marketHotline}
                    </a>
                  </>
                )}
              </div>
            )}
          </div>
        )}
        <button type="button" className="float-tools__btn float-tools__consult" onClick={() => setConsult((c) => ({ open: true, count: c.count + 1 }))}>
          <span>即时</span>
          <span>咨询</span>
        </button>
        <a className="float-tools__btn float-tools__ai" href={AI_WRITING_PATH}>
          <span>AI</span>
          <span>写作</span>
        </a>
        {showTop && (
          <button type="button" className="float-tools__btn back-to-top" aria-label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="M12 6l-7 7 1.4 1.4L11 9.8V20h2V9.8l4.6 4.6L19 13z" />
              <path fill="currentColor" d="M5 3h14v2H5z" />
            </svg>
          </button>
        )}
      </aside>
      {inquiry && settings && (
        <div className="auto-inquiry" role="dialog" aria-labelledby="auto-inquiry-title">
          <button type="button" className="auto-inquiry__close" aria-label="关闭" onClick={() => setInquiry(false)}>
            ×
          </button>
          <div className="auto-inquiry__title" id="auto-inquiry-title">
            在线客服
          </div>
          <p className="auto-inquiry__text">{settings.autoContent}</p>
          <div className="auto-inquiry__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setInquiry(false)}>
              稍后再说
            </button>
            <button type="button" className="btn btn--primary" onClick={openChat} disabled={!guestId}>
              立即咨询
            </button>
          </div>
        </div>
      )}
      {chat.loaded && guestId && sessionId && (
        <Suspense fallback={null}>
          <ChatPanel open={chat.open} guestId={guestId} sessionId={sessionId} onClose={closeChat} onUnread={setUnread} onStale={renewSession} />
        </Suspense>
      )}
      {consult.count > 0 && (
        <Suspense fallback={null}>
          <ConsultDialog key={consult.count} open={consult.open} guestId={guestId} onClose={() => setConsult((c) => ({ ...c, open: false }))} />
        </Suspense>
      )}
    </>
  );
}
