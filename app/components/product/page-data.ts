import type { AppLoadContext } from 'react-router';

/** The service layer as loaders see it (app/load-context.ts). */
type Services = AppLoadContext['services'];
/** What the SEO service resolves a page's title and meta from. */
type SeoRequest = Parameters<Services['seo']['resolve']>[0];

/**
 * Title, description and keywords of a product page from the templates;
 * without a template of its own (a site seeded before the product pages)
 * the page gets "<heading> - <site name>" rather than the site's bare title.
 */
export async function productPageSeo(
  services: Services,
  { page, vars, pathname, heading }: Pick<SeoRequest, 'page' | 'vars' | 'pathname'> & { heading: string },
) {
  return services.seo.resolve({ page, vars, pathname, heading });
}

/** The products of the header's navigation. */
export const navItemsOf = (products: { code: string; name: string }[]) => products.map(({ code, name }) => ({ code, name }));

/** The news column of customer cases when a landing's own child column is missing. */
const ALL_CASES_COLUMN = '客户案例';

/**
 * The newest customer cases of a news column (a landing's `caseColumn`),
 * else of 客户案例, else none: a site without that column still shows the page.
 */
export async function landingCases(services: Services, column: string, size: number) {
  for (const name of [column, ALL_CASES_COLUMN]) {
    const found = await services.news.getColumnByName({ name }).catch(() => undefined);
    if (!found) continue;
    const items = await services.news.latestArticles({ size, dirId: found.id });
    if (items.length > 0) return items.map(({ id, title, memo, releaseTime, dirName }) => ({ id, title, memo, releaseTime, dirName }));
  }
  return [];
}
