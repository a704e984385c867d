import { randomUUID } from 'node:crypto';
import type { KvStore } from './kv-store';

const CHANNEL = 'content-changed';

/**
 * Tells every process that published content changed, so caches built from
 * it (rendered pages, column trees, title templates) are dropped. Over Redis
 * pub/sub when REDIS_URL is set, in process otherwise.
 */
export type ContentEvents = {
  changed(scope: string): Promise<void>;
  onChanged(listener: (scope: string) => void): void;
  start(): Promise<void>;
};

export function createContentEvents(kv: KvStore): ContentEvents {
  const listeners = new Set<(scope: string) => void>();
  const notifyLocal = (scope: string) => {
    for (const listener of listeners) listener(scope);
  };
  const instanceId = randomUUID();
  let started = false;
  return {
    async changed(scope) {
      if (kv.kind === 'memory') {
        notifyLocal(scope);
        return;
      }
      // Clear our own caches at once rather than wait for the round trip.
      notifyLocal(scope);
      await kv.publish(CHANNEL, JSON.stringify({ scope, from: instanceId }));
    },
    onChanged(listener) {
      listeners.add(listener);
    },
    async start() {
      if (started || kv.kind === 'memory') return;
      started = true;
      await kv.subscribe(CHANNEL, (message) => {
        try {
          const { scope, from } = JSON.parse(message) as { scope: string; from: string };
          if (from !== instanceId) notifyLocal(scope);
        } catch {
          notifyLocal('all');
        }
      });
    },
  };
}
