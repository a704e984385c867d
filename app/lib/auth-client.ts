import { httpErrorMessages, type ErrorEnvelope } from '../../common/api-codes';
import type { UserInfo } from '../../common/auth/schemas';
import { safeRedirect } from '../../common/safe-redirect';
import { api, ApiBusinessError, ApiHttpError, type ApiReply } from './api-client';

/** The spec's storage key for the client's view of the logged-in user (§4, §6). */
export const STAFF_INFO_KEY = 'frame_staffInfo';
/** Where the password step of a double-auth login leaves its key for /doubleAuth (this tab only). */
export const DOUBLE_AUTH_KEY = 'jz_double_auth';

/** What this browser keeps of the logged-in user: the spec's userinfo without the (always empty) token. */
export type StaffInfo = Omit<UserInfo, 'token'>;

/** What every login answers (password, SMS code, double auth, registration, WeChat binding). */
export type LoginReply = ApiReply<'/user/auth/v3/pwd/login'>;

export type DoubleAuthState = { authKey: string; maskedPhone: string; redirect: string };

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Private modes and locked-down browsers may refuse storage: the site still works without it.
    return undefined;
  }
}

export function readStaffInfo(): StaffInfo | null {
  const raw = storage('local')?.getItem(STAFF_INFO_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffInfo>;
    return value && typeof value.unionid === 'string' && value.unionid ? (value as StaffInfo) : null;
  } catch {
    return null;
  }
}

export function saveStaffInfo(info: UserInfo): void {
  const { token: _token, ...staff } = info;
  storage('local')?.setItem(STAFF_INFO_KEY, JSON.stringify(staff));
}

/** `{}` rather than removal: other tabs see the change and log out too (spec §4). */
export function markLoggedOut(): void {
  storage('local')?.setItem(STAFF_INFO_KEY, '{}');
}

export function clearStaffInfo(): void {
  storage('local')?.removeItem(STAFF_INFO_KEY);
}

/** Drops a stored user when no session backs it (a logout's `{}` stays: other tabs are listening). */
export function clearStaleStaffInfo(): void {
  const raw = storage('local')?.getItem(STAFF_INFO_KEY);
  if (raw && raw !== '{}') clearStaffInfo();
}

/** A short Chinese message for any failed call: the server's msg, or the spec's HTTP wording. */
export function errorText(e: unknown): string {
  if (e instanceof ApiBusinessError || e instanceof ApiHttpError) return e.message;
  return httpErrorMessages.other;
}

/** Whether a failed call asks for (a new) image code. */
export function needsIcode(e: unknown): boolean {
  return e instanceof ApiBusinessError && (e.data as ErrorEnvelope).needIcode === true;
}

/**
 * After a login: remember the user for this browser and load the target
 * page in full (the session cookie came with the reply; the new page's
 * header asks for the user, app/lib/viewer-store.ts).
 */
export function completeLogin(reply: { userinfo?: UserInfo; redirect?: string }): void {
  if (reply.userinfo) saveStaffInfo(reply.userinfo);
  window.location.assign(safeRedirect(reply.redirect));
}

/** The password was right but the account wants an SMS code too: on to /doubleAuth. */
export function startDoubleAuth(reply: LoginReply): void {
  const state: DoubleAuthState = { authKey: reply.authKey ?? '', maskedPhone: reply.maskedPhone ?? '', redirect: safeRedirect(reply.redirect) };
  storage('session')?.setItem(DOUBLE_AUTH_KEY, JSON.stringify(state));
  window.location.assign(`/doubleAuth?redirect=${encodeURIComponent(state.redirect)}`);
}

export function readDoubleAuth(): DoubleAuthState | null {
  try {
    const value = JSON.parse(storage('session')?.getItem(DOUBLE_AUTH_KEY) ?? 'null') as DoubleAuthState | null;
    return value?.authKey ? value : null;
  } catch {
    return null;
  }
}

export function clearDoubleAuth(): void {
  storage('session')?.removeItem(DOUBLE_AUTH_KEY);
}

/** Ends the session on the server, tells the other tabs, and reloads this one. */
export async function logout(): Promise<void> {
  try {
    await api.post('/user/auth/logout', {}, { notify: false });
  } finally {
    markLoggedOut();
    window.location.reload();
  }
}

/** Another tab logged out (set the key to `{}`): this one follows. Returns the unsubscribe function. */
export function followLogoutInOtherTabs({ headerHasUser }: { headerHasUser: () => boolean }): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STAFF_INFO_KEY) return;
    if (event.newValue === '{}' && (headerHasUser() || (event.oldValue && event.oldValue !== '{}'))) window.location.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
