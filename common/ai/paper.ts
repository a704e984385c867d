import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { AI_PROVIDERS } from './options';
import { PAPER_FIELDS, paperLimits, paperMessages } from './paper-options';

/** The AI paper writer's contract between its pages and the API (its options are in paper-options.ts). */
export { AI_PAPER_SECTION_STREAM_PATH, PAPER_FIELDS, paperLimits, paperMessages, type PaperField } from './paper-options';

export const ZPaperSection = z.object({
  key: z.string(),
  heading: z.string(),
  content: z.string(),
  provider: z.enum(AI_PROVIDERS).nullable(),
});
export type PaperSectionView = z.infer<typeof ZPaperSection>;

export const ZPaperReference = z.object({
  kind: z.enum(['standard', 'paper']),
  refId: z.number().int(),
  /** The entry formatted to GB/T 7714-2015, without its [n]. */
  text: z.string(),
});
export type PaperReferenceView = z.infer<typeof ZPaperReference>;

export const ZPaper = z.object({
  id: z.number().int(),
  title: z.string(),
  field: z.enum(PAPER_FIELDS),
  keywords: z.array(z.string()),
  sections: z.array(ZPaperSection),
  references: z.array(ZPaperReference),
  updatedAt: z.string(),
});
export type Paper = z.infer<typeof ZPaper>;

export const ZPaperItem = z.object({
  id: z.number().int(),
  title: z.string(),
  field: z.enum(PAPER_FIELDS),
  written: z.number().int().describe('sections with text'),
  total: z.number().int(),
  updatedAt: z.string(),
});
export type PaperItem = z.infer<typeof ZPaperItem>;

const zKeyword = z.string().trim().min(1).max(paperLimits.keyword, paperMessages.keywordLong);

export const ZPaperCreateRequest = z.object({
  title: z
    .string({ error: paperMessages.titleRequired })
    .trim()
    .min(1, paperMessages.titleRequired)
    .min(6, paperMessages.titleShort)
    .max(paperLimits.title, paperMessages.titleLong),
  field: z.enum(PAPER_FIELDS, { error: paperMessages.field }),
  keywords: z
    .array(zKeyword, { error: paperMessages.keywordsRequired })
    .min(1, paperMessages.keywordsRequired)
    .max(paperLimits.keywords, paperMessages.keywordsMany),
});
export type PaperCreateRequest = z.output<typeof ZPaperCreateRequest>;

export const ZPaperIdRequest = z.object({ id: zId('论文编号') });
export const ZPaperSectionSaveRequest = z.object({
  id: zId('论文编号'),
  key: z.string().max(40),
  heading: z.string().trim().min(1, '请填写章节标题').max(paperLimits.heading, `章节标题不能超过 ${paperLimits.heading} 个字`).optional(),
  content: z.string().max(paperLimits.content, `章节内容不能超过 ${paperLimits.content} 个字符`),
});
export const ZPaperSectionStreamRequest = z.object({
  requestId: z.string({ error: '缺少请求编号' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式不正确'),
  paperId: zId('论文编号'),
  sectionKey: z.string().max(40),
});
export type PaperSectionStreamRequest = z.output<typeof ZPaperSectionStreamRequest>;

export const ZPaperResponse = envelope({ data: ZPaper });
export const ZPaperListRequest = z.object({ ...pageRequestFields });
export const ZPaperListResponse = pageEnvelope(ZPaperItem);

export const paperEndpoints = {
  '/ai/paper/create': post(ZPaperCreateRequest, ZPaperResponse),
  '/ai/paper/get': post(ZPaperIdRequest, ZPaperResponse),
  '/ai/paper/list': post(ZPaperListRequest, ZPaperListResponse),
  '/ai/paper/saveSection': post(ZPaperSectionSaveRequest, ZPaperResponse),
  '/ai/paper/refreshReferences': post(ZPaperIdRequest, ZPaperResponse),
  '/ai/paper/delete': post(ZPaperIdRequest, envelope({})),
};
