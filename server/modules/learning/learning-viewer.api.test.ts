import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOperations } from '../../db/schema';
import { openLearningTestApp, type LearningTestApp } from '../../test-support/learning-fixture';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';

describe('learning API: stars, the full course and the logged-in lists', () => {
  let t: LearningTestApp['t'];
  let post: LearningTestApp['post'];
  let json: LearningTestApp['json'];
  let ids: LearningTestApp['ids'];

  beforeAll(async () => {
    ({ t, post, json, ids } = await openLearningTestApp());
  });
  afterAll(() => t.close());

  describe('stars', () => {
    it('needs a login (401 before the body is read)', async () => {
      for (const path of ['/learning/pub/addStar', '/learning/pub/reduceStar']) {
        const res = await post(path, { id: 'not a number' });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
      }
    });

    it('stars once per user however often it is asked, moves starCount with it, and takes it back once', async () => {
      const a = await createLoggedInUser(t);
      const b = await createLoggedInUser(t);
      const id = ids.modelCourse!;
      const starCount = async () => (await json('/learning/pub/videoRes/get', { id })).data.starCount;
      expect(await json('/learning/pub/addStar', { id }, a.cookie)).toEqual({ code: '30000', msg: '成功', data: { id, starred: true, starCount: 1 } });
      expect((await json('/learning/pub/addStar', { id }, a.cookie)).data).toEqual({ id, starred: true, starCount: 1 });
      expect((await json('/learning/pub/addStar', { id }, b.cookie)).data.starCount).toBe(2);
      expect(await starCount()).toBe(2);
      const rows = await t.db
        .select()
        .from(userOperations)
        .where(and(eq(userOperations.userId, a.userId), eq(userOperations.targetKind, 'VIDEO'), eq(userOperations.op, 'STAR')));
      expect(rows.map((r) => [r.targetId, r.title])).toEqual([[id, '桥梁参数化建模从入门到精通']]);
      expect((await json('/learning/pub/videoRes/get', { id }, a.cookie)).data.viewer).toEqual({ starred: true, favorited: false });

      expect((await json('/learning/pub/reduceStar', { id }, a.cookie)).data).toEqual({ id, starred: false, starCount: 1 });
      expect((await json('/learning/pub/reduceStar', { id }, a.cookie)).data).toEqual({ id, starred: false, starCount: 1 });
      expect(await starCount()).toBe(1);
      expect((await json('/learning/pub/videoRes/get', { id }, a.cookie)).data.viewer).toEqual({ starred: false, favorited: false });
    });

    it('refuses an unknown course', async () => {
      const { cookie } = await createLoggedInUser(t);
      expect(await json('/learning/pub/addStar', { id: 99999 }, cookie)).toMatchObject({ code: '40400', msg: '课程不存在或已下线' });
      expect(await json('/learning/pub/reduceStar', { id: 0 }, cookie)).toMatchObject({ code: '40000' });
    });
  });

  describe('checkLogin', () => {
    it('tells a logged-out viewer to log in to watch the full course', async () => {
      const res = await post('/learning/pub/checkLogin', { id: ids.ledgerCourse });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '40100', msg: '请先登录后观看完整课程' });
    });

    it('lets a logged-in viewer play the full course', async () => {
      const { cookie } = await createLoggedInUser(t);
      expect(await json('/learning/pub/checkLogin', { id: ids.ledgerCourse }, cookie)).toEqual({
        code: '30000',
        msg: '成功',
        data: { id: ids.ledgerCourse, canPlay: true, mediaUrl: '/media/course-preview.webm', chapterCount: 4 },
      });
      expect(await json('/learning/pub/checkLogin', { id: 99999 }, cookie)).toMatchObject({ code: '40400' });
      expect(await json('/learning/pub/checkLogin', {}, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('课程编号') });
    });
  });

  describe('logged-in lists', () => {
    it.each(['/learning/videoRes/listNew', '/learning/videoCat/unionSearchNew', '/learning/videoRes/listByFavoritePaged'])('%s answers 401 when logged out', async (path) => {
      const res = await post(path, { keywords: '计量' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('40100');
    });

    it('videoRes/listNew adds my star and favourite to each course, with the same filters', async () => {
      const { cookie } = await createLoggedInUser(t);
      await post('/learning/pub/addStar', { id: ids.ledgerCourse }, cookie);
      await post('/learning/pub/favorite', { id: ids.paymentCourse, title: '中期支付证书编制全流程详解' }, cookie);
      const reply = await json('/learning/videoRes/listNew', { categoryId: ids.metering }, cookie);
      expect(reply).toMatchObject({ code: '30000', total: 3 });
      expect(reply.records.map((r: { id: number; starred: boolean; favorited: boolean }) => [r.id, r.starred, r.favorited])).toEqual([
        [ids.ledgerCourse, true, false],
        [ids.paymentCourse, false, true],
        [ids.oldPayment, false, false],
      ]);
      expect(await json('/learning/videoRes/listNew', { sort: 'oldest' }, cookie)).toMatchObject({ code: '40000' });
    });

    it('videoCat/unionSearchNew finds matching categories and courses', async () => {
      const { cookie } = await createLoggedInUser(t);
      const { data } = await json('/learning/videoCat/unionSearchNew', { keywords: ' 支付 ' }, cookie);
      expect(data.categories).toEqual([
        { id: ids.metering, name: '计量支付实务', parentId: null, parentName: '', courseCount: 3 },
        { id: ids.payment, name: '中期支付', parentId: ids.metering, parentName: '计量支付实务', courseCount: 2 },
      ]);
      expect(data.courses.map((c: { id: number }) => c.id)).toContain(ids.paymentCourse);
      expect(data.total).toBe(data.courses.length);
      const bim = (await json('/learning/videoCat/unionSearchNew', { keywords: 'bim' }, cookie)).data;
      expect(bim.categories.map((c: { name: string }) => c.name)).toEqual(['BIM 与 GIS', 'BIM 建模']);
      expect(await json('/learning/videoCat/unionSearchNew', { keywords: '   ' }, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('请输入关键词') });
      expect(await json('/learning/videoCat/unionSearchNew', { keywords: '字'.repeat(31) }, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('关键词不能超过 30 个字符') });
    });

    it('videoRes/listByFavoritePaged lists my favourite courses, newest favourite first, and nobody else\'s', async () => {
      const me = await createLoggedInUser(t);
      const other = await createLoggedInUser(t);
      await post('/learning/pub/favorite', { id: ids.modelCourse, title: '桥梁参数化建模从入门到精通' }, me.cookie);
      await post('/learning/pub/favorite', { id: ids.ledgerCourse, title: '计量台账建立实务精讲' }, me.cookie);
      await post('/learning/pub/favorite', { id: ids.paymentCourse }, other.cookie);
      // A favourite of a course that does not exist (the account module accepts any id) is left out.
      await post('/learning/pub/favorite', { id: 99999, title: '不存在的课程' }, me.cookie);
      const reply = await json('/learning/videoRes/listByFavoritePaged', {}, me.cookie);
      expect(reply).toMatchObject({ code: '30000', total: 2, current: 1, pages: 1 });
      expect(reply.records.map((r: { id: number }) => r.id)).toEqual([ids.ledgerCourse, ids.modelCourse]);
      expect(reply.records[0]).toMatchObject({ title: '计量台账建立实务精讲', favoritedAt: expect.stringMatching(/T/) });
      const paged = await json('/learning/videoRes/listByFavoritePaged', { size: 1, current: 2 }, me.cookie);
      expect(paged.records.map((r: { id: number }) => r.id)).toEqual([ids.modelCourse]);
      expect(await json('/learning/videoRes/listByFavoritePaged', { current: 'x' }, me.cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('页码必须是数字') });
    });
  });
});
