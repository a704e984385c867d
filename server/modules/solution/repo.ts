import { and, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { solutions } from '../../db/schema';
import { indexedKeywordCondition } from '../search/keyword-condition';
import type { LibrarySort } from '../../../common/library/options';
import { upsertSearchDocuments } from '../search/repo';
import { solutionSource } from './search-sources';

/** What a list may be narrowed by; `undefined` means "all". */
export type SolutionFilter = {
  projectType?: string;
  projectRole?: string;
  since?: Date;
  keyword?: string;
};

function whereOf(f: SolutionFilter, extra: SQL[] = []): SQL | undefined {
  const conditions: SQL[] = [...extra];
  if (f.projectType) conditions.push(eq(solutions.projectType, f.projectType));
  if (f.projectRole) conditions.push(eq(solutions.projectRole, f.projectRole));
  if (f.since) conditions.push(gte(solutions.publishDate, f.since));
  if (f.keyword) conditions.push(indexedKeywordCondition({ id: solutions.id, kind: 'SOLUTION', fallback: [solutions.title, solutions.summary] }, f.keyword));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const orderOf = (sort: LibrarySort) => (sort === 'hottest' ? [desc(solutions.readCount), desc(solutions.id)] : [desc(solutions.publishDate), desc(solutions.id)]);

const listFields = {
  id: solutions.id,
  title: solutions.title,
  projectType: solutions.projectType,
  projectRole: solutions.projectRole,
  summary: solutions.summary,
  coverUrl: solutions.coverUrl,
  highlights: solutions.highlights,
  products: solutions.products,
  publishDate: solutions.publishDate,
  readCount: solutions.readCount,
};

export type SolutionListRow = Awaited<ReturnType<SolutionRepo['list']>>[number];
export type NewSolution = typeof solutions.$inferInsert;

/** Drizzle queries of solutions. Totals are counted here and cached by the service. */
export function createSolutionRepo(db: Database) {
  return {
    list(f: SolutionFilter, sort: LibrarySort, limit: number, offset: number) {
      return db.select(listFields).from(solutions).where(whereOf(f)).orderBy(...orderOf(sort)).limit(limit).offset(offset);
    },
    count: (f: SolutionFilter) => db.select({ n: count() }).from(solutions).where(whereOf(f)).then((rows) => Number(rows[0]?.n ?? 0)),
    countByType: () => db.select({ projectType: solutions.projectType, n: count() }).from(solutions).groupBy(solutions.projectType),
    find: (id: number) => db.select().from(solutions).where(eq(solutions.id, id)).limit(1).then((rows) => rows[0]),
    /** Others of the same type, the same role first, then the most read. */
    related(s: { id: number; projectType: string; projectRole: string }, limit: number) {
      return db
        .select(listFields)
        .from(solutions)
        .where(and(eq(solutions.projectType, s.projectType), ne(solutions.id, s.id)))
        .orderBy(sql`(${solutions.projectRole} = ${s.projectRole}) desc`, desc(solutions.readCount), desc(solutions.id))
        .limit(limit);
    },
    async incrementRead(id: number): Promise<number | undefined> {
      const rows = await db
        .update(solutions)
        .set({ readCount: sql`${solutions.readCount} + 1` })
        .where(eq(solutions.id, id))
        .returning({ readCount: solutions.readCount });
      return rows[0]?.readCount;
    },
  };
}

export type SolutionRepo = ReturnType<typeof createSolutionRepo>;

/** Writes the search documents of solutions (kind SOLUTION); call inside the writer's transaction. */
export function indexSolutions(db: Database, items: Parameters<typeof solutionSource>[0][]): Promise<void> {
  return upsertSearchDocuments(db, items.map(solutionSource));
}
