import type { KvStore } from '../../platform/kv-store';
import { sessionIdOf, type SessionStore } from './session-store';
import type { Viewer } from './viewer';

/**
 * Recently resolved sessions, so a logged-in page view or `userinfo` call
 * does not read the session, the user and the organisation every time.
 * Entries live a few seconds; ending a session (logout, password change) or
 * editing the profile removes them at once here and, over Redis pub/sub, in
 * every other process.
 */
export type ViewerCache = ReturnType<typeof createViewerCache>;

const CHANNEL = 'viewers-changed';

export function createViewerCache({ ttlMs = 10_000, maxEntries = 20_000, now = Date.now }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, { viewer: Viewer; expiresAt: number }>();
  return {
    get(sessionId: string): Viewer | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.viewer;
    },
    set(viewer: Viewer) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(viewer.sessionId, { viewer, expiresAt: now() + ttlMs });
    },
    forgetSession(sessionId: string) {
      entries.delete(sessionId);
    },
    forgetUser(userId: number) {
      for (const [id, entry] of entries) if (entry.viewer.userId === userId) entries.delete(id);
    },
  };
}

export type ViewerEviction = {
  /** Forgets a session or every session of a user, here and (over Redis) in every other process. */
  forget(target: { sessionId?: string; userId?: number }): Promise<void>;
};

export function createViewerEviction(cache: ViewerCache, kv: KvStore): ViewerEviction {
  const forgetHere = (target: { sessionId?: string; userId?: number }) => {
    if (target.sessionId) cache.forgetSession(target.sessionId);
    if (target.userId !== undefined) cache.forgetUser(target.userId);
  };
  if (kv.kind === 'redis') {
    const subscribed = kv.subscribe(CHANNEL, (raw) => {
      try {
        forgetHere(JSON.parse(raw) as { sessionId?: string; userId?: number });
      } catch {
        /* a malformed message cannot name what to forget */
      }
    });
    subscribed.catch(() => {});
  }
  return {
    async forget(target) {
      forgetHere(target);
      if (kv.kind === 'redis') await kv.publish(CHANNEL, JSON.stringify(target));
    },
  };
}

/**
 * The session store with cache eviction: every way of ending sessions goes
 * through here, so a revoked cookie is never served from the cache.
 */
export function withViewerCacheEviction(store: SessionStore, eviction: ViewerEviction): SessionStore {
  return {
    create: (userId, meta) => store.create(userId, meta),
    resolve: (token) => store.resolve(token),
    async revoke(token) {
      await store.revoke(token);
      await eviction.forget({ sessionId: sessionIdOf(token) });
    },
    async revokeAllForUser(userId, exceptSessionId) {
      await store.revokeAllForUser(userId, exceptSessionId);
      await eviction.forget({ userId });
    },
  };
}
