import type { ContentKind, Operation } from '../../../../common/account/options';
import type { OperationCounts, OperationListRequest, OperationRecord, OperationState } from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { toPage, type Page } from '../../../platform/pagination';
import type { SearchKind } from '../../../../common/search/options';
import { inTransaction } from '../transaction';
import { favouritesRepo as repo } from './repo';

/** Where each kind other than news is found in the site search index (tenders are indexed as TENDER). */
const indexKindOf: Record<Exclude<ContentKind, 'NEWS'>, SearchKind> = {
  VIDEO: 'VIDEO',
  BID: 'TENDER',
  NORMAL: 'NORMAL',
  POLICY: 'POLICY',
  PAPER: 'PAPER',
  DOWNLOAD: 'DOWNLOAD',
};

/** Likes and favourites of every content kind: one mechanism over user_operations. */
export function createFavouritesService({ db }: { db: Database }) {
  async function stateOf(dbx: Database, userId: number, kind: ContentKind, id: number, articlePraiseCount?: number): Promise<OperationState> {
    const [mine, counts] = await Promise.all([repo.operationsOf(dbx, userId, kind, id), repo.operationCounts(dbx, kind, [id])]);
    const countOf = (op: Operation) => counts.find((c) => c.op === op)?.n ?? 0;
    return {
      id,
      kind,
      praised: mine.includes('PRAISE'),
      favorited: mine.includes('FAVORITE'),
      // News keeps its own counter (it includes likes from before accounts existed).
      praiseCount: articlePraiseCount ?? countOf('PRAISE'),
      favoriteCount: countOf('FAVORITE'),
    };
  }

  async function requireArticle(dbx: Database, id: number) {
    const article = await repo.findPublishedArticle(dbx, id);
    if (!article) throw new AppError('NOT_FOUND', '文章不存在或已下线');
    return article;
  }

  return {
    /**
     * Likes or favourites (on) or takes it back (off). Doing it twice counts
     * once. A news like moves news_articles.praise_count in the same
     * transaction. Titles come from the content itself (news from the article, other kinds from the search index,
     * which holds every published item), never from the caller; an unknown item cannot be liked or favourited.
     */
    async setOperation(input: { userId: number; kind: ContentKind; id: number; op: Operation; on: boolean }): Promise<OperationState> {
      const { userId, kind, id, op, on } = input;
      return inTransaction(db, async (tx) => {
        const key = { userId, kind, targetId: id, op };
        if (kind === 'NEWS') {
          // Taking back a like of an article that has since gone offline is still allowed.
          const article = on ? await requireArticle(tx, id) : await repo.findPublishedArticle(tx, id);
          const changed = on ? await repo.insertOperation(tx, key, article!.title) : await repo.deleteOperation(tx, key);
          if (changed && op === 'PRAISE') await repo.adjustArticlePraise(tx, id, on ? 1 : -1);
          const fresh = await repo.findPublishedArticle(tx, id);
          return stateOf(tx, userId, kind, id, fresh?.praiseCount ?? 0);
        }
        if (on) {
          const title = await repo.findIndexedTitle(tx, indexKindOf[kind], id);
          if (title === undefined) throw new AppError('NOT_FOUND', '内容不存在或已下线');
          await repo.insertOperation(tx, key, title);
        } else await repo.deleteOperation(tx, key);
        return stateOf(tx, userId, kind, id);
      });
    },

    async operationState({ userId, kind, id }: { userId: number; kind: ContentKind; id: number }): Promise<OperationState> {
      if (kind === 'NEWS') {
        const article = await requireArticle(db, id);
        return stateOf(db, userId, kind, id, article.praiseCount);
      }
      return stateOf(db, userId, kind, id);
    },

    /** Like and favourite counts of several items of one kind, for lists. */
    async operationStats({ kind, ids }: { kind: ContentKind; ids: number[] }): Promise<OperationCounts[]> {
      const unique = [...new Set(ids)];
      const counts = await repo.operationCounts(db, kind, unique);
      const countOf = (id: number, op: Operation) => counts.find((c) => c.targetId === id && c.op === op)?.n ?? 0;
      return unique.map((id) => ({ id, praiseCount: countOf(id, 'PRAISE'), favoriteCount: countOf(id, 'FAVORITE') }));
    },

    async listOperations(input: OperationListRequest & { userId: number }): Promise<Page<OperationRecord>> {
      const { records, total } = await repo.listOperations(db, input, input.current, input.size);
      return toPage({
        current: input.current,
        size: input.size,
        total,
        records: records.map((r) => ({ kind: r.kind as ContentKind, id: r.id, title: r.title, createdAt: r.createdAt.toISOString() })),
      });
    },
  };
}
