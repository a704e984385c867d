import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newsArticles, userOperations } from '../../../db/schema';
import { createNewsTree } from '../../../test-support/news-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';

describe('likes and favourites', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  let articleIds: number[];
  const praiseCountOf = async (id: number) =>
    (await t.db.select({ n: newsArticles.praiseCount }).from(newsArticles).where(eq(newsArticles.id, id)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
    ({ articleIds } = await createNewsTree(t.services, { perChild: 3, seed: 7 }));
    // Courses and tender notices as the site search indexes them: where favourites take their titles from.
    const { upsertSearchDocuments } = await import('../../search/repo');
    const indexed = (kind: 'VIDEO' | 'TENDER', refId: number, title: string) => ({ kind, refId, title, text: '', url: `/${kind}/${refId}`, publishedAt: new Date() });
    await t.db.transaction((tx) =>
      upsertSearchDocuments(tx as never, [
        indexed('VIDEO', 4242, 'BIM 正向设计入门'),
        indexed('VIDEO', 11, '课程一'),
        indexed('VIDEO', 77, '别人的收藏'),
        indexed('TENDER', 9001, '某道路改扩建工程施工招标'),
        indexed('TENDER', 9002, '某隧道工程监理招标'),
        indexed('TENDER', 12, '招标一'),
      ]),
    );
  });
  afterAll(() => t.close());

  describe('news', () => {
    it('likes an article once however often it is asked, and keeps praise_count in step', async () => {
      const { cookie } = await createLoggedInUser(t);
      const id = articleIds[0]!;
      const before = await praiseCountOf(id);
      const first = (await post('/news/pub/praise', { id }, cookie)).json();
      expect(first).toMatchObject({ code: '30000', data: { id, kind: 'NEWS', praised: true, favorited: false, praiseCount: before + 1 } });
      const again = (await post('/news/pub/praise', { id }, cookie)).json();
      expect(again.data.praiseCount).toBe(before + 1);
      expect(await praiseCountOf(id)).toBe(before + 1);

      const cancelled = (await post('/news/pub/cancelPraise', { id }, cookie)).json();
      expect(cancelled.data).toMatchObject({ praised: false, praiseCount: before });
      await post('/news/pub/cancelPraise', { id }, cookie);
      expect(await praiseCountOf(id)).toBe(before);
    });

    it('counts 20 simultaneous likes of one user once', async () => {
      const { cookie } = await createLoggedInUser(t);
      const id = articleIds[1]!;
      const before = await praiseCountOf(id);
      const replies = await Promise.all(Array.from({ length: 20 }, () => post('/news/pub/praise', { id }, cookie)));
      expect(replies.every((r) => r.json().code === '30000')).toBe(true);
      expect(await praiseCountOf(id)).toBe(before + 1);
    });

    it('counts likes of different users each', async () => {
      const id = articleIds[2]!;
      const before = await praiseCountOf(id);
      const a = await createLoggedInUser(t);
      const b = await createLoggedInUser(t);
      await post('/news/pub/praise', { id }, a.cookie);
      const reply = (await post('/news/pub/praise', { id }, b.cookie)).json();
      expect(reply.data.praiseCount).toBe(before + 2);
      const state = (await post('/news/pub/userOperation', { id }, a.cookie)).json();
      expect(state).toMatchObject({ code: '30000', data: { praised: true, favorited: false, praiseCount: before + 2, favoriteCount: 0 } });
    });

    it('favourites with the title taken from the article, and reports the state', async () => {
      const { cookie, userId } = await createLoggedInUser(t);
      const id = articleIds[3]!;
      const fav = (await post('/news/pub/favorite', { id }, cookie)).json();
      expect(fav.data).toMatchObject({ favorited: true, favoriteCount: 1 });
      const [row] = await t.db
        .select()
        .from(userOperations)
        .where(and(eq(userOperations.userId, userId), eq(userOperations.targetId, id), eq(userOperations.op, 'FAVORITE')));
      const article = await t.services.news.getArticle({ id });
      expect(row?.title).toBe(article.title);
      expect((await post('/news/pub/userOperation', { id }, cookie)).json().data).toMatchObject({ favorited: true, praised: false });
      expect((await post('/news/pub/cancelFavorite', { id }, cookie)).json().data).toMatchObject({ favorited: false, favoriteCount: 0 });
    });

    it('answers a missing article with not-found and writes nothing', async () => {
      const { cookie, userId } = await createLoggedInUser(t);
      expect((await post('/news/pub/praise', { id: 987654 }, cookie)).json()).toEqual({ code: '40400', msg: '文章不存在或已下线' });
      expect((await post('/news/pub/userOperation', { id: 987654 }, cookie)).json().code).toBe('40400');
      expect(await t.db.$count(userOperations, eq(userOperations.userId, userId))).toBe(0);
    });

    it.each([
      [{}, '40000'],
      [{ id: 'abc' }, '40000'],
      [{ id: -1 }, '40000'],
    ])('refuses %j', async (payload, code) => {
      const { cookie } = await createLoggedInUser(t);
      const reply = (await post('/news/pub/favorite', payload, cookie)).json();
      expect(reply.code).toBe(code);
      expect(reply.msg).toMatch(/文章编号/);
    });
  });

  describe('videos and bids', () => {
    it('favourites a course under its own title, whatever title the caller sends, and reports the state', async () => {
      const { cookie } = await createLoggedInUser(t);
      const fav = (await post('/learning/pub/favorite', { id: 4242, title: '随便写的标题' }, cookie)).json();
      expect(fav).toMatchObject({ code: '30000', data: { id: 4242, kind: 'VIDEO', favorited: true, favoriteCount: 1 } });
      const list = (await post('/user/operation/listPaged', { op: 'FAVORITE', kind: 'VIDEO' }, cookie)).json();
      expect(list.records).toEqual([expect.objectContaining({ kind: 'VIDEO', id: 4242, title: 'BIM 正向设计入门' })]);
      expect((await post('/learning/pub/userOperationState', { id: 4242 }, cookie)).json().data.favorited).toBe(true);
      expect((await post('/learning/pub/cancelFavorite', { id: 4242 }, cookie)).json().data.favorited).toBe(false);
    });

    it('refuses to like or favourite a course or tender that does not exist, and lets go of one that is gone', async () => {
      const { cookie } = await createLoggedInUser(t);
      for (const [url, id] of [['/learning/pub/favorite', 999_999], ['/ai/pub/userOperation/favorite', 999_999], ['/ai/pub/userOperation/praise', 4242]] as const) {
        expect((await post(url, { id }, cookie)).json(), url).toEqual({ code: '40400', msg: '内容不存在或已下线' });
      }
      expect((await post('/user/operation/listPaged', { op: 'FAVORITE' }, cookie)).json().total).toBe(0);
      expect((await post('/ai/pub/userOperation/cancelFavorite', { id: 999_999 }, cookie)).json()).toMatchObject({ code: '30000', data: { favorited: false } });
    });

    it('likes and favourites bids, and counts them publicly', async () => {
      const a = await createLoggedInUser(t);
      const b = await createLoggedInUser(t);
      await post('/ai/pub/userOperation/praise', { id: 9001 }, a.cookie);
      await post('/ai/pub/userOperation/praise', { id: 9001 }, b.cookie);
      await post('/ai/pub/userOperation/praise', { id: 9001 }, b.cookie);
      await post('/ai/pub/userOperation/favorite', { id: 9001 }, a.cookie);
      await post('/ai/pub/userOperation/favorite', { id: 9002 }, a.cookie);
      const state = (await post('/ai/pub/userOperation/userOperation', { id: 9001 }, b.cookie)).json();
      expect(state.data).toMatchObject({ kind: 'BID', praised: true, favorited: false, praiseCount: 2, favoriteCount: 1 });
      const stats = (await post('/ai/pub/userOperation/stats', { ids: [9001, 9002, 9003, 9001] })).json();
      expect(stats).toMatchObject({
        code: '30000',
        data: [
          { id: 9001, praiseCount: 2, favoriteCount: 1 },
          { id: 9002, praiseCount: 0, favoriteCount: 1 },
          { id: 9003, praiseCount: 0, favoriteCount: 0 },
        ],
      });
      await post('/ai/pub/userOperation/cancelPraise', { id: 9001 }, b.cookie);
      await post('/ai/pub/userOperation/cancelFavorite', { id: 9001 }, a.cookie);
      const after = (await post('/ai/pub/userOperation/stats', { ids: [9001] })).json();
      expect(after.data).toEqual([{ id: 9001, praiseCount: 1, favoriteCount: 0 }]);
    });

    it.each([
      ['/learning/pub/favorite', { id: 0 }, '课程编号必须是正整数'],
      ['/ai/pub/userOperation/praise', { id: 'x' }, '招标编号必须是数字'],
      ['/ai/pub/userOperation/stats', { ids: [] }, '请至少提供 1 个招标编号'],
      ['/ai/pub/userOperation/stats', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, '一次最多查询 100 个招标编号'],
    ])('%s refuses %j with “%s”', async (path, payload, msg) => {
      const { cookie } = await createLoggedInUser(t);
      expect((await post(path, payload, cookie)).json()).toEqual({ code: '40000', msg });
    });
  });

  describe('my lists across kinds', () => {
    it('pages favourites newest first, filters by kind and cancels any kind', async () => {
      const { cookie } = await createLoggedInUser(t);
      await post('/news/pub/favorite', { id: articleIds[0] }, cookie);
      await post('/learning/pub/favorite', { id: 11 }, cookie);
      await post('/ai/pub/userOperation/favorite', { id: 12 }, cookie);
      await post('/news/pub/praise', { id: articleIds[1] }, cookie);

      const all = (await post('/user/operation/listPaged', { op: 'FAVORITE', current: 1, size: 2 }, cookie)).json();
      expect(all).toMatchObject({ code: '30000', current: 1, size: 2, total: 3, pages: 2 });
      expect(all.records.map((r: { kind: string }) => r.kind)).toEqual(['BID', 'VIDEO']);
      const second = (await post('/user/operation/listPaged', { op: 'FAVORITE', current: 2, size: 2 }, cookie)).json();
      expect(second.records).toEqual([expect.objectContaining({ kind: 'NEWS', id: articleIds[0] })]);

      const likes = (await post('/user/operation/listPaged', { op: 'PRAISE' }, cookie)).json();
      expect(likes.records).toEqual([expect.objectContaining({ kind: 'NEWS', id: articleIds[1] })]);

      const news = (await post('/user/operation/listPaged', { op: 'FAVORITE', kind: 'NEWS' }, cookie)).json();
      expect(news.total).toBe(1);

      const before = await praiseCountOf(articleIds[1]!);
      const cancelled = (await post('/user/operation/cancel', { op: 'PRAISE', kind: 'NEWS', id: articleIds[1] }, cookie)).json();
      expect(cancelled.data).toMatchObject({ praised: false, praiseCount: before - 1 });
      await post('/user/operation/cancel', { op: 'FAVORITE', kind: 'BID', id: 12 }, cookie);
      expect((await post('/user/operation/listPaged', { op: 'FAVORITE' }, cookie)).json().total).toBe(2);
    });

    it('shows nobody else’s favourites', async () => {
      const a = await createLoggedInUser(t);
      const b = await createLoggedInUser(t);
      await post('/learning/pub/favorite', { id: 77 }, a.cookie);
      expect((await post('/user/operation/listPaged', { op: 'FAVORITE' }, b.cookie)).json().total).toBe(0);
    });

    it.each([
      [{ op: 'LIKE' }, '操作只能是 FAVORITE 或 PRAISE'],
      [{ op: 'FAVORITE', kind: 'MOVIE' }, '内容类型只能是 NEWS、VIDEO、BID、NORMAL、POLICY、PAPER、DOWNLOAD 之一'],
      [{ op: 'FAVORITE', size: 500 }, '每页条数不能大于 100'],
    ])('refuses %j', async (payload, msg) => {
      const { cookie } = await createLoggedInUser(t);
      expect((await post('/user/operation/listPaged', payload, cookie)).json()).toEqual({ code: '40000', msg });
    });
  });

  describe('logged out', () => {
    it.each([
      '/news/pub/praise',
      '/news/pub/cancelPraise',
      '/news/pub/favorite',
      '/news/pub/cancelFavorite',
      '/news/pub/userOperation',
      '/learning/pub/favorite',
      '/learning/pub/cancelFavorite',
      '/learning/pub/userOperationState',
      '/ai/pub/userOperation/praise',
      '/ai/pub/userOperation/cancelPraise',
      '/ai/pub/userOperation/favorite',
      '/ai/pub/userOperation/cancelFavorite',
      '/ai/pub/userOperation/userOperation',
      '/user/operation/listPaged',
      '/user/operation/cancel',
    ])('%s answers 401 with the envelope, even for a bad body', async (path) => {
      for (const payload of [{ id: articleIds[0], op: 'FAVORITE', kind: 'NEWS' }, { id: 'nonsense' }]) {
        const res = await post(path, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
      }
    });

    it('answers 401 for a cookie whose session does not exist', async () => {
      const res = await post('/news/pub/praise', { id: articleIds[0] }, 'jz_sid=made-up-token');
      expect(res.statusCode).toBe(401);
    });
  });
});
