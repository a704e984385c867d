import { z } from 'zod';
import { post, postWithoutBody } from '../api/endpoints';
import { envelope } from '../api/envelope';
import { zId } from '../api/id-schema';
import { zGuestId } from '../visitor/schemas';
import { CANNED_REPLIES_MAX, CANNED_REPLY_MAX, CHAT_TEXT_MAX, chatMessageKinds, chatMessages, chatSenders } from './options';

/*
 * Live chat (decision 0036). Frames travel as JSON text over the two sockets;
 * the same schemas check what a client sends and type what it receives.
 */

/** One stored message. Ids grow across all conversations: a client resumes after the last id it has. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sender: z.enum(chatSenders),
  /** The agent's display name on an agent's message; null otherwise. */
  agentName: z.string().nullable(),
  kind: z.enum(chatMessageKinds),
  text: z.string(),
  /** Where an image message's picture is served (under /api); null for text. */
  imageUrl: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  /** The sender's own id for the message (echoed so the sender can replace its pending copy). */
  clientId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatAgent = z.object({ id: z.number().int(), name: z.string() });
export type ChatAgent = z.infer<typeof ZChatAgent>;

export const chatSessionStatuses = ['waiting', 'active', 'closed'] as const;
export type ChatSessionStatus = (typeof chatSessionStatuses)[number];

/** A conversation as staff see it in the workspace list. */
export const ZChatSessionSummary = z.object({
  id: z.number().int(),
  status: z.enum(chatSessionStatuses),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  guestId: z.string(),
  /** The visitor's first referrer, or 直接访问. */
  source: z.string(),
  visitorUnread: z.number().int(),
  agentUnread: z.number().int(),
  lastMessage: z
    .object({ sender: z.enum(chatSenders), kind: z.enum(chatMessageKinds), text: z.string(), createdAt: z.string() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSessionSummary = z.infer<typeof ZChatSessionSummary>;

/** The conversation as the visitor sees it: its state and the agent's name. */
export const ZVisitorSessionState = z.object({
  sessionId: z.number().int(),
  status: z.enum(chatSessionStatuses),
  agent: ZChatAgent.nullable(),
  visitorUnread: z.number().int(),
});
export type VisitorSessionState = z.infer<typeof ZVisitorSessionState>;

const zClientId = z.string().trim().min(1).max(40);
const zText = z.string({ error: chatMessages.textRequired }).trim().min(1, chatMessages.textRequired).max(CHAT_TEXT_MAX, chatMessages.textTooLong);

/* ───────────── Frames: visitor ───────────── */

export const ZVisitorClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), clientId: zClientId, text: zText }),
  z.object({ type: z.literal('typing') }),
  /** The visitor has read what the agent sent: visitor_unread goes back to 0. */
  z.object({ type: z.literal('read') }),
]);
export type VisitorClientFrame = z.infer<typeof ZVisitorClientFrame>;

export type VisitorServerFrame =
  | ({ type: 'hello'; online: boolean } & VisitorSessionState)
  /** unread: the visitor's unread count after a message as it happens (absent on a replay: the hello's count covers those). */
  | { type: 'message'; message: ChatMessage; unread?: number }
  | { type: 'typing'; sessionId: number; name: string | null }
  | ({ type: 'session' } & VisitorSessionState)
  | { type: 'presence'; online: boolean }
  | { type: 'error'; msg: string; clientId?: string };

/* ───────────── Frames: staff ───────────── */

export const ZStaffClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), sessionId: zId('会话'), clientId: zClientId, text: zText }),
  z.object({ type: z.literal('typing'), sessionId: zId('会话') }),
  /** The agent has read the visitor's messages: agent_unread goes back to 0. */
  z.object({ type: z.literal('read'), sessionId: zId('会话') }),
]);
export type StaffClientFrame = z.infer<typeof ZStaffClientFrame>;

export type StaffServerFrame =
  | { type: 'hello'; agents: ChatAgent[] }
  | { type: 'message'; message: ChatMessage; session: ChatSessionSummary }
  | { type: 'typing'; sessionId: number }
  | { type: 'session'; session: ChatSessionSummary }
  | { type: 'presence'; agents: ChatAgent[] }
  | { type: 'error'; msg: string; clientId?: string };

/* ───────────── HTTP: images, the workspace ───────────── */

/** An image as a data URL or bare base64 (like avatars); its type is read from its first bytes. */
const zImage = z.string({ error: chatMessages.imageRequired }).min(1, chatMessages.imageRequired);

export const ZVisitorImageRequest = z.object({ guestId: zGuestId, sessionId: zId('会话'), image: zImage, clientId: zClientId.optional() });
export type VisitorImageRequest = z.output<typeof ZVisitorImageRequest>;
export const ZStaffImageRequest = z.object({ sessionId: zId('会话'), image: zImage, clientId: zClientId.optional() });
export type StaffImageRequest = z.output<typeof ZStaffImageRequest>;
export const ZChatMessageResponse = envelope({ message: ZChatMessage });

export const ZStaffChatBrief = z.object({ id: z.number().int(), name: z.string(), role: z.string(), online: z.boolean() });
export type StaffChatBrief = z.infer<typeof ZStaffChatBrief>;
export const ZChatSessionsResponse = envelope({
  /** Waiting conversations and the member's own (an admin's: every open one), newest activity first. */
  records: z.array(ZChatSessionSummary),
  /** Staff who chat (admins and agents), with whether they are online: the transfer list. */
  staff: z.array(ZStaffChatBrief),
});

export const ZChatSessionRequest = z.object({ sessionId: zId('会话'), afterId: zId('消息', { min: 0 }).optional() });
export type ChatSessionRequest = z.output<typeof ZChatSessionRequest>;
export const ZVisitedPage = z.object({ url: z.string(), path: z.string(), spentMs: z.number().int().nullable(), at: z.string() });
export type VisitedPage = z.infer<typeof ZVisitedPage>;
export const ZChatVisitor = z.object({
  guestId: z.string(),
  source: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
  ip: z.string(),
});
export type ChatVisitor = z.infer<typeof ZChatVisitor>;
export const ZChatSessionResponse = envelope({
  session: ZChatSessionSummary,
  messages: z.array(ZChatMessage),
  visitor: ZChatVisitor,
  /** The latest pages the visitor left, newest first, with the time spent on each (page-leave beacons). */
  pages: z.array(ZVisitedPage),
});
export type ChatSessionDetail = Omit<z.infer<typeof ZChatSessionResponse>, 'code' | 'msg'>;

export const ZChatSessionIdRequest = z.object({ sessionId: zId('会话') });
export const ZChatTransferRequest = z.object({ sessionId: zId('会话'), toStaffId: zId('客服') });
export type ChatTransferRequest = z.output<typeof ZChatTransferRequest>;
export const ZChatSessionChangeResponse = envelope({ session: ZChatSessionSummary });

export const ZCannedReply = z.object({ id: z.number().int(), content: z.string() });
export type CannedReply = z.infer<typeof ZCannedReply>;
export const ZCannedListResponse = envelope({ records: z.array(ZCannedReply) });
export const ZCannedSaveRequest = z.object({
  items: z
    .array(z.string().trim().min(1, '快捷回复不能为空').max(CANNED_REPLY_MAX, `快捷回复不能超过 ${CANNED_REPLY_MAX} 个字符`), { error: '请提交快捷回复列表' })
    .max(CANNED_REPLIES_MAX, `快捷回复最多 ${CANNED_REPLIES_MAX} 条`),
});
export type CannedSaveRequest = z.output<typeof ZCannedSaveRequest>;

export const chatVisitorEndpoints = {
  '/crm/sdm/open/chat/image': post(ZVisitorImageRequest, ZChatMessageResponse),
};

export const chatStaffEndpoints = {
  '/admin/chat/sessions': postWithoutBody(ZChatSessionsResponse),
  '/admin/chat/session': post(ZChatSessionRequest, ZChatSessionResponse),
  '/admin/chat/take': post(ZChatSessionIdRequest, ZChatSessionChangeResponse),
  '/admin/chat/transfer': post(ZChatTransferRequest, ZChatSessionChangeResponse),
  '/admin/chat/close': post(ZChatSessionIdRequest, ZChatSessionChangeResponse),
  '/admin/chat/image': post(ZStaffImageRequest, ZChatMessageResponse),
  '/admin/chat/canned/list': postWithoutBody(ZCannedListResponse),
  '/admin/chat/canned/save': post(ZCannedSaveRequest, ZCannedListResponse),
};
