import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/modules/auth/demo-accounts';
import { desktop, headOf, mobile, openPage, portal, expectHeads } from './support/portal';

const activePane = (page: Page) => page.getByRole('tabpanel');

/** The seeded tree: a parent and one of its children, by name. */
async function categories(parentName: string, childName: string) {
  const { app } = await portal();
  const tree = await app.services.learning.categoryTree();
  const parent = tree.find((c) => c.name === parentName)!;
  const child = parent.children.find((c) => c.name === childName)!;
  return { tree, parent, child };
}

describe('video courses', () => {
  it('filters by category, opens a course, and stars it after logging in', async () => {
    const { app } = await portal();
    const { parent, child } = await categories('计量支付实务', '中期支付');
    const { page, context, errors } = await openPage(desktop);
    await page.goto('/video');
    expect(await page.locator('.info-tabs__tab.is-active').textContent()).toBe('课程');
    expect(await page.locator('h1').textContent()).toBe('工程课堂');
    expect(await page.locator('.breadcrumbs').textContent()).toBe('首页/课程');
    const all = await app.services.learning.listCourses({ current: 1, size: 16 });
    expect(await page.locator('.page-nav__total').textContent()).toBe(`共 ${all.total} 条`);
    expect(await page.locator('.video-card__title').allTextContents()).toEqual(all.records.map((r) => r.title));

    await page.locator('.video-tree a', { hasText: parent.name }).click();
    await page.waitForURL(new RegExp(`/video\\?cat=${parent.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(`${parent.name} · 课程`);
    expect(await page.locator('.video-tree--children a').allTextContents()).toEqual(['全部', ...parent.children.map((c) => `${c.name}${c.courseCount}`)]);

    await page.locator('.video-tree--children a', { hasText: child.name }).click();
    await page.waitForURL(new RegExp(`/video\\?cat=${child.id}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(`${child.name} · 课程`);
    expect(await page.locator('.breadcrumbs').textContent()).toBe(`首页/课程/${parent.name}/${child.name}`);
    const inChild = await app.services.learning.listCourses({ categoryId: child.id, current: 1, size: 16 });
    expect(await page.locator('.video-card__title').allTextContents()).toEqual(inChild.records.map((r) => r.title));

    // The sort keeps the category.
    await page.locator('.lib-filters__row[aria-label="排序"] a', { hasText: '最热' }).click();
    await page.waitForURL(new RegExp(`/video\\?cat=${child.id}&sort=hottest$`));
    const hottest = (await app.services.learning.listCourses({ categoryId: child.id, sort: 'hottest', current: 1, size: 1 })).records[0]!;
    await expect.poll(() => page.locator('.video-card__title').first().textContent()).toBe(hottest.title);

    await page.locator('.video-card__link').first().click();
    await page.waitForURL(new RegExp(`/video\\?id=${hottest.id}$`));
    await expect.poll(() => page.locator('h1.video-info__title').textContent()).toBe(hottest.title);
    expect(await page.locator('.breadcrumbs').textContent()).toBe(`首页/课程/${parent.name}/${child.name}/课程详情`);
    const course = await app.services.learning.getCourse({ id: hottest.id });
    expect(await page.locator('.video-chapters__name').allTextContents()).toEqual(course.chapters.map((c) => c.title));
    expect(await page.locator('.video-chapters__free').count()).toBe(1);
    const loginHref = `/login?redirect=${encodeURIComponent(`/video?id=${hottest.id}`)}`;
    expect(await page.locator('.video-gate__btn').textContent()).toBe('登录后观看完整课程');
    expect(await page.locator('.video-gate__btn').getAttribute('href')).toBe(loginHref);
    expect(await page.locator('.video-chapters__item.is-locked a').first().getAttribute('href')).toBe(loginHref);
    expect(await page.locator('video').getAttribute('src')).toBe('/media/course-preview.webm');

    // Logged out, 点赞 goes to the login page; logging in comes back to the course.
    const star = page.locator('.video-actions__btn', { hasText: '点赞' });
    await star.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/video?id=${hottest.id}`);
    await activePane(page).getByPlaceholder('手机号 / 账号').fill('13800138000');
    await activePane(page).getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await Promise.all([page.waitForURL(new RegExp(`/video\\?id=${hottest.id}$`)), activePane(page).locator('button[type=submit]').click()]);

    // Logged in: no gate, every chapter open, and the star counts once.
    await expect.poll(() => page.locator('.video-gate').count()).toBe(0);
    expect(await page.locator('.video-chapters__item.is-locked').count()).toBe(0);
    await expect.poll(() => page.locator('.video-player__label').textContent()).toBe(`第 1 讲 · ${course.chapters[0]!.title}`);
    const starButton = page.locator('.video-actions__btn').first();
    expect(await starButton.textContent()).toBe(`点赞${course.starCount}`);
    await starButton.click();
    await expect.poll(() => starButton.getAttribute('aria-pressed')).toBe('true');
    expect(await starButton.textContent()).toBe(`已点赞${course.starCount + 1}`);
    expect((await app.services.learning.getCourse({ id: hottest.id })).starCount).toBe(course.starCount + 1);

    // The state comes back with the page; unstarring takes the count back.
    await page.reload();
    await expect.poll(() => starButton.textContent()).toBe(`已点赞${course.starCount + 1}`);
    await starButton.click();
    await expect.poll(() => starButton.textContent()).toBe(`点赞${course.starCount}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts a play of the preview clip and shows the end-of-preview call to action', async () => {
    const { app } = await portal();
    const course = (await app.services.learning.listCourses({ sort: 'newest', current: 1, size: 1 })).records[0]!;
    const { page, context, errors } = await openPage(desktop);
    await page.goto(`/video?id=${course.id}`);
    await page.locator('.video-chapters__item button').first().click();
    await expect.poll(async () => (await app.services.learning.getCourse({ id: course.id })).playCount).toBe(course.playCount + 1);
    await expect.poll(() => page.locator('.video-info__plays').textContent()).toBe(String(course.playCount + 1));
    // Jump to the end: the preview is over and the player asks for a login.
    await page.locator('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.2);
    });
    await expect.poll(() => page.locator('.video-player__overlay').textContent(), { timeout: 10_000 }).toContain('试看结束');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders title, description, keywords and canonical for the list, a category and a course', async () => {
    const { app } = await portal();
    const { child } = await categories('BIM 与 GIS', 'BIM 建模');
    const course = (await app.services.learning.listCourses({ categoryId: child.id, current: 1, size: 1 })).records[0]!;
    const { page, context } = await openPage();
    const cases: [string, string, string][] = [
      ['/video', '/video', '工程视频课程'],
      [`/video?cat=${child.id}&sort=hottest&page=1`, `/video?cat=${child.id}`, 'BIM 建模课程'],
      [`/video?id=${course.id}`, `/video?id=${course.id}`, course.title],
    ];
    await expectHeads(page, cases);
    expect((await headOf(page)).description).toContain(course.lecturer);
    await context.close();
  });

  it('answers 404 for unknown courses, categories and pages', async () => {
    const { page, context } = await openPage();
    for (const path of ['/video?id=999999', '/video?id=abc', '/video?id=0', '/video?cat=99999', '/video?cat=x', '/video?page=999', '/video?page=0']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await context.close();
  });

  it('shows 4 cards a row at 1440 px, 1 at 390 px, and never overflows at 390 px', async () => {
    const { app } = await portal();
    const course = (await app.services.learning.listCourses({ current: 1, size: 1 })).records[0]!;
    const { parent } = await categories('智慧工地', '劳务实名制');
    const rowOf = (page: Page) =>
      page.locator('.video-card').evaluateAll((cards) => {
        const top = cards[0]!.getBoundingClientRect().top;
        return cards.filter((c) => Math.abs(c.getBoundingClientRect().top - top) < 2).length;
      });
    const wide = await openPage(desktop);
    await wide.page.goto('/video');
    expect(await rowOf(wide.page)).toBe(4);
    await wide.context.close();

    const { page, context } = await openPage(mobile);
    await page.goto('/video');
    expect(await rowOf(page)).toBe(1);
    for (const path of ['/video', `/video?cat=${parent.id}&type=BUILDING&sort=hottest`, `/video?id=${course.id}`]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
