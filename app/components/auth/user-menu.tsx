import { useEffect, useRef, useState } from 'react';
import { Link } from '../app-link';
import type { HeaderViewer } from '../../lib/viewer-store';
import { useAlertCount } from '../../lib/alert-count';

/**
 * The header's user dropdown (spec §2.4): 个人中心, 企业平台, 开放平台 and
 * 退出登录 after confirmation. Plain React and CSS (the menu shows on hover
 * and focus, or on a tap); the confirmation dialog (antd) loads only when
 * 退出登录 is clicked.
 */
export function UserMenu({ viewer }: { viewer: HeaderViewer }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const pointer = useRef('mouse');
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const askLogout = async () => {
    setOpen(false);
    const { confirmLogout } = await import('./logout-confirm');
    confirmLogout();
  };

  const name = viewer.realname || '我的账号';
  const alerts = useAlertCount();
  const alertLabel = alerts ? (alerts > 99 ? '99+' : String(alerts)) : null;
  return (
    <div ref={root} className={`user-menu${open ? ' is-open' : ''}`}>
      {/* A link to the personal centre for mouse and keyboard (the menu opens on hover or focus); a touch opens the menu first. */}
      <Link
        to="/personalCenter"
        className="user-menu__trigger site-header__user"
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerDown={(e) => {
          pointer.current = e.pointerType;
        }}
        onClick={(e) => {
          if (pointer.current !== 'mouse' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {viewer.avatarUrl ? (
          <img className="user-menu__avatar" src={viewer.avatarUrl} alt="" width={28} height={28} />
        ) : (
          <span className="user-menu__avatar user-menu__avatar--text" aria-hidden="true">
            {[...name][0]}
          </span>
        )}
        <span className="user-menu__name">{name}</span>
        {alertLabel && (
          <span className="user-menu__badge" data-testid="alert-badge" aria-label={`${alerts} 条未读招标订阅信息`}>
            {alertLabel}
          </span>
        )}
        <svg className="user-menu__caret" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </Link>
      <div className="user-menu__panel" role="menu">
        <div className="user-menu__head">
          <strong>{name}</strong>
          {viewer.orgName && <span>{viewer.orgName}</span>}
        </div>
        <Link role="menuitem" to="/personalCenter" onClick={() => setOpen(false)}>
          个人中心
        </Link>
        <Link role="menuitem" to="/personalCenter?tab=subscriptions" onClick={() => setOpen(false)} className="user-menu__alerts">
          订阅消息{alertLabel && <span className="user-menu__count">{alertLabel}</span>}
        </Link>
        <a role="menuitem" href="/erp">
          企业平台
        </a>
        <Link role="menuitem" to="/open" onClick={() => setOpen(false)}>
          开放平台
        </Link>
        <button type="button" role="menuitem" className="user-menu__logout" onClick={askLogout}>
          退出登录
        </button>
      </div>
    </div>
  );
}
