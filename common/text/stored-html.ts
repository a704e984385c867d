/**
 * Plain text of HTML the site stored itself (article bodies, cleaned by the
 * allow-list of server/platform/sanitize.ts when written). Pure, so the page
 * loaders and the services read it the same way.
 */

const namedEntities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', amp: '&' };

/** sanitize-html leaves text escaped (&gt;); plain text must not be, since pages and snippets escape it themselves. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/** A space after each block, so the last word of one paragraph does not run into the next one's first. */
export const spaceBlocks = (html: string) => html.replace(/<\/(?:p|h[1-6]|li|td|th|tr|div|blockquote|figcaption)>|<br\s*\/?>/gi, '$& ');

/**
 * The text of HTML that `sanitizeArticleHtml` cleaned when it was stored: its
 * allow-list leaves no script, style or comment, and it escapes `<` and `>` in
 * text and attribute values, so every `<` opens a tag that the next `>` closes.
 * About ten times faster than parsing: the tender matcher reads the text of
 * every new notice (decision 0049). Never use it on HTML from outside.
 */
export function textOfStoredHtml(html: string): string {
  return decodeEntities(spaceBlocks(html).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
