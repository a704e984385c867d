import { projectRoleLabels, type ProjectRole, type ProjectType } from '../library/options';

/**
 * The project types a solution belongs to, as the categories of /solution/:id.
 * Ids are stable because they appear in URLs (/solution/2 is 地铁); the codes
 * and short labels are the spec's (common/library/options.ts). Ports are
 * served under 水利 and railways under 地铁 (轨道交通): the spec has no codes for them.
 */
export const solutionTypes = [
  { id: 1, code: 'ROAD', name: '道路桥梁', intro: '高速公路、城市快速路、国省干线与桥梁工程的计量支付与建设管理。' },
  { id: 2, code: 'SUBWAY', name: '轨道交通', intro: '地铁、城际与市域铁路多标段、多参建方的协同管理。' },
  { id: 3, code: 'TUNNEL', name: '隧道工程', intro: '山岭、城市与水下隧道的进尺计量、围岩变更与安全监测。' },
  { id: 4, code: 'BUILDING', name: '房屋建筑', intro: '公建、住宅与装配式建筑的总分包结算、质量安全与智慧工地。' },
  { id: 5, code: 'GOV', name: '市政工程', intro: '管网、综合管廊、海绵城市与城市更新项目群管理。' },
  { id: 6, code: 'WATER', name: '水利港口', intro: '水库、堤防、灌区与港口码头工程的数字化建设管理。' },
  { id: 7, code: 'COMMON', name: '通用方案', intro: '跨项目类型的企业级数字化、档案与资金管理方案。' },
] as const satisfies readonly { id: number; code: ProjectType; name: string; intro: string }[];

export type SolutionType = (typeof solutionTypes)[number];

export const solutionTypeById = (id: number) => solutionTypes.find((t) => t.id === id);
export const solutionTypeByCode = (code: string) => solutionTypes.find((t) => t.code === code);

/** The edition a title names: 城市轨道交通工程计量支付一体化解决方案（业主版）. */
export const solutionRoleEditions: Record<ProjectRole, string> = {
  COMMON: '通用版',
  YZ: '业主版',
  SG: '施工版',
  JL: '监理版',
  ZX: '咨询版',
  JG: '监管版',
};

/** Role names on tags and chips; 业主 reads 建设单位 in the spec's longer form. */
export const solutionRoleLabels: Record<ProjectRole, string> = { ...projectRoleLabels, YZ: '业主（建设单位）' };

export const solutionCoverOf = (code: string, variant: number) => `/images/solutions/${code.toLowerCase()}-${variant}.svg`;
