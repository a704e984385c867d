/**
 * Two client behaviours of spec §4 (decision 0016), installed by entry.client
 * before hydration:
 *
 * - A chunk-load failure reloads the page once, at most once per 60 000 ms
 *   (§9 chunk-reload guard). The last reload time is kept in sessionStorage so
 *   the guard survives the reload it causes.
 * - Console output is silenced unless the debug flag is set: `?debug=1` in the
 *   address, or the local-storage key `jz_debug` (any value but '' / '0' / 'false').
 *   console.error is never silenced: errors stay visible to whoever looks.
 */

export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** sessionStorage: epoch ms of the last reload a chunk failure caused. */
export const CHUNK_RELOAD_STORAGE_KEY = 'jz_chunk_reload_at';
/** localStorage: set (e.g. to '1') to keep console output on across visits. */
export const DEBUG_STORAGE_KEY = 'jz_debug';
/** What the silencing turns off; error (and the rest of console) stays. */
export const SILENCED_CONSOLE_METHODS = ['log', 'info', 'debug', 'warn', 'trace', 'dir', 'table'] as const;

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/** Storage can be missing or throw (private modes, disabled storage): reads answer null then. */
function read(storage: KeyValue | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether a chunk failure may reload now; when it may, the time is recorded first. A reload less than
 * CHUNK_RELOAD_GUARD_MS ago blocks it. Without a working sessionStorage the guard could not hold across the
 * reload, so there is no reload at all (a reload loop is worse than one failed page).
 */
export function claimChunkReload(storage: KeyValue | undefined, now: number): boolean {
  const last = Number(read(storage, CHUNK_RELOAD_STORAGE_KEY));
  if (last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    if (!storage) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return storage.getItem(CHUNK_RELOAD_STORAGE_KEY) === String(now);
  } catch {
    return false;
  }
}

/** A failed dynamic import or module script, in the words of Chromium, Firefox and Safari. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(reason.message)
  );
}

/**
 * What React Router logs (react-router 7, lib/dom/ssr/routeModules.ts) right before it reloads the page
 * itself when a route module fails to load. `location.reload` cannot be wrapped, so the guard acts on this
 * line: it records the reload, or, within the guard time, throws, which ends React Router's catch block
 * before its reload. React Router would then show the new address with an empty page, so the reader is sent
 * to that address as a plain document load instead: the server renders it in full, and the page that fails
 * to load its script stays a working server-rendered page (no loop: nothing loads by itself). A unit test
 * pins the text.
 */
export const ROUTE_MODULE_RELOAD_MESSAGE = /^Error loading route module `[^`]*`, reloading page\.\.\.$/;

export class ChunkReloadBlockedError extends Error {
  constructor() {
    super('页面资源加载失败，且一分钟内已自动刷新过一次：请稍后手动刷新页面。');
    this.name = 'ChunkReloadBlockedError';
  }
}

/** The debug flag: `?debug=1` in the address or the local-storage key jz_debug. */
export function debugEnabled(search: string, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (new URLSearchParams(search).get('debug') === '1') return true;
  const value = read(storage as KeyValue | undefined, DEBUG_STORAGE_KEY);
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}

const noop = () => {};

/** Turns the silenced methods into no-ops; answers a function that puts them back. */
export function silenceConsole(target: Console): () => void {
  const saved = SILENCED_CONSOLE_METHODS.map((name) => [name, target[name]] as const);
  for (const name of SILENCED_CONSOLE_METHODS) target[name] = noop;
  return () => {
    for (const [name, original] of saved) (target as unknown as Record<string, unknown>)[name] = original;
  };
}

function storageOf(win: Window, kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return win[kind];
  } catch {
    return undefined;
  }
}

/** Reloads the page for a chunk failure when the guard allows; answers whether it did. */
function reloadForChunk(win: Window): boolean {
  if (!claimChunkReload(storageOf(win, 'sessionStorage'), Date.now())) return false;
  win.location.reload();
  return true;
}

/**
 * The address of the navigation under way, from the router HydratedRouter keeps on window (React Router's
 * own dev tools and HMR use it; not a public API, so anything unexpected answers null).
 */
function pendingTarget(win: Window): string | null {
  try {
    const router = (win as unknown as { __reactRouterDataRouter?: { state?: { navigation?: { location?: { pathname: string; search: string; hash: string } } } } })
      .__reactRouterDataRouter;
    const location = router?.state?.navigation?.location;
    return location && location.pathname.startsWith('/') ? `${location.pathname}${location.search}${location.hash}` : null;
  } catch {
    return null;
  }
}

/** Installs both behaviours on the page; call once, before hydration. */
export function installClientGuards(win: Window & typeof globalThis = window): void {
  // Vite's preload helper: a CSS or JS dependency of a dynamic import failed. Cancelling the event keeps Vite
  // from throwing while the page reloads; when the guard says no, the error goes on to whoever imported.
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunk(win)) event.preventDefault();
  });
  // A dynamic import that failed and that nobody handled.
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunk(win);
  });
  // A route module that failed to load during a client navigation: React Router reloads by itself (see above).
  const consoleError = win.console.error;
  win.console.error = function guardedError(this: Console, ...args: unknown[]) {
    if (typeof args[0] === 'string' && ROUTE_MODULE_RELOAD_MESSAGE.test(args[0])) {
      if (!claimChunkReload(storageOf(win, 'sessionStorage'), Date.now())) {
        const blocked = new ChunkReloadBlockedError();
        consoleError.call(this, ...args, blocked.message);
        const target = pendingTarget(win);
        if (target) win.location.assign(target);
        throw blocked;
      }
    }
    consoleError.apply(this, args);
  };
  if (!debugEnabled(win.location.search, storageOf(win, 'localStorage'))) silenceConsole(win.console);
}
