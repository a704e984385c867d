import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { libraryPapers, libraryPolicies, libraryPolicyStandards, libraryStandards, searchDocuments } from './schema';
import { seedLibrary } from './seed-library';
import { createStandardDrafts } from './factories/library-standards';
import { createPolicyDrafts } from './factories/library-policies';
import { createPaperDrafts } from './factories/library-papers';

describe('seedLibrary', () => {
  let database: DatabaseHandle;
  let result: Awaited<ReturnType<typeof seedLibrary>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    result = await database.db.transaction((tx) => seedLibrary(tx as unknown as DatabaseHandle['db']));
  });
  afterAll(() => database?.close());

  it('writes at least 120 of each kind, all indexed for search', async () => {
    expect(result.standards).toBeGreaterThanOrEqual(120);
    expect(result.policies).toBeGreaterThanOrEqual(120);
    expect(result.papers).toBeGreaterThanOrEqual(120);
    const indexed = await database.db.select({ kind: searchDocuments.kind, n: count() }).from(searchDocuments).groupBy(searchDocuments.kind);
    expect(Object.fromEntries(indexed.map((r) => [r.kind, r.n]))).toEqual({ NORMAL: result.standards, POLICY: result.policies, PAPER: result.papers });
  });

  it('chains editions both ways: an abolished edition points at its successor and back', async () => {
    const rows = await database.db.select().from(libraryStandards);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const replaced = rows.filter((r) => r.replacedById !== null);
    expect(replaced.length).toBeGreaterThan(60);
    for (const older of replaced) {
      const newer = byId.get(older.replacedById!)!;
      expect(newer.replacesId).toBe(older.id);
      expect(newer.title).toBe(older.title);
      expect(newer.issueDate.getTime()).toBeGreaterThan(older.issueDate.getTime());
      expect(older.status === 'ABOLISHED' || newer.status === 'UPCOMING').toBe(true);
    }
    expect(rows.find((r) => r.number === 'GB 50857-2013')).toBeDefined();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['CURRENT', 'UPCOMING', 'ABOLISHED']));
    for (const r of rows) expect(r.content).toMatch(/^<h3>1 总则<\/h3>/);
  });

  it('links policies to the standards they cite', async () => {
    const [links] = await database.db.select({ n: count() }).from(libraryPolicyStandards);
    expect(links!.n).toBeGreaterThan(result.policies);
    const announcement = await database.db.select().from(libraryPolicies).where(eq(libraryPolicies.categoryId, 4)).limit(1);
    expect(announcement[0]!.docNumber).toMatch(/公告\d{4}年第\d+号$/);
    const notices = await database.db.select({ docNumber: libraryPolicies.docNumber, memo: libraryPolicies.memo }).from(libraryPolicies).where(eq(libraryPolicies.categoryId, 3));
    expect(notices.every((n) => /〔20\d\d〕\d+号$/.test(n.docNumber) && n.memo.length > 20)).toBe(true);
    const [papers] = await database.db.select({ n: count() }).from(libraryPapers).where(eq(libraryPapers.content, ''));
    expect(papers!.n).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const standards = createStandardDrafts(5);
    expect(createStandardDrafts(5)).toEqual(standards);
    expect(createPolicyDrafts(5, standards).map((p) => p.title)).toEqual(createPolicyDrafts(5, createStandardDrafts(5)).map((p) => p.title));
    expect(createPaperDrafts(5).map((p) => p.title)).toEqual(createPaperDrafts(5).map((p) => p.title));
  });
});
