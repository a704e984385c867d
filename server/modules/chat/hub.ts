import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_HISTORY_MAX, CHAT_RESUME_MAX, chatMessages } from '../../../common/chat/options';
import {
  ZStaffClientFrame,
  ZVisitorClientFrame,
  type ChatMessage,
  type ChatSessionSummary,
  type StaffServerFrame,
  type VisitorServerFrame,
  type VisitorSessionState,
} from '../../../common/chat/schemas';
import { isAppError } from '../../errors';
import type { StaffViewer } from '../admin/staff-accounts';
import type { ChatBusEvent } from './bus';
import type { ChatService } from './service';

const OPEN = 1;
/** Sockets are pinged this often; one that has not answered the previous ping is dropped. */
const PING_EVERY_MS = 30_000;
/** A staff socket's console session is looked up again at most this often (a logout stops its writes within this time). */
const STAFF_RECHECK_MS = 5000;
/** A socket's typing events reach the bus at most this often. */
const TYPING_EVERY_MS = 1500;

/** queue: frames out, in order; inbound: frames in, handled one after another (two sends keep the order they were typed in). */
type Conn = { ws: WebSocket; queue: Promise<void>; inbound: Promise<void>; alive: boolean; lastTyping: number };
type VisitorConn = Conn & { guestId: string; sessionId: number; cursor: number };
type StaffConn = Conn & { token: string; member: StaffViewer; checkedAt: number; baseline: number; cursors: Map<number, number> };

export type ChatHub = ReturnType<typeof createChatHub>;

const canSee = (member: StaffViewer, s: { agentId: number | null; status: string }) =>
  member.role === 'admin' || s.agentId === member.id || s.status === 'waiting';

/**
 * The sockets of this process. Every event of the bus (from this process or
 * another) is turned into frames for the sockets concerned. Each socket has a
 * cursor, the last message id it was sent per conversation: a message whose
 * predecessor it has not had makes it read the missing ones from the database
 * first, so nothing is lost or sent twice whatever order processes publish in.
 */
export function createChatHub({ chat, resolveStaff, log }: { chat: ChatService; resolveStaff: (token: string) => Promise<StaffViewer | null>; log: FastifyBaseLogger }) {
  const visitors = new Map<number, Set<VisitorConn>>();
  const staffConns = new Set<StaffConn>();
  const { repo, bus } = chat;

  const send = (conn: Conn, frame: VisitorServerFrame | StaffServerFrame) => {
    if (conn.ws.readyState === OPEN) conn.ws.send(JSON.stringify(frame));
  };
  /** Jobs of one socket run one after another: its frames leave in order. */
  const enqueue = (conn: Conn, job: () => Promise<void>) => {
    conn.queue = conn.queue.then(job).catch((e: unknown) => log.error({ err: e }, 'chat delivery failed'));
  };
  const errorFrame = (e: unknown, clientId?: string): { type: 'error'; msg: string; clientId?: string } => {
    if (isAppError(e)) return { type: 'error', msg: e.message, ...(clientId ? { clientId } : {}) };
    log.error({ err: e }, 'chat frame failed');
    return { type: 'error', msg: '服务器开小差了，请稍后再试', ...(clientId ? { clientId } : {}) };
  };
  const parse = (raw: unknown) => {
    try {
      return JSON.parse(String(raw)) as unknown;
    } catch {
      return undefined;
    }
  };

  async function toVisitor(conn: VisitorConn, message: ChatMessage, prevId: number, unread: number) {
    if (message.id <= conn.cursor) return;
    if (prevId > conn.cursor) {
      for (const missed of await repo.messagesAfter(conn.sessionId, conn.cursor, CHAT_RESUME_MAX)) {
        if (missed.id >= message.id) break;
        send(conn, { type: 'message', message: missed });
        conn.cursor = missed.id;
      }
    }
    send(conn, { type: 'message', message, unread });
    conn.cursor = message.id;
  }

  async function toStaff(conn: StaffConn, message: ChatMessage, prevId: number, session: ChatSessionSummary) {
    const cursor = conn.cursors.get(message.sessionId) ?? conn.baseline;
    if (message.id <= cursor) return;
    let last = cursor;
    if (prevId > cursor) {
      for (const missed of await repo.messagesAfter(message.sessionId, cursor, CHAT_RESUME_MAX)) {
        if (missed.id >= message.id) break;
        send(conn, { type: 'message', message: missed, session });
        last = missed.id;
      }
    }
    send(conn, { type: 'message', message, session });
    conn.cursors.set(message.sessionId, Math.max(last, message.id));
  }

  const visitorState = (s: ChatSessionSummary): VisitorSessionState => ({
    sessionId: s.id,
    status: s.status,
    agent: s.agentId && s.agentName ? { id: s.agentId, name: s.agentName } : null,
    visitorUnread: s.visitorUnread,
  });

  async function onEvent(event: ChatBusEvent) {
    if (event.type === 'message') {
      const { message, prevId, session } = event;
      for (const conn of visitors.get(message.sessionId) ?? []) enqueue(conn, () => toVisitor(conn, message, prevId, session.visitorUnread));
      for (const conn of staffConns) if (canSee(conn.member, session)) enqueue(conn, () => toStaff(conn, message, prevId, session));
    } else if (event.type === 'session') {
      const { session, prevAgentId } = event;
      for (const conn of visitors.get(session.id) ?? []) enqueue(conn, async () => send(conn, { type: 'session', ...visitorState(session) }));
      for (const conn of staffConns)
        if (canSee(conn.member, session) || prevAgentId === conn.member.id) enqueue(conn, async () => send(conn, { type: 'session', session }));
    } else if (event.type === 'typing') {
      if (event.from === 'agent') for (const conn of visitors.get(event.sessionId) ?? []) send(conn, { type: 'typing', sessionId: event.sessionId, name: event.name });
      else for (const conn of staffConns) if (canSee(conn.member, event)) send(conn, { type: 'typing', sessionId: event.sessionId });
    } else {
      const agents = await bus.onlineAgents();
      for (const set of visitors.values()) for (const conn of set) send(conn, { type: 'presence', online: agents.length > 0 });
      for (const conn of staffConns) send(conn, { type: 'presence', agents });
    }
  }
  bus.onEvent((event) => void onEvent(event).catch((e: unknown) => log.error({ err: e }, 'chat event failed')));

  const localAgents = () => {
    const byId = new Map<number, { id: number; name: string }>();
    for (const c of staffConns) byId.set(c.member.id, { id: c.member.id, name: c.member.displayName });
    return [...byId.values()];
  };

  const pinger = setInterval(() => {
    const all: Conn[] = [...staffConns];
    for (const set of visitors.values()) all.push(...set);
    for (const conn of all) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }, PING_EVERY_MS);
  pinger.unref();

  const base = (ws: WebSocket): Conn => {
    const conn: Conn = { ws, queue: Promise.resolve(), inbound: Promise.resolve(), alive: true, lastTyping: 0 };
    ws.on('pong', () => {
      conn.alive = true;
    });
    return conn;
  };
  const currentMember = async (conn: StaffConn): Promise<StaffViewer | null> => {
    if (Date.now() - conn.checkedAt < STAFF_RECHECK_MS) return conn.member;
    const member = await resolveStaff(conn.token);
    if (member) Object.assign(conn, { member, checkedAt: Date.now() });
    return member;
  };
  const typingDue = (conn: Conn) => {
    const now = Date.now();
    if (now - conn.lastTyping < TYPING_EVERY_MS) return false;
    conn.lastTyping = now;
    return true;
  };

  return {
    /** A visitor's socket, already checked to hold the guest's open conversation. lastId: the last message the page has (0: none). */
    acceptVisitor(ws: WebSocket, { guestId, state, lastId }: { guestId: string; state: VisitorSessionState; lastId: number }) {
      const conn: VisitorConn = { ...base(ws), guestId, sessionId: state.sessionId, cursor: lastId };
      const set = visitors.get(conn.sessionId) ?? new Set();
      set.add(conn);
      visitors.set(conn.sessionId, set);
      // Registered first, then the replay is queued: events that arrive meanwhile wait behind it.
      enqueue(conn, async () => {
        // Read again here: the unread count the page starts from is the one of the moment the replay begins.
        const now = await chat.visitorState(guestId, state.sessionId).catch(() => state);
        send(conn, { type: 'hello', ...now, online: (await bus.onlineAgents()).length > 0 });
        const missed = lastId > 0 ? await repo.messagesAfter(conn.sessionId, lastId, CHAT_RESUME_MAX) : await repo.latestMessages(conn.sessionId, CHAT_HISTORY_MAX);
        for (const message of missed) {
          send(conn, { type: 'message', message });
          conn.cursor = Math.max(conn.cursor, message.id);
        }
      });
      // Frames the page sends are handled after the replay: a message written while the replay reads would come back
      // in it without its clientId, and its own echo (which carries it) would then be dropped as already sent.
      conn.inbound = conn.queue;
      ws.on('message', (raw) => {
        const parsed = ZVisitorClientFrame.safeParse(parse(raw));
        if (!parsed.success) return send(conn, { type: 'error', msg: parsed.error.issues[0]?.message ?? chatMessages.badFrame });
        const frame = parsed.data;
        const run = async () => {
          if (frame.type === 'send') {
            // A message clears the other side's typing mark: the next keystroke is news again.
            conn.lastTyping = 0;
            await chat.sendFromVisitor({ guestId, sessionId: conn.sessionId, clientId: frame.clientId, text: frame.text });
          }
          else if (frame.type === 'typing') {
            if (typingDue(conn)) await chat.typingFromVisitor(conn.sessionId);
          } else await chat.readByVisitor(conn.sessionId);
        };
        conn.inbound = conn.inbound.then(run).then(
          () => undefined,
          (e: unknown) => send(conn, errorFrame(e, frame.type === 'send' ? frame.clientId : undefined)),
        );
      });
      ws.on('close', () => {
        set.delete(conn);
        if (!set.size) visitors.delete(conn.sessionId);
      });
    },

    /** A staff socket (admin or agent). token: their console cookie, looked up again every few seconds while frames come. */
    acceptStaff(ws: WebSocket, { token, member, lastId }: { token: string; member: StaffViewer; lastId: number }) {
      const conn: StaffConn = { ...base(ws), token, member, checkedAt: Date.now(), baseline: lastId, cursors: new Map() };
      staffConns.add(conn);
      void bus.setLocalAgents(localAgents()).catch((e: unknown) => log.error({ err: e }, 'chat presence failed'));
      enqueue(conn, async () => {
        send(conn, { type: 'hello', agents: await bus.onlineAgents() });
        if (lastId <= 0) {
          conn.baseline = await repo.maxMessageId();
          return;
        }
        const missed = await repo.messagesAfterVisible(lastId, member.role === 'admin' ? undefined : member.id, CHAT_RESUME_MAX);
        const summaries = new Map<number, ChatSessionSummary>();
        for (const message of missed) {
          let session = summaries.get(message.sessionId);
          if (!session) {
            session = await repo.summary(message.sessionId);
            if (!session) continue;
            summaries.set(message.sessionId, session);
          }
          send(conn, { type: 'message', message, session });
          conn.cursors.set(message.sessionId, message.id);
        }
      });
      // As for visitors: an agent's first message waits for the baseline, or its echo could fall below it and be lost.
      conn.inbound = conn.queue;
      ws.on('message', (raw) => {
        const parsed = ZStaffClientFrame.safeParse(parse(raw));
        if (!parsed.success) return send(conn, { type: 'error', msg: parsed.error.issues[0]?.message ?? chatMessages.badFrame });
        const frame = parsed.data;
        const run = async () => {
          // A member logged out or disabled since the socket opened writes nothing more (checked again every few seconds).
          const current = await currentMember(conn);
          if (!current || current.mustChangePassword || (current.role !== 'admin' && current.role !== 'agent')) {
            ws.close(4401, 'unauthenticated');
            return;
          }
          if (frame.type === 'send') {
            conn.lastTyping = 0;
            await chat.sendFromStaff({ member: current, sessionId: frame.sessionId, clientId: frame.clientId, text: frame.text });
          }
          else if (frame.type === 'typing') {
            if (typingDue(conn)) await chat.typingFromStaff(current, frame.sessionId);
          } else await chat.readByStaff(current, frame.sessionId);
        };
        conn.inbound = conn.inbound.then(run).then(
          () => undefined,
          (e: unknown) => send(conn, errorFrame(e, frame.type === 'send' ? frame.clientId : undefined)),
        );
      });
      ws.on('close', () => {
        staffConns.delete(conn);
        void bus.setLocalAgents(localAgents()).catch(() => undefined);
      });
    },

    /** How many sockets this process holds (the bench reads it). */
    counts() {
      let v = 0;
      for (const set of visitors.values()) v += set.size;
      return { visitors: v, staff: staffConns.size };
    },

    close() {
      clearInterval(pinger);
    },
  };
}
