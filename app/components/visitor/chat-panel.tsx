import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Form, Input } from 'antd';
import { fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX, chatMessages } from '../../../common/chat/options';
import type { ChatMessage } from '../../../common/chat/schemas';
import { CONSULT_QUESTION_MAX, visitorMessages } from '../../../common/visitor/options';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { AntdIsland } from '../antd-island';
import { useVisitorChat, type PendingMessage, type VisitorChat } from './use-visitor-chat';

type Values = { question: string; phone: string };

type Props = {
  open: boolean;
  guestId: string;
  sessionId: number;
  onClose: () => void;
  /** Agent messages not yet read, for the widget's badge. */
  onUnread: (n: number) => void;
  /** The conversation is over or gone: ask session/init for the current one. */
  onStale: () => void;
};

/**
 * The online-service panel (decision 0036). With an agent online it is a live
 * chat over a socket that reconnects and resumes; with none, the visitor
 * leaves a message and a phone number, which become a lead ('chat_message').
 * Loaded once opened (or when the conversation is under way) and kept while
 * the page lives, so the badge counts what arrives while it is closed.
 */
export default function ChatPanel({ open, guestId, sessionId, onClose, onUnread, onStale }: Props) {
  const chat = useVisitorChat({ guestId, sessionId, visible: open, onStale });
  // Until the socket's hello the hook knows no count: reporting its initial 0 would wipe the badge session/init gave.
  useEffect(() => {
    if (chat.ready) onUnread(chat.unread);
  }, [chat.ready, chat.unread, onUnread]);
  if (!open) return null;
  const live = chat.ready && chat.online && chat.status !== 'closed';
  return (
    <AntdIsland>
      <section className="chat-panel" role="dialog" aria-labelledby="chat-panel-title">
        <header className="chat-panel__head">
          <span id="chat-panel-title">在线客服</span>
          {live && <span className="chat-panel__agent">{chat.agent ? `${chat.agent.name} 为您服务` : '正在为您接入客服…'}</span>}
          <button type="button" className="chat-panel__close" aria-label="关闭在线客服" onClick={onClose}>
            ×
          </button>
        </header>
        {!chat.ready ? (
          <div className="chat-panel__body">
            <p className="chat-panel__notice">正在连接在线客服…</p>
          </div>
        ) : chat.status === 'closed' ? (
          <div className="chat-panel__body">
            <Transcript chat={chat} />
            <p className="chat-panel__notice">本次会话已结束。</p>
            <Button type="primary" block onClick={onStale}>
              重新咨询
            </Button>
          </div>
        ) : live ? (
          <LiveChat chat={chat} guestId={guestId} sessionId={sessionId} />
        ) : (
          <div className="chat-panel__body">
            <LeaveMessage guestId={guestId} />
          </div>
        )}
      </section>
    </AntdIsland>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  if (message.sender === 'system') return <li className="chat-line chat-line--system">{message.text}</li>;
  const mine = message.sender === 'visitor';
  return (
    <li className={`chat-line ${mine ? 'chat-line--mine' : 'chat-line--agent'}`} data-id={message.id}>
      {!mine && <span className="chat-line__who">{message.agentName ?? '客服'}</span>}
      <span className="chat-line__bubble">
        {message.kind === 'image' && message.imageUrl ? (
          <a href={message.imageUrl} target="_blank" rel="noreferrer">
            <img src={message.imageUrl} alt={mine ? '我发送的图片' : '客服发送的图片'} loading="lazy" />
          </a>
        ) : (
          message.text
        )}
      </span>
    </li>
  );
}

function Transcript({ chat, pending = [] }: { chat: VisitorChat; pending?: PendingMessage[] }) {
  const list = useRef<HTMLOListElement>(null);
  const count = chat.messages.length + pending.length;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, chat.typingName]);
  return (
    <ol className="chat-log" ref={list} role="log" aria-live="polite" aria-label="聊天记录">
      {chat.messages.map((m) => (
        <Bubble key={m.id} message={m} />
      ))}
      {pending.map((p) => (
        <li key={p.clientId} className="chat-line chat-line--mine chat-line--pending">
          <span className="chat-line__bubble">{p.text}</span>
          {p.failed && <span className="chat-line__failed">{p.failed}</span>}
        </li>
      ))}
    </ol>
  );
}

function LiveChat({ chat, guestId, sessionId }: { chat: VisitorChat; guestId: string; sessionId: number }) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const submit = () => {
    const value = text.trim();
    if (!value) return;
    chat.send(value);
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
      const { message } = await api.post('/crm/sdm/open/chat/image', { guestId, sessionId, image });
      chat.received(message);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }
  return (
    <>
      <div className="chat-panel__body chat-panel__body--live">
        {chat.messages.length === 0 && chat.pending.length === 0 && <p className="chat-panel__notice">您好，请问有什么可以帮您？</p>}
        <Transcript chat={chat} pending={chat.pending} />
        {chat.typingName && <p className="chat-panel__typing">{chat.typingName} 正在输入…</p>}
        {chat.socket !== 'open' && <p className="chat-panel__offline">{chat.socket === 'offline' ? '网络已断开，恢复后自动重连…' : '正在重新连接…'}</p>}
      </div>
      <form
        className="chat-compose"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input.TextArea
          aria-label="输入消息"
          placeholder="请输入您要咨询的问题"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => {
            setText(e.target.value);
            chat.typing();
          }}
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            submit();
          }}
        />
        <div className="chat-compose__actions">
          <label className="chat-compose__image">
            <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => void sendImage(e.target.files?.[0])} disabled={uploading} />
            {uploading ? '上传中…' : '发送图片'}
          </label>
          <Button type="primary" htmlType="submit" disabled={!text.trim()}>
            发送
          </Button>
        </div>
      </form>
    </>
  );
}

/** No agent online: a message and a phone number, which become a lead. */
function LeaveMessage({ guestId }: { guestId: string }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const location = useLocation();
  async function submit(values: Values) {
    setBusy(true);
    try {
      await api.post('/crm/sdm/open/consult', { question: values.question, phone: values.phone.trim(), guestId, sourcePage: location.pathname, kind: 'chat_message' });
      setSent(true);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setBusy(false);
    }
  }
  if (sent) return <p className="chat-panel__notice">留言已收到，客服上线后会尽快与您电话联系。</p>;
  return (
    <>
      <p className="chat-panel__notice">客服暂不在线，请留言并留下手机号，我们会尽快联系您。</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label="留言"
          name="question"
          rules={[
            { required: true, whitespace: true, message: visitorMessages.questionRequired },
            { max: CONSULT_QUESTION_MAX, message: visitorMessages.questionTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={CONSULT_QUESTION_MAX} />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="phone"
          rules={[
            { required: true, whitespace: true, message: fieldMessages.phoneRequired },
            { pattern: MOBILE_PATTERN, message: fieldMessages.phoneFormat },
          ]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          提交留言
        </Button>
      </Form>
    </>
  );
}
