import { useEffect, useRef } from 'react';
import type { Profile, Residue } from '../../../common/account/schemas';
import { Link } from '../app-link';
import { UserAvatar } from './user-avatar';
import { centerHref, centerTabs, type CenterTab } from './tabs';

type Summary = { points: number; signedToday: boolean; residue: Residue };

const tabIcons: Record<CenterTab, string> = {
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z',
  subscriptions: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11c0-3.1-1.6-5.6-4.5-6.3V4a2.5 2.5 0 0 0-5 0v.7C6.6 5.4 5 7.9 5 11v5l-2 2v1h18v-1l-2-2z',
  // A building: the organisations followed.
  follows: 'M4 21V5l8-3 8 3v16h-6v-5h-4v5H4zm4-12h2V7H8v2zm0 4h2v-2H8v2zm6-4h2V7h-2v2zm0 4h2v-2h-2v2z',
  favorites: 'M12 17.3 18.2 21l-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3 7.4 14l-1.6 7z',
  praises:
    'M2 21h3V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z',
  history: 'M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2.1 5L6.7 18.4A9 9 0 1 0 13 3zm-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8z',
  points:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1.4 16v1.9h-2.7v-1.9c-1.7-.4-3.2-1.5-3.3-3.4h2c.1 1 .8 1.8 2.6 1.8 1.9 0 2.3-1 2.3-1.5 0-.8-.4-1.5-2.6-2-2.4-.6-4.1-1.6-4.1-3.6 0-1.7 1.4-2.8 3.1-3.2V4.2h2.7v1.9c1.9.5 2.8 1.9 2.9 3.4h-2c-.1-1.1-.6-1.8-2.2-1.8-1.5 0-2.4.7-2.4 1.6 0 .8.7 1.4 2.6 1.9 2 .5 4.1 1.3 4.1 3.7 0 1.7-1.3 2.7-3 3.1z',
  ai: 'M21 10h-2V7a2 2 0 0 0-2-2h-3V3h-4v2H7a2 2 0 0 0-2 2v3H3v4h2v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3h2v-4zM9 13a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm6 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  invite: 'M15 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2H6zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
};

/** The user's card and the section links; a horizontal strip under 800 px. */
export function CenterSidebar({ profile, summary, tab }: { profile: Profile; summary: Summary; tab: CenterTab }) {
  const name = profile.realname || profile.loginName;
  const strip = useRef<HTMLElement>(null);
  // Under 800 px the links are a scrolling strip: keep the current one in sight.
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('.is-active');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [tab]);
  return (
    <aside className="pc-side">
      <div className="pc-user">
        <UserAvatar url={profile.avatarUrl} name={name} size={72} />
        <div className="pc-user__who">
          <strong className="pc-user__name">{name}</strong>
          <span className="pc-user__org">{profile.orgName || '未填写单位'}</span>
        </div>
        <dl className="pc-user__stats">
          <div>
            <dt>积分</dt>
            <dd>
              <Link to={centerHref('points')} className="pc-user__points">
                {summary.points}
              </Link>
            </dd>
          </div>
          <div>
            <dt>AI 次数</dt>
            <dd>
              <Link to={centerHref('ai')}>{summary.residue.initialized ? summary.residue.residue : '待领取'}</Link>
            </dd>
          </div>
          <div>
            <dt>今日签到</dt>
            <dd>
              <Link to={centerHref('points')}>{summary.signedToday ? '已签到' : '去签到'}</Link>
            </dd>
          </div>
        </dl>
      </div>
      <nav ref={strip} className="pc-tabs" aria-label="个人中心栏目">
        {centerTabs.map((t) => (
          <Link key={t.key} to={centerHref(t.key)} className={t.key === tab ? 'pc-tabs__item is-active' : 'pc-tabs__item'} aria-current={t.key === tab ? 'page' : undefined}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path fill="currentColor" d={tabIcons[t.key]} />
            </svg>
            <span>{t.label}</span>
          </Link>
        ))}
      </nav>
    </aside>
  );
}
