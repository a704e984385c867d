import { count } from 'drizzle-orm';
import type { Database } from './client';
import { recruitJobs, seoTemplates, siteAgreements } from './schema';
import { jobDrafts } from './factories/recruit-jobs';
import { sitePagesSeoTemplates } from './factories/site-pages-seo';
import { agreementDrafts } from './factories/agreements';
import { sanitizeArticleHtml } from '../platform/sanitize';

/**
 * The agreements and the open jobs (issue 13). Skips what exists, so a site seeded before
 * this part gains it on its next start and an editor's versions are kept.
 */
export async function seedSitePages(db: Database): Promise<void> {
  await db.insert(seoTemplates).values(sitePagesSeoTemplates).onConflictDoNothing();
  const [agreements] = await db.select({ n: count() }).from(siteAgreements);
  if (!agreements?.n) {
    await db.insert(siteAgreements).values(agreementDrafts().map((d) => ({ ...d, content: sanitizeArticleHtml(d.content) })));
  }
  const [jobs] = await db.select({ n: count() }).from(recruitJobs);
  if (!jobs?.n) {
    const day = 86_400_000;
    const today = Date.now();
    await db.insert(recruitJobs).values(
      jobDrafts.map(({ daysAgo, ...d }) => ({ ...d, content: sanitizeArticleHtml(d.content), publishedAt: new Date(today - daysAgo * day) })),
    );
  }
}
