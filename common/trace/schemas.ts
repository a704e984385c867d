import { z } from 'zod';
import { get, post } from '../api/endpoints';
import { envelope } from '../api/envelope';
import { ART_TITLE_MAX, SPENT_MAX_SECONDS, TRACE_URL_MAX, traceMessages } from './options';

const shortId = (label: string) => z.string().trim().max(64, `${label}不能超过 64 个字符`);

/**
 * GET /trace/trace/stat.htm (spec §7 'Page-leave statistics'): t, url, sid, and uid and mid when logged in.
 * `d` (milliseconds spent on the page) is ours: it gives the console the time on each page.
 */
export const ZPageLeaveQuery = z.object({
  t: z.coerce.number({ error: traceMessages.tBad }).int(traceMessages.tBad).min(0, traceMessages.tBad),
  url: z.string({ error: traceMessages.urlRequired }).trim().min(1, traceMessages.urlRequired).max(TRACE_URL_MAX, `页面地址不能超过 ${TRACE_URL_MAX} 个字符`),
  sid: z.string({ error: traceMessages.sidRequired }).trim().min(1, traceMessages.sidRequired).max(64, '访客标识不能超过 64 个字符'),
  uid: shortId('用户标识').optional(),
  mid: shortId('员工标识').optional(),
  d: z.coerce.number().int().min(0).max(SPENT_MAX_SECONDS * 1000).optional(),
});
export type PageLeaveQuery = z.output<typeof ZPageLeaveQuery>;

/** POST /trace/trace/article (spec §7 traceArticle). */
export const ZArticleReport = z.object({
  artId: z.union([z.string().max(64, '文章标识不能超过 64 个字符'), z.number().int().min(0).max(2147483647)], { error: '缺少文章标识 artId' }).transform((v) => String(v).trim()).pipe(z.string().min(1, '缺少文章标识 artId').max(64, '文章标识不能超过 64 个字符')),
  artAuthorStaffId: z.union([z.string().max(64), z.number().int().min(0).max(2147483647)]).optional().transform((v) => (v === undefined ? '' : String(v).trim().slice(0, 64))),
  artType: z.string({ error: '缺少文章类型 artType' }).trim().min(1, '缺少文章类型 artType').max(20, '文章类型不能超过 20 个字符'),
  artTitle: z.string({ error: '缺少文章标题 artTitle' }).trim().min(1, '缺少文章标题 artTitle').transform((v) => [...v].slice(0, ART_TITLE_MAX).join('')),
  /** Rounded seconds. */
  spent: z.coerce.number({ error: '阅读时长 spent 不正确' }).int('阅读时长 spent 须为整数秒').min(0, '阅读时长 spent 不正确').transform((v) => Math.min(v, SPENT_MAX_SECONDS)),
  /** The anonymous visitor id, when the page has one (ours, beside the spec's fields). */
  sid: z.string().trim().max(64).optional(),
});
export type ArticleReport = z.output<typeof ZArticleReport>;

export const traceEndpoints = {
  '/trace/trace/stat.htm': get(ZPageLeaveQuery, envelope({})),
  '/trace/trace/article': post(ZArticleReport, envelope({})),
};
