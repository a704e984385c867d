import { count, inArray, sql } from 'drizzle-orm';
import { indexArticles, refreshTagCounts } from '../modules/news/repo';
import { sanitizeArticleHtml } from '../platform/sanitize';
import type { Database } from './client';
import { tagPool } from './factories/article-phrases';
import { newsColumnSeed } from './factories/news-columns';
import { createArticleFactory, type ArticleDraft } from './factories/news-factory';
import { newsArticles, newsArticleTags, newsAttachments, newsColumns, newsTags } from './schema';

/*
 * The news part of the demo content (server/db/seed.ts runs it): the column tree, generated articles with tags and
 * attachments spread over the leaf columns, the information home's banner, the knowledge base's minimum, and bulk
 * articles for load tests.
 */

/** Rows per INSERT statement; keeps every statement far below PostgreSQL's 65 535 parameters. */
const articlesPerStatement = 500;
const linksPerStatement = 5000;
/** Articles per transaction in addNewsArticles. */
const syntheticBatch = 2000;

type Column = { id: number; name: string; parentId: number | null };

type Leaf = { id: number; name: string; weight: number; rootId: number };
type Planned = { columnId: number; rootColumnId: number; draft: ArticleDraft };

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Share of articles for each leaf column: the children of one parent split
 * twelve shares between them, a top-level leaf (a topic) gets three. So every
 * parent ends up with about the same number of articles whatever its number
 * of children, and topics with a few each.
 */
function leafWeights(columns: Column[]): Leaf[] {
  const childCount = new Map<number, number>();
  for (const c of columns) if (c.parentId !== null) childCount.set(c.parentId, (childCount.get(c.parentId) ?? 0) + 1);
  return columns
    .filter((c) => !childCount.has(c.id))
    .map((c) => ({
      id: c.id,
      rootId: c.parentId ?? c.id,
      name: c.name,
      weight: c.parentId === null ? 3 : Math.max(1, Math.round(12 / (childCount.get(c.parentId) ?? 1))),
    }));
}

/** Smooth weighted round robin: interleaves columns, each picked in proportion to its weight. */
function createRoundRobin(leaves: Leaf[]): () => Leaf {
  const current = leaves.map(() => 0);
  const total = leaves.reduce((sum, l) => sum + l.weight, 0);
  return () => {
    let best = 0;
    for (let i = 0; i < leaves.length; i++) {
      current[i]! += leaves[i]!.weight;
      if (current[i]! > current[best]!) best = i;
    }
    current[best]! -= total;
    return leaves[best]!;
  };
}

async function ensureTags(db: Database, names: string[]): Promise<Map<string, number>> {
  await db
    .insert(newsTags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: newsTags.id, name: newsTags.name }).from(newsTags).where(inArray(newsTags.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Articles, then their tag links and attachments, in a few large statements. Returns the new articles' ids in order. */
async function insertPlanned(db: Database, planned: Planned[], tagIds: Map<string, number>): Promise<number[]> {
  const ids: number[] = [];
  const links: { articleId: number; tagId: number }[] = [];
  const attachments: (typeof newsAttachments.$inferInsert)[] = [];
  for (const batch of chunks(planned, articlesPerStatement)) {
    const rows = batch.map(({ columnId, rootColumnId, draft }) => ({
      columnId,
      rootColumnId,
      title: draft.title,
      viceTitle: draft.viceTitle,
      memo: draft.memo,
      content: sanitizeArticleHtml(draft.content),
      author: draft.author,
      source: draft.source,
      releaseTime: draft.releaseTime,
      readCount: draft.readCount,
      praiseCount: draft.praiseCount,
      criticCount: draft.criticCount,
      seoKeyword: draft.seoKeyword,
      projectType: draft.projectType,
      projectRole: draft.projectRole,
      createdAt: draft.releaseTime,
      updatedAt: draft.releaseTime,
    }));
    const inserted = await db.insert(newsArticles).values(rows).returning({ id: newsArticles.id, title: newsArticles.title });
    // RETURNING comes back in VALUES order; the title check makes sure before we rely on it.
    const inOrder = inserted.length === rows.length && inserted.every((r, i) => r.title === rows[i]!.title);
    const byTitle = inOrder ? undefined : new Map(inserted.map((r) => [r.title, r.id]));
    batch.forEach(({ draft }, i) => {
      const articleId = byTitle ? byTitle.get(draft.title) : inserted[i]!.id;
      if (articleId === undefined) throw new Error(`seed: no id returned for "${draft.title}"`);
      ids.push(articleId);
      for (const name of new Set(draft.tags)) {
        const tagId = tagIds.get(name);
        if (tagId !== undefined) links.push({ articleId, tagId });
      }
      draft.docs.forEach((doc, sort) => attachments.push({ articleId, title: doc.title, fileType: doc.fileType, sizeBytes: doc.sizeBytes, sort }));
    });
  }
  for (const batch of chunks(links, linksPerStatement)) await db.insert(newsArticleTags).values(batch).onConflictDoNothing();
  for (const batch of chunks(attachments, linksPerStatement)) await db.insert(newsAttachments).values(batch);
  return ids;
}

function planArticles(leaves: Leaf[], seed: number, startIndex: Map<number, number>, avoidTitles?: Iterable<string>) {
  const factory = createArticleFactory(seed, { avoidTitles });
  const next = createRoundRobin(leaves);
  const counters = new Map(startIndex);
  return (n: number): Planned[] => {
    const planned: Planned[] = [];
    for (let i = 0; i < n; i++) {
      const leaf = next();
      const index = counters.get(leaf.id) ?? 0;
      counters.set(leaf.id, index + 1);
      planned.push({ columnId: leaf.id, rootColumnId: leaf.rootId, draft: factory.article(leaf.name, index) });
    }
    return planned;
  };
}

/** The column tree (parents, then their children); answers every column written. */
export async function seedNewsColumns(tx: Database): Promise<Column[]> {
  const parents = await tx
    .insert(newsColumns)
    .values(newsColumnSeed.map((c, i) => ({ name: c.name, bizType: c.bizType, isTopic: c.isTopic, intro: c.intro, sort: i + 1 })))
    .returning({ id: newsColumns.id, name: newsColumns.name, parentId: newsColumns.parentId });
  const parentId = new Map(parents.map((p) => [p.name, p.id]));
  const childRows = newsColumnSeed.flatMap((c) =>
    c.children.map((child, j) => ({
      parentId: parentId.get(c.name)!,
      name: child.name,
      bizType: c.bizType,
      isTopic: false,
      intro: child.intro,
      sort: j + 1,
    })),
  );
  const children = childRows.length
    ? await tx.insert(newsColumns).values(childRows).returning({ id: newsColumns.id, name: newsColumns.name, parentId: newsColumns.parentId })
    : [];
  return [...parents, ...children];
}

/** `articleCount` articles over the leaf columns, then the information home's banner. */
export async function seedNewsArticles(
  tx: Database,
  { columns, articleCount, seed }: { columns: Column[]; articleCount: number; seed: number },
): Promise<void> {
  const tagIds = await ensureTags(tx, tagPool);
  const plan = planArticles(leafWeights(columns), seed, new Map());
  await insertPlanned(tx, plan(articleCount), tagIds);
  await markBanners(tx);
}

/** The knowledge base (columns of bizType KNOW) holds at least this many articles, like every other content kind. */
export const knowledgeMinimum = 100;

/**
 * Tops the knowledge-base columns up to `knowledgeMinimum` articles: the shared plan gives them only their share of
 * the news (about one in eleven), and a site seeded before this part existed gains the rest on its next start. With
 * the main plan's seed each column goes on where the plan stopped, so no entry repeats. The new entries are indexed
 * for search here, in the caller's transaction.
 */
export async function seedKnowledgeBase(db: Database, seed: number): Promise<void> {
  const columns = await db
    .select({ id: newsColumns.id, name: newsColumns.name, parentId: newsColumns.parentId, bizType: newsColumns.bizType })
    .from(newsColumns);
  const knowledgeIds = new Set(columns.filter((c) => c.bizType === 'KNOW').map((c) => c.id));
  const leaves = leafWeights(columns).filter((l) => knowledgeIds.has(l.id));
  if (leaves.length === 0) return;
  const perColumn = await db
    .select({ columnId: newsArticles.columnId, n: count() })
    .from(newsArticles)
    .where(inArray(newsArticles.columnId, [...knowledgeIds]))
    .groupBy(newsArticles.columnId);
  const missing = knowledgeMinimum - perColumn.reduce((sum, r) => sum + r.n, 0);
  if (missing <= 0) return;
  const existingTitles = await db.select({ title: newsArticles.title }).from(newsArticles);
  const plan = planArticles(
    leaves,
    seed,
    new Map(perColumn.map((r) => [r.columnId, r.n])),
    existingTitles.map((r) => r.title),
  );
  const ids = await insertPlanned(db, plan(missing), await ensureTags(db, tagPool));
  const added = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      viceTitle: newsArticles.viceTitle,
      content: newsArticles.content,
      releaseTime: newsArticles.releaseTime,
    })
    .from(newsArticles)
    .where(inArray(newsArticles.id, ids));
  await indexArticles(
    db,
    added.map((a) => ({ ...a, bizType: 'KNOW' })),
  );
  await refreshTagCounts(db);
}

/** The banner of the information home: the newest news article of each of five project types, with that type's picture. */
const bannerTypes = ['SUBWAY', 'ROAD', 'BUILDING', 'TUNNEL', 'WATER'] as const;

async function markBanners(db: Database) {
  for (const type of bannerTypes) {
    await db.execute(sql`
      update news_articles set is_banner = true, cover_url = ${`/images/banners/${type.toLowerCase()}.svg`}
      where id = (
        select a.id from news_articles a join news_columns c on c.id = a.column_id
        where c.biz_type = 'NEWS' and not c.is_topic and a.project_type = ${type} and a.is_published
        order by a.release_time desc, a.id desc limit 1
      )`);
  }
}

/**
 * Appends `total` generated articles to the existing leaf columns, in transactions of 2 000; titles stay distinct
 * from those already stored. Refreshing tag counts and the search index is the caller's.
 */
export async function addNewsArticles(
  db: Database,
  { total, seed, onProgress }: { total: number; seed: number; onProgress?: (done: number, total: number) => void },
): Promise<number> {
  const columns = await db.select({ id: newsColumns.id, name: newsColumns.name, parentId: newsColumns.parentId }).from(newsColumns);
  const leaves = leafWeights(columns);
  if (leaves.length === 0) throw new Error('No news columns to add articles to: seed the demo content first.');

  const perColumn = await db.select({ columnId: newsArticles.columnId, n: count() }).from(newsArticles).groupBy(newsArticles.columnId);
  const existingTitles = await db.select({ title: newsArticles.title }).from(newsArticles);
  const tagIds = await ensureTags(db, tagPool);
  const plan = planArticles(
    leaves,
    seed,
    new Map(perColumn.map((r) => [r.columnId, r.n])),
    existingTitles.map((r) => r.title),
  );

  let done = 0;
  while (done < total) {
    const planned = plan(Math.min(syntheticBatch, total - done));
    await db.transaction(async (transaction) => insertPlanned(transaction as unknown as Database, planned, tagIds));
    done += planned.length;
    onProgress?.(done, total);
  }
  return done;
}
