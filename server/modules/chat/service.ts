import { and, eq, gt, sql } from 'drizzle-orm';
import { chatMessages, chatRateLimits, chatSystemLines } from '../../../common/chat/options';
import type { ChatMessage, VisitorSessionState } from '../../../common/chat/schemas';
import type { Database } from '../../db/client';
import { serviceSessions } from '../../db/schema';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage';
import type { AuditLog } from '../admin/audit-log';
import type { StaffViewer } from '../admin/staff-accounts';
import type { ChatBus } from './bus';
import { storeChatImage } from './images';
import { appendMessages, createChatRepo, lockSession, toChatMessage, type NewMessage } from './repo';
import { createChatWorkspace } from './workspace';

export type ChatService = ReturnType<typeof createChatService>;
type SessionRow = typeof serviceSessions.$inferSelect;
/** What a message carries: text, or an image (base64 as uploaded). */
type Body = { text: string } | { image: string };

/**
 * Live chat's rules (decision 0036): who may write into which conversation,
 * unread counts on both sides, the messages stored before anyone is told,
 * then told through the bus to every process's sockets.
 */
export function createChatService({ db, kv, bus, storage, apiBase, audit }: { db: Database; kv: KvStore; bus: ChatBus; storage: FileStorage; apiBase: string; audit: AuditLog }) {
  const repo = createChatRepo(db, apiBase);

  /** An agent sees waiting conversations and their own; an admin every one. Another agent's is refused. */
  function assertStaffMay(member: StaffViewer, row: SessionRow | undefined, { closedToo = false } = {}): SessionRow {
    if (!row || (row.status === 'closed' && !closedToo)) throw new AppError('NOT_FOUND', chatMessages.sessionMissing);
    if (member.role !== 'admin' && row.agentId !== null && row.agentId !== member.id) throw new AppError('FORBIDDEN', chatMessages.notYourSession);
    return row;
  }

  async function publishWritten(sessionId: number, written: { row: Parameters<typeof toChatMessage>[0]; prevId: number; agentName: string | null; clientId?: string }[]) {
    const session = await repo.summary(sessionId);
    if (!session) return [];
    const out: ChatMessage[] = [];
    for (const w of written) {
      const message = toChatMessage(w.row, w.agentName, apiBase, w.clientId);
      out.push(message);
      await bus.publish({ type: 'message', message, prevId: w.prevId, session });
    }
    return out;
  }

  async function contentOf(body: Body): Promise<Pick<NewMessage, 'kind' | 'content' | 'imageKey'>> {
    if ('text' in body) return { kind: 'text', content: body.text, imageKey: null };
    return { kind: 'image', content: '', imageKey: await storeChatImage(storage, body.image) };
  }

  const workspace = createChatWorkspace({ db, repo, bus, audit, assertStaffMay, publishWritten });

  return {
    bus,
    repo,
    ...workspace,

    /** The visitor's conversation, if the guest holds it. */
    async visitorState(guestId: string, sessionId: number): Promise<VisitorSessionState> {
      const row = await repo.sessionOfGuest(sessionId, guestId);
      if (!row) throw new AppError('NOT_FOUND', chatMessages.sessionMissing);
      return {
        sessionId: row.id,
        status: row.status as VisitorSessionState['status'],
        agent: row.agentId && row.agentName ? { id: row.agentId, name: row.agentName } : null,
        visitorUnread: row.visitorUnread,
      };
    },

    async isAnyAgentOnline(): Promise<boolean> {
      return (await bus.onlineAgents()).length > 0;
    },

    /** A visitor's message: stored, the agent's unread count up by one, then delivered. */
    async sendFromVisitor(input: { guestId: string; sessionId: number; clientId?: string } & Body): Promise<ChatMessage> {
      const limit = 'image' in input ? chatRateLimits.visitorImages : chatRateLimits.visitorMessages;
      await enforceRateLimits(kv, [{ key: `chat:${'image' in input ? 'img' : 'msg'}:${input.guestId}`, ...limit }]);
      const content = await contentOf(input);
      const written = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const row = await lockSession(tx, input.sessionId);
        if (!row || row.guestId !== input.guestId) throw new AppError('NOT_FOUND', chatMessages.sessionMissing);
        if (row.status === 'closed') throw new AppError('BUSINESS', chatMessages.sessionGone);
        const out = await appendMessages(tx, row.id, [{ sender: 'visitor', staffId: null, ...content }]);
        await tx
          .update(serviceSessions)
          .set({ agentUnread: sql`${serviceSessions.agentUnread} + 1`, updatedAt: new Date() })
          .where(eq(serviceSessions.id, row.id));
        return out;
      });
      const [message] = await publishWritten(input.sessionId, written.map((w) => ({ ...w, agentName: null, clientId: input.clientId })));
      return message!;
    },

    /**
     * A staff member's message. Replying to a waiting conversation takes it
     * (with the visitor told who serves them); the visitor's unread count goes
     * up, the agent's own back to 0 (they answered what they read).
     */
    async sendFromStaff(input: { member: StaffViewer; sessionId: number; clientId?: string } & Body): Promise<ChatMessage> {
      const { member } = input;
      const content = await contentOf(input);
      const written = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const row = assertStaffMay(member, await lockSession(tx, input.sessionId));
        const rows: NewMessage[] = [];
        const takes = row.agentId === null;
        if (takes) rows.push({ sender: 'system', staffId: null, kind: 'text', content: chatSystemLines.taken(member.displayName), imageKey: null });
        rows.push({ sender: 'agent', staffId: member.id, ...content });
        const out = await appendMessages(tx, row.id, rows);
        await tx
          .update(serviceSessions)
          .set({
            visitorUnread: sql`${serviceSessions.visitorUnread} + 1`,
            agentUnread: 0,
            updatedAt: new Date(),
            ...(takes ? { agentId: member.id, status: 'active' } : {}),
          })
          .where(eq(serviceSessions.id, row.id));
        return out;
      });
      const messages = await publishWritten(
        input.sessionId,
        written.map((w) => ({ ...w, agentName: w.row.sender === 'agent' ? member.displayName : null, clientId: w.row.sender === 'agent' ? input.clientId : undefined })),
      );
      return messages[messages.length - 1]!;
    },

    /** The visitor has seen the agent's messages. */
    async readByVisitor(sessionId: number): Promise<void> {
      const changed = await db
        .update(serviceSessions)
        .set({ visitorUnread: 0 })
        .where(and(eq(serviceSessions.id, sessionId), gt(serviceSessions.visitorUnread, 0)))
        .returning({ agentId: serviceSessions.agentId });
      if (!changed.length) return;
      const session = await repo.summary(sessionId);
      if (session) await bus.publish({ type: 'session', session, prevAgentId: session.agentId });
    },

    /** The agent has seen the visitor's messages. */
    async readByStaff(member: StaffViewer, sessionId: number): Promise<void> {
      assertStaffMay(member, await repo.session(sessionId));
      const changed = await db
        .update(serviceSessions)
        .set({ agentUnread: 0 })
        .where(and(eq(serviceSessions.id, sessionId), gt(serviceSessions.agentUnread, 0)))
        .returning({ id: serviceSessions.id });
      if (!changed.length) return;
      const session = await repo.summary(sessionId);
      if (session) await bus.publish({ type: 'session', session, prevAgentId: session.agentId });
    },

    async typingFromVisitor(sessionId: number): Promise<void> {
      const row = await repo.session(sessionId);
      if (!row || row.status === 'closed') return;
      await bus.publish({ type: 'typing', sessionId, from: 'visitor', name: null, agentId: row.agentId, status: row.status as 'waiting' | 'active' });
    },

    async typingFromStaff(member: StaffViewer, sessionId: number): Promise<void> {
      const row = assertStaffMay(member, await repo.session(sessionId));
      await bus.publish({ type: 'typing', sessionId, from: 'agent', name: member.displayName, agentId: row.agentId, status: row.status as 'waiting' | 'active' });
    },
  };
}
