import { contentKindLabels, type ContentKind } from '../../../common/account/options';

/** Where each content kind's detail page is (spec §2.1 routes). */
export const kindHref: Record<ContentKind, (id: number) => string> = {
  NEWS: (id) => `/news/${id}`,
  VIDEO: (id) => `/video?id=${id}`,
  BID: (id) => `/tenderDetails/${id}`,
  NORMAL: (id) => `/standard/detail/${id}`,
  POLICY: (id) => `/policy/detail/${id}`,
  PAPER: (id) => `/paper/detail/${id}`,
  DOWNLOAD: (id) => `/information/list?tabsType=download&id=${id}`,
};

/** A title for an item saved without one (a video or bid favourited before its page sent the title). */
export function displayTitle(kind: ContentKind, item: { id: number; title: string }): string {
  return item.title || `${contentKindLabels[kind]} #${item.id}`;
}
