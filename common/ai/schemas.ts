import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { AI_PROVIDERS, AI_TOOL_CATEGORIES, aiLimits } from './options';

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

export const aiEndpoints = {
  '/ai/tool/list': postWithoutBody(ZAiToolListResponse),
  '/ai/tool/get': post(ZAiToolGetRequest, ZAiToolGetResponse),
  '/ai/conversation/list': post(ZAiConversationListRequest, ZAiConversationListResponse),
  '/ai/conversation/get': post(ZAiConversationIdRequest, ZAiConversationGetResponse),
  '/ai/conversation/delete': post(ZAiConversationIdRequest, ZAiEmptyResponse),
};
