/** Name of the HttpOnly session cookie; its presence makes a request personal (no page cache). */
export const SESSION_COOKIE = 'jz_sid';

/**
 * Not HttpOnly, and holding nothing but "1": tells the page's own script that
 * this browser has a session, so the header can wait for the user menu instead
 * of flashing 登录 | 注册 (the page itself is the same for everyone, decision 0020).
 * Set and cleared with the session cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'jz_signed_in';
