import { ApiBusinessError, ApiHttpError } from './api-client';
import { toastError } from './toast';

/** Where a visitor goes to log in and come back to this very page. */
export function loginHref(): string {
  const here = window.location.pathname + window.location.search + window.location.hash;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/**
 * Runs a browser action against /api. Business refusals are shown with the
 * server's message; HTTP failures were already toasted by the client; an
 * expired session goes to the login page and comes back here.
 */
export async function runAction<T>(action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action();
  } catch (e) {
    if (e instanceof ApiBusinessError) toastError(e.message);
    else if (e instanceof ApiHttpError && e.status === 401) window.location.assign(loginHref());
    return undefined;
  }
}
