import { randomBytes } from 'node:crypto';
import { decodeEntities } from '../../platform/sanitize';

/*
 * The server's rules of the help centre. What the pages share with the API
 * (page size, number and share-id patterns) is in common/help/options.ts.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A share id: 128 bits from the system's secure random source written in
 * base62. Unguessable, so share links cannot be enumerated to walk the
 * articles in order (resNumbers can), and independent of the numeric id.
 */
export function newShareId(): string {
  let n = BigInt(`0x${randomBytes(16).toString('hex')}`);
  let out = '';
  for (let i = 0; i < 22; i++) {
    out = BASE62[Number(n % 62n)]! + out;
    n /= 62n;
  }
  return out;
}

/** Question words that every question has and no answer needs, longest first. */
const QUESTION_WORDS = ['怎么办', '为什么', '怎么样', '如何', '怎么', '怎样', '是否', '能否', '可以吗', '什么', '吗', '呢', '？', '?'];

/**
 * People type questions into the help search ("如何导入计量清单？"). Site
 * search needs every word of the query in a document, so the question words
 * are dropped before searching; a query made only of them is kept as typed.
 */
export function toSearchKeywords(keywords: string): string {
  let rest = keywords.trim();
  for (const word of QUESTION_WORDS) rest = rest.split(word).join(' ');
  rest = rest.replace(/\s+/g, ' ').trim();
  return rest || keywords.trim();
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The calendar day in China (a number of days since 1970) and the seconds left in it. */
export function chinaDayOf(now: number): { day: number; secondsLeft: number } {
  const local = now + CHINA_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, secondsLeft: Math.max(1, Math.ceil(((day + 1) * DAY_MS - local) / 1000)) };
}

/** Plain text summary of an article body for lists. */
export function summaryOf(text: string, length = 90): string {
  // The list query strips tags in SQL, so entities are still there.
  const clean = decodeEntities(text).replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length)}…` : clean;
}
