import { Redis } from 'ioredis';

/**
 * Small shared-state port: counters for rate limits, short-lived values, and
 * a fan-out channel. In memory for one process; Redis when REDIS_URL is set,
 * so several processes serving one site agree.
 */
export type KvStore = {
  kind: 'memory' | 'redis';
  /** The Redis connection itself, for stores that need more than this port (sessions). */
  redis?: Redis;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter that expires `ttlSeconds` after its first hit. */
  hit(key: string, ttlSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export function createMemoryKvStore(now: () => number = Date.now): KvStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const listeners = new Map<string, Set<(message: string) => void>>();
  const read = (key: string) => {
    const entry = values.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      values.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys are also swept now and then so that one-off keys do not pile up.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of values) if (entry.expiresAt <= t) values.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    async get(key) {
      return read(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      values.set(key, { value, expiresAt: ttlSeconds ? now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY });
    },
    async del(key) {
      values.delete(key);
    },
    async hit(key, ttlSeconds) {
      const entry = read(key);
      if (!entry) {
        values.set(key, { value: '1', expiresAt: now() + ttlSeconds * 1000 });
        return { count: 1, ttlSeconds };
      }
      entry.value = String(Number(entry.value) + 1);
      return { count: Number(entry.value), ttlSeconds: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) };
    },
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    },
    async subscribe(channel, onMessage) {
      const set = listeners.get(channel) ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
    },
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweep);
      values.clear();
      listeners.clear();
    },
  };
}

export async function createRedisKvStore(url: string, keyPrefix = 'jz:'): Promise<KvStore> {
  const client = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  let subscriber: Redis | undefined;
  const handlers = new Map<string, Set<(message: string) => void>>();
  return {
    kind: 'redis',
    redis: client,
    async get(key) {
      return client.get(key);
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds) await client.set(key, value, 'EX', ttlSeconds);
      else await client.set(key, value);
    },
    async del(key) {
      await client.del(key);
    },
    async hit(key, ttlSeconds) {
      // INCR and EXPIRE NX in one round trip: the window starts at the first hit.
      const result = await client.multi().incr(key).expire(key, ttlSeconds, 'NX').ttl(key).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? ttlSeconds);
      return { count, ttlSeconds: ttl > 0 ? ttl : ttlSeconds };
    },
    async publish(channel, message) {
      await client.publish(keyPrefix + channel, message);
    },
    async subscribe(channel, onMessage) {
      if (!subscriber) {
        subscriber = client.duplicate({ keyPrefix: '' });
        subscriber.on('message', (ch: string, message: string) => {
          for (const handler of handlers.get(ch) ?? []) handler(message);
        });
      }
      const full = keyPrefix + channel;
      const set = handlers.get(full) ?? new Set();
      set.add(onMessage);
      handlers.set(full, set);
      await subscriber.subscribe(full);
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await subscriber?.quit().catch(() => undefined);
      await client.quit().catch(() => undefined);
    },
  };
}
