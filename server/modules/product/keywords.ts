import { segmentQuery } from '../search/segment';

/** More terms than this add nothing but work: a 30-character query rarely has more. */
const MAX_TERMS = 8;
const CJK = /[\u3400-\u9fff]/;

/**
 * The terms a release must contain, all of them (see decision 0014). Pieces
 * split by spaces; a Chinese piece is cut into words the way the site search
 * cuts queries, so 审批流会签 finds 中期计量审批流支持会签; a Latin or numeric
 * piece stays whole, so V6.8 matches the version V6.8.2 and not V6.2.8.
 */
export function releaseSearchTerms(keywords: string): string[] {
  const terms: string[] = [];
  for (const piece of keywords.trim().split(/\s+/)) {
    if (!piece) continue;
    if (!CJK.test(piece)) {
      terms.push(piece.toLowerCase());
      continue;
    }
    const words = segmentQuery(piece);
    terms.push(...(words.length > 0 ? words : [piece.toLowerCase()]));
  }
  // A term inside another one (计量 in 中期计量) is implied by it: keep the longer.
  const unique = [...new Set(terms)];
  return unique.filter((t) => !unique.some((other) => other !== t && other.includes(t))).slice(0, MAX_TERMS);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function termPattern(terms: string[]): RegExp | undefined {
  const parts = terms
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return parts.length > 0 ? new RegExp(parts.join('|'), 'gi') : undefined;
}

/** Plain text, escaped, with each term wrapped in <mark>: the only markup in the result is ours. */
export function markText(text: string, terms: string[]): string {
  const re = termPattern(terms);
  if (!re) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    out += `${escapeHtml(text.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * Sanitised HTML with each term wrapped in <mark>, in text only: tags and
 * entities (&amp;) are left as they are, so the markup stays what the
 * sanitiser let through plus <mark>.
 */
export function markHtml(html: string, terms: string[]): string {
  const re = termPattern(terms);
  if (!re) return html;
  // split() with a capturing group puts the separators (tags, then entities) at the odd indices.
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .split(/(&#?\w+;)/)
            .map((piece, j) => (j % 2 === 1 ? piece : piece.replace(re, (m) => `<mark>${m}</mark>`)))
            .join(''),
    )
    .join('');
}
