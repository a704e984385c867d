import { Button, Checkbox, Popconfirm } from 'antd';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Page } from '../../../common/api/envelope';
import type { AlertSummary, MatchItem, Subscription } from '../../../common/tender-alerts/schemas';
import { api } from '../../lib/api-client';
import { setAlertCount } from '../../lib/alert-count';
import { formatDate } from '../../lib/format';
import { Link } from '../app-link';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { CenterPager } from './center-pager';
import { SubscriptionForm, type RegionOption } from './subscription-form';
import { centerHref } from './tabs';

type Props = {
  subscriptions: Subscription[];
  summary: AlertSummary;
  regions: RegionOption[];
  chosen: number | null;
  matches: Page<MatchItem> | null;
};

/** 订阅管理: the user's subscriptions with their new matches, the daily digest, and one subscription's matches. */
export function SubscriptionsPanel({ subscriptions, summary, regions, chosen, matches }: Props) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Subscription | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const current = subscriptions.find((s) => s.id === chosen) ?? null;
  const full = summary.count >= summary.limit;

  const remove = async (s: Subscription) => {
    setBusy(`remove:${s.id}`);
    if (await runAction(() => api.post('/ai/bidSubscribe/remove', { id: s.id }))) {
      toastSuccess('订阅已删除');
      await revalidator.revalidate();
    }
    setBusy(null);
  };
  const setDigest = async (enabled: boolean) => {
    setBusy('digest');
    if (await runAction(() => api.post('/ai/bidSubscribe/digest', { enabled }))) {
      toastSuccess(enabled ? '已开启每日邮件摘要' : '已关闭每日邮件摘要');
      await revalidator.revalidate();
    }
    setBusy(null);
  };
  // What the header shows follows what this page knows (the matches just opened are read now).
  useEffect(() => setAlertCount(summary.unread), [summary.unread]);

  return (
    <div className="pc-panel">
      <section className="pc-card sub-overview">
        <dl className="sub-overview__figures">
          <div>
            <dt>订阅</dt>
            <dd data-testid="sub-count">
              <strong>{summary.count}</strong> / {summary.limit}
            </dd>
          </div>
          <div>
            <dt>未读信息</dt>
            <dd data-testid="sub-unread">
              <strong>{summary.unread}</strong> 条
            </dd>
          </div>
        </dl>
        <div className="sub-overview__digest">
          <Checkbox
            checked={summary.digest.enabled}
            disabled={busy === 'digest' || (!summary.digest.email && !summary.digest.enabled)}
            onChange={(e) => void setDigest(e.target.checked)}
          >
            每天 8 点发送邮件摘要
          </Checkbox>
          <p className="pc-hint">
            {summary.digest.email ? (
              <>发送到 {summary.digest.email}，每天最多一封，邮件内可一键退订。</>
            ) : (
              <>
                请先在<Link to={centerHref('profile')}>个人资料</Link>中填写邮箱。
              </>
            )}
          </p>
        </div>
        <Button type="primary" onClick={() => setEditing('new')} disabled={full} title={full ? `最多 ${summary.limit} 个订阅` : undefined}>
          新建订阅
        </Button>
      </section>

      {subscriptions.length === 0 ? (
        <section className="pc-card">
          <div className="pc-empty">
            <p>还没有订阅。在招标列表中选好地区、行业等条件后点“保存为订阅”，或在这里新建。</p>
            <Link to="/information/tender" className="btn btn--primary">
              去招标列表
            </Link>
          </div>
        </section>
      ) : (
        <ul className="sub-list" data-testid="subscription-list">
          {subscriptions.map((s) => (
            <li key={s.id} className={`sub-card${s.id === chosen ? ' is-active' : ''}`}>
              <div className="sub-card__main">
                <Link to={centerHref('subscriptions', { sub: s.id })} className="sub-card__name">
                  {s.name}
                  {s.newCount > 0 && (
                    <span className="sub-card__new" aria-label={`${s.newCount} 条新信息`}>
                      {s.newCount > 99 ? '99+' : s.newCount}
                    </span>
                  )}
                </Link>
                <p className="sub-card__summary">{s.summary}</p>
              </div>
              <div className="sub-card__actions">
                <Link to={centerHref('subscriptions', { sub: s.id })} className="sub-card__view">
                  查看信息
                </Link>
                <Button size="small" onClick={() => setEditing(s)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除这个订阅吗？" description="其匹配记录一并删除。" okText="删除" cancelText="保留" onConfirm={() => remove(s)}>
                  <Button size="small" danger loading={busy === `remove:${s.id}`}>
                    删除
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}

      {current && matches && (
        <section className="pc-card pc-card--list" aria-labelledby="sub-matches-title">
          <div className="pc-card__head">
            <h2 id="sub-matches-title" className="pc-card__title">
              “{current.name}”匹配的信息
            </h2>
            <span className="pc-hint">共 {matches.total} 条，最新在前</span>
          </div>
          {matches.records.length === 0 ? (
            <div className="pc-empty">
              <p>近 30 天还没有符合条件的信息，新信息到达后会在这里出现。</p>
            </div>
          ) : (
            <ul className="pc-list" data-testid="match-list">
              {matches.records.map((m) => (
                <li key={m.id} className="pc-list__item">
                  <span className="pc-kind pc-kind--bid">{m.infoTypeName.slice(0, 2)}</span>
                  <div className="pc-list__main">
                    <Link to={`/tenderDetails/${m.id}`} className="pc-list__title">
                      {m.isNew && <span className="sub-new-tag">新</span>}
                      {m.title}
                    </Link>
                    <span className="pc-list__meta">
                      {[m.provinceName + m.cityName, m.catName, m.budgetWan !== null ? `预算 ${m.budgetWan} 万元` : '', `发布于 ${formatDate(m.publishedAt)}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <CenterPager
            href={(p) => centerHref('subscriptions', { sub: current.id, page: p })}
            current={matches.current}
            total={matches.total}
            size={matches.size}
          />
        </section>
      )}

      <SubscriptionForm
        open={editing !== null}
        subscription={editing === 'new' ? null : editing}
        regions={regions}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
