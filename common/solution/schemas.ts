import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { contentFilterFields, keywordsField } from '../api/list-filters';
import { projectRoles, projectTypes } from '../library/options';

export const ZSolutionListRequest = z
  .object({
    // Messages start with 请 or name the field, so a refusal reads as one sentence (see common/library/schemas.ts).
    projectType: z.enum(['ALL', ...projectTypes], { error: '请选择正确的项目类型：ALL、COMMON、ROAD、SUBWAY、TUNNEL、BUILDING、GOV 或 WATER' }).optional(),
    projectRole: z.enum(['ALL', ...projectRoles], { error: '请选择正确的项目角色：ALL、COMMON、YZ、SG、JL、ZX 或 JG' }).optional(),
    range: contentFilterFields.range,
    keywords: keywordsField.optional(),
    sort: contentFilterFields.sort,
    ...pageRequestFields,
  })
  .default({ current: 1, size: 20 });
export type SolutionListRequest = z.output<typeof ZSolutionListRequest>;

export const ZSolutionType = z.object({
  id: z.number().int().describe('stable category id used in /solution/:id'),
  code: z.enum(projectTypes),
  name: z.string(),
  intro: z.string(),
  count: z.number().int().describe('solutions of this type'),
});
export type SolutionTypeSummary = z.infer<typeof ZSolutionType>;
export const ZSolutionTypesResponse = envelope({ data: z.array(ZSolutionType) });

export const ZSolutionListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  projectType: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  projectRole: z.string().describe('COMMON, YZ, SG, JL, ZX or JG'),
  summary: z.string(),
  coverUrl: z.string(),
  highlights: z.array(z.string()),
  products: z.array(z.string()),
  publishDate: z.string().describe('ISO 8601'),
  readCount: z.number().int(),
});
export type SolutionListItem = z.infer<typeof ZSolutionListItem>;
export const ZSolutionListResponse = pageEnvelope(ZSolutionListItem);

export const ZSolutionDetail = ZSolutionListItem.extend({
  content: z.string().describe('sanitised HTML: 行业痛点, 方案架构, 核心功能, 应用价值, 典型案例'),
  related: z.array(ZSolutionListItem).describe('other solutions of the same project type, same role first'),
});
export type SolutionDetail = z.infer<typeof ZSolutionDetail>;

export const ZSolutionIdRequest = z.object({ id: zId('方案编号') });
export const ZSolutionGetResponse = envelope({ data: ZSolutionDetail });
export const ZSolutionReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });

/** The JSON endpoints of /api/solution, all public. */
export const solutionEndpoints = {
  '/solution/pub/types': postWithoutBody(ZSolutionTypesResponse),
  '/solution/pub/listPaged': post(ZSolutionListRequest, ZSolutionListResponse),
  '/solution/pub/get': post(ZSolutionIdRequest, ZSolutionGetResponse),
  '/solution/pub/read': post(ZSolutionIdRequest, ZSolutionReadResponse),
};
