import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AI_PAPER_SECTION_STREAM_PATH, paperEndpoints, ZPaperSectionStreamRequest } from '../../../../common/ai/paper';
import { zId } from '../../../../common/api/id-schema';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../../account/route-hooks';
import { sendEvents } from '../send-events';

/** The AI paper writer (/aipaper/*): every call is the logged-in user's own papers. */
export const paperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { aiPaper } = app.services;
  const tags = ['ai'];
  const endpoint = endpointsOf(app, paperEndpoints);
  const asWritten = { validationAsWritten: true };

  endpoint('/ai/paper/create', { ...loggedIn, config: asWritten, tags, summary: '新建 AI 论文：题目、学科方向与关键词 → 提纲与资料库参考文献' }, async (req) =>
    ok({ data: await aiPaper.create({ userId: await viewerId(req), ...req.body }) }),
  );
  endpoint('/ai/paper/get', { ...loggedIn, tags, summary: '一篇论文：提纲、各节正文与参考文献（只限本人）' }, async (req) =>
    ok({ data: await aiPaper.get({ userId: await viewerId(req), id: req.body.id }) }),
  );
  endpoint('/ai/paper/list', { ...loggedIn, tags, summary: '我的论文（分页，最近修改的在前）' }, async (req) => ok(await aiPaper.list({ userId: await viewerId(req), ...req.body })));
  endpoint('/ai/paper/saveSection', { ...loggedIn, config: asWritten, tags, summary: '保存对一节的修改（边写边存）' }, async (req) =>
    ok({ data: await aiPaper.saveSection({ userId: await viewerId(req), ...req.body }) }),
  );
  endpoint('/ai/paper/refreshReferences', { ...loggedIn, tags, summary: '按关键词重新从资料库查找参考文献（GB/T 7714）' }, async (req) =>
    ok({ data: await aiPaper.refreshReferences({ userId: await viewerId(req), id: req.body.id }) }),
  );
  endpoint('/ai/paper/delete', { ...loggedIn, tags, summary: '删除论文' }, async (req) => {
    await aiPaper.remove({ userId: await viewerId(req), id: req.body.id });
    return ok({});
  });

  app.post(
    AI_PAPER_SECTION_STREAM_PATH,
    { ...loggedIn, config: asWritten, schema: { tags, summary: '流式撰写论文的一节（事件同 /ai/chat/stream）；成功时扣 1 次并保存到该节', body: ZPaperSectionStreamRequest } },
    async (req, reply) => {
      const prepared = await aiPaper.prepareSection({ userId: await viewerId(req), request: req.body });
      await sendEvents(req, reply, prepared.run);
    },
  );

  // A file, not JSON: a link the browser follows (outside the contract, like other downloads).
  app.get(
    '/ai/paper/export/:id',
    { ...loggedIn, schema: { tags, summary: '导出论文 Word（题目、摘要、各节与参考文献）', params: z.object({ id: zId('论文编号') }) } },
    async (req, reply) => {
      const { fileName, body } = await aiPaper.exportDocx({ userId: await viewerId(req), id: req.params.id });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', `attachment; filename="paper.docx"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
