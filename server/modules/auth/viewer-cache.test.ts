import { describe, expect, it } from 'vitest';
import { createMemoryKvStore } from '../../platform/kv-store';
import { sessionIdOf, type SessionStore } from './session-store';
import { createViewerCache, createViewerEviction, withViewerCacheEviction } from './viewer-cache';
import type { Viewer } from './viewer';

const viewer = (sessionId: string, userId = 7): Viewer => ({
  userId,
  sessionId,
  unionid: 'u7',
  realname: '张工程师',
  avatarUrl: '',
  phone: '13800138000',
  orgName: '湖南路桥建设集团',
  staffId: 'HNLQ-0001',
});

const store: SessionStore = {
  create: async () => ({ token: 't', sessionId: sessionIdOf('t') }),
  resolve: async () => null,
  revoke: async () => {},
  revokeAllForUser: async () => {},
};

describe('viewer cache', () => {
  it('keeps a viewer for its time to live only', () => {
    let now = 0;
    const cache = createViewerCache({ ttlMs: 10_000, now: () => now });
    cache.set(viewer('s1'));
    expect(cache.get('s1')?.realname).toBe('张工程师');
    now += 10_001;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets a session as soon as it is revoked', async () => {
    const cache = createViewerCache();
    const sessions = withViewerCacheEviction(store, createViewerEviction(cache, createMemoryKvStore()));
    cache.set(viewer(sessionIdOf('cookie-token')));
    await sessions.revoke('cookie-token');
    expect(cache.get(sessionIdOf('cookie-token'))).toBeUndefined();
  });

  it('forgets every session of a user whose sessions all end', async () => {
    const cache = createViewerCache();
    const sessions = withViewerCacheEviction(store, createViewerEviction(cache, createMemoryKvStore()));
    cache.set(viewer('a', 7));
    cache.set(viewer('b', 7));
    cache.set(viewer('c', 8));
    await sessions.revokeAllForUser(7);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')?.userId).toBe(7 + 1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// Only where a Redis server is given (CI's .ci/run sets TEST_REDIS_URL when one answers).
if (redisUrl) describe('viewer cache across processes (Redis)', () => {
  it('a logout in one process evicts the session in another', async () => {
    const { createRedisKvStore } = await import('../../platform/kv-store');
    const prefix = `test:${Math.random().toString(16).slice(2)}:`;
    const kvA = await createRedisKvStore(redisUrl!, prefix);
    const kvB = await createRedisKvStore(redisUrl!, prefix);
    const cacheA = createViewerCache();
    const cacheB = createViewerCache();
    const sessionsA = withViewerCacheEviction(store, createViewerEviction(cacheA, kvA));
    createViewerEviction(cacheB, kvB);
    await new Promise((r) => setTimeout(r, 100));
    cacheB.set(viewer(sessionIdOf('shared-token')));
    await sessionsA.revoke('shared-token');
    await expect.poll(() => cacheB.get(sessionIdOf('shared-token'))).toBeUndefined();
    await kvA.close();
    await kvB.close();
  });
});
