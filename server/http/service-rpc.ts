import type { MessagePort } from 'node:worker_threads';
import type { ErrorDetails } from '../../common/api-codes';
import { AppError } from '../errors';

/**
 * The service layer seen from a render worker (decision 0019): the same
 * object shape, where every function is a call over a message port to the
 * main thread, which owns the database. Plain values (the public config) are
 * copied once. Errors keep their name, message and AppError kind, so a
 * loader's `orNotFound` works the same on either side.
 */

/**
 * The service layer as a render worker's loaders see it: every function
 * answers a promise (its call crosses to the main thread), so a loader must
 * await even a service function that is synchronous in the main thread.
 */
export type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : T[K] extends object ? Remote<T[K]> : T[K];
};

/** What a service object looks like: functions by path, plain values copied. */
export type ServiceShape = { fn: true } | { value: unknown } | { object: Record<string, ServiceShape> };

type CallMessage = { type: 'call'; id: number; path: string[]; args: unknown[] };
type ReplyMessage = { type: 'reply'; id: number; ok: true; value: unknown } | { type: 'reply'; id: number; ok: false; error: SerialisedError };
type SerialisedError = { name: string; message: string; kind?: string; retryAfterSeconds?: number; details?: ErrorDetails; status?: number; data?: unknown };

const MAX_DEPTH = 3;

/** Data the structured clone copies as it is: primitives, arrays, dates and plain objects of those. */
function isPlainValue(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  if (Array.isArray(value)) return value.every(isPlainValue);
  if (value instanceof Date) return true;
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlainValue);
}

/** The shape of the service layer, to rebuild it in a worker. */
export function describeServices(services: object, depth = 0): ServiceShape {
  const shape: Record<string, ServiceShape> = {};
  for (const key of Object.keys(services)) {
    const value = (services as Record<string, unknown>)[key];
    if (typeof value === 'function') shape[key] = { fn: true };
    else if (isPlainValue(value)) shape[key] = { value };
    else if (value && typeof value === 'object' && depth < MAX_DEPTH) shape[key] = describeServices(value, depth + 1);
  }
  return { object: shape };
}

function serialiseError(e: unknown): SerialisedError {
  if (e instanceof AppError) return { name: e.name, message: e.message, kind: e.kind, retryAfterSeconds: e.retryAfterSeconds, details: e.details };
  if (e instanceof Error) return { name: e.name, message: e.message };
  return { name: 'Error', message: String(e) };
}

function reviveError(s: SerialisedError): Error {
  if (s.kind) {
    return new AppError(s.kind as ConstructorParameters<typeof AppError>[0], s.message, { retryAfterSeconds: s.retryAfterSeconds, details: s.details });
  }
  const error = new Error(s.message);
  error.name = s.name;
  return error;
}

/**
 * The service layer in this thread, seen as a worker sees it: the same shape,
 * every function answering a promise. Loaders rendered on the main thread
 * (RENDER_WORKERS=0) get this, so they behave as they do on a worker.
 */
export function asRemote<T extends object>(services: T, depth = 0): Remote<T> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(services)) {
    const value = (services as Record<string, unknown>)[key];
    if (typeof value === 'function') out[key] = async (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(services, args);
    else if (value && typeof value === 'object' && !isPlainValue(value) && depth < MAX_DEPTH) out[key] = asRemote(value, depth + 1);
    else out[key] = value;
  }
  return out as Remote<T>;
}

/** Main thread: answers a worker's service calls. Only paths present in the shape can be called. */
export function serveServices(port: MessagePort, services: object) {
  const resolve = (path: string[]) => {
    let owner: unknown = null;
    let target: unknown = services;
    for (const key of path) {
      if (!target || typeof target !== 'object' || !Object.hasOwn(target, key)) return undefined;
      owner = target;
      target = (target as Record<string, unknown>)[key];
    }
    return typeof target === 'function' ? (target as (...args: unknown[]) => unknown).bind(owner) : undefined;
  };
  port.on('message', (message: CallMessage) => {
    if (message?.type !== 'call') return;
    const fn = resolve(message.path);
    const reply = (r: ReplyMessage) => port.postMessage(r);
    if (!fn) {
      reply({ type: 'reply', id: message.id, ok: false, error: { name: 'Error', message: `no service function ${message.path.join('.')}` } });
      return;
    }
    Promise.resolve()
      .then(() => fn(...message.args))
      .then(
        (value) => reply({ type: 'reply', id: message.id, ok: true, value }),
        (e: unknown) => reply({ type: 'reply', id: message.id, ok: false, error: serialiseError(e) }),
      );
  });
}

/** Worker: the service layer rebuilt from its shape, calling the main thread through the port. */
export function servicesClient<T>(port: MessagePort, shape: ServiceShape): T {
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  port.on('message', (message: ReplyMessage) => {
    if (message?.type !== 'reply') return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(reviveError(message.error));
  });
  const build = (s: ServiceShape, path: string[]): unknown => {
    if ('value' in s) return s.value;
    if ('fn' in s)
      return (...args: unknown[]) =>
        new Promise((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve, reject });
          port.postMessage({ type: 'call', id, path, args } satisfies CallMessage);
        });
    return Object.fromEntries(Object.entries(s.object).map(([key, child]) => [key, build(child, [...path, key])]));
  };
  return build(shape, []) as T;
}
