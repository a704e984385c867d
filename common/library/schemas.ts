import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { contentFilterFields, keywordsField } from '../api/list-filters';
import { libraryKinds, standardKinds, standardStatuses } from './options';

const listFilterFields = {
  // Field names the error handler already labels (dirId, keywords), or messages starting with 请, so a
  // refusal reads as one clean sentence.
  dirId: zId('栏目编号').optional().describe('category id (see common/library/options.ts)'),
  ...contentFilterFields,
  keywords: keywordsField.optional(),
  ...pageRequestFields,
};
const defaults = { current: 1, size: 20 };

export const ZStandardListRequest = z
  .object({
    ...listFilterFields,
    kind: z.enum(standardKinds, { error: '请选择正确的标准类别：NATIONAL、INDUSTRY、LOCAL 或 GROUP' }).optional(),
    status: z.enum(standardStatuses, { error: '请选择正确的标准状态：CURRENT、UPCOMING 或 ABOLISHED' }).optional(),
  })
  .default(defaults);
export type StandardListRequest = z.output<typeof ZStandardListRequest>;
/** The request of the policy and paper lists. */
export const ZLibraryListRequest = z.object(listFilterFields).default(defaults);
export type LibraryListRequest = z.output<typeof ZLibraryListRequest>;

export const ZStandardRef = z.object({ id: z.number().int(), number: z.string(), title: z.string(), status: z.enum(standardStatuses) });
export type StandardRef = z.infer<typeof ZStandardRef>;
export const ZLibraryAttachment = z.object({ title: z.string(), sizeBytes: z.number().int(), fileType: z.literal('PDF') });
export type LibraryAttachment = z.infer<typeof ZLibraryAttachment>;

export const ZStandardListItem = z.object({
  id: z.number().int(),
  number: z.string().describe('e.g. GB 50857-2013'),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(standardKinds),
  status: z.enum(standardStatuses),
  categoryId: z.number().int(),
  categoryName: z.string(),
  issueDate: z.string().describe('ISO 8601'),
  implementDate: z.string().describe('ISO 8601'),
  issuer: z.string(),
  readCount: z.number().int(),
});
export type StandardListItem = z.infer<typeof ZStandardListItem>;
export const ZPolicyListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  authority: z.string(),
  docNumber: z.string().describe('e.g. 建市〔2025〕12号'),
  region: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  publishDate: z.string().describe('ISO 8601'),
  memo: z.string(),
  readCount: z.number().int(),
});
export type PolicyListItem = z.infer<typeof ZPolicyListItem>;
export const ZPaperListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  authors: z.array(z.string()),
  institution: z.string(),
  journal: z.string(),
  year: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  publishDate: z.string().describe('ISO 8601'),
  abstract: z.string().describe('the opening of the abstract in lists, all of it in a detail'),
  keywords: z.array(z.string()),
  readCount: z.number().int(),
});
export type PaperListItem = z.infer<typeof ZPaperListItem>;

/** A section of a standard: its anchor, its heading and whether it is in the text or the 条文说明. */
export const ZStandardTocEntry = z.object({ id: z.string(), title: z.string(), part: z.enum(['content', 'explanation']) });
export type StandardTocEntry = z.infer<typeof ZStandardTocEntry>;
const projectFields = { projectType: z.string(), projectRole: z.string() };

export const ZStandardDetail = ZStandardListItem.extend({
  ...projectFields,
  memo: z.string(),
  content: z.string().describe('sanitised HTML, h3 sections with ids'),
  explanation: z.string().describe('条文说明, sanitised HTML'),
  toc: z.array(ZStandardTocEntry),
  pdf: ZLibraryAttachment.nullable(),
  replacedBy: ZStandardRef.nullable(),
  replaces: ZStandardRef.nullable(),
  relatedPolicies: z.array(ZPolicyListItem),
});
export type StandardDetail = z.infer<typeof ZStandardDetail>;
export const ZPolicyDetail = ZPolicyListItem.extend({
  ...projectFields,
  content: z.string().describe('sanitised HTML'),
  standards: z.array(ZStandardRef),
  related: z.array(ZPolicyListItem),
});
export type PolicyDetail = z.infer<typeof ZPolicyDetail>;
export const ZPaperDetail = ZPaperListItem.extend({
  ...projectFields,
  content: z.string().describe('sanitised HTML; empty when the paper is a PDF only'),
  pdf: ZLibraryAttachment.nullable(),
  related: z.array(ZPaperListItem),
});
export type PaperDetail = z.infer<typeof ZPaperDetail>;

export const ZStandardListResponse = pageEnvelope(ZStandardListItem);
export const ZPolicyListResponse = pageEnvelope(ZPolicyListItem);
export const ZPaperListResponse = pageEnvelope(ZPaperListItem);

export const ZStandardIdRequest = z.object({ id: zId('标准编号') });
export const ZPolicyIdRequest = z.object({ id: zId('政策编号') });
export const ZPaperIdRequest = z.object({ id: zId('论文编号') });
export const ZStandardGetResponse = envelope({ data: ZStandardDetail });
export const ZPolicyGetResponse = envelope({ data: ZPolicyDetail });
export const ZPaperGetResponse = envelope({ data: ZPaperDetail });

export const ZLibraryReadRequest = z.object({
  kind: z.enum(libraryKinds, { error: '内容类型只能是 NORMAL、POLICY 或 PAPER' }),
  id: zId('内容编号'),
});
export type LibraryReadRequest = z.infer<typeof ZLibraryReadRequest>;
export const ZLibraryReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });

/** The JSON endpoints of /api/library (the PDFs are downloads, outside the table: decision 0021). */
export const libraryEndpoints = {
  '/library/pub/standard/listPaged': post(ZStandardListRequest, ZStandardListResponse),
  '/library/pub/standard/get': post(ZStandardIdRequest, ZStandardGetResponse),
  '/library/pub/policy/listPaged': post(ZLibraryListRequest, ZPolicyListResponse),
  '/library/pub/policy/get': post(ZPolicyIdRequest, ZPolicyGetResponse),
  '/library/pub/paper/listPaged': post(ZLibraryListRequest, ZPaperListResponse),
  '/library/pub/paper/get': post(ZPaperIdRequest, ZPaperGetResponse),
  '/library/pub/read': post(ZLibraryReadRequest, ZLibraryReadResponse),
};
