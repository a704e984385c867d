import type { AppLoadContext } from 'react-router';

/** The service layer as loaders see it (app/load-context.ts). */
type Services = AppLoadContext['services'];
import type { SeoVars } from '../../../common/seo/options';

/**
 * Title, description and keywords of a product page from the templates;
 * without a template of its own (a site seeded before the product pages)
 * the page gets "<heading> - <site name>" rather than the site's bare title.
 */
export async function productPageSeo(
  services: Services,
  { page, vars, pathname, heading }: { page: string; vars?: SeoVars; pathname: string; heading: string },
) {
  return services.seo.resolve({ page, vars, pathname, heading });
}

/** The products of the header's navigation. */
export const navItemsOf = (products: { code: string; name: string }[]) => products.map(({ code, name }) => ({ code, name }));
