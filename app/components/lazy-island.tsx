import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page that the server renders whole but whose code stays out of
 * the page's first load: antd's forms, tabs and dialogs cost about 140 kB of
 * gzipped JavaScript, more than the rest of a page (decision 0019). In the
 * browser the island keeps its server-rendered markup and hydrates when its
 * chunk arrives (React hydrates a Suspense boundary on its own). Until then it
 * is `inert`: looking the same, but taking no click or typing that nothing
 * would handle (a native form submit would reload the page).
 *
 * The island's module must also import its stylesheets, so that the markup is
 * styled before the code comes:
 *
 *   import 'virtual:antd-css/of:./reset-password-flow';
 *   export const ResetPasswordFlow = lazyIsland(() => import('./reset-password-flow').then((m) => m.ResetPasswordFlow));
 *
 * and its route's clientLoader should await `X.preload()` so that a client
 * navigation renders it at once. `fallback` shows where an island first
 * appears in the browser (a tab opened) while its code loads; a
 * server-rendered island keeps its markup instead.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null }: { fallback?: ReactNode } = {}) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // Code that has already arrived (preloaded when the reader pointed at a tab) is handed to React.lazy by a thenable
  // that answers at once: lazy then renders it in the same pass, where a promise would show the fallback for a frame.
  const Lazy = lazy(() =>
    loaded ? (syncThenable({ default: loaded }) as Promise<{ default: ComponentType<P> }>) : preload().then((component) => ({ default: component })),
  );
  function Island(props: P) {
    const [live, setLive] = useState(false);
    return (
      <div className="lazy-island" inert={!live}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
          {/* In the same boundary as the island's content: it hydrates with it, and then lets the island take input. */}
          <Live onLive={() => setLive(true)} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Island, { preload });
}

function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** A thenable that calls back synchronously: React.lazy reads a module it gets this way as resolved at once. */
function syncThenable<T>(value: T) {
  return { then: (resolve: (v: T) => void) => resolve(value) };
}
