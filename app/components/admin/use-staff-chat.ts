import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_SHOW_MS, STAFF_CHAT_WS_PATH } from '../../../common/chat/options';
import type { ChatMessage, ChatSessionDetail, ChatSessionSummary, StaffChatBrief, StaffServerFrame } from '../../../common/chat/schemas';
import type { StaffMe } from '../../../common/admin/schemas';
import { api, ApiBusinessError } from '../../lib/api-client';
import { chatSocketUrl, mergeById, openChatSocket, type SocketState } from '../../lib/chat-socket';
import { toastError } from '../../lib/toast';

export type StaffPending = { clientId: string; sessionId: number; text: string; failed?: string };

const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const byActivity = (a: ChatSessionSummary, b: ChatSessionSummary) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id);

/**
 * The workspace's live state: the conversations this member may see, the one
 * open with its messages and the visitor's trail, typing and presence. The
 * socket brings changes; after every (re)connect the list and the open
 * conversation are read again over HTTP, so a drop loses nothing.
 */
export function useStaffChat(me: StaffMe) {
  const [socket, setSocket] = useState<SocketState>('connecting');
  const [sessions, setSessions] = useState<ChatSessionSummary[]>([]);
  const [staff, setStaff] = useState<StaffChatBrief[]>([]);
  const [currentId, setCurrentId] = useState<number>();
  const [detail, setDetail] = useState<ChatSessionDetail>();
  const [pending, setPending] = useState<StaffPending[]>([]);
  const [typing, setTyping] = useState<Record<number, number>>({});
  const conn = useRef<ReturnType<typeof openChatSocket<StaffServerFrame>>>(undefined);
  const lastId = useRef(0);
  const current = useRef<number | undefined>(undefined);
  current.current = currentId;

  const visible = useCallback((s: ChatSessionSummary) => s.status !== 'closed' && (me.role === 'admin' || s.status === 'waiting' || s.agentId === me.id), [me]);
  const upsert = useCallback(
    (s: ChatSessionSummary) => {
      setSessions((list) => {
        const rest = list.filter((x) => x.id !== s.id);
        return (visible(s) ? [...rest, s] : rest).sort(byActivity);
      });
      setDetail((d) => (d && d.session.id === s.id ? { ...d, session: s } : d));
    },
    [visible],
  );

  const loadList = useCallback(async () => {
    try {
      const answer = await api.post('/admin/chat/sessions');
      setSessions([...answer.records].sort(byActivity));
      setStaff(answer.staff);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    }
  }, []);

  const loadDetail = useCallback(async (sessionId: number, afterId?: number) => {
    try {
      const answer = await api.post('/admin/chat/session', { sessionId, afterId });
      if (current.current !== sessionId) return;
      setDetail((d) => (d && d.session.id === sessionId && afterId !== undefined ? { ...answer, messages: mergeById(d.messages, answer.messages) } : answer));
      conn.current?.send({ type: 'read', sessionId });
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
      setCurrentId(undefined);
    }
  }, []);

  useEffect(() => {
    const onFrame = (frame: StaffServerFrame) => {
      switch (frame.type) {
        case 'hello': {
          void loadList();
          const open = current.current;
          if (open !== undefined) void loadDetail(open);
          setStaff((list) => list.map((s) => ({ ...s, online: frame.agents.some((a) => a.id === s.id) })));
          break;
        }
        case 'message': {
          const { message, session } = frame;
          lastId.current = Math.max(lastId.current, message.id);
          upsert(session);
          if (message.clientId) setPending((list) => list.filter((p) => p.clientId !== message.clientId));
          if (message.sessionId === current.current) {
            setDetail((d) => (d && d.session.id === message.sessionId ? { ...d, messages: mergeById(d.messages, [message]) } : d));
            if (message.sender === 'visitor' && document.visibilityState === 'visible') conn.current?.send({ type: 'read', sessionId: message.sessionId });
          }
          if (message.sender === 'visitor') setTyping(({ [message.sessionId]: _gone, ...rest }) => rest);
          break;
        }
        case 'session':
          upsert(frame.session);
          break;
        case 'typing':
          setTyping((t) => ({ ...t, [frame.sessionId]: Date.now() + CHAT_TYPING_SHOW_MS }));
          break;
        case 'presence':
          setStaff((list) => list.map((s) => ({ ...s, online: frame.agents.some((a) => a.id === s.id) })));
          break;
        case 'error':
          toastError(frame.msg);
          if (frame.clientId) setPending((list) => list.map((p) => (p.clientId === frame.clientId ? { ...p, failed: frame.msg } : p)));
          break;
      }
    };
    conn.current = openChatSocket<StaffServerFrame>({
      url: () => chatSocketUrl(STAFF_CHAT_WS_PATH, lastId.current ? { lastId: lastId.current } : {}),
      onFrame,
      onState: setSocket,
    });
    return () => {
      conn.current?.close();
      conn.current = undefined;
    };
  }, [loadList, loadDetail, upsert]);

  // Typing marks fade after a few seconds.
  useEffect(() => {
    const ids = Object.keys(typing);
    if (!ids.length) return;
    const timer = setTimeout(() => {
      const now = Date.now();
      setTyping((t) => Object.fromEntries(Object.entries(t).filter(([, until]) => until > now)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [typing]);

  const open = useCallback(
    (sessionId: number | undefined) => {
      setCurrentId(sessionId);
      current.current = sessionId;
      setDetail(undefined);
      if (sessionId !== undefined) void loadDetail(sessionId);
    },
    [loadDetail],
  );

  const send = useCallback((sessionId: number, text: string) => {
    const item = { clientId: newClientId(), sessionId, text };
    if (!conn.current?.send({ type: 'send', ...item })) return toastError('连接已断开，正在重连，请稍后再发送');
    setPending((list) => [...list, item]);
  }, []);

  const act = useCallback(
    async (run: () => Promise<{ session: ChatSessionSummary }>) => {
      try {
        upsert((await run()).session);
        return true;
      } catch (e) {
        if (e instanceof ApiBusinessError) toastError(e.message);
        return false;
      }
    },
    [upsert],
  );

  return {
    socket,
    sessions,
    staff,
    currentId,
    detail,
    pending: pending.filter((p) => p.sessionId === currentId),
    typing: (id: number) => (typing[id] ?? 0) > Date.now(),
    open,
    send,
    sendTyping: (sessionId: number) => void conn.current?.send({ type: 'typing', sessionId }),
    received: (message: ChatMessage) => setDetail((d) => (d && d.session.id === message.sessionId ? { ...d, messages: mergeById(d.messages, [message]) } : d)),
    take: (sessionId: number) => act(() => api.post('/admin/chat/take', { sessionId })),
    transfer: (sessionId: number, toStaffId: number) => act(() => api.post('/admin/chat/transfer', { sessionId, toStaffId })),
    close: (sessionId: number) => act(() => api.post('/admin/chat/close', { sessionId })),
  };
}

export type StaffChat = ReturnType<typeof useStaffChat>;
