import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '../../common/cookies';
import { api, ApiBusinessError, ApiHttpError } from './api-client';
import type { UserInfo } from '../../common/auth/schemas';
import { clearStaffInfo, clearStaleStaffInfo, readStaffInfo, saveStaffInfo } from './auth-client';

/** What the header and the page's buttons need to know of the logged-in user. */
export type HeaderViewer = Pick<UserInfo, 'realname' | 'avatarUrl' | 'orgName'>;

/**
 * `unknown` until this page load has asked the server (and always during the
 * server render and hydration: the page is the same for every reader).
 */
export type ViewerState = { status: 'unknown' } | { status: 'guest' } | { status: 'user'; viewer: HeaderViewer };

const UNKNOWN: ViewerState = { status: 'unknown' };
const GUEST: ViewerState = { status: 'guest' };

let state: ViewerState = UNKNOWN;
let asked = false;
const listeners = new Set<() => void>();

function publish(next: ViewerState) {
  state = next;
  // Until the answer, the header hides 登录 | 注册 for a browser with a session (app.css, the script in root.tsx).
  if (next.status === 'guest') document.documentElement.removeAttribute('data-signed-in');
  for (const listener of listeners) listener();
}

function hasSignedInHint(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

function dropSignedInHint() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * Once per page load (spec §4): when this browser believes someone is logged
 * in (the session's hint cookie, or the stored user), ask the server who. A
 * code other than 30000 or a 401 clears what the browser kept; a network
 * failure leaves the stored user for the next page.
 */
async function askServer() {
  const stored = readStaffInfo();
  if (!hasSignedInHint() && !stored) {
    clearStaleStaffInfo();
    publish(GUEST);
    return;
  }
  try {
    const reply = await api.post('/user/auth/v3/userinfo', {}, { notify: false });
    saveStaffInfo(reply.userinfo);
    const { realname, avatarUrl, orgName } = reply.userinfo;
    publish({ status: 'user', viewer: { realname, avatarUrl, orgName } });
  } catch (e) {
    if (e instanceof ApiBusinessError || (e instanceof ApiHttpError && e.status === 401)) {
      clearStaffInfo();
      dropSignedInHint();
    } else {
      console.error('userinfo check failed', e);
    }
    publish(GUEST);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void askServer();
  }
  return () => listeners.delete(listener);
}

/** The logged-in user as this page load knows it; the first use asks the server. */
export function useViewer(): ViewerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}

/**
 * For what the server renders for everyone but a logged-in reader must not
 * use (登录 | 注册, the login link of a download): while the page is still
 * asking, a browser with a session keeps it hidden (app.css), so a quick click
 * does not send a logged-in reader to the login page.
 */
export function viewerPendingClass(status: ViewerState['status']): string {
  return status === 'unknown' ? ' is-viewer-pending' : '';
}

/** For event handlers outside React's render: whether the page shows a user now. */
export function viewerShown(): boolean {
  return state.status === 'user';
}

/**
 * In <head>, before the first paint: marks <html data-signed-in> when the
 * session's hint cookie is there, so the header keeps 登录 | 注册 hidden while
 * it asks who is logged in.
 */
export const signedInHintScript = `document.cookie.split(/;\\s*/).indexOf('${SIGNED_IN_HINT_COOKIE}=1')>=0&&document.documentElement.setAttribute('data-signed-in','')`;
