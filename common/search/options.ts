import { libraryRanges, type LibraryRange } from '../library/options';

/** Every kind of searchable content, in display order (the search page's tabs, the information home's blocks). */
export const searchKinds = ['NEWS', 'KNOW', 'NORMAL', 'POLICY', 'PAPER', 'VIDEO', 'DOWNLOAD', 'TENDER', 'SOLUTION', 'HELP'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** What the search page calls each kind: short, for tabs and the label before a hit. */
export const searchKindLabels: Record<SearchKind, string> = {
  NEWS: '资讯',
  KNOW: '知识',
  NORMAL: '标准',
  POLICY: '政策',
  PAPER: '论文',
  VIDEO: '课程',
  DOWNLOAD: '资料',
  TENDER: '招标',
  SOLUTION: '方案',
  HELP: '帮助',
};

/** Date quick ranges of spec §9, in days (0: all time): the same ranges as every content list. */
export const searchRanges = libraryRanges;
export type SearchRange = LibraryRange;
export const searchRangeLabels: Record<SearchRange, string> = {
  all: '全部时间',
  '3d': '最近三天',
  '1w': '最近一周',
  '1m': '最近一月',
  '3m': '最近三月',
  '1y': '最近一年',
};

/** Results a page of the search shows. */
export const SEARCH_PAGE_SIZE = 20;
