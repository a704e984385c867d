import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { helpArticles, helpColumns } from '../../db/schema';
import type { ContentEvents } from '../../platform/content-events';
import type { KvStore } from '../../platform/kv-store';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { enforceRateLimits } from '../../platform/rate-limit';
import { htmlToText, sanitizeArticleHtml } from '../../platform/sanitize';
import { upsertSearchDocuments } from '../search/repo';
import { createSearchService } from '../search/service';
import { createHelpRepo, type HelpArticleFilter, type HelpArticleRow, type HelpListRow } from './repo';
import { RES_NUMBER_PATTERN, SHARE_ID_PATTERN } from '../../../common/help/options';
import type {
  HelpArticleDetail,
  HelpChildColumn,
  HelpColumnNode,
  HelpColumnRef,
  HelpFeedbackCounts,
  HelpFeedbackRequest,
  HelpListItem,
  HelpListRequest,
  HelpSearchRequest,
  HelpSearchResult,
  HelpShareLink,
} from '../../../common/help/schemas';
import { chinaDayOf, newShareId, summaryOf, toSearchKeywords } from './rules';
import { helpSource } from './search-source';

/** Votes one address may cast across all articles in an hour; the per-article rule is one a day. */
const FEEDBACK_PER_HOUR = 60;

export type HelpService = ReturnType<typeof createHelpService>;

export function createHelpService({ db, kv, events, siteUrl, now = Date.now }: { db: Database; kv: KvStore; events: ContentEvents; siteUrl: string; now?: () => number }) {
  const repo = createHelpRepo(db);
  // The site search service, filtered to kind HELP: one search for the whole site.
  const search = createSearchService({ db, now });

  // The tree with its counts changes only when articles are written; kept until then.
  let tree: Promise<HelpColumnNode[]> | undefined;
  events.onChanged(() => {
    tree = undefined;
  });
  const loadTree = async (): Promise<HelpColumnNode[]> => {
    const [columns, counts] = await Promise.all([repo.listColumns(), repo.countsByColumn()]);
    const perColumn = new Map(counts.map((c) => [c.columnId, Number(c.n)]));
    const ownCount = (c: (typeof columns)[number]) => ({ id: c.id, name: c.name, intro: c.intro, articleCount: perColumn.get(c.id) ?? 0 });
    return columns
      .filter((c) => c.parentId === null)
      .map((root) => {
        const children: HelpChildColumn[] = columns.filter((c) => c.parentId === root.id).map((c) => ({ ...ownCount(c), children: [] }));
        const own = ownCount(root);
        return { ...own, articleCount: own.articleCount + children.reduce((sum, c) => sum + c.articleCount, 0), children };
      });
  };
  const getTree = () => {
    tree ??= loadTree().catch((e: unknown) => {
      tree = undefined;
      throw e;
    });
    return tree;
  };
  /** Column id → its node and its root. */
  const columnIndex = async () => {
    const index = new Map<number, { node: HelpColumnNode | HelpChildColumn; root: HelpColumnNode }>();
    for (const root of await getTree()) {
      index.set(root.id, { node: root, root });
      for (const child of root.children) index.set(child.id, { node: child, root });
    }
    return index;
  };

  const ref = (n: HelpColumnRef | undefined): HelpColumnRef => ({ id: n?.id ?? 0, name: n?.name ?? '' });
  const toItems = async (rows: HelpListRow[]): Promise<HelpListItem[]> => {
    const index = await columnIndex();
    return rows.map((r) => ({
      id: r.id,
      resNumber: r.resNumber,
      title: r.title,
      summary: summaryOf(r.text),
      column: ref(index.get(r.columnId)?.node),
      rootColumn: ref(index.get(r.rootColumnId)?.node),
      readCount: r.readCount,
      helpfulCount: r.helpfulCount,
      publishDate: r.publishDate.toISOString(),
    }));
  };

  async function toDetail(row: HelpArticleRow | undefined): Promise<HelpArticleDetail> {
    if (!row) throw new AppError('NOT_FOUND', '帮助文章不存在或已下线');
    const [index, links, related] = await Promise.all([columnIndex(), repo.neighbours(row), repo.popular(6, { rootColumnId: row.rootColumnId }, row.id)]);
    return {
      id: row.id,
      resNumber: row.resNumber,
      shareId: row.shareId,
      title: row.title,
      content: row.content,
      column: ref(index.get(row.columnId)?.node),
      rootColumn: ref(index.get(row.rootColumnId)?.node),
      readCount: row.readCount,
      helpfulCount: row.helpfulCount,
      unhelpfulCount: row.unhelpfulCount,
      publishDate: row.publishDate.toISOString(),
      prev: links.prev,
      next: links.next,
      related: await toItems(related),
    };
  }

  const sharePath = (shareId: string) => `/help/share/${shareId}`;

  return {
    getTree,

    /** Articles of a column: a root column lists all of its children's. Unknown columns are not found. */
    async listPaged({ columnId, current, size }: HelpListRequest): Promise<Page<HelpListItem>> {
      let filter: HelpArticleFilter = {};
      if (columnId !== undefined) {
        const hit = (await columnIndex()).get(columnId);
        if (!hit) throw new AppError('NOT_FOUND', '帮助栏目不存在');
        filter = hit.node === hit.root ? { rootColumnId: columnId } : { columnId };
      }
      const total = await repo.count(filter);
      const offset = offsetOf(current, size);
      const rows = offset >= total ? [] : await repo.list(filter, size, offset);
      return toPage({ current, size, total, records: await toItems(rows) });
    },

    /** The most read articles, for the help home and sidebars. */
    async popular({ limit }: { limit: number }): Promise<HelpListItem[]> {
      return toItems(await repo.popular(limit));
    },

    /**
     * Help articles only, through the site search (kind HELP): ranked, with
     * highlighted title and snippet. Question words are dropped first (rules.ts).
     */
    async search({ keywords, current, size }: HelpSearchRequest): Promise<HelpSearchResult> {
      const typed = keywords.trim();
      const result = await search.search({ keywords: toSearchKeywords(typed), kind: 'HELP', current, size });
      const rows = await repo.byIds(result.records.map((r) => r.id));
      const items = new Map((await toItems(rows)).map((i) => [i.id, i]));
      const records = result.records.flatMap((hit) => {
        const item = items.get(hit.id);
        return item ? [{ ...item, titleHtml: hit.titleHtml, snippetHtml: hit.snippetHtml, url: hit.url }] : [];
      });
      return { keywords: typed, words: result.words, current, size, total: result.total, pages: result.pages, records };
    },

    get: ({ resId }: { resId: number }) => repo.findById(resId).then(toDetail),

    async getByNumber({ resNumber }: { resNumber: string }): Promise<HelpArticleDetail> {
      const normal = resNumber.trim().toUpperCase();
      // The API refuses a malformed number in its schema; a page address with one is simply not found.
      if (!RES_NUMBER_PATTERN.test(normal)) throw new AppError('NOT_FOUND', '帮助文章不存在或已下线');
      return repo.findByNumber(normal).then(toDetail);
    },

    async getByShareId({ shareId }: { shareId: string }): Promise<HelpArticleDetail> {
      if (!SHARE_ID_PATTERN.test(shareId)) throw new AppError('NOT_FOUND', '分享链接无效或文章已下线');
      return repo.findByShareId(shareId).then((row) => {
        if (!row) throw new AppError('NOT_FOUND', '分享链接无效或文章已下线');
        return toDetail(row);
      });
    },

    /** Counts one read (from the browser, decision 0003) and answers the new total. */
    async countRead({ resId }: { resId: number }): Promise<number> {
      const readCount = await repo.incrementRead(resId);
      if (readCount === undefined) throw new AppError('NOT_FOUND', '帮助文章不存在或已下线');
      return readCount;
    },

    /**
     * 有帮助 / 没帮助. One vote per address per article per China calendar day,
     * and at most FEEDBACK_PER_HOUR votes an hour from one address (README).
     */
    async feedback({ resId, type, ip }: HelpFeedbackRequest & { ip: string }): Promise<HelpFeedbackCounts> {
      if (!(await repo.findById(resId))) throw new AppError('NOT_FOUND', '帮助文章不存在或已下线');
      const { day, secondsLeft } = chinaDayOf(now());
      await enforceRateLimits(kv, [
        { key: `help:vote:${ip}:${resId}:${day}`, limit: 1, windowSeconds: secondsLeft, msg: '您今天已经评价过这篇文章，感谢您的反馈' },
        { key: `help:vote:${ip}`, limit: FEEDBACK_PER_HOUR, windowSeconds: 3600, msg: '评价过于频繁，请稍后再试' },
      ]);
      const counts = await repo.addFeedback(resId, type === 'HELPFUL');
      if (!counts) throw new AppError('NOT_FOUND', '帮助文章不存在或已下线');
      return counts;
    },

    /** The share link of an article (decision 0012: public, the share id already exists). */
    async shareLink({ resId }: { resId: number }): Promise<HelpShareLink> {
      const row = await repo.findById(resId);
      if (!row) throw new AppError('NOT_FOUND', '帮助文章不存在或已下线');
      const path = sharePath(row.shareId);
      return { shareId: row.shareId, path, url: `${siteUrl}${path}`, title: row.title };
    },

    /** Adds a column (a child when parentId is given). */
    async createColumn(input: { name: string; intro?: string; parentId?: number; sort?: number }): Promise<number> {
      const [row] = await db.insert(helpColumns).values({ name: input.name, intro: input.intro ?? '', parentId: input.parentId ?? null, sort: input.sort ?? 0 }).returning({ id: helpColumns.id });
      await events.changed('help');
      return row!.id;
    },

    /** Writes an article (sanitised, numbered, with a new share id) and its search document in one transaction. */
    async createArticle(input: { columnId: number; title: string; content: string; sort?: number; resNumber?: string; publishDate?: Date; readCount?: number }): Promise<{ id: number; resNumber: string; shareId: string }> {
      const hit = (await columnIndex()).get(input.columnId);
      if (!hit) throw new AppError('BUSINESS', '帮助栏目不存在');
      const content = sanitizeArticleHtml(input.content);
      if (!htmlToText(content)) throw new AppError('BUSINESS', '文章正文不能为空');
      const created = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const resNumber = input.resNumber ?? (await createHelpRepo(tx).nextResNumber());
        const values = {
          columnId: input.columnId,
          rootColumnId: hit.root.id,
          resNumber,
          shareId: newShareId(),
          title: input.title.trim(),
          content,
          sort: input.sort ?? 0,
          readCount: input.readCount ?? 0,
          publishDate: input.publishDate ?? new Date(now()),
        };
        const [row] = await tx.insert(helpArticles).values(values).returning({ id: helpArticles.id });
        await upsertSearchDocuments(tx, [helpSource({ ...values, id: row!.id })]);
        return { id: row!.id, resNumber, shareId: values.shareId };
      });
      await events.changed('help');
      return created;
    },
  };
}
