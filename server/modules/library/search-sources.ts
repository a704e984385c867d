import type { SearchSource } from '../search/repo';
import { htmlToText } from '../../platform/sanitize';

/**
 * Library items as search documents. The standard's number leads its title
 * so that 'GB50857' (see segment.ts) finds it and the hit reads like a citation.
 */
export function standardSource(s: { id: number; number: string; title: string; titleEn?: string; issuer?: string; content: string; issueDate: Date }): SearchSource {
  return {
    kind: 'NORMAL',
    refId: s.id,
    title: `${s.number} ${s.title}`,
    text: [s.titleEn ?? '', s.issuer ?? '', htmlToText(s.content)].filter(Boolean).join(' '),
    url: `/standard/detail/${s.id}`,
    publishedAt: s.issueDate,
  };
}

export function policySource(p: { id: number; title: string; docNumber: string; authority: string; content: string; publishDate: Date }): SearchSource {
  return {
    kind: 'POLICY',
    refId: p.id,
    title: p.title,
    text: [p.docNumber, p.authority, htmlToText(p.content)].filter(Boolean).join(' '),
    url: `/policy/detail/${p.id}`,
    publishedAt: p.publishDate,
  };
}

export function paperSource(p: { id: number; title: string; authors: string; journal: string; keywords: string; abstract: string; content: string; publishDate: Date }): SearchSource {
  return {
    kind: 'PAPER',
    refId: p.id,
    title: p.title,
    text: [p.authors, p.journal, p.keywords, p.abstract, htmlToText(p.content)].filter(Boolean).join(' '),
    url: `/paper/detail/${p.id}`,
    publishedAt: p.publishDate,
  };
}
