import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../app-link';
import type { OperationRecord } from '../../../server/modules/account/service';
import type { Page } from '../../../server/platform/pagination';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { runAction, toastSuccess } from './actions';
import { CenterPager } from './center-pager';
import { contentKinds, displayTitle, kindInfo, type ContentKind } from './kinds';
import { centerHref } from './tabs';

/** 我的收藏 and 我的点赞: every kind in one list, filtered by kind, newest first. */
export function OperationsPanel({
  tab,
  op,
  kind,
  page,
}: {
  tab: 'favorites' | 'praises';
  op: 'FAVORITE' | 'PRAISE';
  kind: ContentKind | null;
  page: Page<OperationRecord>;
}) {
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<string | null>(null);
  const verb = op === 'FAVORITE' ? '收藏' : '点赞';

  const cancel = async (item: OperationRecord) => {
    const key = `${item.kind}:${item.id}`;
    setRemoving(key);
    const reply = await runAction(() => api.postUnchecked('/user/operation/cancel', { op, kind: item.kind, id: item.id }));
    if (reply) {
      toastSuccess(`已取消${verb}`);
      await revalidator.revalidate();
    }
    setRemoving(null);
  };

  return (
    <div className="pc-panel">
      <nav className="pc-filter" aria-label="按类型筛选">
        <Link to={centerHref(tab)} className={kind === null ? 'is-active' : undefined}>
          全部
        </Link>
        {contentKinds.map((k) => (
          <Link key={k} to={centerHref(tab, { kind: k })} className={kind === k ? 'is-active' : undefined}>
            {kindInfo[k].label}
          </Link>
        ))}
      </nav>
      <section className="pc-card pc-card--list">
        {page.records.length === 0 ? (
          <div className="pc-empty">
            <p>{kind ? `还没有${verb}过${kindInfo[kind].label}` : `还没有${verb}过任何内容`}</p>
            <Link to="/news" className="btn btn--primary">
              去看看资讯
            </Link>
          </div>
        ) : (
          <ul className="pc-list" data-testid={`${tab}-list`}>
            {page.records.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="pc-list__item">
                <span className={`pc-kind pc-kind--${item.kind.toLowerCase()}`}>{kindInfo[item.kind].label}</span>
                <div className="pc-list__main">
                  <Link to={kindInfo[item.kind].href(item.id)} className="pc-list__title">
                    {displayTitle(item)}
                  </Link>
                  <span className="pc-list__meta">
                    {verb}于 <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </span>
                </div>
                <Popconfirm title={`确定取消${verb}吗？`} okText={`取消${verb}`} cancelText="再想想" onConfirm={() => cancel(item)}>
                  <Button size="small" loading={removing === `${item.kind}:${item.id}`} className="pc-list__action">
                    取消{verb}
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </ul>
        )}
        <CenterPager href={(p) => centerHref(tab, { kind: kind ?? undefined, page: p })} current={page.current} total={page.total} size={page.size} />
      </section>
    </div>
  );
}
