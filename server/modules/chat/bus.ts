import { randomUUID } from 'node:crypto';
import type { ChatAgent, ChatMessage, ChatSessionSummary } from '../../../common/chat/schemas';
import type { KvStore } from '../../platform/kv-store';

/**
 * What one process tells every process serving the site about conversations.
 * Sockets live in one process; a message stored by another reaches them
 * through here (decision 0036).
 */
export type ChatBusEvent =
  /** A stored message. prevId: the message before it in its conversation (0 for the first), so a socket can tell it missed one. */
  | { type: 'message'; message: ChatMessage; prevId: number; session: ChatSessionSummary }
  /** A conversation changed (taken, transferred, closed, read). prevAgentId: who had it before, so they can drop it. */
  | { type: 'session'; session: ChatSessionSummary; prevAgentId: number | null }
  | { type: 'typing'; sessionId: number; from: 'visitor' | 'agent'; name: string | null; agentId: number | null; status: ChatSessionSummary['status'] }
  /** Some process's set of connected agents changed: ask onlineAgents() again. */
  | { type: 'presence' };

export type ChatBus = {
  kind: 'memory' | 'redis';
  /** Delivers to this process's listeners at once and to the other processes' through Redis. */
  publish(event: ChatBusEvent): Promise<void>;
  onEvent(listener: (event: ChatBusEvent) => void): void;
  /** The agents holding a staff socket in this process (replaces the previous list). */
  setLocalAgents(agents: ChatAgent[]): Promise<void>;
  /** Agents online in any process. */
  onlineAgents(): Promise<ChatAgent[]>;
  start(): Promise<void>;
  close(): Promise<void>;
};

const uniqueAgents = (lists: ChatAgent[][]) => {
  const byId = new Map<number, ChatAgent>();
  for (const list of lists) for (const a of list) byId.set(a.id, a);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/** One process: events go straight to the listeners. */
export function createMemoryChatBus(): ChatBus {
  const listeners = new Set<(event: ChatBusEvent) => void>();
  let agents: ChatAgent[] = [];
  const emit = (event: ChatBusEvent) => {
    for (const listener of listeners) listener(event);
  };
  return {
    kind: 'memory',
    async publish(event) {
      emit(event);
    },
    onEvent(listener) {
      listeners.add(listener);
    },
    async setLocalAgents(list) {
      agents = uniqueAgents([list]);
      emit({ type: 'presence' });
    },
    async onlineAgents() {
      return agents;
    },
    async start() {},
    async close() {
      listeners.clear();
    },
  };
}

const CHANNEL = 'chat';
const PRESENCE_KEY = 'chat:presence';
/** Each process rewrites its presence entry this often; an entry older than PRESENCE_STALE_MS (a process that died) is ignored. */
const PRESENCE_BEAT_MS = 10_000;
const PRESENCE_STALE_MS = 35_000;

/**
 * Several processes on one Redis: events over pub/sub (one channel, each
 * process picks what its sockets need), presence in one hash with a field per
 * process, rewritten every 10 s so a crashed process drops out.
 */
export function createRedisChatBus(kv: KvStore): ChatBus {
  const redis = kv.redis;
  if (!redis) throw new Error('createRedisChatBus needs the Redis key/value store');
  const instanceId = randomUUID();
  const listeners = new Set<(event: ChatBusEvent) => void>();
  let localAgents: ChatAgent[] = [];
  let beat: NodeJS.Timeout | undefined;
  const emit = (event: ChatBusEvent) => {
    for (const listener of listeners) listener(event);
  };
  const writePresence = () => redis.hset(PRESENCE_KEY, instanceId, JSON.stringify({ at: Date.now(), agents: localAgents }));
  return {
    kind: 'redis',
    async publish(event) {
      emit(event);
      await kv.publish(CHANNEL, JSON.stringify({ from: instanceId, event }));
    },
    onEvent(listener) {
      listeners.add(listener);
    },
    async setLocalAgents(list) {
      localAgents = uniqueAgents([list]);
      await writePresence();
      await this.publish({ type: 'presence' });
    },
    async onlineAgents() {
      const entries = await redis.hgetall(PRESENCE_KEY);
      const fresh = Date.now() - PRESENCE_STALE_MS;
      const lists: ChatAgent[][] = [];
      for (const value of Object.values(entries)) {
        try {
          const entry = JSON.parse(value) as { at: number; agents: ChatAgent[] };
          if (entry.at >= fresh) lists.push(entry.agents);
        } catch {
          /* a malformed entry is nobody */
        }
      }
      return uniqueAgents(lists);
    },
    async start() {
      await kv.subscribe(CHANNEL, (raw) => {
        try {
          const { from, event } = JSON.parse(raw) as { from: string; event: ChatBusEvent };
          if (from !== instanceId) emit(event);
        } catch {
          /* not ours */
        }
      });
      beat = setInterval(() => void writePresence().catch(() => undefined), PRESENCE_BEAT_MS);
      beat.unref();
    },
    async close() {
      clearInterval(beat);
      listeners.clear();
      await redis.hdel(PRESENCE_KEY, instanceId).catch(() => undefined);
      if (localAgents.length) await kv.publish(CHANNEL, JSON.stringify({ from: instanceId, event: { type: 'presence' } })).catch(() => undefined);
    },
  };
}

export const createChatBus = (kv: KvStore): ChatBus => (kv.kind === 'redis' && kv.redis ? createRedisChatBus(kv) : createMemoryChatBus());
