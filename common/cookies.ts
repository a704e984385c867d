/** Name of the HttpOnly session cookie; its presence makes a request personal (no page cache). */
export const SESSION_COOKIE = 'jz_sid';
