import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { AI_PROVIDERS, AI_TOOL_CATEGORIES, aiLimits, TENDER_UPLOAD_MAX_BYTES, tenderUploadMessages } from './options';

/* ── tools ── */

export const ZAiToolField = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'textarea', 'select']),
  placeholder: z.string().optional(),
  required: z.boolean().optional(),
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().optional(),
});
export type AiToolFieldSpec = z.infer<typeof ZAiToolField>;

export const ZAiToolItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.enum(AI_TOOL_CATEGORIES),
  summary: z.string(),
});
export type AiToolItem = z.infer<typeof ZAiToolItem>;

export const ZAiToolDetail = ZAiToolItem.extend({
  description: z.string(),
  examples: z.array(z.string()),
  fields: z.array(ZAiToolField),
  outline: z.array(z.string()).describe('the chapter headings of a draft'),
});
export type AiToolDetail = z.infer<typeof ZAiToolDetail>;

export const ZAiProviderInfo = z.object({
  name: z.enum(AI_PROVIDERS),
  label: z.string().describe('在线模型名称，或 离线草稿'),
});
export type AiProviderInfo = z.infer<typeof ZAiProviderInfo>;

export const ZAiToolListResponse = envelope({ data: z.object({ provider: ZAiProviderInfo, tools: z.array(ZAiToolItem) }) });
export type AiToolList = z.infer<typeof ZAiToolListResponse>['data'];
export const ZAiToolGetRequest = z.object({ id: zId('工具编号') });
export const ZAiToolGetResponse = envelope({ data: ZAiToolDetail });

/* ── conversations ── */

export const ZAiConversationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  toolId: z.number().int().nullable(),
  toolName: z.string().nullable(),
  updatedAt: z.string(),
});
export type AiConversationItem = z.infer<typeof ZAiConversationItem>;

export const ZAiMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  provider: z.enum(AI_PROVIDERS).nullable(),
  status: z.enum(['done', 'stopped']),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof ZAiMessage>;

export const ZAiConversation = ZAiConversationItem.extend({ messages: z.array(ZAiMessage) });
export type AiConversation = z.infer<typeof ZAiConversation>;

export const ZAiConversationListRequest = z.object({ ...pageRequestFields });
export const ZAiConversationListResponse = pageEnvelope(ZAiConversationItem);
export const ZAiConversationIdRequest = z.object({ id: zId('会话编号') });
export const ZAiConversationGetResponse = envelope({ data: ZAiConversation });
export const ZAiEmptyResponse = envelope({});

/* ── the streamed answer (POST /ai/chat/stream; text/event-stream, outside the JSON table) ── */

const zText = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`);

export const ZAiChatRequest = z
  .object({
    requestId: z
      .string({ error: '缺少请求编号' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式不正确')
      .describe('chosen by the browser for one answer: a resend with the same id is answered once and spends once'),
    conversationId: zId('会话编号').optional(),
    toolId: zId('工具编号').optional(),
    prompt: zText('问题', aiLimits.prompt).default(''),
    fields: z.record(z.string(), zText('表单内容', aiLimits.fieldValue)).default({}),
    regenerate: z.boolean().default(false).describe('answer the conversation’s last question again, replacing its answer'),
  })
  .refine((r) => r.regenerate || r.prompt.length > 0 || Object.values(r.fields).some((v) => v.length > 0), { message: '请输入问题或填写表单', path: ['prompt'] })
  .refine((r) => !r.regenerate || r.conversationId !== undefined, { message: '重新生成需要会话编号', path: ['conversationId'] });
export type AiChatRequest = z.output<typeof ZAiChatRequest>;

/* ── the AI tender writer ── */

export const CREDENTIAL_KINDS = ['资质', '业绩', '人员', '证书'] as const;

export const ZTenderFacts = z.object({
  name: zText('工程名称', 200),
  bidNo: zText('招标编号', 100),
  owner: zText('招标人', 200),
  duration: zText('计划工期', 100),
  quality: zText('质量目标', 200),
  safety: zText('安全目标', 200),
  bidder: zText('投标人名称', 200),
});
export type TenderFactsInput = z.infer<typeof ZTenderFacts>;

export const ZTenderClause = z.object({
  code: z.string(),
  kind: z.enum(['qualification', 'technical', 'commercial', 'scoring', 'other']),
  text: z.string(),
  star: z.boolean(),
  substantive: z.boolean(),
  points: z.number().optional(),
});
export const ZTenderCoverageRow = ZTenderClause.extend({
  chapterKey: z.string().nullable(),
  chapterTitle: z.string().nullable(),
  answered: z.boolean().describe('the chapter’s text cites the clause (【R01】)'),
});
export type TenderCoverageRow = z.infer<typeof ZTenderCoverageRow>;
export const ZTenderChapter = z.object({
  key: z.string(),
  title: z.string(),
  clauseCodes: z.array(z.string()),
  content: z.string(),
  provider: z.enum(AI_PROVIDERS).nullable(),
});
export type TenderChapterView = z.infer<typeof ZTenderChapter>;

export const ZCredential = z.object({
  id: z.number().int(),
  kind: z.enum(CREDENTIAL_KINDS),
  name: z.string(),
  number: z.string(),
  validUntil: z.string(),
  note: z.string(),
});
export type Credential = z.infer<typeof ZCredential>;

export const ZTenderDraft = z.object({
  id: z.number().int(),
  noticeId: z.number().int().nullable(),
  title: z.string(),
  facts: ZTenderFacts,
  chapters: z.array(ZTenderChapter),
  coverage: z.array(ZTenderCoverageRow),
  /** ★ clauses no chapter answers yet: shown before export. */
  unansweredStars: z.array(z.string()),
  /** Chapters whose text overlaps one of the user's earlier bids by half or more (8-character runs). */
  similarity: z.array(z.object({ chapterKey: z.string(), draftId: z.number().int(), draftTitle: z.string(), ratio: z.number() })),
  updatedAt: z.string(),
});
export type TenderDraft = z.infer<typeof ZTenderDraft>;

export const ZTenderDraftItem = z.object({ id: z.number().int(), noticeId: z.number().int().nullable(), title: z.string(), updatedAt: z.string() });
export type TenderDraftItem = z.infer<typeof ZTenderDraftItem>;

export const ZTenderCreateRequest = z.object({ noticeId: zId('招标公告编号') });

/** Base64 of at most TENDER_UPLOAD_MAX_BYTES, with room for a data-URL prefix. */
export const TENDER_UPLOAD_MAX_BASE64 = Math.ceil(TENDER_UPLOAD_MAX_BYTES / 3) * 4 + 100;
/** POST /ai/tender/upload: a tender document as base64 (a data URL, like résumés); its type is read from its bytes. */
export const ZTenderUploadRequest = z.object({
  fileName: z
    .string({ error: tenderUploadMessages.required })
    .trim()
    .min(1, tenderUploadMessages.required)
    .max(120, tenderUploadMessages.nameTooLong),
  file: z.string({ error: tenderUploadMessages.required }).min(1, tenderUploadMessages.required).max(TENDER_UPLOAD_MAX_BASE64, tenderUploadMessages.tooLarge),
});
export type TenderUploadRequest = z.output<typeof ZTenderUploadRequest>;
export const ZTenderIdRequest = z.object({ id: zId('标书编号') });
export const ZTenderFactsRequest = z.object({ id: zId('标书编号'), facts: ZTenderFacts });
export const ZTenderChapterSaveRequest = z.object({
  id: zId('标书编号'),
  key: z.string().max(40),
  content: z.string().max(50_000, '章节内容不能超过 50000 个字符'),
});
export const ZTenderDraftResponse = envelope({ data: ZTenderDraft });
export const ZTenderListResponse = pageEnvelope(ZTenderDraftItem);

export const ZCredentialAddRequest = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { error: '类别只能是 资质、业绩、人员 或 证书' }),
  name: zText('名称', 200).min(2, '请填写名称'),
  number: zText('证书或合同编号', 100).default(''),
  validUntil: zText('有效期', 20).default(''),
  note: zText('备注', 500).default(''),
});
export const ZCredentialIdRequest = z.object({ id: zId('资质编号') });
export const ZCredentialListResponse = envelope({ data: z.array(ZCredential) });

export const ZTenderChapterStreamRequest = z.object({
  requestId: z.string({ error: '缺少请求编号' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式不正确'),
  draftId: zId('标书编号'),
  chapterKey: z.string().max(40),
});
export type TenderChapterStreamRequest = z.output<typeof ZTenderChapterStreamRequest>;

export const aiEndpoints = {
  '/ai/tender/create': post(ZTenderCreateRequest, ZTenderDraftResponse),
  '/ai/tender/upload': post(ZTenderUploadRequest, ZTenderDraftResponse),
  '/ai/tender/get': post(ZTenderIdRequest, ZTenderDraftResponse),
  '/ai/tender/list': post(ZAiConversationListRequest, ZTenderListResponse),
  '/ai/tender/saveFacts': post(ZTenderFactsRequest, ZTenderDraftResponse),
  '/ai/tender/saveChapter': post(ZTenderChapterSaveRequest, ZTenderDraftResponse),
  '/ai/tender/delete': post(ZTenderIdRequest, ZAiEmptyResponse),
  '/ai/credential/list': postWithoutBody(ZCredentialListResponse),
  '/ai/credential/add': post(ZCredentialAddRequest, ZCredentialListResponse),
  '/ai/credential/delete': post(ZCredentialIdRequest, ZCredentialListResponse),
  '/ai/tool/list': postWithoutBody(ZAiToolListResponse),
  '/ai/tool/get': post(ZAiToolGetRequest, ZAiToolGetResponse),
  '/ai/conversation/list': post(ZAiConversationListRequest, ZAiConversationListResponse),
  '/ai/conversation/get': post(ZAiConversationIdRequest, ZAiConversationGetResponse),
  '/ai/conversation/delete': post(ZAiConversationIdRequest, ZAiEmptyResponse),
};
