import { data } from 'react-router';
import type { Route } from './+types/landing';
import { seoMeta } from '../lib/seo';
import productCss from '../styles/product.css?url';
import type { RouteHandle } from '../lib/route-handle';
import { ProductLayout } from '../components/product/product-layout';
import { LandingPage } from '../components/product/landing-page';
import { landingCases, navItemsOf } from '../components/product/page-data';
import { LANDING_CASES, landingOf } from '../../common/product/landings';
import { trialHref } from '../../common/product/options';

/**
 * /erp, /treasure, /jizhibao, /erppro, /treasurepro, /jizhibaopro and
 * /jizhiyun (spec §2.1 'Others'): one page over the landing table
 * (common/product/landings.ts, decision 0023), in the custom layout.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const { pathname } = new URL(request.url);
  const landing = landingOf(pathname);
  if (!landing) throw data('页面不存在', { status: 404 });
  const [products, cases] = await Promise.all([services.product.list(), landingCases(services, landing.caseColumn, LANDING_CASES)]);
  const product = products.find((p) => p.code === landing.product);
  const seo = await services.seo.resolve({
    page: 'landing',
    componentId: landing.key,
    vars: { product: landing.name, title: landing.headline },
    pathname: landing.path,
    heading: landing.name,
  });
  return { seo, key: landing.key, nav: navItemsOf(products), latestVersion: product?.latestVersion ?? null, cases };
}

// One stylesheet for the product pages and the landing pages (one render-blocking request, not two).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productCss }];

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

// The custom frame is drawn by the page (ProductLayout), as for the product pages (decision 0014).
export const handle: RouteHandle = { layout: 'none' };

export default function Landing({ loaderData }: Route.ComponentProps) {
  const landing = landingOf(`/${loaderData.key}`)!;
  return (
    <ProductLayout products={loaderData.nav} trialHref={trialHref(landing.loginPath, landing.path)}>
      <LandingPage landing={landing} latestVersion={loaderData.latestVersion} cases={loaderData.cases} />
    </ProductLayout>
  );
}
