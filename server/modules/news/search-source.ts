import { htmlToText } from '../../platform/sanitize';
import type { SearchSource } from '../search/repo';

/** A news article as a search document; articles of knowledge-base columns (bizType KNOW) are their own kind. */
export function newsSource(article: { id: number; title: string; viceTitle?: string; content: string; releaseTime: Date }, bizType: string): SearchSource {
  return {
    kind: bizType === 'KNOW' ? 'KNOW' : 'NEWS',
    refId: article.id,
    title: article.title,
    text: [article.viceTitle ?? '', htmlToText(article.content)].filter(Boolean).join(' '),
    url: `/news/${article.id}`,
    publishedAt: article.releaseTime,
  };
}
