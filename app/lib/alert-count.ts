import { useSyncExternalStore } from 'react';
import { api } from './api-client';

/**
 * The number of unread tender alerts the header shows beside the user's
 * name. Pages are the same for every reader (decision 0020), so the count is
 * asked in the browser, once per page load, and only by the logged-in user
 * menu; the personal centre sets it when it knows better.
 */
let count: number | null = null;
let asked = false;
const listeners = new Set<() => void>();

export function setAlertCount(next: number) {
  asked = true;
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    api
      .post('/ai/bid/countSubscribe', {}, { notify: false })
      .then((reply) => setAlertCount(reply.data.count))
      .catch(() => {});
  }
  return () => listeners.delete(listener);
}

/** Unread alerts of the logged-in user; null until known. Call only where a user is logged in. */
export function useAlertCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}
