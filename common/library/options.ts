/**
 * Options of the document library (standards, policies, papers): the codes the
 * API accepts and the Chinese labels the pages show. Shared so that a filter
 * link and the API schema can never disagree.
 */

export const libraryKinds = ['NORMAL', 'POLICY', 'PAPER'] as const;
export type LibraryKind = (typeof libraryKinds)[number];
export const libraryKindLabels: Record<LibraryKind, string> = { NORMAL: '标准规范', POLICY: '政策法规', PAPER: '论文' };

/** 工程建设 sub-areas of standards; ids are stable because they appear in URLs (/standard/3). */
export const standardCategories = [
  { id: 1, name: '市政工程' },
  { id: 2, name: '轨道交通' },
  { id: 3, name: '道路桥梁' },
  { id: 4, name: '房屋建筑' },
  { id: 5, name: '水利工程' },
  { id: 6, name: '港口航道' },
  { id: 7, name: '铁路工程' },
  { id: 8, name: '造价计量' },
  { id: 9, name: '安全质量' },
] as const;

export const policyCategories = [
  { id: 1, name: '法律法规' },
  { id: 2, name: '部门规章' },
  { id: 3, name: '规范性文件' },
  { id: 4, name: '标准公告' },
  { id: 5, name: '地方政策' },
] as const;

export const paperCategories = [
  { id: 1, name: '道路桥梁' },
  { id: 2, name: '隧道与地下工程' },
  { id: 3, name: '轨道交通' },
  { id: 4, name: '房屋建筑' },
  { id: 5, name: '水利港口' },
  { id: 6, name: '工程管理' },
  { id: 7, name: '造价与计量' },
  { id: 8, name: 'BIM 与数字化' },
] as const;

export const categoriesOf: Record<LibraryKind, readonly { id: number; name: string }[]> = {
  NORMAL: standardCategories,
  POLICY: policyCategories,
  PAPER: paperCategories,
};

export const standardKinds = ['NATIONAL', 'INDUSTRY', 'LOCAL', 'GROUP'] as const;
export type StandardKind = (typeof standardKinds)[number];
export const standardKindLabels: Record<StandardKind, string> = { NATIONAL: '国家标准', INDUSTRY: '行业标准', LOCAL: '地方标准', GROUP: '团体标准' };

export const standardStatuses = ['CURRENT', 'UPCOMING', 'ABOLISHED'] as const;
export type StandardStatus = (typeof standardStatuses)[number];
export const standardStatusLabels: Record<StandardStatus, string> = { CURRENT: '现行', UPCOMING: '即将实施', ABOLISHED: '废止' };

/** Spec §3 project-type options; ALL is "no filter" and NON (no project) is never stored on a document. */
export const projectTypes = ['COMMON', 'ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER'] as const;
export type ProjectType = (typeof projectTypes)[number];
export const projectTypeLabels: Record<ProjectType, string> = {
  COMMON: '通用',
  ROAD: '道路',
  SUBWAY: '地铁',
  TUNNEL: '隧道',
  BUILDING: '房建',
  GOV: '市政',
  WATER: '水利',
};

/** Spec §3 project-role options (ALL is "no filter"). */
export const projectRoles = ['COMMON', 'YZ', 'SG', 'JL', 'ZX', 'JG'] as const;
export type ProjectRole = (typeof projectRoles)[number];
export const projectRoleLabels: Record<ProjectRole, string> = { COMMON: '通用', YZ: '业主', SG: '施工', JL: '监理', ZX: '咨询', JG: '监管' };

/** Spec §9 date quick ranges, in days (0: all time). */
export const libraryRanges = { all: 0, '3d': 3, '1w': 7, '1m': 30, '3m': 91, '1y': 365 } as const;
export type LibraryRange = keyof typeof libraryRanges;
export const libraryRangeLabels: Record<LibraryRange, string> = { all: '全部', '3d': '最近三天', '1w': '最近一周', '1m': '最近一月', '3m': '最近三月', '1y': '最近一年' };

export const librarySorts = ['newest', 'hottest'] as const;
export type LibrarySort = (typeof librarySorts)[number];
export const librarySortLabels: Record<LibrarySort, string> = { newest: '最新', hottest: '最热' };
