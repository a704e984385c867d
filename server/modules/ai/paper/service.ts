import { paperMessages, type Paper, type PaperCreateRequest, type PaperField, type PaperItem, type PaperSectionStreamRequest } from '../../../../common/ai/paper';
import type { Page } from '../../../../common/api/envelope';
import type { Database } from '../../../db/client';
import type { PaperReference, PaperSection } from '../../../db/schema';
import { AppError } from '../../../errors';
import { aiRepo } from '../repo';
import type { AiService } from '../service';
import type { ChatMessage, DraftContext } from '../providers/types';
import { formatPaper, formatStandard, offlineSection, paperOutline } from './outline';
import { paperRepo as repo } from './repo';
import { paperDocx } from './docx';

/** Ids of library entries of one kind that match words (the portal's ranked search). */
export type LibrarySearch = (keywords: string, kind: 'NORMAL' | 'PAPER', size: number) => Promise<number[]>;

/** How many standards and papers of our library a new paper lists. */
const MAX_STANDARDS = 4;
const MAX_PAPERS = 6;

/**
 * The AI paper writer (issue 16 item 4): title, field and keywords → an
 * outline → sections written one at a time through the one answer pipeline
 * (quota once, streaming, stop, replay; decision 0034), each editable and
 * regenerable; references are standards and papers of our own library found
 * by the keywords, formatted to GB/T 7714; Word export.
 */
export function createPaperWriter({ db, ai, searchLibrary }: { db: Database; ai: AiService; searchLibrary: LibrarySearch }) {
  async function requirePaper(userId: number, id: number) {
    const p = await repo.find(db, userId, id);
    // Another user's paper is answered as missing.
    if (!p) throw new AppError('NOT_FOUND', paperMessages.notFound);
    return p;
  }

  const view = (p: NonNullable<Awaited<ReturnType<typeof repo.find>>>): Paper => ({
    id: p.id,
    title: p.title,
    field: p.field as PaperField,
    keywords: p.keywords,
    sections: p.sections,
    references: p.references,
    updatedAt: p.updatedAt.toISOString(),
  });

  /**
   * Standards first (in force, the newest edition of each title), then papers, each found by the keywords in the
   * portal's search, formatted to GB/T 7714.
   */
  async function referencesFor(keywords: string[]): Promise<PaperReference[]> {
    const collect = async (kind: 'NORMAL' | 'PAPER', max: number) => {
      const ids: number[] = [];
      for (const k of keywords) {
        for (const id of await searchLibrary(k, kind, max).catch(() => [])) if (!ids.includes(id)) ids.push(id);
      }
      return ids.slice(0, max);
    };
    // Twice as many standards as listed: abolished editions and older editions of one title are left out.
    const [standardIds, paperIds] = await Promise.all([collect('NORMAL', MAX_STANDARDS * 2), collect('PAPER', MAX_PAPERS)]);
    const [standards, papers] = await Promise.all([repo.standardsByIds(db, standardIds), repo.papersByIds(db, paperIds)]);
    const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) => ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => Boolean(r));
    const titles = new Set<string>();
    const current = inOrder(standardIds, standards)
      .filter((s) => s.status !== 'ABOLISHED')
      .sort((a, b) => b.issueDate.getTime() - a.issueDate.getTime())
      .filter((s) => !titles.has(s.title) && Boolean(titles.add(s.title)));
    // Back in the search's order (most relevant first), at most MAX_STANDARDS.
    const chosen = inOrder(standardIds, current).slice(0, MAX_STANDARDS);
    return [
      ...chosen.map((s) => ({ kind: 'standard' as const, refId: s.id, text: formatStandard(s) })),
      ...inOrder(paperIds, papers).map((p) => ({ kind: 'paper' as const, refId: p.id, text: formatPaper(p) })),
    ];
  }

  return {
    async create({ userId, title, field, keywords }: PaperCreateRequest & { userId: number }): Promise<Paper> {
      const unique = [...new Set(keywords)];
      const references = await referencesFor(unique);
      const tool = await aiRepo.findToolByCode(db, 'paper');
      const conversationId = await aiRepo.createConversation(db, { userId, toolId: tool?.id ?? null, title: `论文：${title}`.slice(0, 100) });
      const id = await repo.insert(db, { userId, conversationId, title, field, keywords: unique, sections: paperOutline(field), references });
      return view(await requirePaper(userId, id));
    },

    async get({ userId, id }: { userId: number; id: number }): Promise<Paper> {
      return view(await requirePaper(userId, id));
    },

    async list({ userId, current, size }: { userId: number; current: number; size: number }): Promise<Page<PaperItem>> {
      const { total, records } = await repo.list(db, userId, { current, size });
      return {
        current,
        size,
        total,
        pages: Math.ceil(total / size),
        records: records.map((r) => ({
          id: r.id,
          title: r.title,
          field: r.field as PaperField,
          written: r.sections.filter((s) => s.content.trim()).length,
          total: r.sections.length,
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },

    /** The user's own edit of a section (saved as they write): its text, and its heading when given. */
    async saveSection({ userId, id, key, heading, content }: { userId: number; id: number; key: string; heading?: string; content: string }): Promise<Paper> {
      const p = await requirePaper(userId, id);
      if (!p.sections.some((s) => s.key === key)) throw new AppError('NOT_FOUND', paperMessages.sectionNotFound);
      const sections = p.sections.map((s) => (s.key === key ? { ...s, content, heading: heading ?? s.heading } : s));
      await repo.update(db, userId, id, { sections });
      return view(await requirePaper(userId, id));
    },

    /** Looks the references up again (the library grows); the sections keep their text. */
    async refreshReferences({ userId, id }: { userId: number; id: number }): Promise<Paper> {
      const p = await requirePaper(userId, id);
      await repo.update(db, userId, id, { references: await referencesFor(p.keywords) });
      return view(await requirePaper(userId, id));
    },

    async remove({ userId, id }: { userId: number; id: number }) {
      if (!(await repo.remove(db, userId, id))) throw new AppError('NOT_FOUND', paperMessages.notFound);
    },

    /** Writes one section through the answer pipeline; its text is saved with the answer, in the answer's transaction. */
    async prepareSection({ userId, request }: { userId: number; request: PaperSectionStreamRequest }) {
      const p = await requirePaper(userId, request.paperId);
      const section = p.sections.find((s) => s.key === request.sectionKey);
      if (!section) throw new AppError('NOT_FOUND', paperMessages.sectionNotFound);
      const conversationId = p.conversationId;
      if (!conversationId) throw new AppError('BUSINESS', '论文缺少写作会话，请重新创建');
      const paper = { title: p.title, field: p.field as PaperField, keywords: p.keywords, references: p.references };
      const draft: DraftContext = { title: '', sections: [{ heading: section.heading, template: offlineSection(section.key, paper) }], fields: {}, prompt: '', sources: [], headings: false };
      const others = p.sections
        .filter((s) => s.key !== section.key && s.content.trim())
        .map((s) => `《${s.heading}》已写：${s.content.replace(/\s+/g, ' ').slice(0, 200)}…`);
      const messages: ChatMessage[] = [
        {
          role: 'system',
          content:
            '你是土木工程与工程管理领域的学术论文写作助手，用规范的学术中文写作。只能引用下面列出的参考文献，用 [n] 标注；不得编造文献、规范编号、工程名称或试验数据，缺少的写【待补充：…】。只写要求的这一节的正文，不要重复节标题。',
        },
        {
          role: 'user',
          content: [
            `论文题目：${p.title}`,
            `学科方向：${p.field}；关键词：${p.keywords.join('、')}`,
            `全文提纲：${p.sections.map((s, i) => `${i}. ${s.heading}`).join('；')}`,
            others.length ? `其他章节（保持一致）：\n${others.join('\n')}` : '',
            p.references.length ? `可引用的参考文献（GB/T 7714）：\n${p.references.map((r, i) => `[${i + 1}] ${r.text}`).join('\n')}` : '可引用的参考文献：无（不要引用任何文献）',
            `请撰写《${section.heading}》这一节。`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        },
      ];
      return ai.startAnswer({
        userId,
        requestId: request.requestId,
        build: async () => {
          await aiRepo.insertUserMessage(db, { conversationId, userId, content: `撰写论文章节：${section.heading}` });
          return {
            conversationId,
            messages,
            draft,
            onRecorded: async (tx, text, providerName) => {
              // Read again inside the transaction: another section may have been saved meanwhile.
              const fresh = await repo.find(tx, userId, p.id);
              if (!fresh) return;
              const sections: PaperSection[] = fresh.sections.map((s) => (s.key === section.key ? { ...s, content: text, provider: providerName } : s));
              await repo.update(tx, userId, p.id, { sections });
            },
          };
        },
      });
    },

    async exportDocx({ userId, id }: { userId: number; id: number }): Promise<{ fileName: string; body: Buffer }> {
      const p = view(await requirePaper(userId, id));
      return { fileName: `${p.title.replace(/[\\/:*?"<>|]/g, '')}.docx`, body: await paperDocx(p) };
    },
  };
}

export type PaperWriter = ReturnType<typeof createPaperWriter>;
