import { textOfStoredHtml } from '../text/stored-html';

/** Whitespace of any width goes, and a cut-off mark at the end: 摘要 are often the lead cut at a length. */
const squash = (text: string) => text.replace(/[\s\u3000]+/g, '').replace(/(?:……|…|\.{3})$/, '');

/**
 * Whether an article's 摘要 says anything its body does not open with. A memo
 * an editor left to the system (the first 120 characters of the body) or
 * copied from the lead would print the same sentences twice, one under the
 * other, so the article page shows the memo only when it is its own text
 * (decision 0065). The memo stays in the API answer and in search either way.
 */
export function memoAddsToBody(memo: string, storedBodyHtml: string): boolean {
  const own = squash(memo);
  if (!own) return false;
  return !squash(textOfStoredHtml(storedBodyHtml)).startsWith(own);
}
