import type { FastifyPluginAsync } from 'fastify';
import { mimeOfExt } from './images';

const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/**
 * Serves stored uploads (avatars for now) at /uploads/avatars/<name>.
 * Outside /api: these are plain files for <img>, not envelopes. Names are
 * random and never reused, so the files may be cached for good.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/uploads/avatars/:name', { schema: { hide: true } }, async (req, reply) => {
    const match = AVATAR_NAME.exec(req.params.name);
    const bytes = match ? await app.services.account.storage.read(`avatars/${req.params.name}`) : null;
    if (!match || !bytes) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    return reply
      .type(mimeOfExt[match[1] as keyof typeof mimeOfExt])
      .header('cache-control', 'public, max-age=31536000, immutable')
      // The bytes were checked at upload; still, never let a browser treat them as anything but an image.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
};
