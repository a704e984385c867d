import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installClientGuards } from './lib/client-guards';

// Spec §4: the chunk-reload guard and the silenced console (decision 0016), before anything renders.
installClientGuards();

/** Marks <html data-hydrated> once the page is interactive: a readiness signal for browser tests. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <HydrationMark />
    </StrictMode>,
  );
});
