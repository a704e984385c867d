import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments, videoCategories, videoCourses } from '../../db/schema';
import { seedLearning } from '../../db/seed-learning';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('seedLearning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.transaction(async (tx) => {
      await seedLearning(tx as unknown as Database);
    });
  });
  afterAll(() => t.close());

  it('writes the two-level tree and at least 120 courses, each under a child with its parent as root', async () => {
    const tree = await t.services.learning.categoryTree();
    expect(tree.map((c) => c.name)).toEqual(['计量支付实务', 'BIM 与 GIS', '智慧工地', '造价与合同', '安全质量', '软件操作']);
    for (const root of tree) {
      expect(root.children.length).toBeGreaterThanOrEqual(2);
      expect(root.children.length).toBeLessThanOrEqual(4);
      expect(root.children.every((c) => c.courseCount > 0)).toBe(true);
    }
    const courses = await t.db.select().from(videoCourses);
    expect(courses.length).toBeGreaterThanOrEqual(120);
    const categories = new Map((await t.db.select().from(videoCategories)).map((c) => [c.id, c]));
    for (const c of courses) {
      expect(categories.get(c.categoryId)?.parentId).toBe(c.rootCategoryId);
      expect(c.intro.toLowerCase()).not.toContain('<script');
      expect(c.mediaKey).toBe('course-preview.webm');
    }
  });

  it('indexes every course for search as VIDEO', async () => {
    const [row] = await t.db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.kind, 'VIDEO'));
    const [courses] = await t.db.select({ n: count() }).from(videoCourses);
    expect(row!.n).toBe(courses!.n);
  });

  it('has recent courses (for the short date ranges) and recommended ones', async () => {
    const newest = (await t.services.learning.listCourses({ current: 1, size: 3 })).records;
    // Seeded dates count back from 2026-11-18, the demo's "today".
    for (const c of newest) expect(Date.parse(c.publishDate)).toBeGreaterThan(Date.UTC(2026, 10, 11));
    expect((await t.services.learning.recommend({ size: 6 })).length).toBe(6);
  });
});
