import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadEndpoints, ZDocIdParams, ZFileIdParams, ZLibraryIdParams } from '../../../common/download/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { contentDisposition } from './content-disposition';
import type { FileReply } from './service';

/** Bytes as an attachment: never cached (each one is counted and needs a login), never sniffed into something else. */
function sendFile(reply: FastifyReply, file: FileReply) {
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(file.bytes);
}

/**
 * Download materials, news attachments and library PDFs (spec §3 'download', §7 News public). Thin.
 * JSON endpoints come from the contract (common/download/schemas.ts); the byte routes are links, registered here.
 * Byte routes have no HEAD twin: a HEAD would run the handler and count a download nobody got.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { download } = app.services;
  const tags = ['download'];
  const endpoint = endpointsOf(app, downloadEndpoints);

  endpoint('/news/pub/download/dir/getTree', { tags, summary: '资料目录树（含文件数）' }, async () => ok({ data: await download.dirTree() }));
  endpoint('/news/pub/download/listPaged', { tags, summary: '资料列表（分页，可筛选）' }, async (req) => ok(await download.listPaged(req.body)));
  endpoint('/news/pub/download/topDownload', { tags, summary: '下载排行' }, async (req) => ok({ data: await download.topDownload(req.body) }));
  endpoint('/news/pub/download/checkLogin', { tags, summary: '下载前检查登录，返回下载地址' }, async (req) =>
    ok({ data: await download.checkDownload({ id: req.body.id, viewer: await req.getViewer() }) }),
  );
  app.get(
    '/news/pub/download/file/:id',
    { exposeHeadRoute: false, schema: { tags, summary: '下载资料文件（需登录）', params: ZFileIdParams } },
    async (req, reply) => sendFile(reply, await download.downloadFile({ id: req.params.id, viewer: await req.getViewer() })),
  );

  endpoint('/news/pub/doc/checkLogin', { tags, summary: '下载新闻附件前检查登录' }, async (req) =>
    ok({ data: await download.checkAttachment({ id: req.body.id, viewer: await req.getViewer() }) }),
  );
  app.get('/news/pub/doc/file/:id', { exposeHeadRoute: false, schema: { tags, summary: '下载新闻附件（需登录）', params: ZDocIdParams } }, async (req, reply) =>
    sendFile(reply, await download.downloadAttachment({ id: req.params.id, viewer: await req.getViewer() })),
  );
  endpoint('/news/pub/dirDoc', { tags, summary: '栏目下文章的附件（分页）' }, async (req) => ok(await download.columnDocs(req.body)));
  endpoint('/news/pub/docDirList', { tags, summary: '企业资料目录（按文档类型计数）' }, async (req) => ok({ data: await download.docDirList(req.body) }));
  endpoint('/news/pub/docListPaged', { tags, summary: '企业资料列表（分页）' }, async (req) => ok(await download.docListPaged(req.body)));

  endpoint('/cat/dir/getTree', { tags, summary: '内容分类目录树' }, async (req) => ok({ data: await download.catTree(req.body) }));
  endpoint('/cat/dir/getComBucket', { tags, summary: '企业文件存储位置' }, async (req) => ok({ data: download.comBucket(req.body) }));

  app.get(
    '/library/pub/standard/pdf/:id',
    { exposeHeadRoute: false, schema: { tags, summary: '下载标准 PDF（需登录）', params: ZLibraryIdParams } },
    async (req, reply) => sendFile(reply, await download.standardPdf({ id: req.params.id, viewer: await req.getViewer() })),
  );
  app.get(
    '/library/pub/paper/pdf/:id',
    { exposeHeadRoute: false, schema: { tags, summary: '下载论文 PDF（需登录）', params: ZLibraryIdParams } },
    async (req, reply) => sendFile(reply, await download.paperPdf({ id: req.params.id, viewer: await req.getViewer() })),
  );
};
