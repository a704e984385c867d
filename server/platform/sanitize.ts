import sanitizeHtml from 'sanitize-html';
import { decodeEntities, spaceBlocks } from '../../common/text/stored-html';

/**
 * Article bodies are stored as HTML. They are cleaned on write with an
 * allow-list: no script, no event handlers, no javascript: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
    'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption', 'span', 'sub', 'sup', 'hr', 'pre', 'code',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}

export { decodeEntities, textOfStoredHtml } from '../../common/text/stored-html';

/** Plain text of an HTML fragment, for summaries and search. */
export function htmlToText(html: string): string {
  return decodeEntities(sanitizeHtml(spaceBlocks(html), { allowedTags: [], allowedAttributes: {} })).replace(/\s+/g, ' ').trim();
}
