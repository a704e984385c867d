import { chatReconnect } from '../../common/chat/options';
import { currentApiBase } from './api-client';

export type SocketState = 'connecting' | 'open' | 'offline';

/** The ws:// or wss:// address of an /api path on this site. */
export function chatSocketUrl(path: string, query: Record<string, string | number>): string {
  const url = new URL(`${currentApiBase()}${path}`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * A chat socket that comes back: on a drop it reconnects after 0.5 s,
 * doubling to 15 s (with jitter), and at once when the browser says it is
 * online again. `url` is read at every attempt, so it carries the last
 * message id the page has (decision 0036: the server sends what is after it).
 */
export function openChatSocket<In>({
  url,
  onFrame,
  onState,
  onDrop,
}: {
  url: () => string;
  onFrame: (frame: In) => void;
  onState: (state: SocketState) => void;
  /** A socket closed; heard: whether the server had sent anything on it (a refused upgrade sends nothing). */
  onDrop?: (heard: boolean) => void;
}) {
  let ws: WebSocket | undefined;
  let delay: number = chatReconnect.firstMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(connect, ms);
  };
  function connect() {
    if (stopped) return;
    clearTimeout(timer);
    onState('connecting');
    const socket = new WebSocket(url());
    ws = socket;
    let heard = false;
    socket.onmessage = (e) => {
      heard = true;
      delay = chatReconnect.firstMs;
      onState('open');
      try {
        onFrame(JSON.parse(String(e.data)) as In);
      } catch {
        /* not a frame of ours */
      }
    };
    socket.onclose = () => {
      if (ws !== socket || stopped) return;
      ws = undefined;
      onDrop?.(heard);
      onState(navigator.onLine === false ? 'offline' : 'connecting');
      const jitter = delay * (0.8 + Math.random() * 0.4);
      delay = Math.min(delay * 2, chatReconnect.maxMs);
      schedule(jitter);
    };
  }
  // The browser knows the network went away before the socket does: drop it and wait for 'online'.
  const offline = () => {
    clearTimeout(timer);
    const socket = ws;
    ws = undefined;
    socket?.close();
    onState('offline');
  };
  const online = () => {
    delay = chatReconnect.firstMs;
    if (!ws) connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  connect();

  return {
    /** Sends a frame when the socket is open; false when it is not (the caller keeps it to send later). */
    send(frame: object): boolean {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(frame));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      ws?.close();
      ws = undefined;
    },
  };
}

/** Messages by id, in id order, each once: what a resume or a second delivery brings again is dropped. */
export function mergeById<T extends { id: number }>(list: T[], more: T[]): T[] {
  if (!more.length) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  let changed = false;
  for (const m of more) {
    if (!byId.has(m.id)) changed = true;
    byId.set(m.id, m);
  }
  return changed ? [...byId.values()].sort((a, b) => a.id - b.id) : list;
}
