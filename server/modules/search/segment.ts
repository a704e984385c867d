import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

/**
 * Chinese word segmentation for the search index. PostgreSQL's 'simple'
 * parser keeps a run of Chinese characters as one lexeme, so text is cut into
 * words here, the same way for documents and for queries, and joined by
 * spaces. Works the same on PGlite and PostgreSQL (no server extension).
 */
let jieba: Jieba | undefined;
const segmenter = () => (jieba ??= Jieba.withDict(dict));

/** Standard numbers: GB 50857-2013, GB/T 50326—2017, JTG F80/1-2017, CJJ 1-2008. */
const STANDARD_NUMBER = /\b([A-Z]{2,4})\s*(?:\/\s*([TZ]))?\s*([A-Z]?\d{1,6}(?:\/\d)?)(?:\s*[-—–]\s*(\d{4}))?(?![\d.])/gi;

/** Joined forms of standard numbers, so 'GB50857' finds 'GB 50857-2013' and back. */
export function standardNumberTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(STANDARD_NUMBER)) {
    const [, prefix, letter, number, year] = m;
    if (!prefix || !number) continue;
    const code = `${prefix}${letter ?? ''}${number}`.toLowerCase().replace(/\//g, '');
    out.push(code);
    if (year) out.push(`${code}${year}`);
  }
  return out;
}

const fullWidth = /[\uff01-\uff5e]/g;
function normalise(text: string): string {
  return text.replace(fullWidth, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);

/** Words of a document: search mode, which also emits the shorter words inside long ones (湖南省 → 湖南). */
export function segmentForIndex(text: string): string {
  const clean = normalise(text);
  const words: string[] = [];
  // Sentence by sentence: segmenting one very long string is much slower.
  for (const sentence of clean.split(/[。！？；\n]+/)) {
    if (!sentence.trim()) continue;
    for (const token of segmenter().cutForSearch(sentence, true)) if (isWord(token)) words.push(token.toLowerCase());
  }
  words.push(...standardNumberTokens(clean));
  return words.join(' ');
}

/** Words of a query: exact mode, so '长沙市地铁' needs both words, not every sub-word. */
export function segmentQuery(keywords: string): string[] {
  const clean = normalise(keywords).trim();
  const standard = standardNumberTokens(clean);
  const rest = standard.length > 0 ? clean.replace(STANDARD_NUMBER, ' ') : clean;
  const words = segmenter()
    .cut(rest, true)
    .filter(isWord)
    .map((w) => w.toLowerCase());
  // A lone particle (的, 和) adds nothing when there are real words beside it.
  const meaningful = words.filter((w) => !/^[\u4e00-\u9fff]$/.test(w) || words.length === 1);
  return [...new Set([...standard, ...meaningful])];
}
