import type { Credential, TenderChapterStreamRequest, TenderDraft, TenderDraftItem, TenderFactsInput } from '../../../../common/ai/schemas';
import type { Page } from '../../../../common/api/envelope';
import type { Database } from '../../../db/client';
import type { TenderChapter, TenderFacts } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { KvStore } from '../../../platform/kv-store';
import { enforceRateLimits } from '../../../platform/rate-limit';
import { decodeBase64Image } from '../../account/images';
import { TENDER_UPLOAD_MAX_BYTES, tenderUploadMessages } from '../../../../common/ai/options';
import { aiRepo } from '../repo';
import type { AiService } from '../service';
import type { ChatMessage, DraftContext } from '../providers/types';
import { coverageOf, durationOf, extractClauses, plainText, projectFactsOf, proposeOutline } from './extract';
import { readTenderDocument } from './document';
import { tenderWriterRepo as repo } from './repo';
import { tenderDocx } from './docx';
import { similarityWarnings } from './similarity';

/** What the writer needs of a notice of our feed (the tender module's detail). */
export type NoticeSource = { id: number; title: string; content: string; project: { name: string; bidNo: string; tenderee: { name: string } } };

/** The facts as the offline drafter's {slots}. */
function factFields(f: TenderFacts): Record<string, string> {
  return { 工程名称: f.name, 招标编号: f.bidNo, 招标人: f.owner, 计划工期: f.duration, 质量目标: f.quality, 安全目标: f.safety, 投标人名称: f.bidder };
}

/** Braces in quoted text must not look like the drafter's {slots}. */
const quote = (s: string) => s.replace(/[{}]/g, (b) => (b === '{' ? '｛' : '｝'));

const FACTS_LINE = '本章依据项目信息表编写：工程名称 {工程名称}，招标编号 {招标编号}，招标人 {招标人}，计划工期 {计划工期}，质量目标 {质量目标}，安全目标 {安全目标}。';

const chapterBodies: Record<string, string> = {
  overview: '我方已详细研读{工程名称}招标文件及图纸，对招标范围、技术标准、工期与质量要求理解如下，并据此编制本投标文件。',
  construction: '我方将按“统筹规划、分段流水、关键线路优先”的原则组织{工程名称}的施工，设置综合施工队与专业作业队，主要分项工程的施工工艺、机械配置与劳动力安排按招标文件技术要求编制。',
  quality: '质量目标：{质量目标}。安全目标：{安全目标}。我方建立以项目经理为第一责任人的质量与安全保证体系，落实三检制度、危险源辨识与安全技术交底，文明施工与环境保护措施贯穿全过程。',
  schedule: '计划工期 {计划工期}。我方以关键线路为主线编制总进度计划，按月分解形象进度目标，配足劳动力与机械，并制定雨季、高温与节假日施工保证措施。',
  qualification: '拟投入本工程的企业资质、类似业绩与主要人员如下，均取自我方企业资质库，如有变更以投标文件所附证明材料为准。',
  response: '我方（{投标人名称}）已仔细研究{工程名称}（招标编号 {招标编号}）招标文件的全部内容，愿意按照招标文件的要求承担本工程的施工，并对下列商务条款逐条响应。',
  scoring: '以下按评标办法的评审因素逐项说明我方投标文件中对应的内容，便于评委查阅。',
};

/** Quality and safety targets a draft starts with; the user changes them on the fact sheet. */
const defaultTargets = { quality: '合格，一次验收合格率 100%', safety: '杜绝较大及以上生产安全事故，创建安全文明标准化工地' };

/**
 * The AI tender writer (issue 16 item 3): a draft starts from a notice of our
 * feed; its requirements are extracted from the notice's own text, an outline
 * assigns each to one chapter, chapters are written one at a time through the
 * one answer pipeline (quota, streaming, replay), all from one fact sheet and
 * only the credentials the user put in the qualification library.
 */
export function createTenderWriter({ db, kv, ai, getNotice }: { db: Database; kv: KvStore; ai: AiService; getNotice: (id: number) => Promise<NoticeSource> }) {
  async function requireDraft(userId: number, id: number) {
    const d = await repo.findDraft(db, userId, id);
    // Another user's draft is answered as missing.
    if (!d) throw new AppError('NOT_FOUND', '标书草稿不存在或已删除');
    return d;
  }

  async function view(d: NonNullable<Awaited<ReturnType<typeof repo.findDraft>>>): Promise<TenderDraft> {
    const coverage = coverageOf(d.clauses, d.chapters);
    const earlier = await repo.listOtherDrafts(db, d.userId, d.id);
    return {
      similarity: similarityWarnings(d.chapters, earlier),
      id: d.id,
      noticeId: d.noticeId,
      title: d.title,
      facts: d.facts,
      chapters: d.chapters,
      coverage,
      unansweredStars: coverage.filter((c) => c.star && !c.answered).map((c) => c.code),
      updatedAt: d.updatedAt.toISOString(),
    };
  }

  async function credentials(userId: number): Promise<Credential[]> {
    const rows = await repo.listCredentials(db, userId);
    return rows.map((r) => ({ id: r.id, kind: r.kind as Credential['kind'], name: r.name, number: r.number, validUntil: r.validUntil, note: r.note }));
  }

  return {
    async create({ userId, noticeId }: { userId: number; noticeId: number }): Promise<TenderDraft> {
      const existing = await repo.findDraftByNotice(db, userId, noticeId);
      if (existing) return view(await requireDraft(userId, existing));
      const notice = await getNotice(noticeId).catch(() => {
        throw new AppError('NOT_FOUND', '招标公告不存在或已下线');
      });
      const sourceText = plainText(notice.content);
      const clauses = extractClauses(notice.content);
      const facts: TenderFacts = {
        name: notice.project.name,
        bidNo: notice.project.bidNo,
        owner: notice.project.tenderee.name,
        duration: durationOf(sourceText),
        ...defaultTargets,
        bidder: '',
      };
      const tool = await aiRepo.findToolByCode(db, 'tender');
      const conversationId = await aiRepo.createConversation(db, { userId, toolId: tool?.id ?? null, title: `标书：${notice.project.name}`.slice(0, 100) });
      const id = await repo.insertDraft(db, {
        userId,
        noticeId,
        conversationId,
        title: `${notice.project.name}投标文件（技术标）`.slice(0, 200),
        sourceText,
        facts,
        clauses,
        chapters: proposeOutline(clauses),
      });
      // A second click at the same moment made the draft first: answer with that one.
      const draftId = id ?? (await repo.findDraftByNotice(db, userId, noticeId))!;
      return view(await requireDraft(userId, draftId));
    },

    /**
     * A draft from an uploaded tender document (PDF or DOCX, at most 20 MB,
     * type read from the bytes): the same extraction and outline as for a
     * notice. Every upload makes a new draft.
     */
    async createFromDocument({ userId, fileName, file }: { userId: number; fileName: string; file: string }): Promise<TenderDraft> {
      const bytes = decodeBase64Image(file);
      if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', tenderUploadMessages.required);
      if (bytes.length > TENDER_UPLOAD_MAX_BYTES) throw new AppError('VALIDATION', tenderUploadMessages.tooLarge);
      await enforceRateLimits(kv, [{ key: `ai:tender-upload:${userId}`, limit: 20, windowSeconds: 600, msg: tenderUploadMessages.busy }]);
      const { source } = await readTenderDocument(bytes);
      const sourceText = plainText(source);
      const clauses = extractClauses(source);
      const stated = projectFactsOf(sourceText);
      const baseName = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || '招标文件';
      const name = stated.name || baseName;
      const facts: TenderFacts = { ...defaultTargets, name, bidNo: stated.bidNo, owner: stated.owner, duration: durationOf(sourceText), bidder: '' };
      const tool = await aiRepo.findToolByCode(db, 'tender');
      const conversationId = await aiRepo.createConversation(db, { userId, toolId: tool?.id ?? null, title: `标书：${name}`.slice(0, 100) });
      const id = await repo.insertDraft(db, {
        userId,
        noticeId: null,
        conversationId,
        title: `${name}投标文件（技术标）`.slice(0, 200),
        sourceText,
        facts,
        clauses,
        chapters: proposeOutline(clauses),
      });
      return view(await requireDraft(userId, id!));
    },

    async get({ userId, id }: { userId: number; id: number }): Promise<TenderDraft> {
      return view(await requireDraft(userId, id));
    },

    async list({ userId, current, size }: { userId: number; current: number; size: number }): Promise<Page<TenderDraftItem>> {
      const { total, records } = await repo.listDrafts(db, userId, { current, size });
      return { current, size, total, pages: Math.ceil(total / size), records: records.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
    },

    async saveFacts({ userId, id, facts }: { userId: number; id: number; facts: TenderFactsInput }): Promise<TenderDraft> {
      await requireDraft(userId, id);
      await repo.updateDraft(db, userId, id, { facts });
      return view(await requireDraft(userId, id));
    },

    /** The user's own edit of a chapter (saved as they write). */
    async saveChapter({ userId, id, key, content }: { userId: number; id: number; key: string; content: string }): Promise<TenderDraft> {
      const d = await requireDraft(userId, id);
      if (!d.chapters.some((c) => c.key === key)) throw new AppError('NOT_FOUND', '章节不存在');
      await repo.updateDraft(db, userId, id, { chapters: d.chapters.map((c) => (c.key === key ? { ...c, content } : c)) });
      return view(await requireDraft(userId, id));
    },

    async remove({ userId, id }: { userId: number; id: number }) {
      if (!(await repo.deleteDraft(db, userId, id))) throw new AppError('NOT_FOUND', '标书草稿不存在或已删除');
    },

    credentials: ({ userId }: { userId: number }) => credentials(userId),

    async addCredential({ userId, ...values }: { userId: number; kind: string; name: string; number: string; validUntil: string; note: string }) {
      await repo.addCredential(db, { userId, ...values });
      return credentials(userId);
    },

    async deleteCredential({ userId, id }: { userId: number; id: number }) {
      if (!(await repo.deleteCredential(db, userId, id))) throw new AppError('NOT_FOUND', '资质记录不存在');
      return credentials(userId);
    },

    /** Writes one chapter through the answer pipeline; the chapter's text is saved with the answer, in its transaction. */
    async prepareChapter({ userId, request }: { userId: number; request: TenderChapterStreamRequest }) {
      const d = await requireDraft(userId, request.draftId);
      const chapter = d.chapters.find((c) => c.key === request.chapterKey);
      if (!chapter) throw new AppError('NOT_FOUND', '章节不存在');
      const clauses = d.clauses.filter((c) => chapter.clauseCodes.includes(c.code));
      const creds = await credentials(userId);
      const fields = factFields(d.facts);
      const usesCredentials = chapter.key === 'qualification';

      const responseLines = clauses.map((c) => {
        const head = `${c.star ? '★ ' : ''}${c.substantive ? '（实质性条款）' : ''}原文：“${quote(c.text)}”`;
        if (usesCredentials && creds.length === 0) return `- ${c.code} ${head} —— 【待补充：企业资质库中尚无资质、业绩或人员记录，请先添加；本系统不会编造】`;
        return `- 【${c.code}】${head} —— 响应：我方完全响应本条要求${usesCredentials ? '，证明材料见下列资质库记录' : '，具体措施详见本章'}。`;
      });
      const credentialLines = creds.map((c) => `- ${c.kind}：${quote(c.name)}${c.number ? `（编号 ${quote(c.number)}）` : ''}${c.validUntil ? `，有效期至 ${quote(c.validUntil)}` : ''}`);
      const draft: DraftContext = {
        title: '',
        sections: [
          { heading: '编写依据', template: FACTS_LINE },
          { heading: '内容', template: chapterBodies[chapter.key] ?? '' },
          ...(usesCredentials ? [{ heading: '企业资质库记录', template: credentialLines.join('\n') || '【待补充：企业资质库中尚无记录】' }] : []),
          ...(responseLines.length ? [{ heading: '条款响应', template: responseLines.join('\n') }] : []),
        ],
        fields,
        prompt: '',
        sources: [],
      };
      const messages: ChatMessage[] = [
        {
          role: 'system',
          content:
            '你是资深的工程投标文件编写专家。只使用下面给出的项目信息表与企业资质库，不得编造任何资质、业绩、人员、证书编号或数据；缺少的写【待补充：…】。对每一条招标条款逐条响应，每条以条款编号开头，格式为【R01】。用 Markdown 标题分节。',
        },
        {
          role: 'user',
          content: [
            `请撰写投标文件技术标的章节：《${chapter.title}》。`,
            `项目信息表：${Object.entries(fields)
              .map(([k, v]) => `${k}：${v || '【待补充】'}`)
              .join('；')}`,
            clauses.length ? `本章需响应的招标条款：\n${clauses.map((c) => `${c.code}${c.star ? '（★）' : ''}：${c.text}`).join('\n')}` : '',
            usesCredentials ? `企业资质库（只可引用这些）：\n${credentialLines.join('\n') || '（空）'}` : '',
          ]
            .filter(Boolean)
            .join('\n\n'),
        },
      ];
      const conversationId = d.conversationId;
      if (!conversationId) throw new AppError('BUSINESS', '标书草稿缺少写作会话，请重新创建');
      return ai.startAnswer({
        userId,
        requestId: request.requestId,
        build: async () => {
          await aiRepo.insertUserMessage(db, { conversationId, userId, content: `撰写章节：${chapter.title}` });
          return {
            conversationId,
            messages,
            draft,
            onRecorded: async (tx, text, providerName) => {
              // Read again inside the transaction: another chapter may have been saved meanwhile.
              const fresh = await repo.findDraft(tx, userId, d.id);
              if (!fresh) return;
              const chapters: TenderChapter[] = fresh.chapters.map((c) => (c.key === chapter.key ? { ...c, content: text, provider: providerName } : c));
              await repo.updateDraft(tx, userId, d.id, { chapters });
            },
          };
        },
      });
    },

    /** The DOCX export (cover, contents, chapters, coverage table) and its file name. */
    async exportDocx({ userId, id }: { userId: number; id: number }): Promise<{ fileName: string; body: Buffer }> {
      const d = await view(await requireDraft(userId, id));
      return { fileName: `${(d.facts.name || d.title).replace(/[\\/:*?"<>|]/g, '')}投标文件（技术标）.docx`, body: await tenderDocx(d) };
    },
  };
}

export type TenderWriter = ReturnType<typeof createTenderWriter>;
