import type { Database } from './client';
import { helpColumns } from './schema';
import { createHelpArticleDrafts, helpColumnSeed } from './factories/help-articles';
import { sanitizeArticleHtml } from '../platform/sanitize';
import { insertHelpArticles } from '../modules/help/repo';

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
    content: sanitizeArticleHtml(d.content),
    createdAt: d.publishDate,
    updatedAt: d.publishDate,
  }));
  await insertHelpArticles(db, rows);
  return { columns: roots.length + children.length, articles: rows.length };
}
