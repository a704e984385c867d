import { z } from 'zod';
import { fieldLimits } from '../../../common/field-rules';
import { ZEnvelope } from '../../../common/api/envelope';
import { pageRequestFields } from '../../../common/api/pagination';
import { dateRanges } from './service';

import { searchKinds } from './indexer';

export { searchKinds };

export const ZSearchRequest = z.object({
  keywords: z
    .string({ error: '请输入搜索关键词' })
    .trim()
    .min(1, '请输入搜索关键词')
    .max(fieldLimits.keywords, `搜索关键词不能超过 ${fieldLimits.keywords} 个字符`),
  kind: z.enum(searchKinds, { error: '内容类型不正确' }).optional(),
  range: z.enum(Object.keys(dateRanges) as [keyof typeof dateRanges], { error: '时间范围不正确' }).optional(),
  ...pageRequestFields,
});

export const ZSearchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.number().int(),
  title: z.string(),
  titleHtml: z.string().describe('HTML-escaped title with <em> around matched words'),
  snippetHtml: z.string(),
  url: z.string(),
  publishedAt: z.string(),
});

export const ZSearchResponse = ZEnvelope.extend({
  keywords: z.string(),
  words: z.array(z.string()).describe('the words the keywords were cut into'),
  current: z.number().int(),
  pages: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  records: z.array(ZSearchHit),
  facets: z.record(z.string(), z.number().int()).describe('matches per kind (up to 10 000 counted in all, see capped and approximate)'),
  capped: z.array(z.enum(searchKinds)).describe('kinds whose count is a lower bound: counting stopped at 10 000 matches'),
  approximate: z
    .array(z.enum(searchKinds))
    .describe('kinds whose count is an estimate from the database statistics: words found in most news and knowledge articles'),
});
