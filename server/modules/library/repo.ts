import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { libraryPapers, libraryPolicies, libraryPolicyStandards, libraryStandards } from '../../db/schema';
import { indexedKeywordCondition } from '../search/keyword-condition';
import type { LibrarySort } from '../../../common/library/options';
import { upsertSearchDocuments } from '../search/repo';
import { paperSource, policySource, standardSource } from './search-sources';

/** What a list may be narrowed by; every field is optional and `undefined` means "all". */
export type LibraryFilter = {
  categoryId?: number;
  projectType?: string;
  projectRole?: string;
  since?: Date;
  keyword?: string;
  /** Standards only. */
  kind?: string;
  status?: string;
};

type Columns = {
  kind: 'NORMAL' | 'POLICY' | 'PAPER';
  date: PgColumn;
  readCount: PgColumn;
  id: PgColumn;
  categoryId: PgColumn;
  projectType: PgColumn;
  projectRole: PgColumn;
  /** Columns a keyword is looked for in when it has no words for the search index (contains, case-insensitive). */
  text: PgColumn[];
};

const standardColumns: Columns = {
  kind: 'NORMAL',
  date: libraryStandards.issueDate,
  readCount: libraryStandards.readCount,
  id: libraryStandards.id,
  categoryId: libraryStandards.categoryId,
  projectType: libraryStandards.projectType,
  projectRole: libraryStandards.projectRole,
  text: [libraryStandards.title, libraryStandards.number, libraryStandards.titleEn],
};
const policyColumns: Columns = {
  kind: 'POLICY',
  date: libraryPolicies.publishDate,
  readCount: libraryPolicies.readCount,
  id: libraryPolicies.id,
  categoryId: libraryPolicies.categoryId,
  projectType: libraryPolicies.projectType,
  projectRole: libraryPolicies.projectRole,
  text: [libraryPolicies.title, libraryPolicies.docNumber, libraryPolicies.authority],
};
const paperColumns: Columns = {
  kind: 'PAPER',
  date: libraryPapers.publishDate,
  readCount: libraryPapers.readCount,
  id: libraryPapers.id,
  categoryId: libraryPapers.categoryId,
  projectType: libraryPapers.projectType,
  projectRole: libraryPapers.projectRole,
  text: [libraryPapers.title, libraryPapers.authors, libraryPapers.keywords, libraryPapers.journal],
};

function whereOf(c: Columns, f: LibraryFilter, extra: SQL[] = []): SQL | undefined {
  const conditions: SQL[] = [...extra];
  if (f.categoryId !== undefined) conditions.push(eq(c.categoryId, f.categoryId));
  if (f.projectType) conditions.push(eq(c.projectType, f.projectType));
  if (f.projectRole) conditions.push(eq(c.projectRole, f.projectRole));
  if (f.since) conditions.push(gte(c.date, f.since));
  if (f.keyword) conditions.push(indexedKeywordCondition({ id: c.id, kind: c.kind, fallback: c.text }, f.keyword));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function standardWhere(f: LibraryFilter): SQL | undefined {
  const extra: SQL[] = [];
  if (f.kind) extra.push(eq(libraryStandards.kind, f.kind));
  if (f.status) extra.push(eq(libraryStandards.status, f.status));
  return whereOf(standardColumns, f, extra);
}

const orderOf = (c: Columns, sort: LibrarySort) => (sort === 'hottest' ? [desc(c.readCount), desc(c.id)] : [desc(c.date), desc(c.id)]);

const standardListFields = {
  id: libraryStandards.id,
  number: libraryStandards.number,
  title: libraryStandards.title,
  titleEn: libraryStandards.titleEn,
  kind: libraryStandards.kind,
  status: libraryStandards.status,
  categoryId: libraryStandards.categoryId,
  issueDate: libraryStandards.issueDate,
  implementDate: libraryStandards.implementDate,
  issuer: libraryStandards.issuer,
  readCount: libraryStandards.readCount,
};
const policyListFields = {
  id: libraryPolicies.id,
  title: libraryPolicies.title,
  authority: libraryPolicies.authority,
  docNumber: libraryPolicies.docNumber,
  region: libraryPolicies.region,
  categoryId: libraryPolicies.categoryId,
  publishDate: libraryPolicies.publishDate,
  memo: libraryPolicies.memo,
  readCount: libraryPolicies.readCount,
};
const paperListFields = {
  id: libraryPapers.id,
  title: libraryPapers.title,
  authors: libraryPapers.authors,
  institution: libraryPapers.institution,
  journal: libraryPapers.journal,
  year: libraryPapers.year,
  categoryId: libraryPapers.categoryId,
  publishDate: libraryPapers.publishDate,
  abstract: sql<string>`left(${libraryPapers.abstract}, 140)`,
  keywords: libraryPapers.keywords,
  readCount: libraryPapers.readCount,
};

export type StandardListRow = Awaited<ReturnType<LibraryRepo['listStandards']>>[number];
export type PolicyListRow = Awaited<ReturnType<LibraryRepo['listPolicies']>>[number];
export type PaperListRow = Awaited<ReturnType<LibraryRepo['listPapers']>>[number];

const first = <T>(rows: T[]): T | undefined => rows[0];

/** Drizzle queries of the library. Totals are counted here but cached by the service. */
export function createLibraryRepo(db: Database) {
  const total = (query: Promise<{ n: number }[]>) => query.then((rows) => Number(rows[0]?.n ?? 0));
  return {
    listStandards(f: LibraryFilter, sort: LibrarySort, limit: number, offset: number) {
      return db.select(standardListFields).from(libraryStandards).where(standardWhere(f)).orderBy(...orderOf(standardColumns, sort)).limit(limit).offset(offset);
    },
    countStandards: (f: LibraryFilter) => total(db.select({ n: count() }).from(libraryStandards).where(standardWhere(f))),
    findStandard: (id: number) => db.select().from(libraryStandards).where(eq(libraryStandards.id, id)).limit(1).then(first),
    standardsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(standardListFields).from(libraryStandards).where(inArray(libraryStandards.id, ids));
    },
    standardsOfPolicy(policyId: number) {
      return db
        .select(standardListFields)
        .from(libraryPolicyStandards)
        .innerJoin(libraryStandards, eq(libraryStandards.id, libraryPolicyStandards.standardId))
        .where(eq(libraryPolicyStandards.policyId, policyId))
        .orderBy(desc(libraryStandards.issueDate));
    },
    policiesOfStandard(standardId: number, limit: number) {
      return db
        .select(policyListFields)
        .from(libraryPolicyStandards)
        .innerJoin(libraryPolicies, eq(libraryPolicies.id, libraryPolicyStandards.policyId))
        .where(eq(libraryPolicyStandards.standardId, standardId))
        .orderBy(desc(libraryPolicies.publishDate))
        .limit(limit);
    },

    listPolicies(f: LibraryFilter, sort: LibrarySort, limit: number, offset: number, excludeId?: number) {
      return db
        .select(policyListFields)
        .from(libraryPolicies)
        .where(whereOf(policyColumns, f, excludeId ? [ne(libraryPolicies.id, excludeId)] : []))
        .orderBy(...orderOf(policyColumns, sort))
        .limit(limit)
        .offset(offset);
    },
    countPolicies: (f: LibraryFilter) => total(db.select({ n: count() }).from(libraryPolicies).where(whereOf(policyColumns, f))),
    findPolicy: (id: number) => db.select().from(libraryPolicies).where(eq(libraryPolicies.id, id)).limit(1).then(first),

    listPapers(f: LibraryFilter, sort: LibrarySort, limit: number, offset: number, excludeId?: number) {
      return db
        .select(paperListFields)
        .from(libraryPapers)
        .where(whereOf(paperColumns, f, excludeId ? [ne(libraryPapers.id, excludeId)] : []))
        .orderBy(...orderOf(paperColumns, sort))
        .limit(limit)
        .offset(offset);
    },
    countPapers: (f: LibraryFilter) => total(db.select({ n: count() }).from(libraryPapers).where(whereOf(paperColumns, f))),
    findPaper: (id: number) => db.select().from(libraryPapers).where(eq(libraryPapers.id, id)).limit(1).then(first),

    async incrementRead(kind: 'NORMAL' | 'POLICY' | 'PAPER', id: number): Promise<number | undefined> {
      const table = kind === 'NORMAL' ? libraryStandards : kind === 'POLICY' ? libraryPolicies : libraryPapers;
      const rows = await db
        .update(table)
        .set({ readCount: sql`${table.readCount} + 1` })
        .where(eq(table.id, id))
        .returning({ readCount: table.readCount });
      return rows[0]?.readCount;
    },

  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;

export type NewStandard = typeof libraryStandards.$inferInsert;
export type NewPolicy = typeof libraryPolicies.$inferInsert;
export type NewPaper = typeof libraryPapers.$inferInsert;

/** Search documents written per statement when indexing in bulk. */
const DOCUMENTS_PER_STATEMENT = 200;

/** Writes the search documents of standards, policies and papers (kinds NORMAL, POLICY, PAPER); call inside the writer's transaction. */
export async function indexLibraryDocuments(
  db: Database,
  {
    standards = [],
    policies = [],
    papers = [],
  }: { standards?: Parameters<typeof standardSource>[0][]; policies?: Parameters<typeof policySource>[0][]; papers?: Parameters<typeof paperSource>[0][] },
): Promise<void> {
  const sources = [...standards.map(standardSource), ...policies.map(policySource), ...papers.map(paperSource)];
  for (let i = 0; i < sources.length; i += DOCUMENTS_PER_STATEMENT) await upsertSearchDocuments(db, sources.slice(i, i + DOCUMENTS_PER_STATEMENT));
}
