import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '../../../../common/account/schemas';
import { endpointsOf } from '../../../http/endpoint';
import { ok } from '../../../http/ok';
import { loggedIn, viewerId } from '../route-hooks';

/** My invitation link (/user/unionInvite/*). */
export async function invitationsRoutes(app: FastifyInstance) {
  const { account } = app.services;
  const endpoint = endpointsOf(app, accountEndpoints);

  endpoint('/user/unionInvite/generateLink', { ...loggedIn, tags: ['account'], summary: '我的邀请链接' }, async (req) => {
    const userId = await viewerId(req);
    return ok({ data: await account.inviteLink({ userId }) });
  });
}
