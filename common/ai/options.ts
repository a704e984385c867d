/** AI writing (issue 16): labels, limits and messages shared by the pages and the API. */

/** Which provider wrote an answer. */
export const AI_PROVIDERS = ['openai', 'offline'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The label every offline answer carries, in the text itself and beside it on the page. */
export const OFFLINE_LABEL = '离线草稿';
/** The first line of every offline answer, so a copied draft keeps its label. */
export const OFFLINE_NOTICE = `【${OFFLINE_LABEL}】未接入在线 AI 模型，本文依据模板、您填写的内容与平台资料库自动整理，请核对后使用。`;

export const aiLimits = {
  prompt: 4000,
  fieldValue: 2000,
  title: 100,
  requestId: 64,
} as const;

/** Tool groups of /aiWriteList, in display order. */
export const AI_TOOL_CATEGORIES = ['工程文档', '项目管理', '投标', '学术'] as const;
export type AiToolCategory = (typeof AI_TOOL_CATEGORIES)[number];

/** What the user is told when a provider fails: always that nothing was spent. */
export const aiErrorMessages = {
  timeout: 'AI 服务响应超时，本次未扣除使用次数，请稍后重试',
  auth: 'AI 服务鉴权失败，请联系管理员检查配置；本次未扣除使用次数',
  busy: 'AI 服务繁忙，请稍后重试；本次未扣除使用次数',
  unavailable: 'AI 服务暂时不可用，本次未扣除使用次数，请稍后重试',
  duplicate: '该回答正在生成，请勿重复提交',
  quotaEmpty: 'AI 使用次数已用完，可在个人中心用积分兑换',
  network: '网络异常，回答已中断；本次未扣除使用次数',
} as const;

/** The events of an answer's stream (text/event-stream): see server/modules/ai/README.md. */
export type AiStreamEvent =
  | { event: 'meta'; data: { conversationId: number; provider: AiProviderName; label: string; replay: boolean } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { messageId: number; residue: number; status: 'done' | 'stopped' } }
  | { event: 'error'; data: { msg: string } };

/** The path of the streamed answer (POST, JSON body, text/event-stream reply; outside the JSON contract). */
export const AI_CHAT_STREAM_PATH = '/ai/chat/stream';

/** The path of a tender chapter's streamed answer (as AI_CHAT_STREAM_PATH). */
export const AI_TENDER_CHAPTER_STREAM_PATH = '/ai/tender/chapter/stream';

/** Splits a text/event-stream into its events; keeps the unfinished tail for the next chunk. */
export function parseEventStream(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Uploaded tender documents (/aiTender/create): PDF or Word, read from their bytes, at most 20 MB. */
export const TENDER_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** What the file picker offers; the server decides by the bytes. */
export const TENDER_UPLOAD_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const tenderUploadMessages = {
  required: '请选择招标文件',
  nameTooLong: '文件名不能超过 120 个字符',
  tooLarge: '招标文件不能超过 20 MB',
  type: '招标文件只支持 PDF 或 Word（.docx）文件，请勿修改扩展名后上传',
  unreadable: '无法读取该文件，请确认文件完整且未加密',
  noText: '未能从文件中读出文字（可能是扫描件），请上传可复制文字的 PDF 或 Word 文件',
  busy: '上传过于频繁，请稍后再试',
} as const;
