/**
 * Page statistics and reading time (spec §4 'Article reading record', 'Page
 * leave'; §7 'Page-leave statistics', traceArticle; issue 14). Plain values:
 * the client that sends the beacons imports them on every page.
 */

/**
 * The fixed 2021 date `t` counts from (spec §7): 2021-01-01 00:00 China
 * Standard Time, as milliseconds since the Unix epoch (decision 0030).
 */
export const TRACE_EPOCH_MS = Date.UTC(2020, 11, 31, 16, 0, 0);
/** A beacon's `t` may run this far ahead of the server's clock (a client clock set fast). */
export const TRACE_FUTURE_SLACK_MS = 24 * 3600 * 1000;

/** Beacon and report bodies above this get 413 (issue 14). */
export const TRACE_BODY_LIMIT = 64 * 1024;

export const TRACE_URL_MAX = 1000;
export const ART_TITLE_MAX = 200;
/** A reading time above a day is a tab left open: it is cut to a day. */
export const SPENT_MAX_SECONDS = 24 * 3600;

export const traceMessages = {
  tRequired: '缺少时间戳 t',
  tBad: '时间戳 t 不正确',
  urlRequired: '缺少页面地址 url',
  sidRequired: '缺少访客标识 sid',
} as const;

/** Milliseconds since the trace epoch, for `t`. */
export const traceTime = (now = Date.now()) => now - TRACE_EPOCH_MS;
