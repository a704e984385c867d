import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_SESSION_COOKIE } from '../../../common/admin/options';
import { CHAT_IMAGE_PATH, chatMessages, STAFF_CHAT_WS_PATH, VISITOR_CHAT_WS_PATH } from '../../../common/chat/options';
import { chatStaffEndpoints, chatVisitorEndpoints, type VisitorSessionState } from '../../../common/chat/schemas';
import { zGuestId } from '../../../common/visitor/schemas';
import { zId } from '../../../common/api/id-schema';
import { AppError } from '../../errors';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { auditMetaOf, staffOf, staffOnly } from '../admin/staff-guard';
import type { StaffViewer } from '../admin/staff-accounts';
import { CHAT_IMAGE_NAME, chatImageMime, type ChatImageExt } from './images';
import type { ChatHub } from './hub';

/** Base64 images of up to 2 MB need more than the global 1 MB body limit. */
const IMAGE_BODY_LIMIT = 3 * 1024 * 1024;
const ZLastId = zId('消息', { min: 0 }).optional();

/**
 * A socket is opened by a page of this site only: its Origin must be one of
 * the site's (SITE_URL, CHAT_ORIGINS) or the host the request came to.
 * A browser always sends Origin with a WebSocket, and another site cannot
 * forge it; without this check any page could open a staff socket with the
 * staff member's cookie.
 */
export function originCheck(allowed: readonly string[]) {
  return async (req: FastifyRequest) => {
    const origin = req.headers.origin;
    const parsed = origin ? URL.parse(origin) : null;
    if (!parsed || !(parsed.host === req.host || allowed.includes(parsed.origin))) throw new AppError('FORBIDDEN', chatMessages.originRefused);
  };
}

/** The visitor's side (/api/crm/sdm/open/chat/*): the socket, image upload and the images themselves. */
export const chatVisitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const checkOrigin = originCheck(app.chatOrigins);
  const accepted = new WeakMap<FastifyRequest, { guestId: string; state: VisitorSessionState; lastId: number }>();
  const ZQuery = z.object({ guestId: zGuestId, sessionId: zId('会话'), lastId: ZLastId });

  app.get(
    VISITOR_CHAT_WS_PATH,
    {
      websocket: true,
      schema: { hide: true },
      onRequest: checkOrigin,
      preValidation: async (req) => {
        const parsed = ZQuery.safeParse(req.query);
        if (!parsed.success) throw new AppError('FORBIDDEN', parsed.error.issues[0]?.message);
        const state = await chat.visitorState(parsed.data.guestId, parsed.data.sessionId).catch(() => null);
        if (!state) throw new AppError('FORBIDDEN', chatMessages.sessionMissing);
        if (state.status === 'closed') throw new AppError('FORBIDDEN', chatMessages.sessionGone);
        accepted.set(req, { guestId: parsed.data.guestId, state, lastId: parsed.data.lastId ?? 0 });
      },
    },
    (socket, req) => app.chatHub.acceptVisitor(socket, accepted.get(req)!),
  );

  const endpoint = endpointsOf(app, chatVisitorEndpoints);
  endpoint(
    '/crm/sdm/open/chat/image',
    { tags: ['visitor'], summary: '在线客服发送图片（PNG/JPEG/GIF/WebP，base64，≤ 2 MB）', bodyLimit: IMAGE_BODY_LIMIT, config: { validationAsWritten: true } },
    async (req) => ok({ message: await chat.sendFromVisitor(req.body) }),
  );

  // Plain files for <img>, not envelopes. Names are random and never reused: cached for good.
  app.get<{ Params: { name: string } }>(`${CHAT_IMAGE_PATH}/:name`, { schema: { hide: true } }, async (req, reply) => {
    const match = CHAT_IMAGE_NAME.exec(req.params.name);
    const bytes = match ? await app.services.account.storage.read(`chat/${req.params.name}`) : null;
    if (!match || !bytes) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    return reply
      .type(chatImageMime[match[1] as ChatImageExt])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
};

const chatStaff = staffOnly(['admin', 'agent']);

/** The staff side (/api/admin/chat/*), registered inside the console's routes (their staff guard and no-store). */
export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const checkOrigin = originCheck(app.chatOrigins);
  const accepted = new WeakMap<FastifyRequest, { token: string; member: StaffViewer; lastId: number }>();

  app.get(
    STAFF_CHAT_WS_PATH,
    {
      websocket: true,
      schema: { hide: true },
      onRequest: checkOrigin,
      preValidation: async (req) => {
        await chatStaff(req);
        const lastId = ZLastId.safeParse((req.query as { lastId?: unknown }).lastId);
        accepted.set(req, { token: req.cookies[STAFF_SESSION_COOKIE]!, member: await staffOf(req), lastId: (lastId.success && lastId.data) || 0 });
      },
    },
    (socket, req) => app.chatHub.acceptStaff(socket, accepted.get(req)!),
  );

  const endpoint = endpointsOf(app, chatStaffEndpoints);
  const doc = (summary: string, extra: { bodyLimit?: number } = {}) => ({ tags: ['admin'], summary, preHandler: chatStaff, config: { validationAsWritten: true }, ...extra });

  endpoint('/admin/chat/sessions', doc('在线会话列表'), async (req) => ok(await chat.listSessions(await staffOf(req))));
  endpoint('/admin/chat/session', doc('会话详情：消息、访客来源与访问页面'), async (req) => ok(await chat.sessionDetail(await staffOf(req), req.body)));
  endpoint('/admin/chat/take', doc('接入会话'), async (req) => ok({ session: await chat.take(await staffOf(req), req.body.sessionId, auditMetaOf(req)) }));
  endpoint('/admin/chat/transfer', doc('转接会话'), async (req) => ok({ session: await chat.transfer(await staffOf(req), req.body, auditMetaOf(req)) }));
  endpoint('/admin/chat/close', doc('结束会话'), async (req) => ok({ session: await chat.close(await staffOf(req), req.body.sessionId, auditMetaOf(req)) }));
  endpoint('/admin/chat/image', doc('发送图片（PNG/JPEG/GIF/WebP，base64，≤ 2 MB）', { bodyLimit: IMAGE_BODY_LIMIT }), async (req) =>
    ok({ message: await chat.sendFromStaff({ member: await staffOf(req), ...req.body }) }),
  );
  endpoint('/admin/chat/canned/list', doc('快捷回复'), async () => ok({ records: await chat.cannedReplies() }));
  endpoint('/admin/chat/canned/save', doc('保存快捷回复'), async (req) =>
    ok({ records: await chat.saveCannedReplies(await staffOf(req), req.body, auditMetaOf(req)) }),
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
    /** Origins besides the request's own host that may open a chat socket (SITE_URL, CHAT_ORIGINS). */
    chatOrigins: string[];
  }
}

