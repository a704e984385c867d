import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ok } from '../../http/ok';
import { requireViewer } from '../auth/viewer';
import { LOGIN_TO_WATCH } from './rules';
import * as s from './schema';

/** Checked before the body is read: a logged-out caller always gets 401, never a validation message. */
const loggedIn = {
  onRequest: async (req: FastifyRequest) => {
    await requireViewer(req);
  },
};
const viewerId = async (req: FastifyRequest) => (await requireViewer(req)).userId;

/**
 * Video courses (spec §3 VIDEO, §7 'Learning'). Favourite, cancelFavorite and
 * userOperationState live with the other favourites in account/routes.ts.
 * Thin: parse, call the service, reply.
 */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { learning } = app.services;
  const tags = ['learning'];
  const pub = '/learning/pub';

  app.post(`${pub}/videoCat/list`, { schema: { tags, summary: '课程分类树（两级，含课程数）', response: { 200: s.ZCategoryTreeResponse } } }, async () =>
    ok({ data: await learning.categoryTree() }),
  );
  app.post(`${pub}/videoRes/listNew`, { schema: { tags, summary: '课程（分页，可筛选）', body: s.ZCourseListRequest, response: { 200: s.ZCourseListResponse } } }, async (req) =>
    ok(await learning.listCourses(req.body)),
  );
  app.post(`${pub}/videoRes/get`, { schema: { tags, summary: '课程详情（登录时附带我的点赞与收藏）', body: s.ZCourseIdRequest, response: { 200: s.ZCourseGetResponse } } }, async (req) => {
    const viewer = await req.getViewer();
    return ok({ data: await learning.getCourse({ id: req.body.id, userId: viewer?.userId }) });
  });
  app.post(`${pub}/videoRes/play`, { schema: { tags, summary: '记一次播放，返回新的播放数', body: s.ZCourseIdRequest, response: { 200: s.ZPlayResponse } } }, async (req) =>
    ok({ data: { playCount: await learning.countPlay(req.body) } }),
  );
  app.post(`${pub}/getRecommendVideo`, { schema: { tags, summary: '推荐课程（给出课程编号时同类优先）', body: s.ZRecommendRequest, response: { 200: s.ZRecommendResponse } } }, async (req) =>
    ok({ data: await learning.recommend(req.body) }),
  );
  app.post(`${pub}/addStar`, { ...loggedIn, schema: { tags, summary: '点赞课程（需登录，重复点赞只算一次）', body: s.ZCourseIdRequest, response: { 200: s.ZStarResponse } } }, async (req) =>
    ok({ data: await learning.setStar({ userId: await viewerId(req), id: req.body.id, on: true }) }),
  );
  app.post(`${pub}/reduceStar`, { ...loggedIn, schema: { tags, summary: '取消点赞（需登录）', body: s.ZCourseIdRequest, response: { 200: s.ZStarResponse } } }, async (req) =>
    ok({ data: await learning.setStar({ userId: await viewerId(req), id: req.body.id, on: false }) }),
  );
  app.post(
    `${pub}/checkLogin`,
    {
      // The gate of the full course: a logged-out viewer hears why, in the words the player shows.
      onRequest: async (req) => {
        if (!(await req.getViewer())) throw new AppError('UNAUTHENTICATED', LOGIN_TO_WATCH);
      },
      schema: { tags, summary: '能否观看完整课程（未登录答 401）', body: s.ZCourseIdRequest, response: { 200: s.ZCheckLoginResponse } },
    },
    async (req) => ok({ data: await learning.fullCourse(req.body) }),
  );

  app.post('/learning/videoRes/listNew', { ...loggedIn, schema: { tags, summary: '课程（分页，含我的点赞与收藏，需登录）', body: s.ZCourseListRequest, response: { 200: s.ZViewerCourseListResponse } } }, async (req) =>
    ok(await learning.listCoursesForViewer({ ...req.body, userId: await viewerId(req) })),
  );
  app.post('/learning/videoCat/unionSearchNew', { ...loggedIn, schema: { tags, summary: '按关键词搜索分类与课程（需登录）', body: s.ZUnionSearchRequest, response: { 200: s.ZUnionSearchResponse } } }, async (req) =>
    ok({ data: await learning.unionSearch(req.body) }),
  );
  app.post('/learning/videoRes/listByFavoritePaged', { ...loggedIn, schema: { tags, summary: '我收藏的课程（分页，最近收藏在前，需登录）', body: s.ZFavoriteListRequest, response: { 200: s.ZFavoriteListResponse } } }, async (req) =>
    ok(await learning.listFavorites({ ...req.body, userId: await viewerId(req) })),
  );
};
