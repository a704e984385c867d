import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryKvStore, createRedisKvStore, type KvStore } from './kv-store';
import { enforceRateLimits } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: [string, () => Promise<KvStore>][] = [['memory', async () => createMemoryKvStore()]];
if (redisUrl) stores.push(['redis', () => createRedisKvStore(redisUrl, `test:${randomBytes(4).toString('hex')}:`)]);

describe.each(stores)('%s key/value store', (_name, open) => {
  const opened: KvStore[] = [];
  const store = async () => {
    const kv = await open();
    opened.push(kv);
    return kv;
  };
  afterAll(async () => {
    for (const kv of opened) await kv.close();
  });

  it('counts hits within a window', async () => {
    const kv = await store();
    expect((await kv.hit('k', 60)).count).toBe(1);
    expect((await kv.hit('k', 60)).count).toBe(2);
    const third = await kv.hit('k', 60);
    expect(third.count).toBe(3);
    expect(third.ttlSeconds).toBeGreaterThan(0);
    expect(third.ttlSeconds).toBeLessThanOrEqual(60);
  });

  it('refuses the attempt past the limit with 429 and a retry time', async () => {
    const kv = await store();
    const rule = { key: 'login:13800000000', limit: 2, windowSeconds: 30, msg: '尝试过于频繁' };
    await enforceRateLimits(kv, [rule]);
    await enforceRateLimits(kv, [rule]);
    await expect(enforceRateLimits(kv, [rule])).rejects.toMatchObject({ kind: 'TOO_MANY_REQUESTS', message: '尝试过于频繁', status: 429 });
  });

  it('stores and deletes values', async () => {
    const kv = await store();
    await kv.set('v', '值', 60);
    expect(await kv.get('v')).toBe('值');
    await kv.del('v');
    expect(await kv.get('v')).toBeNull();
  });

  it('fans a message out to subscribers', async () => {
    const kv = await store();
    const received = new Promise<string>((resolve) => void kv.subscribe('chan', resolve));
    await new Promise((r) => setTimeout(r, 50));
    await kv.publish('chan', 'content changed');
    await expect(received).resolves.toBe('content changed');
  });
});

describe('memory store expiry', () => {
  it('forgets a counter once its window has passed', async () => {
    let now = 0;
    const kv = createMemoryKvStore(() => now);
    await kv.hit('w', 10);
    now += 11_000;
    expect((await kv.hit('w', 10)).count).toBe(1);
    await kv.close();
  });
});
