import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { contentFilterFields, keywordsField } from '../api/list-filters';
import { pageRequestFields } from '../api/pagination';
import { librarySorts } from '../library/options';
import { catBizTypes, fileTypes, TOP_DOWNLOAD_DEFAULT, TOP_DOWNLOAD_MAX } from './options';

const zFileType = (label: string) => z.enum(fileTypes, { error: `请选择正确的${label}：UNKNOWN、XLSX、DOCX、PDF 或 PPT` });
const COM_ID_MSG = '请填写正确的企业编号（0 为平台）';
const zComId = zId('企业编号', { min: 0, message: COM_ID_MSG });

const listFields = {
  dirId: zId('栏目编号').optional().describe('a top-level or child folder (download/dir/getTree)'),
  fileType: zFileType('文件类型').optional(),
  ...contentFilterFields,
  keywords: keywordsField.optional(),
  // Materials are "hottest" by downloads, so the message says so.
  sort: z.enum(librarySorts, { error: '请选择正确的排序方式：newest（最新）或 hottest（下载最多）' }).optional(),
  ...pageRequestFields,
};
const defaults = { current: 1, size: 20 };

export const ZDownloadListRequest = z.object(listFields).default(defaults);
export type DownloadListRequest = z.output<typeof ZDownloadListRequest>;
/** The filters of a materials list without its page. */
export type DownloadFilterOptions = Omit<DownloadListRequest, 'current' | 'size' | 'sort'>;
export const ZDocListRequest = z.object({ comId: zComId, docType: zFileType('文档类型').optional(), ...listFields });
export type DocListRequest = z.output<typeof ZDocListRequest>;
export const ZTopDownloadRequest = z
  .object({
    size: z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数不能小于 1')
      .max(TOP_DOWNLOAD_MAX, `每页条数不能大于 ${TOP_DOWNLOAD_MAX}`)
      .default(TOP_DOWNLOAD_DEFAULT),
    dirId: zId('栏目编号').optional(),
  })
  .default({ size: TOP_DOWNLOAD_DEFAULT });
export const ZFileIdRequest = z.object({ id: zId('资料编号') });
export const ZDocIdRequest = z.object({ id: zId('附件编号') });
export const ZDirDocRequest = z.object({ dirId: zId('栏目编号'), ...pageRequestFields });
export const ZDocDirListRequest = z.object({ comId: zComId, docType: zFileType('文档类型').optional() });
export const ZCatTreeRequest = z.object({
  bizType: z.enum(catBizTypes, { error: '请选择正确的目录类型：DOWNLOAD、NEWS、KNOW 或 VIDEO' }),
  comId: zComId.optional(),
});
export const ZComBucketRequest = z.object({ comId: zComId });

/** Path parameters of the byte routes (GET …/file/:id, …/pdf/:id): links, not client calls, so outside the table. */
export const ZFileIdParams = z.object({ id: zId('资料编号') });
export const ZDocIdParams = z.object({ id: zId('附件编号') });
export const ZLibraryIdParams = z.object({ id: zId('编号') });

export const ZDownloadItem = z.object({
  id: z.number().int(),
  dirId: z.number().int(),
  dirName: z.string(),
  rootDirId: z.number().int(),
  rootDirName: z.string(),
  title: z.string(),
  fileName: z.string().describe('the name the browser saves'),
  fileType: z.enum(fileTypes),
  sizeBytes: z.number().int(),
  memo: z.string(),
  projectType: z.string(),
  projectRole: z.string(),
  publishDate: z.string().describe('ISO 8601'),
  downloadCount: z.number().int(),
});
export type DownloadItem = z.infer<typeof ZDownloadItem>;

/** A material folder with the files in it and its children. */
export const ZDirNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  count: z.number().int().describe('files in the folder and its children'),
  get children() {
    return z.array(ZDirNode);
  },
}).meta({ id: 'DirNode' });
export type DirNode = z.infer<typeof ZDirNode>;
export const ZCatNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  get children() {
    return z.array(ZCatNode);
  },
}).meta({ id: 'CatNode' });
export type CatNode = z.infer<typeof ZCatNode>;

export const ZDocItem = z.object({
  id: z.number().int(),
  title: z.string(),
  fileType: z.string(),
  sizeBytes: z.number().int(),
  articleId: z.number().int(),
  articleTitle: z.string(),
  releaseTime: z.string(),
});
export type DocItem = z.infer<typeof ZDocItem>;

export const ZDownloadTicket = z.object({ url: z.string().describe('GET it with the session cookie to receive the bytes'), fileName: z.string() });
export type DownloadTicket = z.infer<typeof ZDownloadTicket>;
export const ZComBucket = z.object({
  comId: z.number().int(),
  bucket: z.string().describe('name of the storage area holding the company files'),
  baseUrl: z.string().describe('prefix of file download URLs (append the file id)'),
});
export type ComBucket = z.infer<typeof ZComBucket>;

export const ZDirTreeResponse = envelope({ data: z.array(ZDirNode) });
export const ZDownloadListResponse = pageEnvelope(ZDownloadItem);
export const ZTopDownloadResponse = envelope({ data: z.array(ZDownloadItem) });
export const ZCheckLoginResponse = envelope({ data: ZDownloadTicket });
export const ZDirDocResponse = pageEnvelope(ZDocItem);
export const ZCatTreeResponse = envelope({ data: z.array(ZCatNode) });
export const ZComBucketResponse = envelope({ data: ZComBucket });

/**
 * Materials, news attachments and category trees (spec §7 'News public': download/*, doc/*, dirDoc, docDirList,
 * docListPaged, /cat/dir/*). The byte routes (GET …/file/:id and the library PDFs) answer files, not JSON: links,
 * outside the table (decision 0021).
 */
export const downloadEndpoints = {
  '/news/pub/download/dir/getTree': postWithoutBody(ZDirTreeResponse),
  '/news/pub/download/listPaged': post(ZDownloadListRequest, ZDownloadListResponse),
  '/news/pub/download/topDownload': post(ZTopDownloadRequest, ZTopDownloadResponse),
  '/news/pub/download/checkLogin': post(ZFileIdRequest, ZCheckLoginResponse),
  '/news/pub/doc/checkLogin': post(ZDocIdRequest, ZCheckLoginResponse),
  '/news/pub/dirDoc': post(ZDirDocRequest, ZDirDocResponse),
  '/news/pub/docDirList': post(ZDocDirListRequest, ZDirTreeResponse),
  '/news/pub/docListPaged': post(ZDocListRequest, ZDownloadListResponse),
  '/cat/dir/getTree': post(ZCatTreeRequest, ZCatTreeResponse),
  '/cat/dir/getComBucket': post(ZComBucketRequest, ZComBucketResponse),
};
