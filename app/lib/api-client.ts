import { httpErrorMessages, SUCCESS_CODE } from '../../common/api-codes';
import type { ApiContract } from '../../common/api/contract';
import type { EndpointTable, ReplyOf, RequestOf } from '../../common/api/endpoints';

/** Spec §9: request timeout and cache lifetime. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CACHE_TTL_MS = 180_000;
/**
 * Spec §9's fetch minimum delay: a loading indicator waits this long before it shows, so a quick answer shows none
 * (the page-load bar, the spinners of client-side fetches; decision 0059). Answers themselves are never held back.
 */
export const FETCH_MIN_DELAY_MS = 200;

export function messageForStatus(status: number | undefined): string {
  if (status === 401 || status === 403 || status === 503 || status === 504) return httpErrorMessages[status];
  return httpErrorMessages.other;
}

type Reply = { code: string; msg: string } & Record<string, unknown>;

/** The server answered with a code other than 30000: `msg` is for the user. */
export class ApiBusinessError extends Error {
  override name = 'ApiBusinessError';
  constructor(
    readonly code: string,
    msg: string,
    readonly data: Reply,
  ) {
    super(msg);
  }
}

/** A non-2xx status or no response at all; `data` is the response body when there was one. */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError';
  constructor(
    readonly status: number | undefined,
    readonly data: unknown,
  ) {
    super(messageForStatus(status));
  }
}

/** The caller cancelled: nothing is shown to the user. */
export class RequestCancelledError extends Error {
  override name = 'RequestCancelledError';
}

export const isCancelled = (e: unknown): e is RequestCancelledError => e instanceof RequestCancelledError;

export type RequestOptions<T> = {
  /** Keep the successful reply for 3 minutes, keyed by path plus body. */
  cache?: boolean;
  /** Keep only the part of the reply the caller needs. */
  filter?: (reply: Reply) => T;
  signal?: AbortSignal;
  /** Show a toast for HTTP failures (default true). Business failures are the caller's to show. */
  notify?: boolean;
};

export type ApiClientOptions = {
  /** A string, or a function read at each call (the root learns the base from the server). */
  baseUrl: string | (() => string);
  fetch?: typeof fetch;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
  /** How errors are shown to the user (a toast in the browser). */
  onError?: (message: string) => void;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const cacheTtlMs = options.cacheTtlMs ?? CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expiresAt: number; reply: Reply }>();

  async function send<T>(method: 'GET' | 'POST', path: string, payload: Record<string, unknown> | undefined, opts: RequestOptions<T>): Promise<T> {
    const cacheKey = `${method} ${path} ${JSON.stringify(payload ?? {})}`;
    if (opts.cache) {
      const hit = cache.get(cacheKey);
      if (hit && hit.expiresAt > now()) return (opts.filter ? opts.filter(hit.reply) : hit.reply) as T;
      cache.delete(cacheKey);
    }

    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
    let url = base.replace(/\/+$/, '') + path;
    if (method === 'GET' && payload) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) if (value !== undefined && value !== null) query.set(key, String(value));
      const qs = query.toString();
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const fail = (error: ApiHttpError): never => {
      if (opts.notify !== false) options.onError?.(error.message);
      throw error;
    };

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        credentials: 'include',
        headers: method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
        body: method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
        signal: controller.signal,
      });
    } catch {
      if (opts.signal?.aborted && !timedOut) throw new RequestCancelledError('请求已取消');
      return fail(new ApiHttpError(undefined, undefined));
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    if (!response.ok) {
      const error = new ApiHttpError(response.status, data);
      // A rate limit's envelope says how long to wait: more useful than the generic network message.
      const serverMsg = (data as Reply | undefined)?.msg;
      if (response.status === 429 && typeof serverMsg === 'string' && serverMsg) error.message = serverMsg;
      return fail(error);
    }
    const reply = data as Reply | undefined;
    if (!reply || typeof reply.code !== 'string') return fail(new ApiHttpError(response.status, data));
    if (reply.code !== SUCCESS_CODE) throw new ApiBusinessError(reply.code, reply.msg || httpErrorMessages.other, reply);
    if (opts.cache) cache.set(cacheKey, { expiresAt: now() + cacheTtlMs, reply });
    return (opts.filter ? opts.filter(reply) : reply) as T;
  }

  return {
    get<T = Reply>(path: string, params?: Record<string, unknown>, opts: RequestOptions<T> = {}) {
      return send<T>('GET', path, params, opts);
    },
    post<T = Reply>(path: string, body?: Record<string, unknown>, opts: RequestOptions<T> = {}) {
      return send<T>('POST', path, body, opts);
    },
    clearCache() {
      cache.clear();
    },
  };
}

type PathsOf<C extends EndpointTable, M extends 'GET' | 'POST'> = { [P in keyof C & string]: C[P]['method'] extends M ? P : never }[keyof C & string];
/** The options of a typed call: `filter` sees the endpoint's reply. */
export type CallOptions<R, T> = Omit<RequestOptions<T>, 'filter'> & { filter?: (reply: R) => T };
/** A body (or query) may be left out when the endpoint takes none or all of its fields are optional. */
type CallArgs<Req, R, T> = undefined extends Req ? [input?: Req, opts?: CallOptions<R, T>] : [input: Req, opts?: CallOptions<R, T>];

/** Path, request and reply of every /api endpoint the browser may call, from the one contract (decision 0021). */
export type ApiPath = keyof ApiContract & string;
export type ApiRequest<P extends ApiPath> = RequestOf<ApiContract[P]>;
export type ApiReply<P extends ApiPath> = ReplyOf<ApiContract[P]>;

/**
 * A client whose calls are typed by an endpoint table: the path names the
 * endpoint, the body must be what its request schema takes, and the answer is
 * what its response schema gives. No call site writes a reply type by hand.
 */
export function typedClient<C extends EndpointTable>(client: ApiClient) {
  return {
    post<P extends PathsOf<C, 'POST'>, T = ReplyOf<C[P]>>(path: P, ...[body, opts]: CallArgs<RequestOf<C[P]>, ReplyOf<C[P]>, T>): Promise<T> {
      return client.post<T>(path, body as Record<string, unknown> | undefined, (opts ?? {}) as RequestOptions<T>);
    },
    get<P extends PathsOf<C, 'GET'>, T = ReplyOf<C[P]>>(path: P, ...[query, opts]: CallArgs<RequestOf<C[P]>, ReplyOf<C[P]>, T>): Promise<T> {
      return client.get<T>(path, query as Record<string, unknown> | undefined, (opts ?? {}) as RequestOptions<T>);
    },
    clearCache: client.clearCache,
  };
}

let notifier: (message: string) => void = () => {};
let apiBase = '/api';

/** The root wires the client to antd's message.error and the configured API base once mounted. */
export function configureApi({ onError, baseUrl }: { onError: (message: string) => void; baseUrl: string }) {
  notifier = onError;
  apiBase = baseUrl;
}

/** The API base the root configured, for calls that cannot go through the client (keepalive beacons). */
export const currentApiBase = () => apiBase.replace(/\/+$/, '');

/** The browser's client for this site's /api. */
export const api = typedClient<ApiContract>(
  createApiClient({
    baseUrl: () => apiBase,
    onError: (message) => notifier(message),
  }),
);

/** The address of an /api path for requests the typed client does not make (the AI answer's stream). */
export const apiUrl = (path: string) => `${apiBase.replace(/\/+$/, '')}${path}`;
