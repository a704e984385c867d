/**
 * Product codes and the rules the pages and the API share (decision 0014).
 * The keyword limit of the product search box is the site's one,
 * `fieldLimits.keywords` (common/field-rules.ts).
 */

/** ERP, TREASURE, ALLINONE, CLOUD (schema comment of `products.code`), in the order of the overview page. */
export const productCodes = ['ERP', 'TREASURE', 'ALLINONE', 'CLOUD'] as const;
export type ProductCode = (typeof productCodes)[number];

/** Releases per page of /product/log. */
export const RELEASE_PAGE_SIZE = 10;
/** Newest releases shown with a product (detail page, `get`). */
export const PRODUCT_LATEST_RELEASES = 5;
/** The placeholder of the product keyword box (the help box suggests questions; this one versions and features). */
export const PRODUCT_SEARCH_PLACEHOLDER = '搜索版本、功能或问题';

/** A product's page: codes read better in an address than ids (/product/erp). */
export const productPath = (code: string) => `/product/${code.toLowerCase()}`;

/** `erp`, `Erp` or `ERP` → `ERP`; undefined when it is not a product code. */
export function toProductCode(value: string | null | undefined): ProductCode | undefined {
  const upper = value?.trim().toUpperCase();
  return productCodes.find((c) => c === upper);
}

/**
 * The 免费试用 link of a product: its own login page on the register tab
 * (login-panel reads `tab=register`), coming back to the page it left.
 */
export function trialHref(loginPath: string, back: string): string {
  return `${loginPath}?tab=register&redirect=${encodeURIComponent(back)}`;
}

/** The login page of the pages that show no single product: the product centre (brands.ts productLogin). */
export const PRODUCT_CENTRE_LOGIN = '/productLogin';

/** A release-log address: the page in the path, product, year and keywords in the query (page 1 and empty filters left out). */
export function releaseLogHref(query: { product?: string; year?: number; keywords?: string }, page = 1): string {
  const params = new URLSearchParams();
  if (query.product) params.set('product', query.product.toLowerCase());
  if (query.year) params.set('year', String(query.year));
  if (query.keywords) params.set('keywords', query.keywords);
  const search = params.toString();
  return `/product/log${page > 1 ? `/${page}` : ''}${search ? `?${search}` : ''}`;
}
