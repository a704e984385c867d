import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { contentFilterFields, keywordsField } from '../api/list-filters';
import { fieldLimits } from '../field-rules';

const listFilterFields = {
  categoryId: zId('课程分类编号').optional().describe('a parent category (every course below it) or a child category'),
  ...contentFilterFields,
  keywords: keywordsField.optional(),
  ...pageRequestFields,
};
const pageDefaults = { current: 1, size: 20 };

export const ZCourseListRequest = z.object(listFilterFields).default(pageDefaults);
export type CourseListRequest = z.output<typeof ZCourseListRequest>;

/** A category of the two-level tree; written out because zod cannot infer a recursive type. */
type CourseCategoryNodeShape = { id: number; name: string; parentId: number | null; courseCount: number; children: CourseCategoryNodeShape[] };
export const ZCourseCategoryNode: z.ZodType<CourseCategoryNodeShape> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    courseCount: z.number().int().describe('courses in this category; a parent counts those of its children'),
    children: z.array(ZCourseCategoryNode),
  }),
).meta({ id: 'CourseCategoryNode' });
export type CourseCategoryNode = z.infer<typeof ZCourseCategoryNode>;
export const ZCourseCategoryTreeResponse = envelope({ data: z.array(ZCourseCategoryNode) });

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
export type CourseListItem = z.infer<typeof ZCourseListItem>;
const viewerStateFields = { starred: z.boolean().describe('the viewer starred it'), favorited: z.boolean().describe('the viewer favourited it') };
export const ZViewerCourseState = z.object(viewerStateFields);
export type ViewerCourseState = z.infer<typeof ZViewerCourseState>;
export const ZViewerCourseListItem = ZCourseListItem.extend(viewerStateFields);
export type ViewerCourseListItem = z.infer<typeof ZViewerCourseListItem>;

export const ZCourseListResponse = pageEnvelope(ZCourseListItem);
export const ZViewerCourseListResponse = pageEnvelope(ZViewerCourseListItem);

export const ZCourseIdRequest = z.object({ id: zId('课程编号') });

export const ZCourseChapter = z.object({ index: z.number().int(), title: z.string(), durationSeconds: z.number().int(), isPreview: z.boolean().describe('open to logged-out viewers (试看)') });
export type CourseChapter = z.infer<typeof ZCourseChapter>;
export const ZCourseDetail = ZCourseListItem.extend({
  intro: z.string().describe('sanitised HTML'),
  chapters: z.array(ZCourseChapter),
  previewUrl: z.string().describe("the 试看 clip anyone may play; '' when the course has no media yet"),
  viewer: ZViewerCourseState.nullable().describe("the caller's star and favourite; null when logged out"),
});
export type CourseDetail = z.infer<typeof ZCourseDetail>;
export const ZCourseGetResponse = envelope({ data: ZCourseDetail });

export const ZCourseRecommendRequest = z
  .object({
    id: zId('课程编号').optional().describe('a course: related ones come first'),
    size: z.coerce.number({ error: '条数必须是数字' }).int('条数必须是整数').min(1, '条数不能小于 1').max(20, '条数不能大于 20').default(6),
  })
  .default({ size: 6 });
export type CourseRecommendRequest = z.output<typeof ZCourseRecommendRequest>;
export const ZCourseRecommendResponse = envelope({ data: z.array(ZCourseListItem) });

export const ZCoursePlayResponse = envelope({ data: z.object({ playCount: z.number().int() }) });
export const ZCourseStarState = z.object({ id: z.number().int(), starred: z.boolean(), starCount: z.number().int() });
export type CourseStarState = z.infer<typeof ZCourseStarState>;
export const ZCourseStarResponse = envelope({ data: ZCourseStarState });
export const ZFullCourse = z.object({ id: z.number().int(), canPlay: z.literal(true), mediaUrl: z.string().describe('the full course media'), chapterCount: z.number().int() });
export type FullCourse = z.infer<typeof ZFullCourse>;
export const ZCourseCheckLoginResponse = envelope({ data: ZFullCourse });

export const ZCourseUnionSearchRequest = z.object({
  keywords: z.string({ error: '请输入关键词' }).trim().min(1, '请输入关键词').max(fieldLimits.keywords, `关键词不能超过 ${fieldLimits.keywords} 个字符`),
  size: z.coerce.number({ error: '条数必须是数字' }).int('条数必须是整数').min(1, '条数不能小于 1').max(50, '条数不能大于 50').default(20),
});
export type CourseUnionSearchRequest = z.output<typeof ZCourseUnionSearchRequest>;
export const ZCourseUnionSearch = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable(), parentName: z.string(), courseCount: z.number().int() })),
  courses: z.array(ZCourseListItem),
  total: z.number().int().describe('all matching courses; `courses` holds the first `size`'),
});
export type CourseUnionSearch = z.infer<typeof ZCourseUnionSearch>;
export const ZCourseUnionSearchResponse = envelope({ data: ZCourseUnionSearch });

export const ZFavoriteCourseListRequest = z.object(pageRequestFields).default(pageDefaults);
export type FavoriteCourseListRequest = z.output<typeof ZFavoriteCourseListRequest>;
export const ZFavoriteCourseListItem = ZCourseListItem.extend({ favoritedAt: z.string().describe('ISO 8601') });
export type FavoriteCourseListItem = z.infer<typeof ZFavoriteCourseListItem>;
export const ZFavoriteCourseListResponse = pageEnvelope(ZFavoriteCourseListItem);

/**
 * The JSON endpoints of /api/learning. Favourite, cancelFavorite and
 * userOperationState under /learning/pub are the account module's.
 */
export const learningEndpoints = {
  '/learning/pub/videoCat/list': postWithoutBody(ZCourseCategoryTreeResponse),
  '/learning/pub/videoRes/listNew': post(ZCourseListRequest, ZCourseListResponse),
  '/learning/pub/videoRes/get': post(ZCourseIdRequest, ZCourseGetResponse),
  '/learning/pub/videoRes/play': post(ZCourseIdRequest, ZCoursePlayResponse),
  '/learning/pub/getRecommendVideo': post(ZCourseRecommendRequest, ZCourseRecommendResponse),
  '/learning/pub/addStar': post(ZCourseIdRequest, ZCourseStarResponse),
  '/learning/pub/reduceStar': post(ZCourseIdRequest, ZCourseStarResponse),
  '/learning/pub/checkLogin': post(ZCourseIdRequest, ZCourseCheckLoginResponse),
  '/learning/videoRes/listNew': post(ZCourseListRequest, ZViewerCourseListResponse),
  '/learning/videoCat/unionSearchNew': post(ZCourseUnionSearchRequest, ZCourseUnionSearchResponse),
  '/learning/videoRes/listByFavoritePaged': post(ZFavoriteCourseListRequest, ZFavoriteCourseListResponse),
};
