/**
 * Loader data the browser does not need twice (decision 0068).
 *
 * A page's HTML already shows the link blocks of `/information`, the footer's
 * directory or the news menu: markup with no state and no handler, whose
 * links the one delegated listener navigates (app/components/app-link.tsx).
 * Writing their data into the page again, for React to hydrate them, doubled
 * the bytes and was a tenth of a list page's render (turbo-stream's encoding).
 *
 * A loader wraps such a value with `keep()`. What the browser then receives:
 * - in a document (the first page of a visit): `{}`. The symbol-keyed value is
 *   invisible to React Router's serialiser (it encodes own string keys), and
 *   `<KeptHtml>` keeps the server's markup instead of rendering it again;
 * - in a client navigation's data (`.data` requests): `{ live: value }`, made
 *   by the server's page renderer (server/http/kept-in-page.ts), and rendered
 *   as usual, since there is no markup to keep.
 */
const KEPT = Symbol.for('jz.kept-in-page');

declare const keptBrand: unique symbol;

/** A loader's value that a document's hydration data leaves out. Open it with `openKept` (or render it with `<KeptHtml>`). */
export type Kept<T> = { readonly [keptBrand]: T };

/** What a Kept holds. */
export type KeptValue<K> = K extends Kept<infer T> ? T : never;

type KeptShape<T> = { [KEPT]?: T; live?: T };

export function keep<T>(value: T): Kept<T> {
  return { [KEPT]: value } as unknown as Kept<T>;
}

/** Whether a value is keep()'s wrapper on the server (the form loaders return). */
export function isKeptOnServer(value: unknown): value is Kept<unknown> {
  return typeof value === 'object' && value !== null && KEPT in value;
}

/** The form a client navigation's data carries: the value itself, visible to the serialiser. */
export function revealKept<T>(kept: Kept<T>): Kept<T> {
  return { live: (kept as unknown as KeptShape<T>)[KEPT] } as unknown as Kept<T>;
}

/**
 * The value, where it is known: always on the server, and in the browser after
 * a client navigation. Undefined in the browser for a document's kept value,
 * whose markup is already in the page.
 */
export function openKept<T>(kept: Kept<T>): T | undefined {
  const shape = kept as unknown as KeptShape<T>;
  return KEPT in shape ? shape[KEPT] : shape.live;
}
