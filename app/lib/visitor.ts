import { DIRECT_VISIT, VISITOR_ID_KEY } from '../../common/visitor/options';
import { api } from './api-client';

let pending: Promise<string | null> | undefined;

/** The source of this visit for a new guest: an outside referrer, or 直接访问 (spec §3 'Guest'). */
function visitSource(): string {
  const referrer = document.referrer;
  if (!referrer) return DIRECT_VISIT;
  try {
    return new URL(referrer).host === location.host ? DIRECT_VISIT : referrer;
  } catch {
    return DIRECT_VISIT;
  }
}

/** The stored anonymous visitor id, without asking the server. */
export function storedGuestId(): string | null {
  try {
    return localStorage.getItem(VISITOR_ID_KEY);
  } catch {
    return null;
  }
}

/**
 * The anonymous visitor id (spec §6), kept in local storage under a fixed
 * key; made by the server on the first visit. Null when the server could not
 * be reached (the widget's chat stays closed until an id exists).
 */
export function ensureGuestId(): Promise<string | null> {
  const stored = storedGuestId();
  if (stored) return Promise.resolve(stored);
  pending ??= api
    .post('/crm/sdm/open/guest/create', { guest: { source: visitSource() } }, { notify: false })
    .then(({ guestId }) => {
      try {
        localStorage.setItem(VISITOR_ID_KEY, guestId);
      } catch {
        /* private mode: the id lives for this page only */
      }
      return guestId;
    })
    .catch(() => {
      pending = undefined;
      return null;
    });
  return pending;
}

/** A stored id the server no longer knows (a reset database): forget it so the next call makes a new one. */
export function forgetGuestId(): void {
  try {
    localStorage.removeItem(VISITOR_ID_KEY);
  } catch {
    /* nothing stored */
  }
  pending = undefined;
}
