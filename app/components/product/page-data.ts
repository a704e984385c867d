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
