import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatMessageKind, ChatSender } from '../../../common/chat/options';
import type { ChatMessage, ChatSessionStatus, ChatSessionSummary } from '../../../common/chat/schemas';
import type { Database } from '../../db/client';
import { guests, serviceMessages, serviceSessions, staff } from '../../db/schema';

type SessionRow = typeof serviceSessions.$inferSelect;
type MessageRow = typeof serviceMessages.$inferSelect;

/** A new message row; who sent it and what it holds. */
export type NewMessage = { sender: ChatSender; staffId: number | null; kind: ChatMessageKind; content: string; imageKey: string | null };

/** The name under which an image is served: the key without its folder. */
export const imageNameOf = (key: string) => key.slice(key.indexOf('/') + 1);

export function toChatMessage(row: MessageRow, agentName: string | null, apiBase: string, clientId?: string): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sender: row.sender as ChatSender,
    agentName: row.sender === 'agent' ? agentName : null,
    kind: row.kind as ChatMessageKind,
    text: row.content,
    imageUrl: row.imageKey ? `${apiBase}/crm/sdm/open/chat/image/${imageNameOf(row.imageKey)}` : null,
    createdAt: row.createdAt.toISOString(),
    ...(clientId ? { clientId } : {}),
  };
}

/** Queries of the chat. `apiBase` makes image addresses. */
export function createChatRepo(db: Database, apiBase: string) {
  const lastMessage = sql<string | null>`(
    select json_build_object('sender', m.sender, 'kind', m.kind, 'text', m.content, 'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
    from ${serviceMessages} m where m.session_id = ${serviceSessions.id} order by m.id desc limit 1)`;

  const summaryColumns = { session: serviceSessions, agentName: staff.displayName, source: guests.source, lastMessage };
  type SummaryRow = { session: SessionRow; agentName: string | null; source: string | null; lastMessage: string | null };
  const toSummary = (r: SummaryRow): ChatSessionSummary => ({
    id: r.session.id,
    status: r.session.status as ChatSessionStatus,
    agentId: r.session.agentId,
    agentName: r.agentName,
    guestId: r.session.guestId,
    source: r.source ?? '',
    visitorUnread: r.session.visitorUnread,
    agentUnread: r.session.agentUnread,
    lastMessage: r.lastMessage ? (JSON.parse(r.lastMessage) as ChatSessionSummary['lastMessage']) : null,
    createdAt: r.session.createdAt.toISOString(),
    updatedAt: r.session.updatedAt.toISOString(),
  });
  const selectSummaries = () =>
    db.select(summaryColumns).from(serviceSessions).leftJoin(staff, eq(staff.id, serviceSessions.agentId)).leftJoin(guests, eq(guests.id, serviceSessions.guestId));

  const selectMessages = () =>
    db.select({ m: serviceMessages, agentName: staff.displayName }).from(serviceMessages).leftJoin(staff, eq(staff.id, serviceMessages.staffId));
  const toMessages = (rows: { m: MessageRow; agentName: string | null }[]) => rows.map((r) => toChatMessage(r.m, r.agentName, apiBase));

  return {
    async summary(sessionId: number): Promise<ChatSessionSummary | undefined> {
      const [row] = await selectSummaries().where(eq(serviceSessions.id, sessionId)).limit(1);
      return row ? toSummary(row) : undefined;
    },

    /** Open conversations an agent may see (waiting ones and their own); every open one for `agentId` undefined (an admin). */
    async openSummaries(agentId: number | undefined): Promise<ChatSessionSummary[]> {
      const visible: SQL | undefined = agentId === undefined ? undefined : or(eq(serviceSessions.status, 'waiting'), eq(serviceSessions.agentId, agentId));
      // A waiting conversation without a single message is a visitor who opened a page, not a chat.
      const started = sql`exists (select 1 from ${serviceMessages} x where x.session_id = ${serviceSessions.id})`;
      const rows = await selectSummaries()
        .where(and(ne(serviceSessions.status, 'closed'), started, visible))
        .orderBy(desc(serviceSessions.updatedAt))
        .limit(200);
      return rows.map(toSummary);
    },

    async session(sessionId: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(serviceSessions).where(eq(serviceSessions.id, sessionId)).limit(1);
      return row;
    },

    async sessionOfGuest(sessionId: number, guestId: string): Promise<(SessionRow & { agentName: string | null }) | undefined> {
      const [row] = await db
        .select({ s: serviceSessions, agentName: staff.displayName })
        .from(serviceSessions)
        .leftJoin(staff, eq(staff.id, serviceSessions.agentId))
        .where(and(eq(serviceSessions.id, sessionId), eq(serviceSessions.guestId, guestId)))
        .limit(1);
      return row ? { ...row.s, agentName: row.agentName } : undefined;
    },

    /** Messages of a conversation after `afterId`, oldest first. */
    async messagesAfter(sessionId: number, afterId: number, limit: number): Promise<ChatMessage[]> {
      return toMessages(
        await selectMessages()
          .where(and(eq(serviceMessages.sessionId, sessionId), gt(serviceMessages.id, afterId)))
          .orderBy(asc(serviceMessages.id))
          .limit(limit),
      );
    },

    /** The latest `limit` messages of a conversation, oldest first. */
    async latestMessages(sessionId: number, limit: number): Promise<ChatMessage[]> {
      const rows = await selectMessages().where(eq(serviceMessages.sessionId, sessionId)).orderBy(desc(serviceMessages.id)).limit(limit);
      return toMessages(rows.reverse());
    },

    /** Messages after `afterId` in the open conversations an agent may see (every open one for an admin). */
    async messagesAfterVisible(afterId: number, agentId: number | undefined, limit: number): Promise<ChatMessage[]> {
      const visible = agentId === undefined ? undefined : or(eq(serviceSessions.status, 'waiting'), eq(serviceSessions.agentId, agentId));
      const ids = db.select({ id: serviceSessions.id }).from(serviceSessions).where(and(ne(serviceSessions.status, 'closed'), visible));
      return toMessages(
        await selectMessages()
          .where(and(gt(serviceMessages.id, afterId), inArray(serviceMessages.sessionId, ids)))
          .orderBy(asc(serviceMessages.id))
          .limit(limit),
      );
    },

    async maxMessageId(): Promise<number> {
      const [row] = await db.select({ id: sql<number>`coalesce(max(${serviceMessages.id}), 0)`.mapWith(Number) }).from(serviceMessages);
      return row?.id ?? 0;
    },

    async staffName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: staff.displayName }).from(staff).where(eq(staff.id, id)).limit(1);
      return row?.name ?? null;
    },

    /** Staff who chat: admins and agents that are not disabled. */
    async chatStaff() {
      return db
        .select({ id: staff.id, name: staff.displayName, role: staff.role })
        .from(staff)
        .where(and(eq(staff.disabled, false), or(eq(staff.role, 'admin'), eq(staff.role, 'agent'))))
        .orderBy(asc(staff.id));
    },

    guest(guestId: string) {
      return db
        .select()
        .from(guests)
        .where(eq(guests.id, guestId))
        .limit(1)
        .then((r) => r[0]);
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;

/**
 * Locks the conversation's row for the rest of the transaction: messages of
 * one conversation are then written one after another, so their ids grow in
 * the order they become visible, and a resume after an id misses none.
 */
export async function lockSession(tx: Database, sessionId: number): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(serviceSessions).where(eq(serviceSessions.id, sessionId)).for('update').limit(1);
  return row;
}

/** Appends messages to a locked conversation; answers each with the id of the message before it. */
export async function appendMessages(tx: Database, sessionId: number, rows: NewMessage[]): Promise<{ row: MessageRow; prevId: number }[]> {
  const [last] = await tx
    .select({ id: sql<number>`coalesce(max(${serviceMessages.id}), 0)`.mapWith(Number) })
    .from(serviceMessages)
    .where(eq(serviceMessages.sessionId, sessionId));
  let prevId = last?.id ?? 0;
  const out: { row: MessageRow; prevId: number }[] = [];
  for (const r of rows) {
    const [row] = await tx
      .insert(serviceMessages)
      .values({ sessionId, sender: r.sender, staffId: r.staffId, kind: r.kind, content: r.content, imageKey: r.imageKey })
      .returning();
    out.push({ row: row!, prevId });
    prevId = row!.id;
  }
  return out;
}

