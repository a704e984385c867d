import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX, chatMessages, chatSessionStatusLabels } from '../../../common/chat/options';
import type { CannedReply, ChatMessage, ChatSessionDetail } from '../../../common/chat/schemas';
import type { StaffMe } from '../../../common/admin/schemas';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { formatDateTime } from './format';
import type { StaffChat } from './use-staff-chat';

export const visitorLabel = (guestId: string) => `访客 ${guestId.slice(0, 6)}`;

function Line({ message }: { message: ChatMessage }) {
  if (message.sender === 'system') return <li className="admin-chat-line admin-chat-line--system">{message.text}</li>;
  const agent = message.sender === 'agent';
  return (
    <li className={`admin-chat-line ${agent ? 'admin-chat-line--agent' : 'admin-chat-line--visitor'}`}>
      <span className="admin-chat-line__meta">
        {agent ? (message.agentName ?? '客服') : '访客'} · {formatDateTime(message.createdAt).slice(11)}
      </span>
      <span className="admin-chat-line__bubble">
        {message.kind === 'image' && message.imageUrl ? (
          <a href={message.imageUrl} target="_blank" rel="noreferrer">
            <img src={message.imageUrl} alt={agent ? '客服发送的图片' : '访客发送的图片'} />
          </a>
        ) : (
          message.text
        )}
      </span>
    </li>
  );
}

/** One conversation: its messages, the reply box with canned replies and pictures, take, transfer and close. */
export function ChatConversation({ chat, detail, me, canned, onBack }: { chat: StaffChat; detail: ChatSessionDetail; me: StaffMe; canned: CannedReply[]; onBack: () => void }) {
  const { session } = detail;
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const count = detail.messages.length + chat.pending.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  const writable = session.status !== 'closed' && (me.role === 'admin' || session.agentId === null || session.agentId === me.id);
  const transferTo = chat.staff.filter((s) => s.id !== session.agentId);

  const submit = () => {
    const value = text.trim();
    if (!value) return;
    chat.send(session.id, value);
    setText('');
  };
  async function sendImage(picked: File | undefined) {
    if (!picked) return;
    if (picked.size > CHAT_IMAGE_MAX_BYTES) return toastError(chatMessages.imageTooBig);
    setUploading(true);
    try {
      const image = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(picked);
      });
      chat.received((await api.post('/admin/chat/image', { sessionId: session.id, image })).message);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <section className="admin-chat-conv" aria-label={`与${visitorLabel(session.guestId)}的会话`}>
      <header className="admin-chat-conv__head">
        <Button className="admin-chat-back" size="small" onClick={onBack}>
          返回列表
        </Button>
        <strong>{visitorLabel(session.guestId)}</strong>
        <Tag color={session.status === 'waiting' ? 'orange' : session.status === 'active' ? 'green' : 'default'}>{chatSessionStatusLabels[session.status]}</Tag>
        {session.agentName && <span className="admin-chat-conv__agent">接待：{session.agentName}</span>}
        <Space className="admin-chat-conv__actions" wrap>
          {session.status !== 'closed' && session.agentId !== me.id && (session.agentId === null || me.role === 'admin') && (
            <Button type="primary" size="small" onClick={() => void chat.take(session.id)}>
              接入会话
            </Button>
          )}
          {writable && (
            <Select<number>
              size="small"
              placeholder="转接给…"
              aria-label="转接给其他客服"
              className="admin-chat-transfer"
              value={null as unknown as number}
              options={transferTo.map((s) => ({ value: s.id, label: `${s.name}${s.online ? '（在线）' : '（离线）'}` }))}
              onChange={(id) => void chat.transfer(session.id, id)}
            />
          )}
          {writable && (
            <Popconfirm title="结束这次会话？" okText="结束" cancelText="取消" onConfirm={() => void chat.close(session.id)}>
              <Button size="small" danger>
                结束会话
              </Button>
            </Popconfirm>
          )}
        </Space>
      </header>
      <ol className="admin-chat-log" ref={list} role="log" aria-live="polite" aria-label="聊天记录">
        {detail.messages.length === 0 && <Empty description="还没有消息" />}
        {detail.messages.map((m) => (
          <Line key={m.id} message={m} />
        ))}
        {chat.pending.map((p) => (
          <li key={p.clientId} className="admin-chat-line admin-chat-line--agent admin-chat-line--pending">
            <span className="admin-chat-line__bubble">{p.text}</span>
            {p.failed && <span className="admin-chat-line__failed">{p.failed}</span>}
          </li>
        ))}
      </ol>
      {chat.typing(session.id) && <p className="admin-chat-typing">访客正在输入…</p>}
      {writable ? (
        <form
          className="admin-chat-compose"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input.TextArea
            aria-label="回复访客"
            placeholder="输入回复，Enter 发送，Shift+Enter 换行"
            value={text}
            maxLength={CHAT_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(e) => {
              setText(e.target.value);
              chat.sendTyping(session.id);
            }}
            onPressEnter={(e) => {
              if (e.shiftKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              submit();
            }}
          />
          <div className="admin-chat-compose__bar">
            <Select<string>
              size="small"
              placeholder="快捷回复"
              aria-label="快捷回复"
              className="admin-chat-canned"
              value={null as unknown as string}
              options={canned.map((c) => ({ value: c.content, label: c.content }))}
              onChange={(v) => setText((t) => (t ? `${t}${v}` : v))}
              popupMatchSelectWidth={false}
            />
            <label className="admin-chat-image">
              <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" disabled={uploading} onChange={(e) => void sendImage(e.target.files?.[0])} />
              {uploading ? '上传中…' : '图片'}
            </label>
            <Button type="primary" htmlType="submit" disabled={!text.trim() || chat.socket !== 'open'}>
              发送
            </Button>
          </div>
        </form>
      ) : (
        <p className="admin-chat-readonly">{session.status === 'closed' ? '会话已结束。' : '该会话由其他客服接待。'}</p>
      )}
    </section>
  );
}
