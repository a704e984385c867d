import { z } from 'zod';
import { envelope, pageEnvelope } from '../../../common/api/envelope';
import { zId } from '../../../common/api/id-schema';
import { pageRequestFields } from '../../../common/api/pagination';
import { contentFilterFields, keywordsField } from '../../../common/api/list-filters';
import { librarySorts } from '../../../common/library/options';
import { fileTypes } from './file-makers';

const zFileType = (label: string) => z.enum(fileTypes, { error: `请选择正确的${label}：UNKNOWN、XLSX、DOCX、PDF 或 PPT` });
/** comId 0 is the platform itself. */
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
export const ZDocListRequest = z.object({ comId: zComId, docType: zFileType('文档类型').optional(), ...listFields });
export const ZTopDownloadRequest = z
  .object({
    size: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数不能小于 1').max(50, '每页条数不能大于 50').default(10),
    dirId: zId('栏目编号').optional(),
  })
  .default({ size: 10 });
export const ZFileIdRequest = z.object({ id: zId('资料编号') });
export const ZDocIdRequest = z.object({ id: zId('附件编号') });
export const ZFileIdParams = z.object({ id: zId('资料编号') });
export const ZDocIdParams = z.object({ id: zId('附件编号') });
export const ZLibraryIdParams = z.object({ id: zId('编号') });
export const ZDirDocRequest = z.object({ dirId: zId('栏目编号'), ...pageRequestFields });
export const ZDocDirListRequest = z.object({ comId: zComId, docType: zFileType('文档类型').optional() });
export const ZCatTreeRequest = z.object({
  bizType: z.enum(['DOWNLOAD', 'NEWS', 'KNOW', 'VIDEO'], { error: '请选择正确的目录类型：DOWNLOAD、NEWS、KNOW 或 VIDEO' }),
  comId: zComId.optional(),
});
export const ZComBucketRequest = z.object({ comId: zComId });

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

type DirNodeShape = { id: number; name: string; parentId: number | null; count: number; children: DirNodeShape[] };
const ZDirNode: z.ZodType<DirNodeShape> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable(), count: z.number().int().describe('files in the folder and its children'), children: z.array(ZDirNode) }),
);
type CatNodeShape = { id: number; name: string; parentId: number | null; children: CatNodeShape[] };
const ZCatNode: z.ZodType<CatNodeShape> = z.lazy(() => z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable(), children: z.array(ZCatNode) }));

export const ZDirTreeResponse = envelope({ data: z.array(ZDirNode) });
export const ZDownloadListResponse = pageEnvelope(ZDownloadItem);
export const ZTopDownloadResponse = envelope({ data: z.array(ZDownloadItem) });
export const ZCheckLoginResponse = envelope({
  data: z.object({ url: z.string().describe('GET it with the session cookie to receive the bytes'), fileName: z.string() }),
});
export const ZDirDocResponse = pageEnvelope(
  z.object({ id: z.number().int(), title: z.string(), fileType: z.string(), sizeBytes: z.number().int(), articleId: z.number().int(), articleTitle: z.string(), releaseTime: z.string() }),
);
export const ZCatTreeResponse = envelope({ data: z.array(ZCatNode) });
export const ZComBucketResponse = envelope({
  data: z.object({ comId: z.number().int(), bucket: z.string().describe('name of the storage area holding the company files'), baseUrl: z.string().describe('prefix of file download URLs (append the file id)') }),
});
