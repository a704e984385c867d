const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pattern(words: string[]): RegExp | undefined {
  const parts = words
    .filter((w) => w.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return parts.length ? new RegExp(parts.join('|'), 'gi') : undefined;
}

/** Escapes text and wraps each matched word in <em>. The only HTML in the result is ours. */
export function highlight(text: string, words: string[]): string {
  const re = pattern(words);
  if (!re) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    out += escapeHtml(text.slice(last, m.index)) + `<em>${escapeHtml(m[0])}</em>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** About 120 characters around the first match (or the opening), highlighted. */
export function snippet(body: string, words: string[], length = 120): string {
  const re = pattern(words);
  const first = re ? body.search(re) : -1;
  const start = first <= 30 ? 0 : first - 30;
  const piece = body.slice(start, start + length);
  return (start > 0 ? '…' : '') + highlight(piece, words) + (start + length < body.length ? '…' : '');
}
