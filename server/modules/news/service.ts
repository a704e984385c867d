import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import { createCountCache, rangeStart } from '../../platform/count-cache';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { htmlToText, sanitizeArticleHtml } from '../../platform/sanitize';
import { unlessAll } from '../../../common/api/list-filters';
import { libraryRanges } from '../../../common/library/options';
import type { DirNewsRequest, NewsColumn, NewsDetail, NewsDirListRequest, NewsListItem, NewsTag, TopReadRequest } from '../../../common/news/schemas';
import { createNewsRepo, indexArticles, insertArticle, type ArticleFilter, type ArticleListRow, type ColumnRow, type NewArticle, type NewColumn } from './repo';

/** The column tree with published-article totals (a column's total includes its descendants). */
type ColumnIndex = { tree: NewsColumn[]; byId: Map<number, NewsColumn>; totals: Map<number, number>; totalAll: number };

export type NewsService = ReturnType<typeof createNewsService>;

export function createNewsService({ db, events, now = Date.now }: { db: Database; events: ContentEvents; now?: () => number }) {
  const repo = createNewsRepo(db);
  const cachedCount = createCountCache(events);

  // The column tree is small and read by every page: kept in memory, dropped when content changes.
  let columnIndex: Promise<ColumnIndex> | undefined;
  events.onChanged(() => {
    columnIndex = undefined;
  });
  const columns = () => {
    columnIndex ??= Promise.all([repo.allColumns(), repo.countsByColumn()]).then(([rows, counts]) => buildColumnIndex(rows, counts)).catch((e: unknown) => {
      columnIndex = undefined;
      throw e;
    });
    return columnIndex;
  };

  const toListItems = async (rows: ArticleListRow[]): Promise<NewsListItem[]> => {
    const { byId } = await columns();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      memo: r.memo,
      coverUrl: r.coverUrl,
      releaseTime: r.releaseTime.toISOString(),
      readCount: r.readCount,
      dirId: r.columnId,
      dirName: byId.get(r.columnId)?.name ?? '',
    }));
  };

  const service = {
    async listColumns(options: NewsDirListRequest = {}): Promise<NewsColumn[]> {
      const { tree } = await columns();
      return tree.filter(
        (c) => (options.bizType === undefined || c.bizType === options.bizType) && (options.isTopic === undefined || c.isTopic === options.isTopic),
      );
    },

    /**
     * The header's news menu (spec §2.4): up to ten news columns and ten topics,
     * id and name only. Read by every page render, so it is small to copy to a
     * render worker.
     */
    async navColumns(): Promise<{ newsColumns: { id: number; name: string }[]; topics: { id: number; name: string }[] }> {
      const { tree } = await columns();
      const brief = (c: NewsColumn) => ({ id: c.id, name: c.name });
      return {
        newsColumns: tree.filter((c) => c.bizType === 'NEWS' && !c.isTopic).slice(0, 10).map(brief),
        topics: tree.filter((c) => c.isTopic).slice(0, 10).map(brief),
      };
    },

    /** A column with its parent, for breadcrumbs and titles. */
    async getColumn({ id }: { id: number }) {
      const { byId } = await columns();
      const column = byId.get(id);
      if (!column) throw new AppError('NOT_FOUND', '栏目不存在');
      const parent = column.parentId === null ? null : (byId.get(column.parentId) ?? null);
      return { column, parent };
    },

    async getColumnByName({ name }: { name: string }): Promise<NewsColumn> {
      const { byId } = await columns();
      for (const column of byId.values()) if (column.name === name) return column;
      throw new AppError('NOT_FOUND', `栏目“${name}”不存在`);
    },

    /** A page of articles of a column (a top-level column includes its children's) or a tag; ALL filters nothing. */
    async listArticles(options: DirNewsRequest): Promise<Page<NewsListItem>> {
      const index = await columns();
      let filter: ArticleFilter = {};
      let total = index.totalAll;
      if (options.dirId !== undefined) {
        const { column } = await service.getColumn({ id: options.dirId });
        filter = columnFilter(column);
        total = index.totals.get(column.id) ?? 0;
      }
      if (options.tagId !== undefined) {
        filter = { ...filter, tagId: options.tagId };
        total = (await service.getTag({ id: options.tagId })).articleCount;
      }
      const days = libraryRanges[options.range ?? 'all'];
      const projectType = unlessAll(options.projectType);
      const projectRole = unlessAll(options.projectRole);
      if (projectType || projectRole || days > 0) {
        filter = { ...filter, projectType, projectRole, since: days > 0 ? rangeStart(now(), days) : undefined };
        const counted = filter;
        total = await cachedCount(JSON.stringify(counted), () => repo.countArticles(counted));
      }
      const offset = offsetOf(options.current, options.size);
      // Past the end there is nothing to read; totals are cached, so no query is needed to know it.
      const rows = offset >= total ? [] : await repo.listArticles(filter, options.size, offset, options.sort);
      return toPage({ current: options.current, size: options.size, total, records: await toListItems(rows) });
    },

    /** The most read news of the last `days` days: 热点资讯 is news, the knowledge base has a block of its own. */
    async hotArticles({ size, days }: { size: number; days: number }): Promise<NewsListItem[]> {
      return toListItems(await repo.listArticles({ since: new Date(now() - days * 86_400_000), bizType: 'NEWS' }, size, 0, 'hottest'));
    },

    /** Banner articles of the information home (each has a cover). */
    async bannerArticles({ size }: { size: number }): Promise<NewsListItem[]> {
      return toListItems(await repo.bannerArticles(size));
    },

    /** The newest articles, without a total: for blocks on the home and news pages. */
    async latestArticles({ size, dirId }: { size: number; dirId?: number }): Promise<NewsListItem[]> {
      const filter = dirId === undefined ? {} : columnFilter((await service.getColumn({ id: dirId })).column);
      return toListItems(await repo.listArticles(filter, size));
    },

    async topRead({ size, dirId }: TopReadRequest): Promise<NewsListItem[]> {
      const filter = dirId === undefined ? {} : columnFilter((await service.getColumn({ id: dirId })).column);
      return toListItems(await repo.topRead(size, filter));
    },

    async getArticle({ id }: { id: number }): Promise<NewsDetail> {
      const row = await repo.findArticle(id);
      if (!row) throw new AppError('NOT_FOUND', '文章不存在或已下线');
      const { byId } = await columns();
      const column = byId.get(row.columnId);
      const parent = column?.parentId ? byId.get(column.parentId) : undefined;
      const [tags, docs] = await Promise.all([repo.tagsOf([id]), repo.attachmentsOf(id)]);
      let relatedRows = await repo.relatedByTags(id, tags.map((t) => t.id), 6);
      if (relatedRows.length < 6) {
        const sameColumn = await repo.listArticles({ columnId: row.columnId, excludeId: id }, 6);
        const seen = new Set(relatedRows.map((r) => r.id));
        relatedRows = [...relatedRows, ...sameColumn.filter((r) => !seen.has(r.id))].slice(0, 6);
      }
      return {
        id: row.id,
        dirId: row.columnId,
        dirName: column?.name ?? '',
        parentDirId: parent?.id ?? null,
        parentDirName: parent?.name ?? null,
        title: row.title,
        viceTitle: row.viceTitle,
        memo: row.memo,
        author: row.author,
        source: row.source,
        creatorId: row.creatorId,
        releaseTime: row.releaseTime.toISOString(),
        readCount: row.readCount,
        praiseCount: row.praiseCount,
        criticCount: row.criticCount,
        props: row.props,
        content: row.content,
        seoTitle: row.seoTitle,
        seoDesc: row.seoDesc,
        seoKeyword: row.seoKeyword,
        projectType: row.projectType,
        projectRole: row.projectRole,
        tags: tags.map(({ id: tagId, name }) => ({ id: tagId, name })),
        docs,
        related: await toListItems(relatedRows),
      };
    },

    /** Counts one read and answers the new total. */
    async countRead({ id }: { id: number }): Promise<number> {
      const readCount = await repo.incrementReadCount(id);
      if (readCount === undefined) throw new AppError('NOT_FOUND', '文章不存在或已下线');
      return readCount;
    },

    async getTag({ id }: { id: number }): Promise<NewsTag> {
      const tag = await repo.findTag(id);
      if (!tag) throw new AppError('NOT_FOUND', '标签不存在');
      return { id: tag.id, name: tag.name, articleCount: tag.articleCount };
    },

    async listTags({ current, size }: { current: number; size: number }): Promise<Page<NewsTag>> {
      const { records, total } = await repo.listTags(current, size);
      return toPage({ current, size, total, records });
    },

    async sitemapEntries() {
      const { byId } = await columns();
      return { columnIds: [...byId.keys()] };
    },

    /** Writes an article (sanitised), its tags, attachments and search document in one transaction. */
    async createArticle(input: Omit<NewArticle, 'memo' | 'rootColumnId'> & { memo?: string }): Promise<number> {
      const { column } = await service.getColumn({ id: input.columnId });
      const content = sanitizeArticleHtml(input.content);
      const memo = input.memo?.trim() || htmlToText(content).slice(0, 120);
      const rootColumnId = column.parentId ?? column.id;
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const articleId = await insertArticle(tx, { ...input, rootColumnId, content, memo });
        await indexArticles(tx, [{ ...input, id: articleId, content, bizType: column.bizType }]);
        return articleId;
      });
      await events.changed('news');
      return id;
    },

    /** Adds a column; a child's parent must be a top-level column (two levels at most). */
    async createColumn(input: NewColumn): Promise<number> {
      if (input.parentId) {
        const { column: parent } = await service.getColumn({ id: input.parentId });
        if (parent.parentId !== null) throw new AppError('BUSINESS', '栏目最多两级：子栏目下不能再建栏目');
      }
      const id = await repo.insertColumn(input);
      await events.changed('news');
      return id;
    },
  };
  return service;
}

function buildColumnIndex(rows: ColumnRow[], counts: { columnId: number; n: number }[]): ColumnIndex {
  const byId = new Map<number, NewsColumn>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      name: r.name,
      bizType: r.bizType === 'KNOW' ? 'KNOW' : 'NEWS',
      isTopic: r.isTopic,
      intro: r.intro,
      parentId: r.parentId,
      children: [],
    });
  }
  const tree: NewsColumn[] = [];
  for (const column of byId.values()) {
    const parent = column.parentId === null ? undefined : byId.get(column.parentId);
    if (parent) parent.children.push(column);
    else tree.push(column);
  }
  const own = new Map(counts.map((c) => [c.columnId, Number(c.n)]));
  const totals = new Map<number, number>();
  for (const column of byId.values()) totals.set(column.id, descendantIds(column).reduce((sum, id) => sum + (own.get(id) ?? 0), 0));
  const totalAll = [...own.values()].reduce((a, b) => a + b, 0);
  return { tree, byId, totals, totalAll };
}

/** Columns are two levels deep: a top-level column is read through root_column_id, a child by its own id. */
function columnFilter(column: NewsColumn): ArticleFilter {
  return column.parentId === null ? { rootColumnId: column.id } : { columnId: column.id };
}

function descendantIds(column: NewsColumn): number[] {
  return [column.id, ...column.children.flatMap(descendantIds)];
}
