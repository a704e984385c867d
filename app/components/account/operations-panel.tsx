import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../app-link';
import { CONTENT_KINDS, contentKindLabels, type ContentKind, type Operation } from '../../../common/account/options';
import type { OperationRecord } from '../../../common/account/schemas';
import type { Page } from '../../../common/api/envelope';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { CenterPager } from './center-pager';
import { displayTitle, kindHref } from './kinds';
import { centerHref } from './tabs';

/** 我的收藏 and 我的点赞: every kind in one list, filtered by kind, newest first. */
export function OperationsPanel({
  tab,
  op,
  kind,
  page,
}: {
  tab: 'favorites' | 'praises';
  op: Operation;
  kind: ContentKind | null;
  page: Page<OperationRecord>;
}) {
  const revalidator = useRevalidator();
  const [removing, setRemoving] = useState<string | null>(null);
  const verb = op === 'FAVORITE' ? '收藏' : '点赞';

  const cancel = async (item: OperationRecord) => {
    const key = `${item.kind}:${item.id}`;
    setRemoving(key);
    const reply = await runAction(() => api.post('/user/operation/cancel', { op, kind: item.kind, id: item.id }));
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
        {CONTENT_KINDS.map((k) => (
          <Link key={k} to={centerHref(tab, { kind: k })} className={kind === k ? 'is-active' : undefined}>
            {contentKindLabels[k]}
          </Link>
        ))}
      </nav>
      <section className="pc-card pc-card--list">
        {page.records.length === 0 ? (
          <div className="pc-empty">
            <p>{kind ? `还没有${verb}过${contentKindLabels[kind]}` : `还没有${verb}过任何内容`}</p>
            <Link to="/news" className="btn btn--primary">
              去看看资讯
            </Link>
          </div>
        ) : (
          <ul className="pc-list" data-testid={`${tab}-list`}>
            {page.records.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="pc-list__item">
                <span className={`pc-kind pc-kind--${item.kind.toLowerCase()}`}>{contentKindLabels[item.kind]}</span>
                <div className="pc-list__main">
                  <Link to={kindHref[item.kind](item.id)} className="pc-list__title">
                    {displayTitle(item.kind, item)}
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
