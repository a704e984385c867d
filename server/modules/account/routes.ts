import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouritesRoutes } from './favourites-and-likes/routes';
import { historyRoutes } from './history/routes';
import { invitationsRoutes } from './invitations/routes';
import { pointsRoutes } from './points/routes';
import { profileRoutes } from './profile/routes';
import { quotaRoutes } from './quota/routes';

/**
 * Personal endpoints (spec §7: news/learning/AI likes and favourites,
 * points, residue degree, invitations, organisation name, history). Every
 * one needs a logged-in viewer (401 otherwise) except the public rules and
 * the bid stats. Thin: parse, call the service, reply. Paths and schemas are
 * in common/account/schemas.ts (accountEndpoints).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await favouritesRoutes(app);
  await historyRoutes(app);
  await pointsRoutes(app);
  await quotaRoutes(app);
  await invitationsRoutes(app);
  await profileRoutes(app);
};
