import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AI_CHAT_STREAM_PATH } from '../../../common/ai/options';
import { aiEndpoints, ZAiChatRequest } from '../../../common/ai/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { loggedIn, viewerId } from '../account/route-hooks';

/**
 * AI writing (issue 16): tools are public; conversations and answers belong
 * to the logged-in user. The answer itself streams as text/event-stream from
 * POST /ai/chat/stream (outside the JSON contract, like file downloads).
 */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ai } = app.services;
  const tags = ['ai'];
  const endpoint = endpointsOf(app, aiEndpoints);

  endpoint('/ai/tool/list', { tags, summary: 'AI 写作工具列表与当前模型' }, async () => ok({ data: await ai.listTools() }));
  endpoint('/ai/tool/get', { tags, summary: 'AI 写作工具详情：说明、示例与表单' }, async (req) => ok({ data: await ai.getTool(req.body) }));
  endpoint('/ai/conversation/list', { ...loggedIn, tags, summary: '我的 AI 会话（分页，最近的在前）' }, async (req) =>
    ok(await ai.listConversations({ userId: await viewerId(req), ...req.body })),
  );
  endpoint('/ai/conversation/get', { ...loggedIn, tags, summary: '一个会话及其全部消息（只限本人）' }, async (req) =>
    ok({ data: await ai.getConversation({ userId: await viewerId(req), id: req.body.id }) }),
  );
  endpoint('/ai/conversation/delete', { ...loggedIn, tags, summary: '删除一个会话（只限本人）' }, async (req) => {
    await ai.deleteConversation({ userId: await viewerId(req), id: req.body.id });
    return ok({});
  });

  app.post(
    AI_CHAT_STREAM_PATH,
    {
      ...loggedIn,
      schema: {
        tags,
        summary: '流式回答（text/event-stream：meta、delta、done 或 error 事件）；成功记录回答时扣 1 次，失败、超时不扣',
        body: ZAiChatRequest,
      },
    },
    async (req, reply) => {
      const userId = await viewerId(req);
      // Refusals (quota, duplicate, missing conversation …) come before the stream, as ordinary JSON envelopes.
      const prepared = await ai.prepareChat({ userId, request: req.body });
      const controller = new AbortController();
      // The browser's 停止 (or a closed tab) closes the connection: the provider is stopped with it.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      for await (const ev of prepared.run(controller.signal, (detail, msg) => req.log.warn(detail, msg))) {
        if (!reply.raw.destroyed) reply.raw.write(`event: ${ev.event}\ndata: ${JSON.stringify(ev.data)}\n\n`);
      }
      reply.raw.end();
    },
  );
};
