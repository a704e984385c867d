import { z } from 'zod';
import { fieldLimits } from '../field-rules';
import { libraryRanges, librarySorts, projectRoles, projectTypes } from '../library/options';

/**
 * Request fields shared by every content list (spec §3 project type and role, §9 date quick
 * ranges and the 'newest' sort). Messages start with 请 so a refusal reads as one sentence.
 * ALL means no filter, as in the spec's option lists.
 */
export const contentFilterFields = {
  projectType: z.enum(['ALL', ...projectTypes], { error: '请选择正确的项目类型' }).optional(),
  projectRole: z.enum(['ALL', ...projectRoles], { error: '请选择正确的项目角色' }).optional(),
  range: z.enum(Object.keys(libraryRanges) as [keyof typeof libraryRanges], { error: '请选择正确的时间范围：all、3d、1w、1m、3m 或 1y' }).optional(),
  sort: z.enum(librarySorts, { error: '请选择正确的排序方式：newest 或 hottest' }).optional(),
};

export const keywordsField = z.string({ error: '关键词必须是文字' }).trim().max(fieldLimits.keywords, `关键词不能超过 ${fieldLimits.keywords} 个字符`);

/** ALL (or nothing) means every value. */
export const unlessAll = (value: string | undefined) => (value && value !== 'ALL' ? value : undefined);
