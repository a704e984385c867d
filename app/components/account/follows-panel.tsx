import { Button, Popconfirm } from 'antd';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Page } from '../../../common/api/envelope';
import type { FollowedOrg } from '../../../common/tender-alerts/schemas';
import type { TenderListItem } from '../../../common/tender/schemas';
import { api } from '../../lib/api-client';
import { setAlertCount } from '../../lib/alert-count';
import { formatDate } from '../../lib/format';
import { Link } from '../app-link';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { CenterPager } from './center-pager';
import { centerHref } from './tabs';

type Props = {
  orgs: FollowedOrg[];
  notices: Page<TenderListItem & { isNew: boolean }>;
  newCount: number;
  unread: number;
};

/** 关注单位: the organisations the user follows (with 取消关注) and their notices, newest first, new ones marked. */
export function FollowsPanel({ orgs, notices, newCount, unread }: Props) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  // The header's badge follows what this page knows (the alerts just shown are read now).
  useEffect(() => setAlertCount(unread), [unread]);

  const unfollow = async (o: FollowedOrg) => {
    setBusy(o.id);
    if (await runAction(() => api.post('/ai/userBidOrg/remove', { orgId: o.id }))) {
      toastSuccess(`已取消关注“${o.name}”`);
      await revalidator.revalidate();
    }
    setBusy(null);
  };

  return (
    <div className="pc-panel">
      <section className="pc-card sub-overview">
        <dl className="sub-overview__figures">
          <div>
            <dt>关注单位</dt>
            <dd data-testid="follow-count">
              <strong>{orgs.length}</strong> 个
            </dd>
          </div>
          <div>
            <dt>新信息</dt>
            <dd data-testid="follow-new">
              <strong>{newCount}</strong> 条
            </dd>
          </div>
        </dl>
        <p className="pc-hint">在招标信息中点招标人、代理机构或中标人进入单位主页，点“关注”即可。</p>
      </section>

      {orgs.length === 0 ? (
        <section className="pc-card">
          <div className="pc-empty">
            <p>还没有关注单位。关注常合作的招标人、代理机构或竞争对手，他们一有新信息就会提醒您。</p>
            <Link to="/information/tender" className="btn btn--primary">
              去招标列表
            </Link>
          </div>
        </section>
      ) : (
        <ul className="sub-list" data-testid="follow-list">
          {orgs.map((o) => (
            <li key={o.id} className="sub-card">
              <div className="sub-card__main">
                <Link to={`/tender/org/${o.id}`} className="sub-card__name">
                  {o.name}
                  {o.newCount > 0 && (
                    <span className="sub-card__new" aria-label={`${o.newCount} 条新信息`}>
                      {o.newCount > 99 ? '99+' : o.newCount}
                    </span>
                  )}
                </Link>
                <p className="sub-card__summary">{[o.kindName, o.provinceName, `${o.noticeCount} 条信息`, `${formatDate(o.followedAt)} 关注`].join(' · ')}</p>
              </div>
              <div className="sub-card__actions">
                <Popconfirm title={`确定取消关注“${o.name}”吗？`} okText="取消关注" cancelText="保留" onConfirm={() => unfollow(o)}>
                  <Button size="small" loading={busy === o.id}>
                    取消关注
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}

      {orgs.length > 0 && (
        <section className="pc-card pc-card--list" aria-labelledby="follow-notices-title">
          <div className="pc-card__head">
            <h2 id="follow-notices-title" className="pc-card__title">
              关注单位的招标信息
            </h2>
            <span className="pc-hint">共 {notices.total} 条，最新在前</span>
          </div>
          {notices.records.length === 0 ? (
            <div className="pc-empty">
              <p>关注的单位暂时没有信息，新信息到达后会在这里出现。</p>
            </div>
          ) : (
            <ul className="pc-list" data-testid="follow-notices">
              {notices.records.map((m) => (
                <li key={m.id} className="pc-list__item">
                  <span className="pc-kind pc-kind--bid">{m.infoTypeName.slice(0, 2)}</span>
                  <div className="pc-list__main">
                    <Link to={`/tenderDetails/${m.id}`} className="pc-list__title">
                      {m.isNew && <span className="sub-new-tag">新</span>}
                      {m.title}
                    </Link>
                    <span className="pc-list__meta">
                      {[m.tendereeName, m.provinceName + m.cityName, m.catName, `发布于 ${formatDate(m.publishedAt)}`].filter(Boolean).join(' · ')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <CenterPager href={(p) => centerHref('follows', { page: p })} current={notices.current} total={notices.total} size={notices.size} />
        </section>
      )}
    </div>
  );
}
