import type { FastifyInstance } from 'fastify';
import type { ContentKind, Operation } from '../../../../common/account/options';
import { accountEndpoints } from '../../../../common/account/schemas';
import type { ParsedRequestOf } from '../../../../common/api/endpoints';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../route-hooks';

type Endpoints = typeof accountEndpoints;
/** Endpoints taking one item's id: the like and favourite toggles and states of each family. */
type ItemPath = { [P in keyof Endpoints]: ParsedRequestOf<Endpoints[P]> extends { id: number } ? P : never }[keyof Endpoints];

const toggles: { name: 'praise' | 'cancelPraise' | 'favorite' | 'cancelFavorite'; op: Operation; on: boolean; summary: string }[] = [
  { name: 'praise', op: 'PRAISE', on: true, summary: '点赞' },
  { name: 'cancelPraise', op: 'PRAISE', on: false, summary: '取消点赞' },
  { name: 'favorite', op: 'FAVORITE', on: true, summary: '收藏' },
  { name: 'cancelFavorite', op: 'FAVORITE', on: false, summary: '取消收藏' },
];

/** Each kind keeps the paths of the old site (spec §7); courses have favourites only (their likes are learning's stars). */
const families: { kind: ContentKind; label: string; tag: string; toggles: Partial<Record<(typeof toggles)[number]['name'], ItemPath>>; state: ItemPath }[] = [
  {
    kind: 'NEWS',
    label: '文章',
    tag: 'news',
    toggles: { praise: '/news/pub/praise', cancelPraise: '/news/pub/cancelPraise', favorite: '/news/pub/favorite', cancelFavorite: '/news/pub/cancelFavorite' },
    state: '/news/pub/userOperation',
  },
  {
    kind: 'VIDEO',
    label: '课程',
    tag: 'learning',
    toggles: { favorite: '/learning/pub/favorite', cancelFavorite: '/learning/pub/cancelFavorite' },
    state: '/learning/pub/userOperationState',
  },
  {
    kind: 'BID',
    label: '招标',
    tag: 'ai',
    toggles: {
      praise: '/ai/pub/userOperation/praise',
      cancelPraise: '/ai/pub/userOperation/cancelPraise',
      favorite: '/ai/pub/userOperation/favorite',
      cancelFavorite: '/ai/pub/userOperation/cancelFavorite',
    },
    state: '/ai/pub/userOperation/userOperation',
  },
];

/** Likes and favourites of news, courses and bids, and my favourites and likes of every kind. */
export async function favouritesRoutes(app: FastifyInstance) {
  const { account } = app.services;
  const endpoint = endpointsOf(app, accountEndpoints);

  for (const family of families) {
    for (const toggle of toggles) {
      const path = family.toggles[toggle.name];
      if (!path) continue;
      endpoint(path, { ...loggedIn, tags: [family.tag], summary: `${family.label}${toggle.summary}（需登录，重复操作只算一次）` }, async (req) => {
        const userId = await viewerId(req);
        return ok({ data: await account.setOperation({ userId, kind: family.kind, id: req.body.id, op: toggle.op, on: toggle.on }) });
      });
    }
    endpoint(family.state, { ...loggedIn, tags: [family.tag], summary: `我对该${family.label}的点赞与收藏状态及计数（需登录）` }, async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.operationState({ userId, kind: family.kind, id: req.body.id }) });
    });
  }

  // Aggregate counts say nothing about anyone: public, for tender lists.
  endpoint('/ai/pub/userOperation/stats', { tags: ['ai'], summary: '招标点赞与收藏计数（公开）' }, async (req) =>
    ok({ data: await account.operationStats({ kind: 'BID', ids: req.body.ids }) }),
  );

  const tags = ['account'];
  endpoint('/user/operation/listPaged', { ...loggedIn, tags, summary: '我的收藏或点赞（分页，最新在前）' }, async (req) => {
    const userId = await viewerId(req);
    return ok(await account.listOperations({ userId, ...req.body }));
  });
  endpoint('/user/operation/cancel', { ...loggedIn, tags, summary: '取消任意类型内容的收藏或点赞' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.setOperation({ userId, kind: req.body.kind, id: req.body.id, op: req.body.op, on: false }) });
  });
}
