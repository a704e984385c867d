import type { Database } from './client';
import { helpArticles, helpColumns } from './schema';
import { createHelpArticleDrafts, helpColumnSeed } from './factories/help-articles';
import { sanitizeArticleHtml } from '../platform/sanitize';
import { upsertSearchDocuments } from '../modules/search/indexer';
import { helpSource } from '../modules/help/search-source';
import { newShareId } from '../modules/help/rules';

/**
 * The help centre's column tree (8 products and topics, 2–5 children each)
 * and its articles, indexed for search as kind HELP. Call inside the seed's
 * transaction. Content is deterministic for a seed; share ids are not (they
 * come from the secure random source, like those of new articles).
 */
export async function seedHelp(db: Database, seed = 20261122): Promise<{ columns: number; articles: number }> {
  const roots = await db
    .insert(helpColumns)
    .values(helpColumnSeed.map((c, i) => ({ name: c.name, intro: c.intro, sort: i + 1 })))
    .returning({ id: helpColumns.id, name: helpColumns.name });
  const rootIds = helpColumnSeed.map((c) => roots.find((r) => r.name === c.name)!.id);
  const childRows = helpColumnSeed.flatMap((c, i) => c.children.map((child, j) => ({ parentId: rootIds[i]!, name: child.name, intro: child.intro, sort: j + 1 })));
  const children = await db.insert(helpColumns).values(childRows).returning({ id: helpColumns.id, name: helpColumns.name, parentId: helpColumns.parentId });
  const childId = (rootIndex: number, childIndex: number) => {
    const name = helpColumnSeed[rootIndex]!.children[childIndex]!.name;
    return children.find((c) => c.parentId === rootIds[rootIndex] && c.name === name)!.id;
  };

  const rows = createHelpArticleDrafts(seed).map(({ rootIndex, childIndex, ...d }) => ({
    ...d,
    columnId: childId(rootIndex, childIndex),
    rootColumnId: rootIds[rootIndex]!,
    shareId: newShareId(),
    content: sanitizeArticleHtml(d.content),
    createdAt: d.publishDate,
    updatedAt: d.publishDate,
  }));
  const inserted = await db.insert(helpArticles).values(rows).returning({ id: helpArticles.id, resNumber: helpArticles.resNumber });
  const idOf = new Map(inserted.map((r) => [r.resNumber, r.id]));
  await upsertSearchDocuments(db, rows.map((r) => helpSource({ ...r, id: idOf.get(r.resNumber)! })));
  return { columns: roots.length + children.length, articles: rows.length };
}
