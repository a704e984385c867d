import { z } from 'zod';
import { envelope, pageEnvelope } from '../../../common/api/envelope';
import { zId } from '../../../common/api/id-schema';
import { pageRequestFields } from '../../../common/api/pagination';
import { contentFilterFields, keywordsField } from '../../../common/api/list-filters';
import { libraryKeywordMax } from '../../../common/library-options';

const zKeywords = keywordsField;

const listFilterFields = {
  categoryId: zId('课程分类编号').optional().describe('a parent category (every course below it) or a child category'),
  ...contentFilterFields,
  keywords: zKeywords.optional(),
  ...pageRequestFields,
};
const pageDefaults = { current: 1, size: 20 };

export const ZCourseListRequest = z.object(listFilterFields).default(pageDefaults);

type CategoryNode = { id: number; name: string; parentId: number | null; courseCount: number; children: CategoryNode[] };
const ZCategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    courseCount: z.number().int().describe('courses in this category; a parent counts those of its children'),
    children: z.array(ZCategoryNode),
  }),
);
export const ZCategoryTreeResponse = envelope({ data: z.array(ZCategoryNode) });

export const ZCourseListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  lecturer: z.string(),
  lecturerTitle: z.string().describe('e.g. 高级工程师 · 某设计院 BIM 中心主任'),
  coverUrl: z.string(),
  durationSeconds: z.number().int(),
  chapterCount: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  rootCategoryId: z.number().int(),
  rootCategoryName: z.string(),
  projectType: z.string(),
  projectRole: z.string(),
  isRecommended: z.boolean(),
  publishDate: z.string().describe('ISO 8601'),
  playCount: z.number().int(),
  starCount: z.number().int(),
});
const viewerStateFields = { starred: z.boolean().describe('the viewer starred it'), favorited: z.boolean().describe('the viewer favourited it') };
const ZViewerState = z.object(viewerStateFields);

export const ZCourseListResponse = pageEnvelope(ZCourseListItem);
export const ZViewerCourseListResponse = pageEnvelope(ZCourseListItem.extend(viewerStateFields));

export const ZCourseIdRequest = z.object({ id: zId('课程编号') });

export const ZCourseDetail = ZCourseListItem.extend({
  intro: z.string().describe('sanitised HTML'),
  chapters: z.array(z.object({ index: z.number().int(), title: z.string(), durationSeconds: z.number().int(), isPreview: z.boolean().describe('open to logged-out viewers (试看)') })),
  previewUrl: z.string().describe("the 试看 clip anyone may play; '' when the course has no media yet"),
  viewer: ZViewerState.nullable().describe("the caller's star and favourite; null when logged out"),
});
export const ZCourseGetResponse = envelope({ data: ZCourseDetail });

export const ZRecommendRequest = z
  .object({
    id: zId('课程编号').optional().describe('a course: related ones come first'),
    size: z.coerce.number({ error: '条数必须是数字' }).int('条数必须是整数').min(1, '条数不能小于 1').max(20, '条数不能大于 20').default(6),
  })
  .default({ size: 6 });
export const ZRecommendResponse = envelope({ data: z.array(ZCourseListItem) });

export const ZPlayResponse = envelope({ data: z.object({ playCount: z.number().int() }) });
export const ZStarResponse = envelope({ data: z.object({ id: z.number().int(), starred: z.boolean(), starCount: z.number().int() }) });
export const ZCheckLoginResponse = envelope({
  data: z.object({ id: z.number().int(), canPlay: z.literal(true), mediaUrl: z.string().describe('the full course media'), chapterCount: z.number().int() }),
});

export const ZUnionSearchRequest = z.object({
  keywords: z.string({ error: '请输入关键词' }).trim().min(1, '请输入关键词').max(libraryKeywordMax, `关键词不能超过 ${libraryKeywordMax} 个字符`),
  size: z.coerce.number({ error: '条数必须是数字' }).int('条数必须是整数').min(1, '条数不能小于 1').max(50, '条数不能大于 50').default(20),
});
export const ZUnionSearchResponse = envelope({
  data: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable(), parentName: z.string(), courseCount: z.number().int() })),
    courses: z.array(ZCourseListItem),
    total: z.number().int().describe('all matching courses; `courses` holds the first `size`'),
  }),
});

export const ZFavoriteListRequest = z.object(pageRequestFields).default(pageDefaults);
export const ZFavoriteListResponse = pageEnvelope(ZCourseListItem.extend({ favoritedAt: z.string().describe('ISO 8601') }));
