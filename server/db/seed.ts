import { count, eq, sql } from 'drizzle-orm';
import { refreshTagCounts, reindexNews } from '../modules/news/repo';
import { bulkIndexing } from '../modules/search/repo';
import type { Database } from './client';
import { seoTemplateSeed } from './factories/news-columns';
import { addNewsArticles, seedKnowledgeBase, seedNewsArticles, seedNewsColumns } from './seed-news';
import { seedLibrary } from './seed-library';
import { seedDownload } from './seed-download';
import { seedHelp } from './seed-help';
import { seedSolutions } from './seed-solution';
import { seedLearning } from './seed-learning';
import { seedTenders } from './seed-tender';
import { seedProducts } from './seed-product';
import { seedSite } from './seed-site';
import { seedSitePages } from './seed-site-pages';
import { seedAiTools } from './seed-ai';
import { appMeta, newsArticles, seoTemplates } from './schema';

export { knowledgeMinimum } from './seed-news';

/**
 * Demo content: the news column tree and articles (seed-news.ts), SEO templates and every other kind, all
 * written in one transaction, marked done with app_meta seed_version. Also bulk synthetic articles for load tests.
 */
export const seedVersion = '1';
const seedVersionKey = 'seed_version';

/** Random seed of the demo content. */
const demoSeed = 20261122;

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, seedVersionKey)).limit(1);
  return rows.length > 0;
}

/**
 * Seeds an empty database: `articleCount` articles spread over the news and knowledge-base columns, the knowledge base
 * then topped up to `knowledgeMinimum` (seedAddedParts), and every other kind. Returns the articles written in all.
 */
export async function seedDemoContent({
  db,
  articleCount = 240,
  seed = demoSeed,
  tenderProjects,
}: {
  db: Database;
  articleCount?: number;
  seed?: number;
  /** Tender projects (about 2.6 notices each); the demo's 1 250 unless a test wants fewer. */
  tenderProjects?: number;
}): Promise<{ columns: number; articles: number }> {
  if (!Number.isInteger(articleCount) || articleCount < 0) throw new RangeError(`articleCount must be a non-negative integer, got ${articleCount}`);
  // Every kind writes its search documents: with the indexes' pending lists raised for the transaction (decision 0050),
  // the first start's seed took 9 s instead of 13 s (2026-11-29), most of the difference the GIN inserts of 3 300 tender notices.
  const result = await db.transaction((transaction) => bulkIndexing(transaction as unknown as Database, async () => {
    const tx = transaction as unknown as Database;
    const columns = await seedNewsColumns(tx);

    await tx.insert(seoTemplates).values(seoTemplateSeed).onConflictDoNothing();

    await seedNewsArticles(tx, { columns, articleCount, seed });
    await seedLibrary(tx);
    await seedDownload(tx);
    await seedHelp(tx);
    await seedSolutions(tx);
    await seedLearning(tx);
    await seedAddedParts(tx, { seed, tenderProjects });

    await tx
      .insert(appMeta)
      .values({ key: seedVersionKey, value: seedVersion })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: seedVersion, updatedAt: new Date() } });
    await refreshTagCounts(tx);
    const [articles] = await tx.select({ n: count() }).from(newsArticles);
    return { columns: columns.length, articles: articles?.n ?? 0 };
  }));
  await reindexNews(db);
  await analyze(db);
  return result;
}

/**
 * Parts of the demo content added after seed version 1 (the knowledge base's hundred entries, tenders, products, the footer's contacts).
 * Each seeds only while its part is short or empty, so a site first seeded by an earlier version gains them on its
 * next start (see server/main.ts).
 */
export async function seedAddedParts(db: Database, { seed = demoSeed, tenderProjects }: { seed?: number; tenderProjects?: number } = {}): Promise<void> {
  await seedKnowledgeBase(db, seed);
  await seedTenders(db, undefined, tenderProjects);
  await seedProducts(db);
  await seedSite(db);
  await seedSitePages(db);
  await seedAiTools(db);
}

/** After a bulk load: fresh planner statistics and a visibility map, so counts and lists use their indexes. */
async function analyze(db: Database) {
  await db.execute(sql`vacuum analyze`);
}

/**
 * Appends `count` generated articles to the existing leaf columns, in
 * transactions of 2 000, for load tests (up to a few hundred thousand).
 * Titles stay distinct from those already stored.
 */
export async function addSyntheticArticles({
  db,
  count: total,
  seed = 7_700_417,
  onProgress,
}: {
  db: Database;
  count: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<number> {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`count must be a non-negative integer, got ${total}`);
  if (total === 0) return 0;
  const done = await addNewsArticles(db, { total, seed, onProgress });
  await refreshTagCounts(db);
  await reindexNews(db);
  await analyze(db);
  return done;
}
