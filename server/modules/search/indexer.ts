import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsArticles, newsColumns, searchDocuments } from '../../db/schema';
import { htmlToText } from '../../platform/sanitize';
import { segmentForIndex } from './segment';

/** Every kind of searchable content, in display order. */
export const searchKinds = ['NEWS', 'KNOW', 'NORMAL', 'POLICY', 'PAPER', 'VIDEO', 'DOWNLOAD', 'TENDER', 'SOLUTION', 'HELP'] as const;
export type SearchKind = (typeof searchKinds)[number];

export type SearchSource = { kind: SearchKind; refId: number; title: string; text: string; url: string; publishedAt: Date };

/** Body text kept for snippets and indexing; longer articles are indexed by their opening. */
const BODY_LIMIT = 3000;

/** Adds or replaces documents in the index (title weighted above body). Call inside the writer's transaction. */
export async function upsertSearchDocuments(db: Database, sources: SearchSource[]): Promise<void> {
  if (sources.length === 0) return;
  const rows = sources.map((s) => {
    const body = s.text.slice(0, BODY_LIMIT);
    const title = segmentForIndex(s.title);
    return {
      kind: s.kind,
      refId: s.refId,
      title: s.title,
      body,
      url: s.url,
      publishedAt: s.publishedAt,
      tsv: sql`setweight(to_tsvector('simple', ${title}), 'A') || setweight(to_tsvector('simple', ${segmentForIndex(body)}), 'B')`,
      titleTsv: sql`to_tsvector('simple', ${title})`,
    };
  });
  await db
    .insert(searchDocuments)
    .values(rows as unknown as (typeof searchDocuments.$inferInsert)[])
    .onConflictDoUpdate({
      target: [searchDocuments.kind, searchDocuments.refId],
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        url: sql`excluded.url`,
        publishedAt: sql`excluded.published_at`,
        tsv: sql`excluded.tsv`,
        titleTsv: sql`excluded.title_tsv`,
      },
    });
}

/** A news article as a search source; knowledge-base columns (bizType KNOW) are their own kind. */
export function newsSource(article: { id: number; title: string; viceTitle?: string; content: string; releaseTime: Date }, bizType: string): SearchSource {
  return {
    kind: bizType === 'KNOW' ? 'KNOW' : 'NEWS',
    refId: article.id,
    title: article.title,
    text: [article.viceTitle ?? '', htmlToText(article.content)].filter(Boolean).join(' '),
    url: `/news/${article.id}`,
    publishedAt: article.releaseTime,
  };
}

/** Rebuilds the news part of the index after a bulk load, in batches. */
export async function reindexNews(db: Database, batchSize = 500): Promise<number> {
  const bizTypes = new Map((await db.select({ id: newsColumns.id, bizType: newsColumns.bizType }).from(newsColumns)).map((c) => [c.id, c.bizType]));
  let lastId = 0;
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ id: newsArticles.id, title: newsArticles.title, viceTitle: newsArticles.viceTitle, content: newsArticles.content, releaseTime: newsArticles.releaseTime, columnId: newsArticles.columnId })
      .from(newsArticles)
      .where(gt(newsArticles.id, lastId))
      .orderBy(asc(newsArticles.id))
      .limit(batchSize);
    if (batch.length === 0) return done;
    await db.transaction((tx) => upsertSearchDocuments(tx as unknown as Database, batch.map((a) => newsSource(a, bizTypes.get(a.columnId) ?? 'NEWS'))));
    lastId = batch[batch.length - 1]!.id;
    done += batch.length;
  }
}
