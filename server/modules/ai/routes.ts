import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AI_CHAT_STREAM_PATH, AI_TENDER_CHAPTER_STREAM_PATH } from '../../../common/ai/options';
import { aiEndpoints, TENDER_UPLOAD_MAX_BASE64, ZAiChatRequest, ZTenderChapterStreamRequest } from '../../../common/ai/schemas';
import { zId } from '../../../common/api/id-schema';
import { sendEvents } from './send-events';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { loggedIn, viewerId } from '../account/route-hooks';
import { paperRoutes } from './paper/routes';

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
      // Every message of the request schema names its field.
      config: { validationAsWritten: true },
      schema: {
        tags,
        summary: '流式回答（text/event-stream：meta、delta、done 或 error 事件）；成功记录回答时扣 1 次，失败、超时不扣',
        body: ZAiChatRequest,
      },
    },
    async (req, reply) => {
      // Refusals (quota, duplicate, missing conversation …) come before the stream, as ordinary JSON envelopes.
      const prepared = await ai.prepareChat({ userId: await viewerId(req), request: req.body });
      await sendEvents(req, reply, prepared.run);
    },
  );

  await app.register(paperRoutes);

  /* ── the AI tender writer ── */

  const { aiTender } = app.services;
  endpoint('/ai/tender/create', { ...loggedIn, tags, summary: '从招标公告开始一份标书草稿（同一公告只建一份）：提取条款、生成目录' }, async (req) =>
    ok({ data: await aiTender.create({ userId: await viewerId(req), noticeId: req.body.noticeId }) }),
  );
  endpoint(
    '/ai/tender/upload',
    {
      ...loggedIn,
      config: { validationAsWritten: true },
      // The document travels as base64 (a third larger than the file). Up to a quarter over the limit the reply
      // names the limit (招标文件不能超过 20 MB); beyond that the body is not read at all (413 请求体过大).
      bodyLimit: Math.ceil(TENDER_UPLOAD_MAX_BASE64 * 1.25),
      tags,
      summary: '上传招标文件（PDF 或 Word .docx，base64，不超过 20 MB，按文件内容识别类型）开始一份标书草稿',
    },
    async (req) => ok({ data: await aiTender.createFromDocument({ userId: await viewerId(req), ...req.body }) }),
  );
  endpoint('/ai/tender/get', { ...loggedIn, tags, summary: '标书草稿：项目信息表、目录与章节、技术响应对照表（只限本人）' }, async (req) =>
    ok({ data: await aiTender.get({ userId: await viewerId(req), id: req.body.id }) }),
  );
  endpoint('/ai/tender/list', { ...loggedIn, tags, summary: '我的标书草稿（分页）' }, async (req) => ok(await aiTender.list({ userId: await viewerId(req), ...req.body })));
  endpoint('/ai/tender/saveFacts', { ...loggedIn, config: { validationAsWritten: true }, tags, summary: '保存项目信息表（各章共用）' }, async (req) =>
    ok({ data: await aiTender.saveFacts({ userId: await viewerId(req), id: req.body.id, facts: req.body.facts }) }),
  );
  endpoint('/ai/tender/saveChapter', { ...loggedIn, tags, summary: '保存对一章的修改（边写边存）' }, async (req) =>
    ok({ data: await aiTender.saveChapter({ userId: await viewerId(req), ...req.body }) }),
  );
  endpoint('/ai/tender/delete', { ...loggedIn, tags, summary: '删除标书草稿' }, async (req) => {
    await aiTender.remove({ userId: await viewerId(req), id: req.body.id });
    return ok({});
  });
  endpoint('/ai/credential/list', { ...loggedIn, tags, summary: '企业资质库（资质、业绩、人员、证书）' }, async (req) =>
    ok({ data: await aiTender.credentials({ userId: await viewerId(req) }) }),
  );
  endpoint('/ai/credential/add', { ...loggedIn, config: { validationAsWritten: true }, tags, summary: '向企业资质库添加一条记录' }, async (req) =>
    ok({ data: await aiTender.addCredential({ userId: await viewerId(req), ...req.body }) }),
  );
  endpoint('/ai/credential/delete', { ...loggedIn, tags, summary: '从企业资质库删除一条记录' }, async (req) =>
    ok({ data: await aiTender.deleteCredential({ userId: await viewerId(req), id: req.body.id }) }),
  );

  app.post(
    AI_TENDER_CHAPTER_STREAM_PATH,
    { ...loggedIn, config: { validationAsWritten: true }, schema: { tags, summary: '流式撰写标书的一章（事件同 /ai/chat/stream）；成功时扣 1 次并保存到章节', body: ZTenderChapterStreamRequest } },
    async (req, reply) => {
      const prepared = await aiTender.prepareChapter({ userId: await viewerId(req), request: req.body });
      await sendEvents(req, reply, prepared.run);
    },
  );

  // A file, not JSON: a link the browser follows (outside the contract, like other downloads).
  app.get(
    '/ai/tender/export/:id',
    { ...loggedIn, schema: { tags, summary: '导出标书 Word（封面、目录、章节与技术响应对照表）', params: z.object({ id: zId('标书编号') }) } },
    async (req, reply) => {
      const { fileName, body } = await aiTender.exportDocx({ userId: await viewerId(req), id: req.params.id });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', `attachment; filename="tender.docx"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
