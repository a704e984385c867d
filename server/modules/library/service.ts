import { unlessAll } from '../../../common/api/list-filters';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { libraryPapers, libraryPolicies, libraryPolicyStandards, libraryStandards } from '../../db/schema';
import type { ContentEvents } from '../../platform/content-events';
import { createCountCache, rangeStart } from '../../platform/count-cache';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { upsertSearchDocuments } from '../search/repo';
import { htmlToText, sanitizeArticleHtml } from '../../platform/sanitize';
import { categoriesOf, libraryRanges, type LibraryKind, type LibrarySort, type StandardKind, type StandardStatus } from '../../../common/library/options';
import type {
  LibraryAttachment,
  LibraryListRequest,
  LibraryReadRequest,
  PaperDetail,
  PaperListItem,
  PolicyDetail,
  PolicyListItem,
  StandardDetail,
  StandardListItem,
  StandardListRequest,
  StandardRef,
} from '../../../common/library/schemas';
import {
  createLibraryRepo,
  type LibraryFilter,
  type NewPaper,
  type NewPolicy,
  type NewStandard,
  type PaperListRow,
  type PolicyListRow,
  type StandardListRow,
} from './repo';
import { paperSource, policySource, standardSource } from './search-sources';
import { withSectionIds } from './toc';

const categoryName = (kind: LibraryKind, id: number) => categoriesOf[kind].find((c) => c.id === id)?.name ?? '';
const iso = (d: Date) => d.toISOString();
const splitList = (text: string) => text.split(/[；;，,]/).map((s) => s.trim()).filter(Boolean);

const toStandardItem = (r: StandardListRow): StandardListItem => ({
  ...r,
  kind: r.kind as StandardKind,
  status: r.status as StandardStatus,
  categoryName: categoryName('NORMAL', r.categoryId),
  issueDate: iso(r.issueDate),
  implementDate: iso(r.implementDate),
});
const toStandardRef = (r: { id: number; number: string; title: string; status: string }): StandardRef => ({ id: r.id, number: r.number, title: r.title, status: r.status as StandardStatus });
const toPolicyItem = (r: PolicyListRow): PolicyListItem => ({ ...r, categoryName: categoryName('POLICY', r.categoryId), publishDate: iso(r.publishDate) });
const toPaperItem = (r: PaperListRow): PaperListItem => ({
  ...r,
  authors: splitList(r.authors),
  keywords: splitList(r.keywords),
  categoryName: categoryName('PAPER', r.categoryId),
  publishDate: iso(r.publishDate),
});
const pdfOf = (title: string, sizeBytes: number): LibraryAttachment | null => (title ? { title, sizeBytes, fileType: 'PDF' } : null);

export type LibraryService = ReturnType<typeof createLibraryService>;

export function createLibraryService({ db, events, now = Date.now }: { db: Database; events: ContentEvents; now?: () => number }) {
  const repo = createLibraryRepo(db);

  const cachedCount = createCountCache(events);

  const filterOf = (kind: LibraryKind, o: StandardListRequest): LibraryFilter => {
    if (o.dirId !== undefined && !categoriesOf[kind].some((c) => c.id === o.dirId)) throw new AppError('NOT_FOUND', '分类不存在');
    const days = libraryRanges[o.range ?? 'all'];
    return {
      categoryId: o.dirId,
      projectType: unlessAll(o.projectType),
      projectRole: unlessAll(o.projectRole),
      since: days > 0 ? rangeStart(now(), days) : undefined,
      keyword: o.keywords?.trim() || undefined,
      kind: o.kind,
      status: o.status,
    };
  };

  async function listPaged<Row, Item>(
    kind: LibraryKind,
    options: StandardListRequest,
    count: (f: LibraryFilter) => Promise<number>,
    list: (f: LibraryFilter, sort: LibrarySort, limit: number, offset: number) => Promise<Row[]>,
    map: (r: Row) => Item,
  ): Promise<Page<Item>> {
    const filter = filterOf(kind, options);
    const total = await cachedCount(JSON.stringify([kind, filter]), () => count(filter));
    const offset = offsetOf(options.current, options.size);
    const rows = offset >= total ? [] : await list(filter, options.sort ?? 'newest', options.size, offset);
    return toPage({ current: options.current, size: options.size, total, records: rows.map(map) });
  }

  const service = {
    listStandards: (o: StandardListRequest) => listPaged('NORMAL', o, repo.countStandards, repo.listStandards, toStandardItem),
    listPolicies: (o: LibraryListRequest) => listPaged('POLICY', o, repo.countPolicies, (f, s, l, off) => repo.listPolicies(f, s, l, off), toPolicyItem),
    listPapers: (o: LibraryListRequest) => listPaged('PAPER', o, repo.countPapers, (f, s, l, off) => repo.listPapers(f, s, l, off), toPaperItem),

    async getStandard({ id }: { id: number }): Promise<StandardDetail> {
      const row = await repo.findStandard(id);
      if (!row) throw new AppError('NOT_FOUND', '标准不存在或已下线');
      const linkIds = [row.replacedById, row.replacesId].filter((x): x is number => x !== null);
      const [links, policies] = await Promise.all([repo.standardsByIds(linkIds), repo.policiesOfStandard(id, 8)]);
      const byId = new Map(links.map((l) => [l.id, toStandardRef(l)]));
      const content = withSectionIds(row.content, 'sec');
      const explanation = withSectionIds(row.explanation, 'exp');
      return {
        ...toStandardItem(row),
        projectType: row.projectType,
        projectRole: row.projectRole,
        memo: row.memo,
        content: content.html,
        explanation: explanation.html,
        toc: [...content.toc, ...explanation.toc],
        pdf: pdfOf(row.pdfTitle, row.pdfSizeBytes),
        replacedBy: (row.replacedById && byId.get(row.replacedById)) || null,
        replaces: (row.replacesId && byId.get(row.replacesId)) || null,
        relatedPolicies: policies.map(toPolicyItem),
      };
    },

    async getPolicy({ id }: { id: number }): Promise<PolicyDetail> {
      const row = await repo.findPolicy(id);
      if (!row) throw new AppError('NOT_FOUND', '政策不存在或已下线');
      const [standards, related] = await Promise.all([repo.standardsOfPolicy(id), repo.listPolicies({ categoryId: row.categoryId }, 'newest', 6, 0, id)]);
      return {
        ...toPolicyItem(row),
        projectType: row.projectType,
        projectRole: row.projectRole,
        content: row.content,
        standards: standards.map(toStandardRef),
        related: related.map(toPolicyItem),
      };
    },

    async getPaper({ id }: { id: number }): Promise<PaperDetail> {
      const row = await repo.findPaper(id);
      if (!row) throw new AppError('NOT_FOUND', '论文不存在或已下线');
      const related = await repo.listPapers({ categoryId: row.categoryId }, 'newest', 6, 0, id);
      return {
        ...toPaperItem({ ...row, abstract: row.abstract }),
        abstract: row.abstract,
        projectType: row.projectType,
        projectRole: row.projectRole,
        content: row.content,
        pdf: pdfOf(row.pdfTitle, row.pdfSizeBytes),
        related: related.map(toPaperItem),
      };
    },

    /** Counts one read and answers the new total. */
    async countRead({ kind, id }: LibraryReadRequest): Promise<number> {
      const readCount = await repo.incrementRead(kind, id);
      if (readCount === undefined) throw new AppError('NOT_FOUND', '内容不存在或已下线');
      return readCount;
    },

    /** Writes a standard and its search document in one transaction; `replacesId` makes the older edition point here. */
    async createStandard(input: Omit<NewStandard, 'id' | 'replacedById' | 'memo'> & { memo?: string }): Promise<number> {
      const content = sanitizeArticleHtml(input.content);
      const explanation = sanitizeArticleHtml(input.explanation ?? '');
      const memo = input.memo?.trim() || htmlToText(content).slice(0, 160);
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        if (input.replacesId) {
          const [older] = await tx.select({ id: libraryStandards.id }).from(libraryStandards).where(eq(libraryStandards.id, input.replacesId));
          if (!older) throw new AppError('BUSINESS', '被替代的标准不存在');
        }
        const [row] = await tx.insert(libraryStandards).values({ ...input, content, explanation, memo }).returning({ id: libraryStandards.id });
        const newId = row!.id;
        if (input.replacesId) await tx.update(libraryStandards).set({ replacedById: newId, updatedAt: new Date() }).where(eq(libraryStandards.id, input.replacesId));
        await upsertSearchDocuments(tx, [standardSource({ ...input, id: newId, content })]);
        return newId;
      });
      await events.changed('library');
      return id;
    },

    async createPolicy(input: Omit<NewPolicy, 'id' | 'memo'> & { memo?: string; standardIds?: number[] }): Promise<number> {
      const { standardIds = [], ...fields } = input;
      const content = sanitizeArticleHtml(fields.content);
      const memo = fields.memo?.trim() || htmlToText(content).slice(0, 160);
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await tx.insert(libraryPolicies).values({ ...fields, content, memo }).returning({ id: libraryPolicies.id });
        const newId = row!.id;
        const unique = [...new Set(standardIds)];
        if (unique.length > 0) await tx.insert(libraryPolicyStandards).values(unique.map((standardId) => ({ policyId: newId, standardId })));
        await upsertSearchDocuments(tx, [policySource({ ...fields, id: newId, content, docNumber: fields.docNumber ?? '' })]);
        return newId;
      });
      await events.changed('library');
      return id;
    },

    async createPaper(input: Omit<NewPaper, 'id'>): Promise<number> {
      const content = sanitizeArticleHtml(input.content ?? '');
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await tx.insert(libraryPapers).values({ ...input, content }).returning({ id: libraryPapers.id });
        const newId = row!.id;
        await upsertSearchDocuments(tx, [paperSource({ ...input, id: newId, content, journal: input.journal ?? '', keywords: input.keywords ?? '' })]);
        return newId;
      });
      await events.changed('library');
      return id;
    },
  };
  return service;
}
