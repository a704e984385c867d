import { and, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userOperations, videoCategories, videoCourses } from '../../db/schema';
import { indexedKeywordCondition } from '../search/keyword-condition';
import type { LibrarySort } from '../../../common/library/options';
import { upsertSearchDocuments } from '../search/repo';
import { courseSource } from './search-sources';

/** What a course list may be narrowed by; `undefined` means "all". */
export type CourseFilter = {
  /** A child category. */
  categoryId?: number;
  /** A top-level category: every course below it. */
  rootCategoryId?: number;
  projectType?: string;
  projectRole?: string;
  since?: Date;
  keyword?: string;
  excludeId?: number;
};

function whereOf(f: CourseFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.categoryId !== undefined) c.push(eq(videoCourses.categoryId, f.categoryId));
  if (f.rootCategoryId !== undefined) c.push(eq(videoCourses.rootCategoryId, f.rootCategoryId));
  if (f.projectType) c.push(eq(videoCourses.projectType, f.projectType));
  if (f.projectRole) c.push(eq(videoCourses.projectRole, f.projectRole));
  if (f.since) c.push(gte(videoCourses.publishDate, f.since));
  if (f.keyword) c.push(indexedKeywordCondition({ id: videoCourses.id, kind: 'VIDEO', fallback: [videoCourses.title, videoCourses.lecturer] }, f.keyword));
  if (f.excludeId !== undefined) c.push(ne(videoCourses.id, f.excludeId));
  return c.length > 0 ? and(...c) : undefined;
}

const orderOf = (sort: LibrarySort) =>
  sort === 'hottest' ? [desc(videoCourses.playCount), desc(videoCourses.id)] : [desc(videoCourses.publishDate), desc(videoCourses.id)];

/** Everything a card shows; the intro stays out of lists. */
export const courseListFields = {
  id: videoCourses.id,
  categoryId: videoCourses.categoryId,
  rootCategoryId: videoCourses.rootCategoryId,
  title: videoCourses.title,
  summary: videoCourses.summary,
  lecturer: videoCourses.lecturer,
  lecturerTitle: videoCourses.lecturerTitle,
  coverUrl: videoCourses.coverUrl,
  durationSeconds: videoCourses.durationSeconds,
  chapterCount: sql<number>`jsonb_array_length(${videoCourses.chapters})`.mapWith(Number),
  projectType: videoCourses.projectType,
  projectRole: videoCourses.projectRole,
  isRecommended: videoCourses.isRecommended,
  publishDate: videoCourses.publishDate,
  playCount: videoCourses.playCount,
  starCount: videoCourses.starCount,
};

export type CourseListRow = Awaited<ReturnType<LearningRepo['listCourses']>>[number];
export type CourseRow = NonNullable<Awaited<ReturnType<LearningRepo['findCourse']>>>;
export type CategoryRow = typeof videoCategories.$inferSelect;
export type NewCourse = typeof videoCourses.$inferInsert;

/** Video ops in user_operations: FAVORITE is written by the account module, STAR here. */
const VIDEO = 'VIDEO';

/**
 * Drizzle queries of the learning domain. Writes that must share a
 * transaction take the transaction handle as `db` (see createLearningRepo(tx)).
 */
export function createLearningRepo(db: Database) {
  const total = (query: Promise<{ n: number }[]>) => query.then((rows) => Number(rows[0]?.n ?? 0));
  return {
    categories: () => db.select().from(videoCategories).orderBy(videoCategories.sort, videoCategories.id),

    /** Courses per child category; a parent's count is the sum over its children plus any course filed on it directly. */
    countsByCategory: () => db.select({ categoryId: videoCourses.categoryId, n: count() }).from(videoCourses).groupBy(videoCourses.categoryId),

    listCourses(f: CourseFilter, sort: LibrarySort, limit: number, offset: number) {
      return db.select(courseListFields).from(videoCourses).where(whereOf(f)).orderBy(...orderOf(sort)).limit(limit).offset(offset);
    },
    countCourses: (f: CourseFilter) => total(db.select({ n: count() }).from(videoCourses).where(whereOf(f))),
    findCourse: (id: number) =>
      db
        .select()
        .from(videoCourses)
        .where(eq(videoCourses.id, id))
        .limit(1)
        .then((rows) => rows[0]),

    /**
     * Recommended courses; near a course, those of its own category come
     * first, then of its parent, then the rest of the recommended ones.
     */
    recommended(near: { id: number; categoryId: number; rootCategoryId: number } | undefined, limit: number) {
      const order: SQL[] = [];
      let where: SQL | undefined = eq(videoCourses.isRecommended, true);
      if (near) {
        where = and(ne(videoCourses.id, near.id), or(eq(videoCourses.isRecommended, true), eq(videoCourses.rootCategoryId, near.rootCategoryId)));
        order.push(sql`(${videoCourses.categoryId} = ${near.categoryId}) desc`, sql`(${videoCourses.rootCategoryId} = ${near.rootCategoryId}) desc`);
      }
      return db
        .select(courseListFields)
        .from(videoCourses)
        .where(where)
        .orderBy(...order, desc(videoCourses.isRecommended), desc(videoCourses.playCount), desc(videoCourses.id))
        .limit(limit);
    },

    async incrementPlay(id: number): Promise<number | undefined> {
      const rows = await db
        .update(videoCourses)
        .set({ playCount: sql`${videoCourses.playCount} + 1` })
        .where(eq(videoCourses.id, id))
        .returning({ playCount: videoCourses.playCount });
      return rows[0]?.playCount;
    },

    /* ── stars (op STAR) and the viewer's state ── */

    /** True when this call added the star (a repeat adds nothing). */
    async insertStar(userId: number, courseId: number, title: string): Promise<boolean> {
      const rows = await db
        .insert(userOperations)
        .values({ userId, targetKind: VIDEO, targetId: courseId, op: 'STAR', title })
        .onConflictDoNothing()
        .returning({ userId: userOperations.userId });
      return rows.length > 0;
    },
    async deleteStar(userId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .delete(userOperations)
        .where(and(eq(userOperations.userId, userId), eq(userOperations.targetKind, VIDEO), eq(userOperations.targetId, courseId), eq(userOperations.op, 'STAR')))
        .returning({ userId: userOperations.userId });
      return rows.length > 0;
    },
    async adjustStarCount(courseId: number, delta: 1 | -1): Promise<number> {
      const rows = await db
        .update(videoCourses)
        .set({ starCount: sql`greatest(${videoCourses.starCount} + ${delta}, 0)` })
        .where(eq(videoCourses.id, courseId))
        .returning({ starCount: videoCourses.starCount });
      return rows[0]?.starCount ?? 0;
    },
    /** The viewer's STAR and FAVORITE ops on some courses. */
    viewerOps(userId: number, courseIds: number[]) {
      if (courseIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: userOperations.targetId, op: userOperations.op })
        .from(userOperations)
        .where(and(eq(userOperations.userId, userId), eq(userOperations.targetKind, VIDEO), inArray(userOperations.targetId, courseIds), inArray(userOperations.op, ['STAR', 'FAVORITE'])));
    },

    /** My favourite courses, newest favourite first; favourites of courses since removed are left out. */
    async listFavorites(userId: number, limit: number, offset: number) {
      const where = and(eq(userOperations.userId, userId), eq(userOperations.targetKind, VIDEO), eq(userOperations.op, 'FAVORITE'));
      const [records, n] = await Promise.all([
        db
          .select({ ...courseListFields, favoritedAt: userOperations.createdAt })
          .from(userOperations)
          .innerJoin(videoCourses, eq(videoCourses.id, userOperations.targetId))
          .where(where)
          .orderBy(desc(userOperations.createdAt), desc(userOperations.targetId))
          .limit(limit)
          .offset(offset),
        total(db.select({ n: count() }).from(userOperations).innerJoin(videoCourses, eq(videoCourses.id, userOperations.targetId)).where(where)),
      ]);
      return { records, total: n };
    },

    /* ── writes used by the service and the tests ── */

    insertCategory: (row: { parentId: number | null; name: string; sort: number }) =>
      db
        .insert(videoCategories)
        .values(row)
        .returning()
        .then((rows) => rows[0]!),
    insertCourse: (row: NewCourse) =>
      db
        .insert(videoCourses)
        .values(row)
        .returning({ id: videoCourses.id })
        .then((rows) => rows[0]!.id),
  };
}

export type LearningRepo = ReturnType<typeof createLearningRepo>;

/** Writes the search documents of courses (kind VIDEO); call inside the writer's transaction. */
export function indexCourses(db: Database, courses: Parameters<typeof courseSource>[0][]): Promise<void> {
  return upsertSearchDocuments(db, courses.map(courseSource));
}
