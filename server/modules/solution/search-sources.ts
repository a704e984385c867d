import type { SearchSource } from '../search/repo';
import { htmlToText } from '../../platform/sanitize';

/** A solution as a search document: highlights and products are searchable alongside the body. */
export function solutionSource(s: { id: number; title: string; summary: string; highlights: string[]; products: string[]; content: string; publishDate: Date }): SearchSource {
  return {
    kind: 'SOLUTION',
    refId: s.id,
    title: s.title,
    text: [s.summary, s.highlights.join(' '), s.products.join(' '), htmlToText(s.content)].filter(Boolean).join(' '),
    url: `/solution/detail/${s.id}`,
    publishedAt: s.publishDate,
  };
}
