import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { libraryPapers, libraryPolicies, libraryPolicyStandards, libraryStandards } from './schema';
import { createStandardDrafts } from './factories/library-standards';
import { createPolicyDrafts } from './factories/library-policies';
import { createPaperDrafts } from './factories/library-papers';
import { sanitizeArticleHtml } from '../platform/sanitize';
import { indexLibraryDocuments } from '../modules/library/repo';

const rowsPerStatement = 200;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts rows in order and answers their ids in the same order (checked by a unique field, not assumed). */
async function insertInOrder<R extends Record<string, unknown>>(
  rows: R[],
  key: keyof R & string,
  insert: (batch: R[]) => Promise<{ id: number; key: string }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(rows, rowsPerStatement)) {
    const inserted = await insert(batch);
    const byKey = new Map(inserted.map((r) => [r.key, r.id]));
    for (const row of batch) {
      const id = byKey.get(String(row[key]));
      if (id === undefined) throw new Error(`seed: no id returned for ${String(row[key])}`);
      ids.push(id);
    }
  }
  return ids;
}

/**
 * Demo standards (with replaced-by chains), policies citing them, and papers,
 * all indexed for search. Call inside the seed's transaction. Deterministic for a seed.
 */
export async function seedLibrary(db: Database, seed = 20261122): Promise<{ standards: number; policies: number; papers: number }> {
  const standards = createStandardDrafts(seed);
  const standardRows = standards.map(({ replacesIndex: _r, ...s }) => ({ ...s, content: sanitizeArticleHtml(s.content), explanation: sanitizeArticleHtml(s.explanation), createdAt: s.issueDate, updatedAt: s.issueDate }));
  const standardIds = await insertInOrder(standardRows, 'number', (batch) =>
    db.insert(libraryStandards).values(batch).returning({ id: libraryStandards.id, key: libraryStandards.number }),
  );
  for (const [i, s] of standards.entries()) {
    if (s.replacesIndex === null) continue;
    const olderId = standardIds[s.replacesIndex]!;
    await db.update(libraryStandards).set({ replacesId: olderId }).where(eq(libraryStandards.id, standardIds[i]!));
    await db.update(libraryStandards).set({ replacedById: standardIds[i]! }).where(eq(libraryStandards.id, olderId));
  }

  const policies = createPolicyDrafts(seed, standards);
  // Titles repeat across years (an announcement per edition), so rows are matched back by position in a batch of one statement.
  const policyIds: number[] = [];
  for (const batch of chunks(policies, rowsPerStatement)) {
    const rows = batch.map(({ standardIndices: _s, ...p }) => ({ ...p, content: sanitizeArticleHtml(p.content), memo: '', createdAt: p.publishDate, updatedAt: p.publishDate }));
    const inserted = await db.insert(libraryPolicies).values(rows).returning({ id: libraryPolicies.id, docNumber: libraryPolicies.docNumber });
    if (inserted.length !== rows.length || inserted.some((r, i) => r.docNumber !== rows[i]!.docNumber)) throw new Error('seed: policy ids came back out of order');
    policyIds.push(...inserted.map((r) => r.id));
  }
  const links = policies.flatMap((p, i) => [...new Set(p.standardIndices)].map((si) => ({ policyId: policyIds[i]!, standardId: standardIds[si]! })));
  for (const batch of chunks(links, 2000)) await db.insert(libraryPolicyStandards).values(batch).onConflictDoNothing();
  // A policy's summary is its first paragraph after the salutation (各省、自治区…：).
  await db.execute(
    sql`update ${libraryPolicies} set memo = left(coalesce(substring(regexp_replace(content, '^<p>[^<]*：</p>', '') from '^<p>([^<]*)</p>'), ''), 160)`,
  );

  const papers = createPaperDrafts(seed);
  const paperIds = await insertInOrder(
    papers.map((p) => ({ ...p, content: sanitizeArticleHtml(p.content), createdAt: p.publishDate, updatedAt: p.publishDate })),
    'title',
    (batch) => db.insert(libraryPapers).values(batch).returning({ id: libraryPapers.id, key: libraryPapers.title }),
  );

  await indexLibraryDocuments(db, {
    standards: standardRows.map((s, i) => ({ ...s, id: standardIds[i]! })),
    policies: policies.map((p, i) => ({ ...p, id: policyIds[i]! })),
    papers: papers.map((p, i) => ({ ...p, id: paperIds[i]! })),
  });
  return { standards: standards.length, policies: policies.length, papers: papers.length };
}
