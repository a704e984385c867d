import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/ok';
import { contentDisposition } from './content-disposition';
import * as s from './schema';
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
 * Byte routes have no HEAD twin: a HEAD would run the handler and count a download nobody got.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { download } = app.services;
  const tags = ['download'];
  const pub = '/news/pub';

  app.post(`${pub}/download/dir/getTree`, { schema: { tags, summary: '资料目录树（含文件数）', response: { 200: s.ZDirTreeResponse } } }, async () =>
    ok({ data: await download.dirTree() }),
  );
  app.post(`${pub}/download/listPaged`, { schema: { tags, summary: '资料列表（分页，可筛选）', body: s.ZDownloadListRequest, response: { 200: s.ZDownloadListResponse } } }, async (req) =>
    ok(await download.listPaged(req.body)),
  );
  app.post(`${pub}/download/topDownload`, { schema: { tags, summary: '下载排行', body: s.ZTopDownloadRequest, response: { 200: s.ZTopDownloadResponse } } }, async (req) =>
    ok({ data: await download.topDownload(req.body) }),
  );
  app.post(`${pub}/download/checkLogin`, { schema: { tags, summary: '下载前检查登录，返回下载地址', body: s.ZFileIdRequest, response: { 200: s.ZCheckLoginResponse } } }, async (req) =>
    ok({ data: await download.checkDownload({ id: req.body.id, viewer: await req.getViewer() }) }),
  );
  app.get(`${pub}/download/file/:id`, { exposeHeadRoute: false, schema: { tags, summary: '下载资料文件（需登录）', params: s.ZFileIdParams } }, async (req, reply) =>
    sendFile(reply, await download.downloadFile({ id: req.params.id, viewer: await req.getViewer() })),
  );

  app.post(`${pub}/doc/checkLogin`, { schema: { tags, summary: '下载新闻附件前检查登录', body: s.ZDocIdRequest, response: { 200: s.ZCheckLoginResponse } } }, async (req) =>
    ok({ data: await download.checkAttachment({ id: req.body.id, viewer: await req.getViewer() }) }),
  );
  app.get(`${pub}/doc/file/:id`, { exposeHeadRoute: false, schema: { tags, summary: '下载新闻附件（需登录）', params: s.ZDocIdParams } }, async (req, reply) =>
    sendFile(reply, await download.downloadAttachment({ id: req.params.id, viewer: await req.getViewer() })),
  );
  app.post(`${pub}/dirDoc`, { schema: { tags, summary: '栏目下文章的附件（分页）', body: s.ZDirDocRequest, response: { 200: s.ZDirDocResponse } } }, async (req) =>
    ok(await download.columnDocs(req.body)),
  );
  app.post(`${pub}/docDirList`, { schema: { tags, summary: '企业资料目录（按文档类型计数）', body: s.ZDocDirListRequest, response: { 200: s.ZDirTreeResponse } } }, async (req) =>
    ok({ data: await download.docDirList(req.body) }),
  );
  app.post(`${pub}/docListPaged`, { schema: { tags, summary: '企业资料列表（分页）', body: s.ZDocListRequest, response: { 200: s.ZDownloadListResponse } } }, async (req) =>
    ok(await download.docListPaged(req.body)),
  );

  app.post('/cat/dir/getTree', { schema: { tags, summary: '内容分类目录树', body: s.ZCatTreeRequest, response: { 200: s.ZCatTreeResponse } } }, async (req) =>
    ok({ data: await download.catTree(req.body) }),
  );
  app.post('/cat/dir/getComBucket', { schema: { tags, summary: '企业文件存储位置', body: s.ZComBucketRequest, response: { 200: s.ZComBucketResponse } } }, async (req) =>
    ok({ data: download.comBucket(req.body) }),
  );

  app.get('/library/pub/standard/pdf/:id', { exposeHeadRoute: false, schema: { tags, summary: '下载标准 PDF（需登录）', params: s.ZLibraryIdParams } }, async (req, reply) =>
    sendFile(reply, await download.standardPdf({ id: req.params.id, viewer: await req.getViewer() })),
  );
  app.get('/library/pub/paper/pdf/:id', { exposeHeadRoute: false, schema: { tags, summary: '下载论文 PDF（需登录）', params: s.ZLibraryIdParams } }, async (req, reply) =>
    sendFile(reply, await download.paperPdf({ id: req.params.id, viewer: await req.getViewer() })),
  );
};
