import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/** A session ends after this long without a request… */
export const SESSION_IDLE_SECONDS = 3 * 24 * 3600;
/** …and in any case this long after login. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
/** last_seen is written at most this often, so most requests only read. */
const TOUCH_EVERY_SECONDS = 300;

export type SessionInfo = { sessionId: string; userId: number; createdAt: Date };
export type SessionMeta = { ip: string; userAgent: string };

/**
 * Server-side, revocable sessions. The client holds a random 256-bit token;
 * the store keeps only its SHA-256, so a leaked database does not leak
 * usable cookies. In the database by default, in Redis with REDIS_URL.
 */
export type SessionStore = {
  create(userId: number, meta: SessionMeta): Promise<{ token: string; sessionId: string }>;
  resolve(token: string): Promise<SessionInfo | null>;
  revoke(token: string): Promise<void>;
  /** Ends every session of a user (after a password change), except one if given. */
  revokeAllForUser(userId: number, exceptSessionId?: string): Promise<void>;
};

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function createDbSessionStore(db: Database, now: () => number = Date.now): SessionStore {
  return {
    async create(userId, meta) {
      const token = newToken();
      const sessionId = sessionIdOf(token);
      await db.insert(sessions).values({
        id: sessionId,
        userId,
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
        lastSeenAt: new Date(now()),
        expiresAt: new Date(now() + SESSION_ABSOLUTE_SECONDS * 1000),
      });
      return { token, sessionId };
    },
    async resolve(token) {
      if (!token || token.length > 100) return null;
      const id = sessionIdOf(token);
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now()))))
        .limit(1);
      if (!row) return null;
      const idleFor = (now() - row.lastSeenAt.getTime()) / 1000;
      if (idleFor > SESSION_IDLE_SECONDS) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (idleFor > TOUCH_EVERY_SECONDS)
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now()) })
          .where(eq(sessions.id, id));
      return { sessionId: id, userId: row.userId, createdAt: row.createdAt };
    },
    async revoke(token) {
      await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
    },
    async revokeAllForUser(userId, exceptSessionId) {
      await db.delete(sessions).where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now())));
    },
  };
}

export function createRedisSessionStore(redis: Redis, now: () => number = Date.now): SessionStore {
  const key = (id: string) => `sess:${id}`;
  const userKey = (userId: number) => `sess:user:${userId}`;
  return {
    async create(userId, meta) {
      const token = newToken();
      const sessionId = sessionIdOf(token);
      const createdAt = now();
      await redis
        .multi()
        .hset(key(sessionId), { userId: String(userId), createdAt: String(createdAt), ip: meta.ip.slice(0, 64), ua: meta.userAgent.slice(0, 300) })
        .expire(key(sessionId), SESSION_IDLE_SECONDS)
        .sadd(userKey(userId), sessionId)
        .expire(userKey(userId), SESSION_ABSOLUTE_SECONDS)
        .exec();
      return { token, sessionId };
    },
    async resolve(token) {
      if (!token || token.length > 100) return null;
      const id = sessionIdOf(token);
      const data = await redis.hgetall(key(id));
      if (!data.userId || !data.createdAt) return null;
      const createdAt = Number(data.createdAt);
      const left = SESSION_ABSOLUTE_SECONDS - (now() - createdAt) / 1000;
      if (left <= 0) {
        await redis.del(key(id));
        return null;
      }
      // Sliding idle expiry, never past the absolute end.
      await redis.expire(key(id), Math.ceil(Math.min(SESSION_IDLE_SECONDS, left)));
      return { sessionId: id, userId: Number(data.userId), createdAt: new Date(createdAt) };
    },
    async revoke(token) {
      const id = sessionIdOf(token);
      const userId = await redis.hget(key(id), 'userId');
      await redis.del(key(id));
      if (userId) await redis.srem(userKey(Number(userId)), id);
    },
    async revokeAllForUser(userId, exceptSessionId) {
      const ids = await redis.smembers(userKey(userId));
      const doomed = ids.filter((id) => id !== exceptSessionId);
      if (doomed.length === 0) return;
      await redis
        .multi()
        .del(...doomed.map(key))
        .srem(userKey(userId), ...doomed)
        .exec();
    },
  };
}
