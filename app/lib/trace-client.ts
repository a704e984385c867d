import { traceTime } from '../../common/trace/options';
import type { ArticleReport } from '../../common/trace/schemas';
import { storedGuestId } from './visitor';
import { viewerShown } from './viewer-store';
import { currentApiBase } from './api-client';
import { readStaffInfo } from './auth-client';

/**
 * The statistics client (spec §4 'Page leave', 'Article reading record'; §7).
 * Beacons go with credentials by keepalive fetch, which outlives the page
 * like sendBeacon and still lets us read the answer. Failures are only logged.
 * When logged in, the page-leave beacon also carries uid (the unionid) and mid
 * (the staff id) of the stored user info, as the spec asks; the server records
 * the user of the session cookie the beacon carries, which a page cannot forge.
 */
const apiBase = currentApiBase;

/** Page leave: GET /trace/trace/stat.htm?t&url&sid (+ d, the milliseconds spent on the page). */
export function sendPageLeave(url: string, spentMs: number): void {
  const sid = storedGuestId();
  // Staff working in the console are not visitors.
  if (!sid || new URL(url).pathname.startsWith('/admin')) return;
  const query = new URLSearchParams({ t: String(traceTime()), url, sid });
  const user = viewerShown() ? readStaffInfo() : null;
  if (user?.unionid) query.set('uid', user.unionid);
  if (user?.staffId) query.set('mid', user.staffId);
  query.set('d', String(Math.max(0, Math.round(spentMs))));
  void fetch(`${apiBase()}/trace/trace/stat.htm?${query.toString()}`, { credentials: 'include', keepalive: true }).catch((e: unknown) => console.warn('page-leave statistics failed', e));
}

/** The article being read (spec §3 'Article reading record'). */
type ReadingRecord = { id: string; artAuthorStaffId: string; type: string; title: string; startTime: number };
let record: ReadingRecord | null = null;

/** Set when an article opens: id, type and title are required, else a console warning (spec §4). */
export function setReadingRecord(input: { id?: string | number; artAuthorStaffId?: string; type?: string; title?: string }): void {
  if (input.id === undefined || input.id === '' || !input.type || !input.title) {
    console.warn('reading record needs id, type and title', input);
    return;
  }
  record = { id: String(input.id), artAuthorStaffId: input.artAuthorStaffId ?? '', type: input.type, title: input.title, startTime: Date.now() };
}

/**
 * Reports the time spent on the article since its start: POST /trace/trace/article.
 * `ended`: the reader left the article (the record goes). On a page hide the
 * record stays for an anonymous reader, restarted, and is cleared after a
 * successful report when logged in (spec §4).
 */
export function reportReading({ ended }: { ended: boolean }): void {
  const current = record;
  if (!current) return;
  const spent = Math.round((Date.now() - current.startTime) / 1000);
  if (ended) record = null;
  else current.startTime = Date.now();
  const body: ArticleReport = { artId: current.id, artAuthorStaffId: current.artAuthorStaffId, artType: current.type, artTitle: current.title, spent, sid: storedGuestId() ?? undefined };
  void fetch(`${apiBase()}/trace/trace/article`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then(async (res) => {
      const reply = (await res.json().catch(() => null)) as { code?: string } | null;
      if (reply?.code === '30000') {
        if (viewerShown() && record === current) record = null;
      } else console.warn('reading report refused', reply);
    })
    .catch((e: unknown) => console.warn('reading report failed', e));
}
