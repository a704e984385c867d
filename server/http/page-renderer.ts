import { MessageChannel, Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { renderedBody } from '../../common/rendered-body';
import type { Viewer } from '../modules/auth/viewer';
import type { ContentEvents } from '../platform/content-events';
import type { Services } from '../services';
import type { SiteBrandId } from '../../common/site/brands';
import { createLoaderCache } from './loader-cache';
import { isDataRequest, revealKeptForData } from './kept-in-page';
import { asRemote, describeServices, serveServices, type Remote } from './service-rpc';
import { compressFresh, compressToStore, type Encoded } from './compress-fresh';

/** One page request as React Router needs it: only GET and HEAD reach the pages. `brand` is the host's (decision 0022). */
export type RenderInput = {
  url: string;
  method: 'GET' | 'HEAD';
  headers: Record<string, string | string[] | undefined>;
  viewer: Viewer | null;
  brand: SiteBrandId;
  /**
   * What the page cache may keep of this answer: nothing (no cache, or not a
   * GET), any page (an anonymous request), or only a page no loader made for
   * the viewer (a logged-in request, decision 0020).
   */
  store: PageStore;
};

export type PageStore = 'none' | 'any' | 'shared';

/**
 * A rendered answer: what the HTTP handler sends on (and may keep in the page
 * cache). `encoded` is the body compressed for the request's Accept-Encoding.
 * `personal`: a loader read the viewer, so the page is this viewer's own and is
 * never served to anyone else (decision 0020). `stored`: the uncompressed page
 * when the page cache is to keep it (mayStore), else absent: a render worker
 * then hands over only the bytes sent, and the main thread, which serves
 * every socket, holds one buffer per request instead of two (decision 0054).
 */
export type RenderedPage = { status: number; headers: Record<string, string>; setCookie: string[]; encoded: Encoded; personal: boolean; stored?: Buffer };

const storableTypes = /^(text\/html|text\/x-script)/;

/** Whether the page cache keeps this answer for the request's `store`. */
export function mayStore(page: Pick<RenderedPage, 'status' | 'headers' | 'setCookie' | 'personal'>, store: PageStore): boolean {
  if (store === 'none' || (store === 'shared' && page.personal)) return false;
  return (
    page.status === 200 &&
    storableTypes.test(page.headers['content-type'] ?? '') &&
    page.setCookie.length === 0 &&
    !/private|no-store/.test(page.headers['cache-control'] ?? '')
  );
}

export type PageRenderer = {
  render(input: RenderInput): Promise<RenderedPage>;
  /** Starts what the first render would otherwise wait for (the workers and their build). */
  warm(): Promise<void>;
  close(): Promise<void>;
};

const passHeaders = ['content-type', 'cache-control', 'location', 'vary', 'x-remix-response', 'x-remix-redirect', 'x-remix-status', 'x-remix-reload'];

export function toWebRequest({ url, method, headers }: Pick<RenderInput, 'url' | 'method' | 'headers'>): Request {
  const h = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (:path, :authority …) are no header names to the Fetch API; the URL carries them.
    if (key.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) h.append(key, v);
    else if (value !== undefined) h.set(key, value);
  }
  return new Request(url, { method, headers: h });
}

export async function toRenderedPage(response: Response, acceptEncoding: string | string[] | undefined, personal: boolean, store: PageStore): Promise<RenderedPage> {
  const headers: Record<string, string> = {};
  for (const name of passHeaders) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  const body = renderedBody(response) ?? Buffer.from(await response.arrayBuffer());
  const accepts = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const page = { status: response.status, headers, setCookie: response.headers.getSetCookie(), personal };
  // A page the cache keeps is compressed once, at the cache's quality, for this reader and the next (compressToKeep).
  if (mayStore(page, store)) return { ...page, encoded: compressToStore(body, accepts), stored: body };
  return { ...page, encoded: compressFresh(body, accepts) };
}

type PageRendererOptions = { serverEntry: string; services: Services; events: ContentEvents; ttlSeconds: number; workers: number };

/** Renders in this thread (workers: 0) or in a pool of worker threads that call the services here. */
export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  return options.workers > 0 ? createWorkerRenderer(options) : createInProcessRenderer(options);
}

/**
 * React Router's handler over a build, with every loader behind the loader
 * cache and its kept values shown to client navigations only (./kept-in-page.ts):
 * renders one request into a RenderedPage. The same on the main thread
 * and on a render worker (./render-worker.ts), whose services are remote.
 */
export function renderingWith({
  build,
  services,
  events,
  ttlSeconds,
}: {
  build: ServerBuild;
  services: Remote<Services>;
  events: ContentEvents;
  ttlSeconds: number;
}) {
  const loaderCache = createLoaderCache({ events, ttlSeconds });
  const dataRequests = new WeakSet<object>();
  const handle = createRequestHandler(revealKeptForData(loaderCache.wrapBuild(build), (context) => dataRequests.has(context)), 'production');
  const servicesOf = brandedServices(services);
  return async ({ viewer, brand, store, ...request }: RenderInput): Promise<RenderedPage> => {
    const context = { services: servicesOf[brand], viewer, brand };
    if (isDataRequest(request.url)) dataRequests.add(context);
    const response = await handle(toWebRequest(request), context);
    return toRenderedPage(response, request.headers['accept-encoding'], loaderCache.readViewer(context), store);
  };
}

/**
 * The service layer as each brand's pages see it: the same, except that the
 * seo service titles the page for the brand (decision 0022), so no loader
 * has to pass the brand on.
 */
function brandedServices(services: Remote<Services>): Record<SiteBrandId, Remote<Services>> {
  const seo = services.seo;
  const forBrand = (brand: SiteBrandId): Remote<Services> => ({
    ...services,
    seo: { ...seo, resolve: (options: Parameters<typeof seo.resolve>[0]) => seo.resolve({ ...options, brand }) },
  });
  return { default: forBrand('default'), cloud: forBrand('cloud') };
}

async function createInProcessRenderer({ serverEntry, services, events, ttlSeconds }: PageRendererOptions): Promise<PageRenderer> {
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerBuild;
  const render = renderingWith({ build, services: asRemote(services), events, ttlSeconds });
  return {
    render,
    async warm() {},
    async close() {},
  };
}

type WorkerSlot = { worker: Worker; ready: boolean; inFlight: number };
type Job = { id: number; input: RenderInput; resolve: (page: RenderedPage) => void; reject: (e: unknown) => void };

/** Renders a worker holds at once: one rendering and one waiting, so it never idles between messages. */
const IN_FLIGHT_PER_WORKER = 2;

/**
 * Page renders on worker threads, so a render uses every core while the
 * main thread keeps the database, the caches and the sockets. Workers start
 * on warm() (the server calls it before it listens) or on the first page
 * request, so a test process that never renders a page never pays for them.
 * Requests wait in one queue here and go to a worker as it frees up, so a
 * worker paused by garbage collection does not hold a backlog of its own.
 * Each worker keeps its own loader cache and hears of content changes from
 * here. A worker that dies fails its renders in flight and is replaced.
 */
function createWorkerRenderer({ serverEntry, services, events, ttlSeconds, workers }: PageRendererOptions): PageRenderer {
  const shape = describeServices(services);
  const slots: (WorkerSlot | undefined)[] = Array.from({ length: workers }, () => undefined);
  const queue: Job[] = [];
  const running = new Map<number, Job & { slot: WorkerSlot }>();
  const readyWaiters: (() => void)[] = [];
  let nextId = 1;
  let closed = false;

  events.onChanged((scope) => {
    for (const slot of slots) slot?.worker.postMessage({ type: 'content-changed', scope });
  });

  const dispatch = () => {
    for (let i = 0; i < slots.length; i++) slots[i] ??= start(i);
    while (queue.length > 0) {
      let best: WorkerSlot | undefined;
      for (const slot of slots) {
        if (slot?.ready && slot.inFlight < IN_FLIGHT_PER_WORKER && (!best || slot.inFlight < best.inFlight)) best = slot;
      }
      if (!best) return;
      const job = queue.shift()!;
      best.inFlight++;
      running.set(job.id, { ...job, slot: best });
      best.worker.postMessage({ type: 'render', id: job.id, input: job.input });
    }
  };

  const start = (index: number): WorkerSlot => {
    const channel = new MessageChannel();
    serveServices(channel.port1, services);
    const worker = new Worker(new URL('./render-worker-boot.mjs', import.meta.url), {
      workerData: { serverEntry, shape, ttlSeconds, servicesPort: channel.port2 },
      transferList: [channel.port2],
      // Nothing from the main thread's command line: the boot file loads tsx itself, and flags such as
      // --cpu-prof or --trace-gc are refused in (or unwanted by) a worker.
      execArgv: [],
      // A render allocates a few megabytes of short-lived objects: a roomy young generation lets them die
      // there instead of being promoted and marked later (decision 0019).
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
    });
    const slot: WorkerSlot = { worker, ready: false, inFlight: 0 };
    worker.on('message', (message: { type: string; id?: number; page?: RenderedPage; error?: string }) => {
      if (message.type === 'ready') {
        slot.ready = true;
        for (const wake of readyWaiters.splice(0)) wake();
        dispatch();
        return;
      }
      if (message.type !== 'rendered' && message.type !== 'failed') return;
      const job = running.get(message.id!);
      if (!job) return;
      running.delete(message.id!);
      slot.inFlight--;
      if (message.type === 'rendered') {
        const page = message.page!;
        const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const encoded = { ...page.encoded, body: asBuffer(page.encoded.body) };
        job.resolve(page.stored ? { ...page, encoded, stored: asBuffer(page.stored) } : { ...page, encoded });
      } else job.reject(new Error(message.error));
      dispatch();
    });
    const fail = (e: unknown) => {
      const error = e instanceof Error ? e : new Error(`render worker stopped: ${String(e)}`);
      channel.port1.close();
      if (slots[index] === slot) slots[index] = undefined;
      for (const [id, job] of running) {
        if (job.slot !== slot) continue;
        running.delete(id);
        job.reject(error);
      }
      // A worker that could not even start (a broken build): fail the waiting requests rather than retry for ever.
      if (!slot.ready) {
        for (const job of queue.splice(0)) job.reject(error);
        for (const wake of readyWaiters.splice(0)) wake();
      } else if (!closed) dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render worker exited with ${code}`)));
    return slot;
  };

  return {
    render(input) {
      if (closed) return Promise.reject(new Error('the page renderer is closed'));
      return new Promise<RenderedPage>((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    async warm() {
      dispatch();
      while (!closed && slots.some((slot) => !slot?.ready)) {
        await new Promise<void>((wake) => readyWaiters.push(wake));
        if (slots.some((slot) => slot === undefined)) throw new Error('a render worker could not start (see the error above)');
      }
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
    },
  };
}
