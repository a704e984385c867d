import { z } from 'zod';
import { envelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { pageRequestFields } from '../api/pagination';
import { fieldLimits } from '../field-rules';
import { searchKinds, searchRanges, type SearchRange } from './options';

export const ZSearchRequest = z.object({
  keywords: z
    .string({ error: '请输入搜索关键词' })
    .trim()
    .min(1, '请输入搜索关键词')
    .max(fieldLimits.keywords, `搜索关键词不能超过 ${fieldLimits.keywords} 个字符`),
  kind: z.enum(searchKinds, { error: '内容类型不正确' }).optional(),
  range: z.enum(Object.keys(searchRanges) as [SearchRange], { error: '时间范围不正确' }).optional(),
  ...pageRequestFields,
});
export type SearchRequest = z.output<typeof ZSearchRequest>;

export const ZSearchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.number().int(),
  title: z.string(),
  titleHtml: z.string().describe('HTML-escaped title with <em> around matched words'),
  snippetHtml: z.string(),
  url: z.string(),
  publishedAt: z.string(),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchResult = z.object({
  keywords: z.string(),
  words: z.array(z.string()).describe('the words the keywords were cut into'),
  current: z.number().int(),
  /** Pages that can be shown: the ranked window, at most RANKED_WINDOW results (server/modules/search/service.ts). */
  pages: z.number().int(),
  size: z.number().int(),
  /** Matches of the selected kind (or all kinds); a lower bound when `capped` names that kind, an estimate when `approximate` does. */
  total: z.number().int(),
  records: z.array(ZSearchHit),
  /** Matches per kind for the same words and date range, whatever kind is selected, in the kinds' display order. */
  facets: z.record(z.string(), z.number().int()).describe('matches per kind (up to 10 000 counted in all, see capped and approximate)'),
  /** Shown as "N+". */
  capped: z.array(z.enum(searchKinds)).describe('kinds whose count is a lower bound: counting stopped at 10 000 matches'),
  /** Shown as "约 N". */
  approximate: z
    .array(z.enum(searchKinds))
    .describe('kinds whose count is an estimate from the database statistics: words found in most news and knowledge articles'),
});
export type SearchResult = z.infer<typeof ZSearchResult>;
export const ZSearchResponse = envelope(ZSearchResult.shape);

/** The site search (spec §7 /search/pub/query). */
export const searchEndpoints = {
  '/search/pub/query': post(ZSearchRequest, ZSearchResponse),
};
