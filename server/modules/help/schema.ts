import { z } from 'zod';
import { envelope, pageEnvelope } from '../../../common/api/envelope';
import { zId } from '../../../common/api/id-schema';
import { pageRequestFields } from '../../../common/api/pagination';
import { HELP_KEYWORD_MAX, HELP_PAGE_SIZE, RES_NUMBER_PATTERN, SHARE_ID_PATTERN } from './rules';

const ZColumnRef = z.object({ id: z.number().int(), name: z.string() });

const ZColumnBase = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  articleCount: z.number().int().describe('articles in the column, its children included'),
});
/** Two levels: a root column and its children (whose own children are always empty). */
export const ZHelpColumnNode = ZColumnBase.extend({
  children: z.array(ZColumnBase.extend({ children: z.array(ZColumnBase).max(0) })).describe('child columns'),
});

export const ZHelpListItem = z.object({
  id: z.number().int().describe('resId'),
  resNumber: z.string().describe('e.g. H10025'),
  title: z.string(),
  summary: z.string().describe('plain text opening of the article'),
  column: ZColumnRef,
  rootColumn: ZColumnRef,
  readCount: z.number().int(),
  helpfulCount: z.number().int(),
  publishDate: z.string().describe('ISO 8601'),
});
const ZArticleLink = z.object({ id: z.number().int(), title: z.string() });
export const ZHelpArticleDetail = ZHelpListItem.omit({ summary: true }).extend({
  shareId: z.string().describe('unguessable id of the share link /help/share/:shareId'),
  content: z.string().describe('sanitised HTML'),
  unhelpfulCount: z.number().int(),
  prev: ZArticleLink.nullable().describe('the article before this one in its column'),
  next: ZArticleLink.nullable(),
  related: z.array(ZHelpListItem).describe('most read articles of the same root column'),
});

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
  .max(HELP_KEYWORD_MAX, `搜索关键词不能超过 ${HELP_KEYWORD_MAX} 个字符`);

export const ZTreeResponse = envelope({ data: z.array(ZHelpColumnNode) });

const pageFields = { current: pageRequestFields.current, size: pageRequestFields.size.unwrap().default(HELP_PAGE_SIZE) };

export const ZListPagedRequest = z
  .object({ columnId: zHelpId('栏目编号').optional().describe('a root column (all its children) or a child column; absent: all'), ...pageFields })
  .default({ current: 1, size: HELP_PAGE_SIZE });
export const ZListPagedResponse = pageEnvelope(ZHelpListItem);

export const ZSearchRequest = z.object({ keywords, ...pageFields });
export const ZSearchResponse = pageEnvelope(
  ZHelpListItem.extend({
    titleHtml: z.string().describe('HTML-escaped title with <em> around matched words'),
    snippetHtml: z.string().describe('HTML-escaped passage around the first match, <em> around matched words'),
    url: z.string(),
  }),
).extend({ keywords: z.string().describe('the keywords as searched, trimmed'), words: z.array(z.string()).describe('the words matched') });

export const ZIdRequest = z.object(resId);
export const ZNumberRequest = z.object({
  resNumber: z
    .string({ error: '请输入文章编号' })
    .trim()
    .toUpperCase()
    .regex(RES_NUMBER_PATTERN, '请输入正确的文章编号：H 加数字，例如 H10025'),
});
export const ZShareIdRequest = z.object({
  shareId: z.string({ error: '请输入分享编号' }).trim().regex(SHARE_ID_PATTERN, '请检查分享链接：分享编号格式不正确'),
});
export const ZArticleResponse = envelope({ data: ZHelpArticleDetail });

export const ZReadResponse = envelope({ data: z.object({ readCount: z.number().int() }) });

export const ZFeedbackRequest = z.object({
  ...resId,
  type: z.enum(['HELPFUL', 'UNHELPFUL'], { error: '请选择评价类型：HELPFUL（有帮助）或 UNHELPFUL（没帮助）' }),
});
export const ZFeedbackResponse = envelope({ data: z.object({ helpfulCount: z.number().int(), unhelpfulCount: z.number().int() }) });

export const ZShareResponse = envelope({
  data: z.object({ shareId: z.string(), path: z.string().describe('/help/share/:shareId'), url: z.string().describe('absolute share link'), title: z.string() }),
});
