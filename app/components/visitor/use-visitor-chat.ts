import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_SHOW_MS, VISITOR_CHAT_WS_PATH } from '../../../common/chat/options';
import type { ChatAgent, ChatMessage, VisitorServerFrame } from '../../../common/chat/schemas';
import { chatSocketUrl, mergeById, openChatSocket, type SocketState } from '../../lib/chat-socket';

export type PendingMessage = { clientId: string; text: string; failed?: string };

export type VisitorChat = {
  socket: SocketState;
  /** Whether the server has greeted this socket (the state below is the server's). */
  ready: boolean;
  online: boolean;
  status: 'waiting' | 'active' | 'closed';
  agent: ChatAgent | null;
  messages: ChatMessage[];
  pending: PendingMessage[];
  typingName: string | null;
  unread: number;
  send(text: string): void;
  typing(): void;
  /** An image message sent by HTTP comes back here too (and again over the socket: kept once). */
  received(message: ChatMessage): void;
};

const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The visitor's live chat: one socket per page while the panel is loaded,
 * messages kept by id (a resume or a second delivery shows nothing twice),
 * unread agent messages counted while the panel is closed.
 */
export function useVisitorChat({ guestId, sessionId, visible, onStale }: { guestId: string; sessionId: number; visible: boolean; onStale: () => void }): VisitorChat {
  const [socket, setSocket] = useState<SocketState>('connecting');
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(false);
  const [status, setStatus] = useState<VisitorChat['status']>('waiting');
  const [agent, setAgent] = useState<ChatAgent | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typingName, setTypingName] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const lastId = useRef(0);
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  const conn = useRef<ReturnType<typeof openChatSocket<VisitorServerFrame>>>(undefined);
  const outbox = useRef<PendingMessage[]>([]);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onStaleRef = useRef(onStale);
  onStaleRef.current = onStale;

  useEffect(() => {
    lastId.current = 0;
    setMessages([]);
    setReady(false);
    let silentDrops = 0;
    const flush = () => {
      for (const p of outbox.current) if (conn.current?.send({ type: 'send', clientId: p.clientId, text: p.text })) outbox.current = outbox.current.filter((o) => o !== p);
    };
    const onFrame = (frame: VisitorServerFrame) => {
      silentDrops = 0;
      switch (frame.type) {
        case 'hello':
          setReady(true);
          setOnline(frame.online);
          setStatus(frame.status);
          setAgent(frame.agent);
          if (visibleRef.current) {
            setUnread(0);
            if (frame.visitorUnread > 0) conn.current?.send({ type: 'read' });
          } else setUnread(frame.visitorUnread);
          flush();
          break;
        case 'message': {
          const { message } = frame;
          lastId.current = Math.max(lastId.current, message.id);
          setMessages((list) => mergeById(list, [message]));
          if (message.clientId) setPending((list) => list.filter((p) => p.clientId !== message.clientId));
          if (message.sender === 'agent') setTypingName(null);
          // The server's count after a live message; replayed ones are in the hello's count.
          if (frame.unread !== undefined && message.sender === 'agent') {
            if (visibleRef.current) conn.current?.send({ type: 'read' });
            else setUnread(frame.unread);
          }
          break;
        }
        case 'typing':
          setTypingName(frame.name ?? '客服');
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setTypingName(null), CHAT_TYPING_SHOW_MS);
          break;
        case 'session':
          setStatus(frame.status);
          setAgent(frame.agent);
          break;
        case 'presence':
          setOnline(frame.online);
          break;
        case 'error':
          if (frame.clientId) setPending((list) => list.map((p) => (p.clientId === frame.clientId ? { ...p, failed: frame.msg } : p)));
          break;
      }
    };
    conn.current = openChatSocket<VisitorServerFrame>({
      url: () => chatSocketUrl(VISITOR_CHAT_WS_PATH, { guestId, sessionId, lastId: lastId.current }),
      onFrame,
      onState: setSocket,
      // Refused twice without a word: the conversation was closed or is gone. Ask for the current one.
      onDrop: (heard) => {
        if (heard) return;
        silentDrops += 1;
        if (silentDrops === 2) onStaleRef.current();
      },
    });
    return () => {
      conn.current?.close();
      conn.current = undefined;
      clearTimeout(typingTimer.current);
    };
  }, [guestId, sessionId]);

  // Opening the panel reads what the agent sent.
  useEffect(() => {
    if (!visible) return;
    setUnread(0);
    conn.current?.send({ type: 'read' });
  }, [visible]);

  const send = useCallback((text: string) => {
    const item = { clientId: newClientId(), text };
    setPending((list) => [...list, item]);
    if (!conn.current?.send({ type: 'send', ...item })) outbox.current.push(item);
  }, []);
  const typing = useCallback(() => void conn.current?.send({ type: 'typing' }), []);
  // Not a socket frame: lastId stays where the socket's ordered delivery has brought it.
  const received = useCallback((message: ChatMessage) => {
    setMessages((list) => mergeById(list, [message]));
  }, []);

  return { socket, ready, online, status, agent, messages, pending, typingName, unread, send, typing, received };
}
