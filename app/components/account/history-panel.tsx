import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../app-link';
import { contentKindLabels } from '../../../common/account/options';
import type { ReadHistoryRecord } from '../../../common/account/schemas';
import type { Page } from '../../../common/api/envelope';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { CenterPager } from './center-pager';
import { displayTitle, kindHref } from './kinds';
import { centerHref } from './tabs';

export function HistoryPanel({ page }: { page: Page<ReadHistoryRecord> }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (item: ReadHistoryRecord) => {
    setBusy(`${item.type}:${item.id}`);
    const reply = await runAction(() => api.post('/news/readHistory/remove', { id: item.id, type: item.type }));
    if (reply) await revalidator.revalidate();
    setBusy(null);
  };

  const clear = async () => {
    setBusy('all');
    const reply = await runAction(() => api.post('/news/readHistory/clear'));
    if (reply) {
      toastSuccess('浏览历史已清空');
      await revalidator.revalidate();
    }
    setBusy(null);
  };

  return (
    <div className="pc-panel">
      <section className="pc-card pc-card--list">
        <div className="pc-card__head">
          <h2 className="pc-card__title">最近浏览</h2>
          {page.total > 0 && (
            <Popconfirm title="确定清空全部浏览历史吗？" okText="清空" cancelText="再想想" onConfirm={clear}>
              <Button size="small" danger loading={busy === 'all'}>
                清空历史
              </Button>
            </Popconfirm>
          )}
        </div>
        {page.records.length === 0 ? (
          <div className="pc-empty">
            <p>还没有浏览记录，登录后阅读的文章会出现在这里</p>
            <Link to="/news" className="btn btn--primary">
              去看看资讯
            </Link>
          </div>
        ) : (
          <ul className="pc-list" data-testid="history-list">
            {page.records.map((item) => (
              <li key={`${item.type}:${item.id}`} className="pc-list__item">
                <span className={`pc-kind pc-kind--${item.type.toLowerCase()}`}>{contentKindLabels[item.type]}</span>
                <div className="pc-list__main">
                  <Link to={kindHref[item.type](item.id)} className="pc-list__title">
                    {displayTitle(item.type, item)}
                  </Link>
                  <span className="pc-list__meta">
                    浏览于 <time dateTime={item.readAt}>{formatDateTime(item.readAt)}</time>
                  </span>
                </div>
                <Button size="small" type="text" className="pc-list__action" loading={busy === `${item.type}:${item.id}`} onClick={() => void remove(item)}>
                  删除
                </Button>
              </li>
            ))}
          </ul>
        )}
        <CenterPager href={(p) => centerHref('history', { page: p })} current={page.current} total={page.total} size={page.size} />
      </section>
    </div>
  );
}
