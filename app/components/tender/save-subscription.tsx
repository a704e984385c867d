import { useState } from 'react';
import { api } from '../../lib/api-client';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';
import { tenderInfoTypeById } from '../../../common/tender/options';
import type { TenderQuery } from './tender-query';

/**
 * 保存为订阅: the list's filters (keywords, region, category, information
 * type, project type) become a subscription in one click. The page is the
 * same for every reader, so the button does not know who is logged in: a
 * logged-out reader is sent to the login page and comes back here (runAction),
 * and the server's refusal (no condition chosen, ten subscriptions already)
 * is shown as it comes.
 */
export function SaveSubscription({ query }: { query: TenderQuery }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const infoType = query.type ? tenderInfoTypeById(query.type)?.code : undefined;
    setSaving(true);
    const reply = await runAction(() =>
      api.post('/ai/bidSubscribe/create', {
        keywords: query.keywords ? [query.keywords] : [],
        regions: query.province ? [{ provinceCode: query.province }] : [],
        catNos: query.cat ? [query.cat] : [],
        infoTypes: infoType ? [infoType] : [],
        projectTypes: query.ptype ? [query.ptype] : [],
      }),
    );
    setSaving(false);
    if (reply) toastSuccess(`已保存为订阅“${reply.data.name}”，新信息到达时会在个人中心提醒您`);
  };
  return (
    <button type="button" className="tender-save-sub" onClick={() => void save()} disabled={saving} data-testid="save-subscription">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11c0-3.1-1.6-5.6-4.5-6.3V4a2.5 2.5 0 0 0-5 0v.7C6.6 5.4 5 7.9 5 11v5l-2 2v1h18v-1l-2-2z"
        />
      </svg>
      {saving ? '保存中…' : '保存为订阅'}
    </button>
  );
}
