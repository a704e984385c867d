import { z } from 'zod';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { pageRequestFields } from '../api/pagination';
import { fieldLimits } from '../field-rules';
import { HELP_PAGE_SIZE, RES_NUMBER_PATTERN, SHARE_ID_PATTERN, helpFeedbackTypes } from './options';

export const ZHelpColumnRef = z.object({ id: z.number().int(), name: z.string() });
export type HelpColumnRef = z.infer<typeof ZHelpColumnRef>;

const ZHelpColumnBase = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  articleCount: z.number().int().describe('articles in the column, its children included'),
});
/** A child column: the tree has two levels, so its own children are always empty. */
export const ZHelpChildColumn = ZHelpColumnBase.extend({ children: z.array(ZHelpColumnBase).max(0) });
export type HelpChildColumn = z.infer<typeof ZHelpChildColumn>;
/** A root column and its children. */
export const ZHelpColumnNode = ZHelpColumnBase.extend({
  children: z.array(ZHelpChildColumn).describe('child columns'),
});
export type HelpColumnNode = z.infer<typeof ZHelpColumnNode>;

export const ZHelpListItem = z.object({
  id: z.number().int().describe('resId'),
  resNumber: z.string().describe('e.g. H10025'),
  title: z.string(),
  summary: z.string().describe('plain text opening of the article'),
  column: ZHelpColumnRef,
  rootColumn: ZHelpColumnRef,
  readCount: z.number().int(),
  helpfulCount: z.number().int(),
  publishDate: z.string().describe('ISO 8601'),
});
export type HelpListItem = z.infer<typeof ZHelpListItem>;
const ZHelpArticleLink = z.object({ id: z.number().int(), title: z.string() });
export const ZHelpArticleDetail = ZHelpListItem.omit({ summary: true }).extend({
  shareId: z.string().describe('unguessable id of the share link /help/share/:shareId'),
  content: z.string().describe('sanitised HTML'),
  unhelpfulCount: z.number().int(),
  prev: ZHelpArticleLink.nullable().describe('the article before this one in its column'),
  next: ZHelpArticleLink.nullable(),
  related: z.array(ZHelpListItem).describe('most read articles of the same root column'),
});
export type HelpArticleDetail = z.infer<typeof ZHelpArticleDetail>;

/**
 * An id in a request. Messages start with 请 so the error handler shows them
 * as they are (it puts the field's name before other messages, and resId or
 * columnId mean nothing to a reader).
 */
const zHelpId = (label: string) => zId(label, { message: `请输入正确的${label}（正整数）` });
const resId = { resId: zHelpId('文章编号') };
const keywords = z
  .string({ error: '请输入搜索关键词' })
  .trim()
  .min(1, '请输入搜索关键词')
  .max(fieldLimits.keywords, `搜索关键词不能超过 ${fieldLimits.keywords} 个字符`);

export const ZHelpTreeResponse = envelope({ data: z.array(ZHelpColumnNode) });

const pageFields = { current: pageRequestFields.current, size: pageRequestFields.size.unwrap().default(HELP_PAGE_SIZE) };

export const ZHelpListRequest = z
  .object({ columnId: zHelpId('栏目编号').optional().describe('a root column (all its children) or a child column; absent: all'), ...pageFields })
  .default({ current: 1, size: HELP_PAGE_SIZE });
export type HelpListRequest = z.output<typeof ZHelpListRequest>;
export const ZHelpListResponse = pageEnvelope(ZHelpListItem);

export const ZHelpSearchRequest = z.object({ keywords, ...pageFields });
export type HelpSearchRequest = z.output<typeof ZHelpSearchRequest>;
export const ZHelpSearchHit = ZHelpListItem.extend({
  titleHtml: z.string().describe('HTML-escaped title with <em> around matched words'),
  snippetHtml: z.string().describe('HTML-escaped passage around the first match, <em> around matched words'),
  url: z.string(),
});
export type HelpSearchHit = z.infer<typeof ZHelpSearchHit>;
export const ZHelpSearchResponse = pageEnvelope(ZHelpSearchHit).extend({
  keywords: z.string().describe('the keywords as searched, trimmed'),
  words: z.array(z.string()).describe('the words matched'),
});
/** A page of hits with the keywords as searched and the words matched. */
export type HelpSearchResult = Omit<z.infer<typeof ZHelpSearchResponse>, 'code' | 'msg'>;

export const ZHelpIdRequest = z.object(resId);
export const ZHelpNumberRequest = z.object({
  resNumber: z
    .string({ error: '请输入文章编号' })
    .trim()
    .toUpperCase()
    .regex(RES_NUMBER_PATTERN, '请输入正确的文章编号：H 加数字，例如 H10025'),
});
export const ZHelpShareIdRequest = z.object({
  shareId: z.string({ error: '请输入分享编号' }).trim().regex(SHARE_ID_PATTERN, '请检查分享链接：分享编号格式不正确'),
});
export const ZHelpArticleResponse = envelope({ data: ZHelpArticleDetail });

export const ZHelpReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });

export const ZHelpFeedbackRequest = z.object({
  ...resId,
  type: z.enum(helpFeedbackTypes, { error: '请选择评价类型：HELPFUL（有帮助）或 UNHELPFUL（没帮助）' }),
});
export type HelpFeedbackRequest = z.output<typeof ZHelpFeedbackRequest>;
export const ZHelpFeedbackCounts = z.object({ helpfulCount: z.number().int(), unhelpfulCount: z.number().int() });
export type HelpFeedbackCounts = z.infer<typeof ZHelpFeedbackCounts>;
export const ZHelpFeedbackResponse = envelope({ data: ZHelpFeedbackCounts });

export const ZHelpShareLink = z.object({ shareId: z.string(), path: z.string().describe('/help/share/:shareId'), url: z.string().describe('absolute share link'), title: z.string() });
export type HelpShareLink = z.infer<typeof ZHelpShareLink>;
export const ZHelpShareResponse = envelope({ data: ZHelpShareLink });

/** The JSON endpoints of the help centre, all public (README of server/modules/help). */
export const helpEndpoints = {
  '/help/pub/dir/getTree': postWithoutBody(ZHelpTreeResponse),
  '/help/pub/listPaged': post(ZHelpListRequest, ZHelpListResponse),
  '/help/pub/search': post(ZHelpSearchRequest, ZHelpSearchResponse),
  '/help/pub/get': post(ZHelpIdRequest, ZHelpArticleResponse),
  '/help/pub/getByNumber': post(ZHelpNumberRequest, ZHelpArticleResponse),
  '/help/pub/getByShareId': post(ZHelpShareIdRequest, ZHelpArticleResponse),
  '/help/pub/read': post(ZHelpIdRequest, ZHelpReadResponse),
  '/help/pub/feedback': post(ZHelpFeedbackRequest, ZHelpFeedbackResponse),
  '/help/share/create': post(ZHelpIdRequest, ZHelpShareResponse),
};
