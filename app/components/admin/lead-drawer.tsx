import { useEffect, useState } from 'react';
import { Button, Descriptions, Drawer, Input, Select, Space, Spin } from 'antd';
import { LEAD_NOTE_MAX, leadSourceLabels, leadStatuses, leadStatusLabels, type LeadStatus } from '../../../common/admin/options';
import type { LeadDetail, StaffBrief } from '../../../common/admin/schemas';
import { api, ApiBusinessError, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { formatDateTime } from './format';
import { useStaff } from './staff-context';

export const leadStatusColors: Record<LeadStatus, string> = { new: 'blue', contacted: 'gold', converted: 'success', invalid: 'default' };

/** One lead: its details, status, who works it, and the notes kept on it. */
export function LeadDrawer({
  id,
  assignable,
  onClose,
  onChanged,
}: {
  id: number | undefined;
  assignable: StaffBrief[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const member = useStaff();
  const [detail, setDetail] = useState<LeadDetail>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDetail(undefined);
    setNote('');
    if (id === undefined) return;
    api
      .post('/admin/leads/get', { id })
      .then(({ lead, notes }) => setDetail({ lead, notes }))
      .catch((e: unknown) => {
        if (e instanceof ApiBusinessError) toastError(e.message);
      });
  }, [id]);

  async function change(run: () => Promise<LeadDetail>, done?: string) {
    setBusy(true);
    try {
      const next = await run();
      setDetail({ lead: next.lead, notes: next.notes });
      onChanged();
      if (done) toastSuccess(done);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setBusy(false);
    }
  }

  const lead = detail?.lead;
  const mine = lead?.assigneeId === member.id;
  return (
    <Drawer open={id !== undefined} onClose={onClose} title={lead ? `线索 #${lead.id} · ${lead.name || lead.phone}` : '线索'} size={520}>
      {!lead ? (
        <Spin delay={FETCH_MIN_DELAY_MS} />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'source', label: '来源', children: leadSourceLabels[lead.source] },
              { key: 'name', label: '姓名', children: lead.name || '—' },
              { key: 'phone', label: '手机号', children: <a href={`tel:${lead.phone}`}>{lead.phone}</a> },
              { key: 'content', label: '内容', children: lead.content || '—' },
              { key: 'page', label: '来源页面', children: lead.sourcePage || '—' },
              { key: 'time', label: '提交时间', children: formatDateTime(lead.createdAt) },
            ]}
          />
          <h3 className="admin-drawer__h">跟进</h3>
          <Space wrap>
            <Select<LeadStatus>
              aria-label="线索状态"
              value={lead.status}
              disabled={busy}
              className="admin-filter"
              options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
              onChange={(status) => change(() => api.post('/admin/leads/update', { id: lead.id, status }), '状态已更新')}
            />
            {member.role === 'admin' ? (
              <Select<number>
                aria-label="负责人"
                allowClear
                placeholder="分配给…"
                value={lead.assigneeId ?? undefined}
                disabled={busy}
                className="admin-filter"
                options={assignable.map((s) => ({ value: s.id, label: s.displayName }))}
                onChange={(assigneeId) => change(() => api.post('/admin/leads/update', { id: lead.id, assigneeId: assigneeId ?? null }), '负责人已更新')}
              />
            ) : lead.assigneeId === null ? (
              <Button
                type="primary"
                loading={busy}
                onClick={() => change(() => api.post('/admin/leads/update', { id: lead.id, assigneeId: member.id }), '已由您跟进')}
              >
                我来跟进
              </Button>
            ) : mine ? (
              <Button loading={busy} onClick={() => change(() => api.post('/admin/leads/update', { id: lead.id, assigneeId: null }), '已释放')}>
                释放线索
              </Button>
            ) : null}
          </Space>
          <h3 className="admin-drawer__h">备注（{detail.notes.length}）</h3>
          <Input.TextArea
            aria-label="新备注"
            value={note}
            maxLength={LEAD_NOTE_MAX}
            showCount
            rows={3}
            placeholder="记录沟通情况，如：已电话联系，约周三演示"
            onChange={(e) => setNote(e.target.value)}
          />
          <Button
            className="admin-drawer__add"
            type="primary"
            disabled={!note.trim()}
            loading={busy}
            onClick={() =>
              change(async () => {
                const next = await api.post('/admin/leads/note', { id: lead.id, content: note });
                setNote('');
                return next;
              }, '备注已添加')
            }
          >
            添加备注
          </Button>
          <ul className="admin-notes">
            {detail.notes.map((n) => (
              <li key={n.id}>
                <div>{n.content}</div>
                <div className="admin-notes__meta">
                  {n.staffName} · {formatDateTime(n.createdAt)}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Drawer>
  );
}
