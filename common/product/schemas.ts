import { z } from 'zod';
import { ID_MAX } from '../ids';
import { envelope, pageEnvelope } from '../api/envelope';
import { post, postWithoutBody } from '../api/endpoints';
import { pageRequestFields } from '../api/pagination';
import { keywordsField } from '../api/list-filters';
import { productCodes } from './options';

// Messages start with 请 or name the field, so a refusal reads as one sentence (see common/library/schemas.ts).
const idOrCodeMessage = '请填写正确的产品：产品编号（正整数）或产品代码 ERP、TREASURE、ALLINONE、CLOUD';

/** A product by its numeric id or its code (any case); which one exists is the service's business. */
const zProductRef = (error: string) =>
  z.union(
    [
      z.number().int(error).positive(error).max(ID_MAX, error),
      z
        .string()
        .trim()
        .regex(/^(?:[1-9]\d{0,9}|[A-Za-z]{2,16})$/, error),
    ],
    { error },
  );

export const ZProductGetRequest = z.object({ id: zProductRef(idOrCodeMessage).describe('product id (1) or code (ERP, erp)') });
export type ProductGetRequest = z.output<typeof ZProductGetRequest>;

export const ZReleaseListRequest = z
  .object({
    productId: z
      .union([z.literal('ALL'), zProductRef(`${idOrCodeMessage}，或 ALL 表示全部产品`)], { error: `${idOrCodeMessage}，或 ALL 表示全部产品` })
      .optional()
      .describe('product id, product code or ALL (every product)'),
    year: z.coerce
      .number({ error: '年份必须是数字' })
      .int('年份必须是整数')
      .min(2000, '年份不能早于 2000')
      .max(2100, '年份不能晚于 2100')
      .optional()
      .describe('a calendar year in China time'),
    keywords: keywordsField.optional().describe('≤ 30 characters; every word must appear in the version, title or notes'),
    ...pageRequestFields,
  })
  .default({ current: 1, size: 20 });
export type ReleaseListRequest = z.output<typeof ZReleaseListRequest>;

export const ZProductItem = z.object({
  id: z.number().int(),
  code: z.string().describe(`one of ${productCodes.join(', ')}`),
  name: z.string(),
  slogan: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  loginPath: z.string().describe('the login page of its 免费试用 button; add ?tab=register for the register tab'),
  releaseCount: z.number().int(),
  latestVersion: z.string().nullable(),
  latestReleasedAt: z.string().nullable().describe('ISO 8601'),
});
export type ProductItem = z.infer<typeof ZProductItem>;
export const ZProductListResponse = envelope({ data: z.array(ZProductItem) });

export const ZRelease = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  version: z.string(),
  title: z.string(),
  content: z.string().describe('sanitised HTML: 新增 / 优化 / 修复 lists'),
  releasedAt: z.string().describe('ISO 8601'),
  titleHtml: z.string().describe('the title escaped, matched words in <mark>'),
  contentHtml: z.string().describe('content with matched words in <mark>'),
});
export type ReleaseItem = z.infer<typeof ZRelease>;

export const ZProductDetail = ZProductItem.extend({
  content: z.string().describe('sanitised HTML: 产品概述, 核心功能, 适用场景, 部署方式, 客户案例'),
  features: z.array(z.object({ title: z.string(), text: z.string() })),
  releases: z.array(ZRelease).describe('the newest releases, newest first'),
});
export type ProductDetail = z.infer<typeof ZProductDetail>;
export const ZProductGetResponse = envelope({ data: ZProductDetail });

export const ZReleaseListResponse = pageEnvelope(ZRelease).extend({
  terms: z.array(z.string()).describe('the words every record contains (highlighted in titleHtml and contentHtml)'),
  years: z.array(z.object({ year: z.number().int(), count: z.number().int() })).describe('releases per year under the other filters, newest year first'),
});
/** A page of the release log with the words searched and the releases per year. */
export type ReleasePage = Omit<z.infer<typeof ZReleaseListResponse>, 'code' | 'msg'>;

/** The JSON endpoints of /api/product, all public. */
export const productEndpoints = {
  '/product/pub/list': postWithoutBody(ZProductListResponse),
  '/product/pub/get': post(ZProductGetRequest, ZProductGetResponse),
  '/product/pub/releases': post(ZReleaseListRequest, ZReleaseListResponse),
};
