import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../auth/viewer';

/**
 * Checked on request, before the body is read or validated: a logged-out
 * caller always gets 401, never a validation message, and never has a large
 * upload parsed.
 */
export const loggedIn = {
  onRequest: async (req: FastifyRequest) => {
    await requireViewer(req);
  },
};

/** The viewer's id (resolved once per request, see auth/viewer.ts). */
export const viewerId = async (req: FastifyRequest) => (await requireViewer(req)).userId;
