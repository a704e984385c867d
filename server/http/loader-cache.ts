import type { AppLoadContext, ServerBuild } from 'react-router';
import type { ContentEvents } from '../platform/content-events';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: AppLoadContext };
type Loader = (args: LoaderArgs) => unknown;
type Entry = { value: Promise<unknown>; expiresAt: number };

/**
 * What a route's loader answered for a URL, kept until content changes (or
 * the TTL passes), so that a fresh render, a logged-in reader's included,
 * costs no queries for data every reader sees alike.
 *
 * A loader's answer is kept only when it is plain data and the loader did
 * not read `context.viewer`: reading the viewer is what makes an answer
 * personal (the login page's redirect, a notice's contacts, the personal
 * centre), and such answers are never shared between readers. An answer made
 * when there was no viewer to read is kept apart and shared by anonymous
 * readers only (the login form). Loaders therefore depend only on
 * the URL, their params, the services and the viewer (never on cookies or
 * other headers directly). Redirects, errors and `data()` answers with
 * headers pass through uncached.
 *
 * A route whose handle says `answerIgnoresAddress` (the root: the site
 * settings, the news menu, the footer) has one answer per brand for every
 * address, so a page nobody has asked for yet does not ask for the frame
 * again, and the frame's markup, rendered once per answer (decision 0068),
 * is rendered once per content change, not once per address.
 */
export type LoaderCache = ReturnType<typeof createLoaderCache>;

export function createLoaderCache({ events, ttlSeconds, maxEntries = 2000, now = Date.now }: { events: ContentEvents; ttlSeconds: number; maxEntries?: number; now?: () => number }) {
  const entries = new Map<string, Entry>();
  /** Load contexts (one per render) whose viewer some loader read: their page is that viewer's own. */
  const personal = new WeakSet<object>();
  events.onChanged(() => entries.clear());

  const wrap =
    (routeId: string, loader: Loader, ignoresAddress: boolean): Loader =>
    async (args) => {
      // Each brand has its own answers (the root loader's header, a page's title): the host's brand leads the key.
      const key = ignoresAddress ? `${args.context.brand} ${routeId}` : `${args.context.brand} ${routeId} ${addressOf(args.request)}`;
      const anonymous = args.context.viewer == null;
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      // An answer made for nobody (the login form, not its redirect) is every anonymous reader's,
      // and still marks the render as one that read the viewer.
      const anonymousHit = anonymous ? entries.get(anonymousKey(key)) : undefined;
      if (anonymousHit && anonymousHit.expiresAt > now()) {
        personal.add(args.context);
        return anonymousHit.value;
      }

      let readViewer = false;
      const context = Object.create(args.context, {
        viewer: {
          get() {
            readViewer = true;
            personal.add(args.context);
            return args.context.viewer;
          },
        },
      }) as AppLoadContext;
      const value = Promise.resolve(loader({ ...args, context }));
      const result = await value;
      if ((!readViewer || anonymous) && isPlainData(result)) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(readViewer ? anonymousKey(key) : key, { value, expiresAt: now() + ttlSeconds * 1000 });
      }
      return result;
    };

  return {
    /** The same build with every route loader going through the cache. */
    wrapBuild(build: ServerBuild): ServerBuild {
      const routes: ServerBuild['routes'] = {};
      for (const [id, route] of Object.entries(build.routes)) {
        if (!route) continue;
        const loader = route.module.loader as Loader | undefined;
        const ignoresAddress = (route.module.handle as { answerIgnoresAddress?: boolean } | undefined)?.answerIgnoresAddress === true;
        routes[id] = loader ? { ...route, module: { ...route.module, loader: wrap(id, loader, ignoresAddress) as never } } : route;
      }
      return { ...build, routes };
    },
    /**
     * Whether a loader of the render that got this context read the viewer. A
     * page none of whose loaders did is the same for every reader, logged in or
     * not: the page cache may serve it to anyone (decision 0020).
     */
    readViewer(context: AppLoadContext): boolean {
      return personal.has(context);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The page a request is for: a client navigation's data request (/path.data?_routes=…) asks for the same answers as the page. */
function addressOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  return `${url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')}?${url.searchParams}`;
}

/** Where an answer that read an absent viewer is kept: it is served to anonymous readers only. */
function anonymousKey(key: string): string {
  return `anonymous ${key}`;
}

function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return value !== undefined;
  if (value instanceof Response) return false;
  // React Router's data(value, init) carries headers or a status: leave it to each request.
  return (value as { type?: unknown }).type !== 'DataWithResponseInit';
}
