import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../../common/account/schemas';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../route-hooks';

/** Base64 avatars need more than the global 1 MB body limit. */
const AVATAR_BODY_LIMIT = 3 * 1024 * 1024;

/** Organisation name (/ai/userOrgName/*) and profile (/user/profile/*). */
export async function profileRoutes(app: FastifyInstance) {
  const { account } = app.services;
  const endpoint = endpointsOf(app, accountEndpoints);
  const tags = ['account'];

  endpoint('/ai/userOrgName/get', { ...loggedIn, tags, summary: '单位名称' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.getOrgName({ userId }) });
  });
  endpoint('/ai/userOrgName/update', { ...loggedIn, tags, summary: '修改单位名称' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.updateOrgName({ userId, orgName: req.body.orgName }) });
  });

  endpoint('/user/profile/get', { ...loggedIn, tags, summary: '个人资料' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.getProfile({ userId }) });
  });
  endpoint('/user/profile/updateRealname', { ...loggedIn, tags, summary: '修改真实姓名' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.updateRealname({ userId, realname: req.body.realname }) });
  });
  endpoint(
    '/user/profile/uploadAvatar',
    { ...loggedIn, bodyLimit: AVATAR_BODY_LIMIT, tags, summary: '上传头像（PNG/JPEG/WebP，base64，≤ 2 MB）' },
    async (req) => {
      const userId = await viewerId(req);
      return ok({ data: await account.uploadAvatar({ userId, image: req.body.image }) });
    },
  );
}
