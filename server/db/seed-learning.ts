import type { Database } from './client';
import { videoCategories, videoCourses } from './schema';
import { videoCategorySeed } from './factories/learning-categories';
import { createCourseDrafts } from './factories/learning-courses';
import { sanitizeArticleHtml } from '../platform/sanitize';
import { indexCourses } from '../modules/learning/repo';

const rowsPerStatement = 200;

/**
 * The course category tree and the demo courses, indexed for search (kind
 * VIDEO). Call inside the seed's transaction. Deterministic for a seed.
 */
export async function seedLearning(db: Database, seed = 20261122): Promise<{ categories: number; courses: number }> {
  const parents = await db
    .insert(videoCategories)
    .values(videoCategorySeed.map((p, i) => ({ parentId: null, name: p.name, sort: i + 1 })))
    .returning({ id: videoCategories.id, name: videoCategories.name });
  const parentIds = videoCategorySeed.map((p) => parents.find((r) => r.name === p.name)!.id);
  const childIds: number[][] = [];
  for (const [i, parent] of videoCategorySeed.entries()) {
    const rows = await db
      .insert(videoCategories)
      .values(parent.children.map((c, j) => ({ parentId: parentIds[i]!, name: c.name, sort: j + 1 })))
      .returning({ id: videoCategories.id, name: videoCategories.name });
    childIds.push(parent.children.map((c) => rows.find((r) => r.name === c.name)!.id));
  }

  const drafts = createCourseDrafts(seed);
  const rows = drafts.map(({ parentIndex, childIndex, ...d }) => ({
    ...d,
    intro: sanitizeArticleHtml(d.intro),
    categoryId: childIds[parentIndex]![childIndex]!,
    rootCategoryId: parentIds[parentIndex]!,
    createdAt: d.publishDate,
    updatedAt: d.publishDate,
  }));
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const batch = rows.slice(i, i + rowsPerStatement);
    const inserted = await db.insert(videoCourses).values(batch).returning({ id: videoCourses.id, title: videoCourses.title });
    // Titles are distinct, so ids are matched back by title rather than trusting RETURNING's order.
    const idOf = new Map(inserted.map((r) => [r.title, r.id]));
    await indexCourses(
      db,
      batch.map((r) => ({ ...r, id: idOf.get(r.title)! })),
    );
  }
  return { categories: parents.length + childIds.flat().length, courses: rows.length };
}
