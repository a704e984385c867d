/**
 * Where a visitor may be sent after logging in. Only paths on this site
 * pass; anything that a browser could read as another origin falls back
 * to '/'. Used by the login pages and by the API, so both agree.
 */
const FALLBACK = '/';
const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'http://safe-redirect.invalid';

function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0x5c) return true;
  }
  return false;
}

export function safeRedirect(target: unknown, options: { origin?: string; fallback?: string } = {}): string {
  const fallback = options.fallback ?? FALLBACK;
  if (typeof target !== 'string' || target === '' || target.length > MAX_LENGTH) return fallback;
  // Browsers drop tabs and newlines inside URLs ("/\t/evil.com" becomes "//evil.com") and read "\" as "/".
  if (hasUnsafeCharacter(target)) return fallback;

  let candidate = target;
  if (!candidate.startsWith('/')) {
    // An absolute URL is accepted only for this site's own origin.
    if (!options.origin || !/^https?:\/\//i.test(candidate)) return fallback;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return fallback;
    }
    if (url.origin !== new URL(options.origin).origin) return fallback;
    candidate = url.pathname + url.search + url.hash;
  }
  // "//host" is a scheme-relative URL to another host.
  if (candidate.startsWith('//')) return fallback;

  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  const path = resolved.pathname + resolved.search + resolved.hash;
  return path.startsWith('//') ? fallback : path;
}
