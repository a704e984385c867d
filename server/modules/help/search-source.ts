import type { SearchSource } from '../search/repo';
import { htmlToText } from '../../platform/sanitize';

/** A help article in the site search index: its number is searchable too (H10025). */
export function helpSource(a: { id: number; resNumber: string; title: string; content: string; publishDate: Date }): SearchSource {
  return {
    kind: 'HELP',
    refId: a.id,
    title: a.title,
    text: `${htmlToText(a.content)} ${a.resNumber}`,
    url: `/help/detail/${a.id}`,
    publishedAt: a.publishDate,
  };
}
