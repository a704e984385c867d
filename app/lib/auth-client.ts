import { safeRedirect } from '../../common/safe-redirect';
import { api, ApiBusinessError, ApiHttpError } from './api-client';

/** The spec's storage key for the client's view of the logged-in user (§4, §6). */
export const STAFF_INFO_KEY = 'frame_staffInfo';
/** Where the password step of a double-auth login leaves its key for /doubleAuth (this tab only). */
export const DOUBLE_AUTH_KEY = 'jz_double_auth';
/** At most one forced reload per minute, so a flaky network cannot loop a page. */
const RELOAD_GUARD_KEY = 'jz_auth_reload_at';
const RELOAD_GUARD_MS = 60_000;

export type UserInfo = { token: string; unionid: string; staffId: string; realname: string; avatarUrl: string };
export type StaffInfo = Omit<UserInfo, 'token'>;

export type LoginReply = {
  code: string;
  msg: string;
  userinfo?: UserInfo;
  needDoubleAuth?: boolean;
  authKey?: string;
  maskedPhone?: string;
  redirect: string;
};

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

/** A short Chinese message for any failed call: the server's msg, or the spec's HTTP wording. */
export function errorText(e: unknown): string {
  if (e instanceof ApiBusinessError || e instanceof ApiHttpError) return e.message;
  return '网络异常，请稍后再试';
}

/** Whether a failed call asks for (a new) image code. */
export function needsIcode(e: unknown): boolean {
  return e instanceof ApiBusinessError && (e.data as { needIcode?: boolean }).needIcode === true;
}

/**
 * After a login: remember the user for this browser and load the target
 * page in full, so that the server renders the header with the user.
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

function reloadOnce(): void {
  const store = storage('session');
  const last = Number(store?.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return;
  store?.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.reload();
}

/**
 * On every page load (spec §4): when this browser believes someone is logged
 * in, ask the server. A code other than 30000, or a failed call, clears the
 * stored user; if the header showed a user that is no longer logged in, the
 * page reloads to show the logged-out header. A header user with no stored
 * info (a QR or WeChat login) is stored now.
 */
export async function verifyStoredLogin({ headerHasUser }: { headerHasUser: boolean }): Promise<void> {
  const raw = storage('local')?.getItem(STAFF_INFO_KEY);
  const stored = readStaffInfo();
  if (!stored && !headerHasUser) {
    if (raw && raw !== '{}') clearStaffInfo();
    return;
  }
  try {
    const reply = await api.post<{ code: string; userinfo: UserInfo }>('/user/auth/v3/userinfo', {}, { notify: false });
    saveStaffInfo(reply.userinfo);
  } catch (e) {
    clearStaffInfo();
    if (e instanceof ApiBusinessError || (e instanceof ApiHttpError && e.status === 401)) {
      if (headerHasUser) reloadOnce();
    } else {
      console.error('userinfo check failed', e);
    }
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
