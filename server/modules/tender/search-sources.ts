import type { SearchSource } from '../search/repo';
import { textOfStoredHtml } from '../../platform/sanitize';

/** A notice's page, the url of its search document. */
export const tenderNoticeUrl = (id: number) => `/tenderDetails/${id}`;

/**
 * A tender notice as a search document (kind TENDER). The bid number, buyer and
 * region are searchable beside the body; bodies never hold contact details, so
 * the index cannot leak what the detail page shows only to logged-in viewers.
 * `content` is the notice's stored HTML (sanitized when it was written), so its
 * text is read without parsing (`textOfStoredHtml`).
 */
export function tenderNoticeSource(n: {
  id: number;
  title: string;
  content: string;
  publishedAt: Date;
  bidNo: string;
  tenderee: string;
  region: string;
  infoTypeName: string;
  categoryName: string;
}): SearchSource {
  return {
    kind: 'TENDER',
    refId: n.id,
    title: n.title,
    text: [`${n.categoryName} ${n.infoTypeName}`, `招标编号 ${n.bidNo}`, `招标人 ${n.tenderee}`, n.region, textOfStoredHtml(n.content)].join(' '),
    url: tenderNoticeUrl(n.id),
    publishedAt: n.publishedAt,
  };
}
