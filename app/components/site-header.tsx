import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from './app-link';
import { useRootData } from '../lib/root-data';
import { Logo } from './logo';
import { UserMenu } from './auth/user-menu';
import { useViewer, viewerPendingClass } from '../lib/viewer-store';
import { useSiteFrameFromApi } from '../lib/site-frame';
import { KeptHtml } from './kept-html';
import type { NewsNav } from '../../common/site/schemas';

/** Top navigation of the spec (§2.4). 资讯 opens the news popover. */
const navItems = [
  { label: '首页', to: '/', match: (p: string) => p === '/' || p === '/index' || p === '/front/index' },
  { label: '资讯', to: '/news', match: (p: string) => p.startsWith('/news') },
  { label: '应用', to: '/product', match: (p: string) => p.startsWith('/product') },
  { label: '方案', to: '/solution', match: (p: string) => p.startsWith('/solution') },
  { label: '帮助', to: '/help', match: (p: string) => p.startsWith('/help') },
  { label: '开放平台', to: '/open', match: (p: string) => p.startsWith('/open') },
] as const;

/** Clicking the item of the page already shown reloads it (spec §2.4). */
function refreshIfCurrent(event: MouseEvent, to: string, pathname: string) {
  if (to === pathname) {
    event.preventDefault();
    window.location.reload();
  }
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One titled block of the 资讯 popover: up to two columns of five links (spec §2.4). */
function PopoverGroups({ title, groups }: { title: string; groups: { id: number; name: string }[][] }) {
  return (
    <div className="news-popover__section">
      <div className="news-popover__title">{title}</div>
      <div className="news-popover__groups">
        {groups.map((group, i) => (
          <ul key={i}>
            {group.map((c) => (
              <li key={c.id}>
                <Link to={`/news/list/${c.id}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}

/**
 * The 资讯 popover: the news columns and topics in up to two columns of five
 * each, then the study centre. Links only: the browser keeps the server's
 * markup (decision 0068).
 */
function NewsPopover({ nav }: { nav: NewsNav }) {
  const newsGroups = chunk(nav.newsColumns, 5).slice(0, 2);
  const topicGroups = chunk(nav.topics, 5).slice(0, 2);
  return (
    <>
      {newsGroups.length > 0 && <PopoverGroups title="资讯栏目" groups={newsGroups} />}
      {topicGroups.length > 0 && <PopoverGroups title="专题" groups={topicGroups} />}
      <div className="news-popover__section news-popover__study">
        <div className="news-popover__title">学习中心</div>
        <ul>
          <li>
            <Link to="/standard">标准规范</Link>
          </li>
          <li>
            <Link to="/policy">政策法规</Link>
          </li>
          <li>
            <Link to="/paper">学术论文</Link>
          </li>
        </ul>
      </div>
    </>
  );
}

/** The popover of a visit that began on a page without the header: its columns follow when they arrive. */
function NewsPopoverFromApi() {
  const frame = useSiteFrameFromApi();
  return (
    <div className="news-popover" role="menu">
      <NewsPopover nav={frame?.nav ?? { newsColumns: [], topics: [] }} />
    </div>
  );
}

export function SiteHeader({ variant }: { variant: 'default' | 'home' }) {
  const data = useRootData();
  const viewerState = useViewer();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const site = data?.config.site;
  const fullPath = location.pathname + location.search + location.hash;
  const redirect = encodeURIComponent(fullPath);

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (variant !== 'home') return;
    const onScroll = () => setScrolled(window.scrollY > 40);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [variant]);

  return (
    <header
      className={`site-header site-header--${variant}${data?.brand.id === 'cloud' ? ' site-header--cloud' : ''}${scrolled ? ' is-scrolled' : ''}${menuOpen ? ' is-open' : ''}`}
    >
      <div className="site-header__inner container">
        <Logo name={site?.name ?? ''} light={variant === 'home' && !scrolled} />
        <button
          type="button"
          className="site-header__menu-btn"
          aria-label={menuOpen ? '收起导航' : '展开导航'}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav className="site-nav" aria-label="主导航">
          {navItems.map((item) => (
            <div key={item.to} className={`site-nav__item${item.to === '/news' ? ' has-popover' : ''}`}>
              <Link
                to={item.to}
                className={item.match(location.pathname) ? 'site-nav__link is-active' : 'site-nav__link'}
                aria-current={item.match(location.pathname) ? 'page' : undefined}
                onClick={(e) => refreshIfCurrent(e, item.to, location.pathname)}
              >
                {item.label}
              </Link>
              {item.to === '/news' && data && (
                <KeptHtml id="news-popover" shared className="news-popover" role="menu" value={data.nav} fallback={<NewsPopoverFromApi />}>
                  {(nav) => <NewsPopover nav={nav} />}
                </KeptHtml>
              )}
            </div>
          ))}
        </nav>
        <div className="site-header__aside">
          {site && (
            <a className="site-header__hotline" href={`tel:${site.hotline}`}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
                />
              </svg>
              {site.hotline}
            </a>
          )}
          {viewerState.status === 'user' ? (
            <UserMenu viewer={viewerState.viewer} />
          ) : (
            <span className={`site-header__auth${viewerPendingClass(viewerState.status)}`}>
              <Link to={`/login?redirect=${redirect}`}>登录</Link>
              <span aria-hidden="true"> | </span>
              <Link to={`/register?redirect=${redirect}`}>注册</Link>
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
