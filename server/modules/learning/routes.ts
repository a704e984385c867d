import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { learningEndpoints } from '../../../common/learning/schemas';
import { endpointsOf } from '../../http/endpoint';
import { ok } from '../../http/ok';
import { requireViewer } from '../auth/viewer';
import { LOGIN_TO_WATCH } from './rules';

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
  const endpoint = endpointsOf(app, learningEndpoints);

  endpoint('/learning/pub/videoCat/list', { tags, summary: '课程分类树（两级，含课程数）' }, async () => ok({ data: await learning.categoryTree() }));
  endpoint('/learning/pub/videoRes/listNew', { tags, summary: '课程（分页，可筛选）' }, async (req) => ok(await learning.listCourses(req.body)));
  endpoint('/learning/pub/videoRes/get', { tags, summary: '课程详情（登录时附带我的点赞与收藏）' }, async (req) => {
    const viewer = await req.getViewer();
    return ok({ data: await learning.getCourse({ id: req.body.id, userId: viewer?.userId }) });
  });
  endpoint('/learning/pub/videoRes/play', { tags, summary: '记一次播放，返回新的播放数' }, async (req) => ok({ data: { playCount: await learning.countPlay(req.body) } }));
  endpoint('/learning/pub/getRecommendVideo', { tags, summary: '推荐课程（给出课程编号时同类优先）' }, async (req) => ok({ data: await learning.recommend(req.body) }));
  endpoint('/learning/pub/addStar', { ...loggedIn, tags, summary: '点赞课程（需登录，重复点赞只算一次）' }, async (req) =>
    ok({ data: await learning.setStar({ userId: await viewerId(req), id: req.body.id, on: true }) }),
  );
  endpoint('/learning/pub/reduceStar', { ...loggedIn, tags, summary: '取消点赞（需登录）' }, async (req) =>
    ok({ data: await learning.setStar({ userId: await viewerId(req), id: req.body.id, on: false }) }),
  );
  endpoint(
    '/learning/pub/checkLogin',
    {
      tags,
      summary: '能否观看完整课程（未登录答 401）',
      // The gate of the full course: a logged-out viewer hears why, in the words the player shows.
      onRequest: async (req) => {
        if (!(await req.getViewer())) throw new AppError('UNAUTHENTICATED', LOGIN_TO_WATCH);
      },
    },
    async (req) => ok({ data: await learning.fullCourse(req.body) }),
  );

  endpoint('/learning/videoRes/listNew', { ...loggedIn, tags, summary: '课程（分页，含我的点赞与收藏，需登录）' }, async (req) =>
    ok(await learning.listCoursesForViewer({ ...req.body, userId: await viewerId(req) })),
  );
  endpoint('/learning/videoCat/unionSearchNew', { ...loggedIn, tags, summary: '按关键词搜索分类与课程（需登录）' }, async (req) => ok({ data: await learning.unionSearch(req.body) }));
  endpoint('/learning/videoRes/listByFavoritePaged', { ...loggedIn, tags, summary: '我收藏的课程（分页，最近收藏在前，需登录）' }, async (req) =>
    ok(await learning.listFavorites({ ...req.body, userId: await viewerId(req) })),
  );
};
