import type { ContentKind } from '../../../server/modules/account/rules';

export type { ContentKind };

/** How each content kind is named in lists, and where its detail page is (spec §2.1 routes). */
export const kindInfo: Record<ContentKind, { label: string; href: (id: number) => string }> = {
  NEWS: { label: '资讯', href: (id) => `/news/${id}` },
  VIDEO: { label: '课程', href: (id) => `/video?id=${id}` },
  BID: { label: '招标', href: (id) => `/tenderDetails/${id}` },
  NORMAL: { label: '标准', href: (id) => `/standard/detail/${id}` },
  POLICY: { label: '政策', href: (id) => `/policy/detail/${id}` },
  PAPER: { label: '论文', href: (id) => `/paper/detail/${id}` },
  DOWNLOAD: { label: '资料', href: (id) => `/information/list?tabsType=download&id=${id}` },
};

export const contentKinds = Object.keys(kindInfo) as ContentKind[];

export function isContentKind(value: string | null | undefined): value is ContentKind {
  return !!value && Object.hasOwn(kindInfo, value);
}

/** A title for an item saved without one (a video or bid favourited before its page sent the title). */
export function displayTitle(item: { kind: ContentKind; id: number; title: string }): string {
  return item.title || `${kindInfo[item.kind].label} #${item.id}`;
}
