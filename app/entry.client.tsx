import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installClientGuards } from './lib/client-guards';
import { replayEarlySubmit } from './lib/early-submit';

// Spec §4: the chunk-reload guard and the silenced console (decision 0016), before anything renders.
installClientGuards();

/**
 * Marks <html data-hydrated> once the page is interactive (a readiness signal for browser tests, and the end of
 * the early-submit guard's holding), then sends a form the reader submitted before that.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayEarlySubmit();
  }, []);
  return null;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <HydrationMark />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before hydration takes the main thread. On a slow
// phone the scripts are often ready before the first paint, and hydrating first kept the page blank meanwhile.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else setTimeout(hydrate, 0);
