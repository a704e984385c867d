import type { Database } from './client';
import { solutions } from './schema';
import { createSolutionDrafts } from './factories/solution-drafts';
import { sanitizeArticleHtml } from '../platform/sanitize';
import { indexSolutions } from '../modules/solution/repo';

/**
 * Demo solutions (方案) for every project type and role, indexed for search.
 * Call inside the seed's transaction. Deterministic for a seed.
 */
export async function seedSolutions(db: Database, seed = 20261122): Promise<{ solutions: number }> {
  const drafts = createSolutionDrafts(seed);
  const rows = drafts.map((d) => ({ ...d, content: sanitizeArticleHtml(d.content), createdAt: d.publishDate, updatedAt: d.publishDate }));
  // Titles are unique (see the factory), so ids are matched back by title rather than assumed from the order.
  const inserted = await db.insert(solutions).values(rows).returning({ id: solutions.id, title: solutions.title });
  const idByTitle = new Map(inserted.map((r) => [r.title, r.id]));
  const indexed = rows.map((r) => {
    const id = idByTitle.get(r.title);
    if (id === undefined) throw new Error(`seed: no id returned for ${r.title}`);
    return { ...r, id };
  });
  await indexSolutions(db, indexed);
  return { solutions: rows.length };
}
