import type { StandardTocEntry } from '../../../common/library/schemas';

const H3 = /<h3>([\s\S]*?)<\/h3>/g;
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/**
 * Adds anchors to the h3 sections of sanitised HTML and lists them for a
 * table of contents. Done on read because the sanitiser drops every id
 * an author might have written; ours are generated, so they are safe.
 */
export function withSectionIds(html: string, prefix: 'sec' | 'exp'): { html: string; toc: StandardTocEntry[] } {
  const toc: StandardTocEntry[] = [];
  const out = html.replace(H3, (_m, inner: string) => {
    const id = `${prefix}-${toc.length + 1}`;
    toc.push({ id, title: stripTags(inner), part: prefix === 'sec' ? 'content' : 'explanation' });
    return `<h3 id="${id}">${inner}</h3>`;
  });
  return { html: out, toc };
}
