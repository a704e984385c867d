import { asc, desc, eq } from 'drizzle-orm';
import { CHAT_HISTORY_MAX, CHAT_RESUME_MAX, chatMessages, chatSystemLines } from '../../../common/chat/options';
import type {
  CannedReply,
  CannedSaveRequest,
  ChatMessage,
  ChatSessionDetail,
  ChatSessionSummary,
  ChatTransferRequest,
  StaffChatBrief,
} from '../../../common/chat/schemas';
import type { Database } from '../../db/client';
import { pageViews, serviceCannedReplies, serviceSessions } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditLog, AuditMeta } from '../admin/audit-log';
import type { StaffViewer } from '../admin/staff-accounts';
import type { ChatBus } from './bus';
import { appendMessages, lockSession, type ChatRepo, type toChatMessage } from './repo';

type SessionRow = typeof serviceSessions.$inferSelect;
type Written = { row: Parameters<typeof toChatMessage>[0]; prevId: number; agentName: string | null; clientId?: string };
/** Pages of the visitor's trail the workspace shows. */
const VISITED_PAGES_MAX = 30;

/**
 * The staff side of live chat: the list of conversations, one conversation
 * with the visitor's trail, take, transfer, close and the canned replies.
 */
export function createChatWorkspace({
  db,
  repo,
  bus,
  audit,
  assertStaffMay,
  publishWritten,
}: {
  db: Database;
  repo: ChatRepo;
  bus: ChatBus;
  audit: AuditLog;
  assertStaffMay: (member: StaffViewer, row: SessionRow | undefined, options?: { closedToo?: boolean }) => SessionRow;
  publishWritten: (sessionId: number, written: Written[]) => Promise<ChatMessage[]>;
}) {
  /**
   * One change of a conversation in a transaction: the row locked, the rule
   * checked, the update, a system line for the visitor and the audit entry;
   * then everyone is told.
   */
  async function change(
    member: StaffViewer,
    sessionId: number,
    meta: AuditMeta,
    decide: (row: SessionRow) => Promise<{ set: Partial<typeof serviceSessions.$inferInsert>; line: string; action: string; detail?: Record<string, unknown> } | null>,
  ): Promise<ChatSessionSummary> {
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const row = assertStaffMay(member, await lockSession(tx, sessionId));
      const decided = await decide(row);
      if (!decided) return { prevAgentId: row.agentId, written: [] };
      await tx
        .update(serviceSessions)
        .set({ ...decided.set, updatedAt: new Date() })
        .where(eq(serviceSessions.id, sessionId));
      const written = await appendMessages(tx, sessionId, [{ sender: 'system', staffId: null, kind: 'text', content: decided.line, imageKey: null }]);
      await audit.record(
        { staffId: member.id, username: member.username, action: decided.action, target: `chat:${sessionId}`, detail: decided.detail, ...meta },
        tx,
      );
      return { prevAgentId: row.agentId, written };
    });
    await publishWritten(
      sessionId,
      result.written.map((w) => ({ ...w, agentName: null })),
    );
    const session = (await repo.summary(sessionId))!;
    await bus.publish({ type: 'session', session, prevAgentId: result.prevAgentId });
    return session;
  }

  return {
    /** Waiting conversations and the member's own (an admin's: all open ones), and who can take a transfer. */
    async listSessions(member: StaffViewer): Promise<{ records: ChatSessionSummary[]; staff: StaffChatBrief[] }> {
      const [records, chatStaff, online] = await Promise.all([
        repo.openSummaries(member.role === 'admin' ? undefined : member.id),
        repo.chatStaff(),
        bus.onlineAgents(),
      ]);
      const onlineIds = new Set(online.map((a) => a.id));
      return { records, staff: chatStaff.map((s) => ({ ...s, online: onlineIds.has(s.id) })) };
    },

    async sessionDetail(member: StaffViewer, input: { sessionId: number; afterId?: number }): Promise<ChatSessionDetail> {
      const row = await repo.session(input.sessionId);
      // A closed conversation stays readable to whoever had it (and to admins).
      assertStaffMay(member, row, { closedToo: row?.status === 'closed' && (member.role === 'admin' || row.agentId === member.id) });
      const [session, messages, guest, pages] = await Promise.all([
        repo.summary(input.sessionId),
        input.afterId !== undefined ? repo.messagesAfter(input.sessionId, input.afterId, CHAT_RESUME_MAX) : repo.latestMessages(input.sessionId, CHAT_HISTORY_MAX),
        repo.guest(row!.guestId),
        db
          .select({ url: pageViews.url, path: pageViews.path, spentMs: pageViews.spentMs, at: pageViews.receivedAt })
          .from(pageViews)
          .where(eq(pageViews.sid, row!.guestId))
          .orderBy(desc(pageViews.receivedAt))
          .limit(VISITED_PAGES_MAX),
      ]);
      return {
        session: session!,
        messages,
        visitor: {
          guestId: row!.guestId,
          source: guest?.source ?? '',
          firstSeenAt: (guest?.createdAt ?? row!.createdAt).toISOString(),
          lastSeenAt: (guest?.lastSeenAt ?? row!.updatedAt).toISOString(),
          userAgent: guest?.userAgent ?? '',
          ip: guest?.ip ?? '',
        },
        pages: pages.map((p) => ({ ...p, at: p.at.toISOString() })),
      };
    },

    /** Takes a waiting conversation (an admin may also take over an agent's). */
    take(member: StaffViewer, sessionId: number, meta: AuditMeta) {
      return change(member, sessionId, meta, async (row) =>
        row.agentId === member.id
          ? null
          : { set: { agentId: member.id, status: 'active' }, line: chatSystemLines.taken(member.displayName), action: 'chat.take' },
      );
    },

    /** Hands a conversation to another admin or agent. An agent may transfer their own and waiting ones. */
    async transfer(member: StaffViewer, input: ChatTransferRequest, meta: AuditMeta) {
      // Read before the transaction: inside it only the transaction's own connection may be used.
      const target = (await repo.chatStaff()).find((s) => s.id === input.toStaffId);
      if (!target) throw new AppError('BUSINESS', chatMessages.transferTarget);
      return change(member, input.sessionId, meta, async (row) => {
        if (input.toStaffId === member.id && row.agentId === member.id) throw new AppError('BUSINESS', chatMessages.transferSelf);
        if (row.agentId === target.id) return null;
        return {
          set: { agentId: target.id, status: 'active' },
          line: chatSystemLines.transferred(target.name),
          action: 'chat.transfer',
          detail: { from: row.agentId, to: target.id },
        };
      });
    },

    close(member: StaffViewer, sessionId: number, meta: AuditMeta) {
      return change(member, sessionId, meta, async () => ({
        set: { status: 'closed', closedAt: new Date(), visitorUnread: 0, agentUnread: 0 },
        line: chatSystemLines.closed,
        action: 'chat.close',
      }));
    },

    async cannedReplies(): Promise<CannedReply[]> {
      return db
        .select({ id: serviceCannedReplies.id, content: serviceCannedReplies.content })
        .from(serviceCannedReplies)
        .orderBy(asc(serviceCannedReplies.sort), asc(serviceCannedReplies.id));
    },

    /** Replaces the whole list (it is short and edited as one). */
    async saveCannedReplies(member: StaffViewer, input: CannedSaveRequest, meta: AuditMeta): Promise<CannedReply[]> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await tx.delete(serviceCannedReplies);
        if (input.items.length)
          await tx.insert(serviceCannedReplies).values(input.items.map((content, sort) => ({ content, sort, updatedBy: member.id })));
        await audit.record({ staffId: member.id, username: member.username, action: 'chat.canned', detail: { count: input.items.length }, ...meta }, tx);
      });
      return this.cannedReplies();
    },
  };
}
