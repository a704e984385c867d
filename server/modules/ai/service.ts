import { aiErrorMessages, OFFLINE_LABEL, type AiStreamEvent } from '../../../common/ai/options';
import type { AiChatRequest, AiConversation, AiConversationItem, AiToolDetail, AiToolList } from '../../../common/ai/schemas';
import type { Page } from '../../../common/api/envelope';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import { inTransaction } from '../account/transaction';
import { quotaRepo } from '../account/quota/repo';
import { AI_STARTING_QUOTA } from '../../../common/account/options';
import { aiRepo as repo } from './repo';
import { createOfflineProvider } from './providers/offline';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible';
import { AiProviderError, type AiProvider, type ChatMessage, type DraftContext } from './providers/types';

/** How many earlier messages of a conversation go to the model with a new question. */
const HISTORY_MESSAGES = 10;
/** Per user: answers started per minute. */
const ANSWERS_PER_MINUTE = 12;
/** How long a request id stays locked while its answer is being written. */
const REQUEST_LOCK_SECONDS = 600;

export type LibraryLookup = (keywords: string) => Promise<{ label: string; text: string }[]>;

export type AiLog = (detail: Record<string, unknown>, msg: string) => void;

/** The provider this deployment answers with: the OpenAI-compatible API when a key is configured, the offline drafter otherwise. */
export function providerFor(config: Pick<AppConfig, 'ai'>): AiProvider {
  return config.ai ? createOpenAiCompatibleProvider(config.ai) : createOfflineProvider();
}

const iso = (d: Date) => d.toISOString();

function formatFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([, v]) => v.trim())
    .map(([k, v]) => `${k}：${v}`)
    .join('\n');
}

/**
 * AI writing: tools, conversations, and streamed answers that spend one use
 * of the quota exactly once, in the same transaction that records the answer
 * (decision 0034). A provider failure or time-out records nothing and spends
 * nothing.
 */
export function createAiService({
  db,
  kv,
  provider,
  lookupLibrary,
}: {
  db: Database;
  kv: KvStore;
  provider: AiProvider;
  /** Passages of our library for a question (standards by title); empty when nothing matches. */
  lookupLibrary: LibraryLookup;
}) {
  const providerInfo = { name: provider.name, label: provider.name === 'offline' ? OFFLINE_LABEL : provider.label };

  async function requireConversation(userId: number, id: number) {
    const c = await repo.findConversation(db, userId, id);
    // Another user's conversation is answered as missing: its existence is not revealed.
    if (!c) throw new AppError('NOT_FOUND', '会话不存在或已删除');
    return c;
  }

  async function residueOf(userId: number): Promise<number> {
    return (await quotaRepo.findResidue(db, userId)) ?? 0;
  }

  return {
    providerInfo,

    async listTools(): Promise<AiToolList> {
      const tools = await repo.listTools(db);
      return { provider: providerInfo, tools: tools.map((t) => ({ ...t, category: t.category as AiToolList['tools'][number]['category'] })) };
    },

    async getTool({ id }: { id: number }): Promise<AiToolDetail> {
      const t = await repo.findTool(db, id);
      if (!t) throw new AppError('NOT_FOUND', '工具不存在或已下线');
      return {
        id: t.id,
        code: t.code,
        name: t.name,
        category: t.category as AiToolDetail['category'],
        summary: t.summary,
        description: t.description,
        examples: t.examples,
        fields: t.fields,
        outline: t.outline.map((s) => s.heading),
      };
    },

    async listConversations({ userId, current, size }: { userId: number; current: number; size: number }): Promise<Page<AiConversationItem>> {
      const { total, records } = await repo.listConversations(db, userId, { current, size });
      return { current, size, total, pages: Math.ceil(total / size), records: records.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })) };
    },

    async getConversation({ userId, id }: { userId: number; id: number }): Promise<AiConversation> {
      const c = await requireConversation(userId, id);
      const messages = await repo.listMessages(db, c.id);
      return {
        ...c,
        updatedAt: iso(c.updatedAt),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          provider: (m.provider as 'openai' | 'offline' | null) ?? null,
          status: m.status as 'done' | 'stopped',
          createdAt: iso(m.createdAt),
        })),
      };
    },

    async deleteConversation({ userId, id }: { userId: number; id: number }): Promise<void> {
      if (!(await repo.deleteConversation(db, userId, id))) throw new AppError('NOT_FOUND', '会话不存在或已删除');
    },

    /**
     * Checks everything that can refuse an answer before any provider call
     * (login is the route's; tool, conversation, quota, a second submit of
     * the same request, the rate limit), writes the question, and returns the
     * answer's run. The run streams events and records the answer at its end.
     */
    /**
     * Checks everything that can refuse an answer before any provider call
     * (login is the route's; tool, conversation, quota, a second submit of
     * the same request, the rate limit), writes the question, and returns the
     * answer's run. The run streams events and records the answer at its end.
     */
    async prepareChat({ userId, request }: { userId: number; request: AiChatRequest }) {
      const replay = await replayOf(userId, request.requestId);
      if (replay) return replay;

      const conversation = request.conversationId ? await requireConversation(userId, request.conversationId) : undefined;
      const toolId = request.toolId ?? conversation?.toolId ?? undefined;
      const tool = toolId ? await repo.findTool(db, toolId) : undefined;
      if (toolId && !tool && request.toolId) throw new AppError('NOT_FOUND', '工具不存在或已下线');

      const history = conversation ? await repo.listMessages(db, conversation.id) : [];
      let question: string;
      let lastQuestionId: number | undefined;
      if (request.regenerate) {
        const last = [...history].reverse().find((m) => m.role === 'user');
        if (!last) throw new AppError('BUSINESS', '这个会话还没有可重新生成的问题');
        question = last.content;
        lastQuestionId = last.id;
      } else {
        question = [request.prompt, formatFields(request.fields)].filter(Boolean).join('\n');
      }

      return startAnswer({
        userId,
        requestId: request.requestId,
        build: async () => {
          const conversationId =
            conversation?.id ?? (await repo.createConversation(db, { userId, toolId: tool?.id ?? null, title: titleOf(request, tool?.name) }));
          if (!request.regenerate) lastQuestionId = await repo.insertUserMessage(db, { conversationId, userId, content: question });
          const earlier = history.filter((m) => m.id !== lastQuestionId).slice(-HISTORY_MESSAGES);
          const keywords = (request.fields['分项工程'] || request.fields['交底项目'] || request.fields['论文题目'] || request.prompt || question).slice(0, 40);
          const sources = await lookupLibrary(keywords).catch(() => []);
          const system = [
            tool?.systemPrompt ?? '你是计智云的工程建设写作助手，用规范的简体中文回答；不要编造资质、业绩和数据，缺少的信息用【待补充：…】标出。',
            sources.length ? `可引用的平台资料（只引用这些，不要编造编号）：\n${sources.map((s) => `- ${s.label}`).join('\n')}` : '',
          ]
            .filter(Boolean)
            .join('\n\n');
          return {
            conversationId,
            messages: [
              { role: 'system', content: system },
              ...earlier.map((m) => ({ role: m.role, content: m.content })),
              { role: 'user', content: question },
            ],
            draft: {
              title: tool ? `${request.fields['工程名称'] || request.fields['论文题目'] || request.fields['会议名称'] || ''}${tool.name}`.trim() : titleOf(request),
              sections: tool?.outline ?? [],
              fields: request.fields,
              prompt: request.regenerate ? question : request.prompt,
              sources,
            },
            replaceAnswersAfter: request.regenerate ? lastQuestionId : undefined,
          };
        },
      });
    },

    startAnswer,
  };

  /** A resend of an answered request: the same answer again, nothing spent. */
  async function replayOf(userId: number, requestId: string) {
    const replayed = await repo.findAnswerByRequest(db, userId, requestId);
    if (!replayed) return undefined;
    const residue = await residueOf(userId);
    return {
      conversationId: replayed.conversationId,
      async *run(): AsyncGenerator<AiStreamEvent> {
        yield { event: 'meta', data: { conversationId: replayed.conversationId, provider: (replayed.provider as 'openai' | 'offline') ?? 'offline', label: providerInfo.label, replay: true } };
        yield { event: 'delta', data: { text: replayed.content } };
        yield { event: 'done', data: { messageId: replayed.id, residue, status: replayed.status as 'done' | 'stopped' } };
      },
    };
  }

  /**
   * The one way an answer is made, for conversations and tender chapters
   * alike (decision 0034): replay of a recorded request, the rate limit, the
   * quota and the request lock before any provider call; then `build` writes
   * what the answer belongs to; the run streams and, at its end, records the
   * answer, runs `onRecorded` and takes one use, all in one transaction.
   */
  async function startAnswer({
    userId,
    requestId,
    build,
  }: {
    userId: number;
    requestId: string;
    build: () => Promise<{
      conversationId: number;
      messages: ChatMessage[];
      draft: DraftContext;
      replaceAnswersAfter?: number;
      onRecorded?: (tx: Database, text: string, providerName: 'openai' | 'offline') => Promise<void>;
    }>;
  }) {
    const replay = await replayOf(userId, requestId);
    if (replay) return replay;
    await enforceRateLimits(kv, [{ key: `ai:answer:${userId}`, limit: ANSWERS_PER_MINUTE, windowSeconds: 60, msg: 'AI 请求过于频繁，请稍后再试' }]);
    // The starting quota is given on first use (idempotent, as /ai/residueDegree/create).
    await quotaRepo.insertResidue(db, userId, AI_STARTING_QUOTA);
    if ((await residueOf(userId)) < 1) throw new AppError('BUSINESS', aiErrorMessages.quotaEmpty);
    const lockKey = `ai:request:${userId}:${requestId}`;
    if ((await kv.hit(lockKey, REQUEST_LOCK_SECONDS)).count > 1) throw new AppError('BUSINESS', aiErrorMessages.duplicate);
    let built: Awaited<ReturnType<typeof build>>;
    try {
      built = await build();
    } catch (e) {
      await kv.del(lockKey);
      throw e;
    }
    const { conversationId, messages, draft, replaceAnswersAfter, onRecorded } = built;

    return {
      conversationId,
      async *run(signal: AbortSignal, log: AiLog = () => {}): AsyncGenerator<AiStreamEvent> {
        yield { event: 'meta', data: { conversationId, provider: provider.name, label: providerInfo.label, replay: false } };
        let text = '';
        try {
          for await (const piece of provider.stream({ messages, draft, signal })) {
            text += piece;
            yield { event: 'delta', data: { text: piece } };
          }
        } catch (e) {
          await kv.del(lockKey);
          const reason = e instanceof AiProviderError ? e.reason : 'unavailable';
          log({ err: e, reason, provider: provider.name }, 'AI provider failed');
          yield { event: 'error', data: { msg: aiErrorMessages[reason] } };
          return;
        }
        const status = signal.aborted ? ('stopped' as const) : ('done' as const);
        if (text.trim() === '') {
          // Stopped before the first word, or an empty answer: nothing to keep, nothing spent.
          await kv.del(lockKey);
          if (!signal.aborted) yield { event: 'error', data: { msg: aiErrorMessages.unavailable } };
          return;
        }
        try {
          const saved = await inTransaction(db, async (tx) => {
            if (replaceAnswersAfter) await repo.deleteAnswersAfter(tx, conversationId, replaceAnswersAfter);
            const messageId = await repo.insertAnswer(tx, { conversationId, userId, content: text, provider: provider.name, status, requestId });
            if (messageId === undefined) {
              // The same request was recorded meanwhile: it has spent its use already.
              const existing = await repo.findAnswerByRequest(tx, userId, requestId);
              return { messageId: existing!.id, residue: (await quotaRepo.findResidue(tx, userId)) ?? 0 };
            }
            const residue = await quotaRepo.takeResidue(tx, userId, 1);
            if (residue === undefined) throw new AppError('BUSINESS', aiErrorMessages.quotaEmpty);
            await repo.touchConversation(tx, conversationId);
            await onRecorded?.(tx, text, provider.name);
            return { messageId, residue };
          });
          yield { event: 'done', data: { ...saved, status } };
        } catch (e) {
          await kv.del(lockKey);
          if (!(e instanceof AppError)) log({ err: e }, 'AI answer not recorded');
          yield { event: 'error', data: { msg: e instanceof AppError ? e.message : aiErrorMessages.unavailable } };
        }
      },
    };
  }
}

function titleOf(request: Pick<AiChatRequest, 'prompt' | 'fields'>, toolName?: string): string {
  const base = request.prompt || Object.values(request.fields).find((v) => v.trim()) || toolName || '新的对话';
  const title = base.replace(/\s+/g, ' ').trim().slice(0, 30);
  return toolName && !title.includes(toolName) ? `${toolName}：${title}`.slice(0, 40) : title;
}

export type AiService = ReturnType<typeof createAiService>;
