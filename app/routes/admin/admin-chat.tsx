import { useState } from 'react';
import { Badge, Button, Card, Descriptions, Empty, Input, Modal, Tag } from 'antd';
import { chatSessionStatusLabels } from '../../../common/chat/options';
import type { ChatSessionDetail, ChatSessionSummary } from '../../../common/chat/schemas';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { ChatConversation, visitorLabel } from '../../components/admin/chat-conversation';
import { formatDateTime } from '../../components/admin/format';
import { useStaff } from '../../components/admin/staff-context';
import { useAdminQuery } from '../../components/admin/use-admin-query';
import { useStaffChat } from '../../components/admin/use-staff-chat';

/** 1 分 20 秒: time spent on a page. */
function spent(ms: number | null): string {
  if (ms === null) return '—';
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} 秒` : `${Math.floor(s / 60)} 分 ${s % 60} 秒`;
}

function preview(s: ChatSessionSummary): string {
  const m = s.lastMessage;
  if (!m) return '';
  return m.kind === 'image' ? '[图片]' : m.text;
}

/** The visitor beside the conversation: where they came from and the pages they went through. */
function VisitorPanel({ detail }: { detail: ChatSessionDetail }) {
  const { visitor, pages } = detail;
  return (
    <aside className="admin-chat-visitor" aria-label="访客信息">
      <Descriptions size="small" column={1} title="访客信息">
        <Descriptions.Item label="来源">{visitor.source || '直接访问'}</Descriptions.Item>
        <Descriptions.Item label="首次访问">{formatDateTime(visitor.firstSeenAt)}</Descriptions.Item>
        <Descriptions.Item label="最近访问">{formatDateTime(visitor.lastSeenAt)}</Descriptions.Item>
        <Descriptions.Item label="IP">{visitor.ip || '—'}</Descriptions.Item>
      </Descriptions>
      <h3 className="admin-chat-visitor__title">访问页面</h3>
      {pages.length === 0 ? (
        <p className="admin-chat-muted">暂无页面记录</p>
      ) : (
        <ol className="admin-chat-pages">
          {pages.map((p, i) => (
            <li key={`${p.at}-${i}`}>
              <span className="admin-chat-pages__path" title={p.url}>
                {p.path || p.url}
              </span>
              <span className="admin-chat-muted">
                停留 {spent(p.spentMs)} · {formatDateTime(p.at).slice(5)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

/** 在线会话: waiting and own conversations (an admin's: all), one open with the visitor's trail. */
export default function AdminChat() {
  const me = useStaff();
  const chat = useStaffChat(me);
  const canned = useAdminQuery(null, () => api.post('/admin/chat/canned/list'));
  const [editing, setEditing] = useState<string>();
  const waiting = chat.sessions.filter((s) => s.status === 'waiting');
  const active = chat.sessions.filter((s) => s.status === 'active');

  async function saveCanned() {
    try {
      const items = (editing ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const answer = await api.post('/admin/chat/canned/save', { items });
      canned.setData(answer);
      setEditing(undefined);
      toastSuccess('快捷回复已保存');
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    }
  }

  const item = (s: ChatSessionSummary) => (
    <li key={s.id}>
      <button type="button" className={`admin-chat-item${s.id === chat.currentId ? ' is-current' : ''}`} onClick={() => chat.open(s.id)}>
        <span className="admin-chat-item__top">
          <strong>{visitorLabel(s.guestId)}</strong>
          <Badge count={s.agentUnread} overflowCount={99} size="small" title={`${s.agentUnread} 条未读`} />
        </span>
        <span className="admin-chat-item__text">{preview(s)}</span>
        <span className="admin-chat-muted">
          {s.status === 'active' && s.agentName ? `${s.agentName} · ` : ''}
          {s.lastMessage ? formatDateTime(s.lastMessage.createdAt).slice(11) : ''}
        </span>
      </button>
    </li>
  );

  return (
    <Card
      title="在线会话"
      extra={
        <span className="admin-chat-status">
          <Tag color={chat.socket === 'open' ? 'green' : 'orange'}>{chat.socket === 'open' ? '在线' : '连接中…'}</Tag>
          <Button size="small" onClick={() => setEditing((canned.data?.records ?? []).map((c) => c.content).join('\n'))}>
            编辑快捷回复
          </Button>
        </span>
      }
    >
      <div className={`admin-chat${chat.currentId !== undefined ? ' has-current' : ''}`}>
        <nav className="admin-chat-list" aria-label="会话列表">
          <h3>
            {chatSessionStatusLabels.waiting}（{waiting.length}）
          </h3>
          {waiting.length ? <ul>{waiting.map(item)}</ul> : <p className="admin-chat-muted">暂无等待的访客</p>}
          <h3>
            {me.role === 'admin' ? '会话中' : '我的会话'}（{active.length}）
          </h3>
          {active.length ? <ul>{active.map(item)}</ul> : <p className="admin-chat-muted">暂无进行中的会话</p>}
        </nav>
        {chat.detail ? (
          <>
            <ChatConversation chat={chat} detail={chat.detail} me={me} canned={canned.data?.records ?? []} onBack={() => chat.open(undefined)} />
            <VisitorPanel detail={chat.detail} />
          </>
        ) : (
          <div className="admin-chat-empty">
            <Empty description={chat.currentId !== undefined ? '正在加载会话…' : '从左侧选择一个会话'} />
          </div>
        )}
      </div>
      <Modal title="编辑快捷回复" open={editing !== undefined} okText="保存" cancelText="取消" onOk={() => void saveCanned()} onCancel={() => setEditing(undefined)}>
        <p className="admin-chat-muted">每行一条，最多 30 条。</p>
        <Input.TextArea aria-label="快捷回复（每行一条）" rows={8} value={editing} onChange={(e) => setEditing(e.target.value)} />
      </Modal>
    </Card>
  );
}
