import { createCountCache, rangeStart } from '../../platform/count-cache';
import { unlessAll } from '../../../common/api/list-filters';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { solutions } from '../../db/schema';
import type { ContentEvents } from '../../platform/content-events';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { upsertSearchDocuments } from '../search/repo';
import { htmlToText, sanitizeArticleHtml } from '../../platform/sanitize';
import { libraryRanges } from '../../../common/library/options';
import { createSolutionRepo, type NewSolution, type SolutionFilter, type SolutionListRow } from './repo';
import { solutionTypeByCode, solutionTypes } from '../../../common/solution/options';
import type { SolutionDetail, SolutionListItem, SolutionListRequest, SolutionTypeSummary } from '../../../common/solution/schemas';
import { solutionSource } from './search-sources';

const COUNT_CACHE_LIMIT = 500;
const RELATED_SIZE = 6;

const toItem = (r: SolutionListRow): SolutionListItem => {
  const type = solutionTypeByCode(r.projectType);
  return { ...r, typeId: type?.id ?? 0, typeName: type?.name ?? '', publishDate: r.publishDate.toISOString() };
};

/** Without a summary, the first paragraph stands in (headings would run into the text). */
export function summaryOf(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return htmlToText(first ?? html).slice(0, 160);
}

export type SolutionService = ReturnType<typeof createSolutionService>;

export function createSolutionService({ db, events, now = Date.now }: { db: Database; events: ContentEvents; now?: () => number }) {
  const repo = createSolutionRepo(db);

  // Totals per filter combination and per type, dropped whenever solutions change.
  const countOf = createCountCache(events, { limit: COUNT_CACHE_LIMIT, scopes: ['solution'] });
  const cachedCount = (filter: SolutionFilter) => countOf(JSON.stringify(filter), () => repo.count(filter));
  let typeCounts: Promise<Map<string, number>> | undefined;
  events.onChanged((scope) => {
    if (scope !== 'solution' && scope !== 'all') return;
    typeCounts = undefined;
  });

  const filterOf = (o: SolutionListRequest): SolutionFilter => {
    const days = libraryRanges[o.range ?? 'all'];
    return {
      projectType: unlessAll(o.projectType),
      projectRole: unlessAll(o.projectRole),
      since: days > 0 ? rangeStart(now(), days) : undefined,
      keyword: o.keywords?.trim() || undefined,
    };
  };

  return {
    /** Every project type with its number of solutions, in the stable id order of the tabs. */
    async listTypes(): Promise<SolutionTypeSummary[]> {
      typeCounts ??= repo
        .countByType()
        .then((rows) => new Map(rows.map((r) => [r.projectType, Number(r.n)])))
        .catch((e: unknown) => {
          typeCounts = undefined;
          throw e;
        });
      const byCode = await typeCounts;
      return solutionTypes.map((t) => ({ id: t.id, code: t.code, name: t.name, intro: t.intro, count: byCode.get(t.code) ?? 0 }));
    },

    /** A page of solutions; a page past the last one is refused (an empty list's page 1 is not). */
    async listPaged(options: SolutionListRequest): Promise<Page<SolutionListItem>> {
      const filter = filterOf(options);
      const total = await cachedCount(filter);
      const pages = Math.ceil(total / options.size);
      if (options.current > 1 && options.current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
      const rows = total === 0 ? [] : await repo.list(filter, options.sort ?? 'newest', options.size, offsetOf(options.current, options.size));
      return toPage({ current: options.current, size: options.size, total, records: rows.map(toItem) });
    },

    async get({ id }: { id: number }): Promise<SolutionDetail> {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND', '解决方案不存在或已下线');
      const related = await repo.related(row, RELATED_SIZE);
      return { ...toItem(row), content: row.content, related: related.map(toItem) };
    },

    /** Counts one read and answers the new total. */
    async countRead({ id }: { id: number }): Promise<number> {
      const readCount = await repo.incrementRead(id);
      if (readCount === undefined) throw new AppError('NOT_FOUND', '解决方案不存在或已下线');
      return readCount;
    },

    /** Writes a solution and its search document in one transaction. */
    async create(input: Omit<NewSolution, 'id' | 'summary'> & { summary?: string }): Promise<number> {
      if (!solutionTypeByCode(input.projectType)) throw new AppError('BUSINESS', '项目类型不存在');
      const content = sanitizeArticleHtml(input.content);
      const summary = input.summary?.trim() || summaryOf(content);
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await tx.insert(solutions).values({ ...input, content, summary }).returning({ id: solutions.id });
        const newId = row!.id;
        await upsertSearchDocuments(tx, [solutionSource({ ...input, id: newId, content, summary, highlights: input.highlights ?? [], products: input.products ?? [] })]);
        return newId;
      });
      await events.changed('solution');
      return id;
    },
  };
}
