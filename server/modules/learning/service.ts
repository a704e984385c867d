import { createCountCache } from '../../platform/count-cache';
import { unlessAll } from '../../../common/api/list-filters';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { upsertSearchDocuments } from '../search/repo';
import { htmlToText, sanitizeArticleHtml } from '../../platform/sanitize';
import type {
  CourseCategoryNode,
  CourseDetail,
  CourseListItem,
  CourseListRequest,
  CourseRecommendRequest,
  CourseStarState,
  CourseUnionSearch,
  CourseUnionSearchRequest,
  FavoriteCourseListItem,
  FavoriteCourseListRequest,
  FullCourse,
  ViewerCourseListItem,
  ViewerCourseState,
} from '../../../common/learning/schemas';
import { createLearningRepo, type CategoryRow, type CourseFilter, type CourseListRow, type NewCourse } from './repo';
import { courseSource } from './search-sources';
import { mediaUrlOf, PREVIEW_CHAPTERS, sinceOf } from './rules';

export type LearningService = ReturnType<typeof createLearningService>;

export function createLearningService({ db, events, now = Date.now }: { db: Database; events: ContentEvents; now?: () => number }) {
  const repo = createLearningRepo(db);

  // The tree is small and read by every list: built once, dropped when content changes.
  let tree: Promise<{ roots: CourseCategoryNode[]; byId: Map<number, CourseCategoryNode> }> | undefined;
  events.onChanged(() => {
    tree = undefined;
  });

  const loadTree = () => {
    tree ??= Promise.all([repo.categories(), repo.countsByCategory()])
      .then(([rows, perCategory]) => buildTree(rows, new Map(perCategory.map((c) => [c.categoryId, c.n]))))
      .catch((e: unknown) => {
        tree = undefined;
        throw e;
      });
    return tree;
  };
  const cachedCount = createCountCache(events);

  async function toItems(rows: CourseListRow[]): Promise<CourseListItem[]> {
    const { byId } = await loadTree();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      lecturer: r.lecturer,
      lecturerTitle: r.lecturerTitle,
      coverUrl: r.coverUrl,
      durationSeconds: r.durationSeconds,
      chapterCount: r.chapterCount,
      categoryId: r.categoryId,
      categoryName: byId.get(r.categoryId)?.name ?? '',
      rootCategoryId: r.rootCategoryId,
      rootCategoryName: byId.get(r.rootCategoryId)?.name ?? '',
      projectType: r.projectType,
      projectRole: r.projectRole,
      isRecommended: r.isRecommended,
      publishDate: r.publishDate.toISOString(),
      playCount: r.playCount,
      starCount: r.starCount,
    }));
  }

  async function filterOf(o: Omit<CourseListRequest, 'current' | 'size'>): Promise<CourseFilter> {
    const filter: CourseFilter = {
      projectType: unlessAll(o.projectType),
      projectRole: unlessAll(o.projectRole),
      since: sinceOf(o.range ?? 'all', now()),
      keyword: o.keywords?.trim() || undefined,
    };
    if (o.categoryId !== undefined) {
      const category = (await loadTree()).byId.get(o.categoryId);
      if (!category) throw new AppError('NOT_FOUND', '课程分类不存在');
      if (category.parentId === null) filter.rootCategoryId = category.id;
      else filter.categoryId = category.id;
    }
    return filter;
  }

  async function viewerStates(userId: number, ids: number[]): Promise<Map<number, ViewerCourseState>> {
    const ops = await repo.viewerOps(userId, ids);
    return new Map(ids.map((id) => [id, { starred: ops.some((o) => o.id === id && o.op === 'STAR'), favorited: ops.some((o) => o.id === id && o.op === 'FAVORITE') }]));
  }

  async function requireCourse(id: number) {
    const row = await repo.findCourse(id);
    if (!row) throw new AppError('NOT_FOUND', '课程不存在或已下线');
    return row;
  }

  const service = {
    /** The two-level category tree with the number of courses under each node. */
    async categoryTree(): Promise<CourseCategoryNode[]> {
      return (await loadTree()).roots;
    },

    async listCourses(o: CourseListRequest): Promise<Page<CourseListItem>> {
      const filter = await filterOf(o);
      const total = await cachedCount(JSON.stringify(filter), () => repo.countCourses(filter));
      const offset = offsetOf(o.current, o.size);
      const rows = offset >= total ? [] : await repo.listCourses(filter, o.sort ?? 'newest', o.size, offset);
      return toPage({ current: o.current, size: o.size, total, records: await toItems(rows) });
    },

    /** The same page with the viewer's star and favourite on each course. */
    async listCoursesForViewer(o: CourseListRequest & { userId: number }): Promise<Page<ViewerCourseListItem>> {
      const page = await service.listCourses(o);
      const states = await viewerStates(o.userId, page.records.map((r) => r.id));
      return { ...page, records: page.records.map((r) => ({ ...r, ...states.get(r.id)! })) };
    },

    async getCourse({ id, userId }: { id: number; userId?: number }): Promise<CourseDetail> {
      const row = await requireCourse(id);
      const [item] = await toItems([{ ...row, chapterCount: row.chapters.length }]);
      const viewer = userId === undefined ? null : (await viewerStates(userId, [id])).get(id)!;
      return {
        ...item!,
        intro: row.intro,
        chapters: row.chapters.map((c, index) => ({ ...c, index: index + 1, isPreview: index < PREVIEW_CHAPTERS })),
        previewUrl: mediaUrlOf(row.mediaKey),
        viewer,
      };
    },

    /** Recommended courses; with `id`, related ones first (its category, then its parent's). */
    async recommend({ id, size }: CourseRecommendRequest): Promise<CourseListItem[]> {
      const near = id === undefined ? undefined : await requireCourse(id);
      return toItems(await repo.recommended(near, size));
    },

    async countPlay({ id }: { id: number }): Promise<number> {
      const playCount = await repo.incrementPlay(id);
      if (playCount === undefined) throw new AppError('NOT_FOUND', '课程不存在或已下线');
      return playCount;
    },

    /**
     * Stars (on) or unstars a course. One star per user and course; the
     * course's starCount moves in the same transaction, and only when the
     * star really changed, so repeats are harmless.
     */
    async setStar({ userId, id, on }: { userId: number; id: number; on: boolean }): Promise<CourseStarState> {
      return db.transaction(async (transaction) => {
        const tx = createLearningRepo(transaction as unknown as Database);
        const course = await tx.findCourse(id);
        if (!course) throw new AppError('NOT_FOUND', '课程不存在或已下线');
        const changed = on ? await tx.insertStar(userId, id, course.title) : await tx.deleteStar(userId, id);
        const starCount = changed ? await tx.adjustStarCount(id, on ? 1 : -1) : course.starCount;
        return { id, starred: on, starCount };
      });
    },

    /** What a logged-in viewer gets from checkLogin: the full course's media. */
    async fullCourse({ id }: { id: number }): Promise<FullCourse> {
      const row = await requireCourse(id);
      return { id, canPlay: true as const, mediaUrl: mediaUrlOf(row.mediaKey), chapterCount: row.chapters.length };
    },

    /** Categories whose name contains the keywords, and the courses that match them. */
    async unionSearch({ keywords, size }: CourseUnionSearchRequest): Promise<CourseUnionSearch> {
      const needle = keywords.trim().toLowerCase();
      const { roots, byId } = await loadTree();
      const categories = roots
        .flatMap((root) => [root, ...root.children])
        .filter((c) => c.name.toLowerCase().includes(needle))
        .map((c) => ({ id: c.id, name: c.name, parentId: c.parentId, parentName: c.parentId === null ? '' : (byId.get(c.parentId)?.name ?? ''), courseCount: c.courseCount }));
      const courses = await service.listCourses({ keywords: needle, current: 1, size });
      return { categories, courses: courses.records, total: courses.total };
    },

    async listFavorites({ userId, current, size }: FavoriteCourseListRequest & { userId: number }): Promise<Page<FavoriteCourseListItem>> {
      const { records, total } = await repo.listFavorites(userId, size, offsetOf(current, size));
      const items = await toItems(records);
      return toPage({ current, size, total, records: items.map((item, i) => ({ ...item, favoritedAt: records[i]!.favoritedAt.toISOString() })) });
    },

    /* ── writes (tests and future admin) ── */

    async createCategory({ name, parentId = null, sort = 0 }: { name: string; parentId?: number | null; sort?: number }): Promise<number> {
      if (parentId !== null) {
        const parent = (await repo.categories()).find((c) => c.id === parentId);
        if (!parent || parent.parentId !== null) throw new AppError('BUSINESS', '上级分类必须是一级分类');
      }
      const row = await repo.insertCategory({ name, parentId, sort });
      await events.changed('learning');
      return row.id;
    },

    /** Writes a course and its search document in one transaction. */
    async createCourse(input: Omit<NewCourse, 'id' | 'rootCategoryId' | 'summary'> & { summary?: string }): Promise<number> {
      const category = (await repo.categories()).find((c) => c.id === input.categoryId);
      if (!category) throw new AppError('BUSINESS', '课程分类不存在');
      const intro = sanitizeArticleHtml(input.intro ?? '');
      const chapters = input.chapters ?? [];
      // Headings (课程简介 …) would read as part of the sentence in a card.
      const summary = input.summary?.trim() || htmlToText(intro.replace(/<h[1-6][^>]*>.*?<\/h[1-6]>/g, ' ')).slice(0, 160);
      const row = { ...input, intro, summary, chapters, rootCategoryId: category.parentId ?? category.id, durationSeconds: input.durationSeconds ?? chapters.reduce((s, c) => s + c.durationSeconds, 0) };
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const newId = await createLearningRepo(tx).insertCourse(row);
        await upsertSearchDocuments(tx, [courseSource({ ...row, id: newId, lecturerTitle: row.lecturerTitle ?? '' })]);
        return newId;
      });
      await events.changed('learning');
      return id;
    },
  };
  return service;
}

/** Parents in their order with their children; a parent counts the courses of its children and its own. */
export function buildTree(rows: CategoryRow[], courseCounts: Map<number, number>) {
  const byId = new Map<number, CourseCategoryNode>();
  for (const r of rows) byId.set(r.id, { id: r.id, name: r.name, parentId: r.parentId, courseCount: courseCounts.get(r.id) ?? 0, children: [] });
  const roots: CourseCategoryNode[] = [];
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  for (const root of roots) root.courseCount += root.children.reduce((sum, c) => sum + c.courseCount, 0);
  return { roots, byId };
}
