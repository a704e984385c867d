import { Link } from '../components/app-link';
import type { Route } from './+types/product';
import { seoMeta } from '../lib/seo';
import productCss from '../styles/product.css?url';
import type { RouteHandle } from '../lib/route-handle';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductLayout } from '../components/product/product-layout';
import { ProductSearchBox } from '../components/product/product-search-box';
import { DemoButton, ProductCard, ReleaseMini, toReleaseMini, TrialLink } from '../components/product/product-bits';
import { navItemsOf, productPageSeo } from '../components/product/page-data';
import { PRODUCT_CENTRE_LOGIN, releaseLogHref, trialHref } from '../../common/product/options';

const LATEST_SIZE = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [products, latest] = await Promise.all([services.product.list(), services.product.listReleases({ current: 1, size: LATEST_SIZE })]);
  const seo = await productPageSeo(services, { page: 'product', pathname: '/product', heading: '产品中心' });
  return { seo, products, latest: latest.records.map(toReleaseMini), releaseTotal: latest.total };
}

// The product pages' styles load with them only (app.css holds the site-wide ones).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

// The product pages draw their own "custom" frame (ProductLayout); see decision 0014.
export const handle: RouteHandle = { layout: 'none' };

/** /product: the four products, the newest releases and the product keyword box. */
export default function ProductOverview({ loaderData }: Route.ComponentProps) {
  const { products, latest, releaseTotal } = loaderData;
  return (
    <ProductLayout products={navItemsOf(products)} trialHref={trialHref(PRODUCT_CENTRE_LOGIN, '/product')}>
      <div className="container page prd-page">
        <Breadcrumbs items={[{ label: '产品中心' }]} />
        <header className="prd-hero">
          <div className="prd-hero__copy">
            <p className="prd-hero__eyebrow">计量支付 · GIS+BIM · 工程云</p>
            <h1 className="prd-hero__title">产品中心</h1>
            <p className="prd-hero__lead">
              从施工项目部的现场报量，到建设单位的计量支付与 GIS+BIM
              一体化管理，再到集团级工程云：一套产品覆盖道路、地铁、房建、港口、水利与铁路工程的建设全过程。
            </p>
            <div className="prd-hero__actions">
              <TrialLink loginPath={PRODUCT_CENTRE_LOGIN} back="/product" className="btn btn--white btn--lg" />
              <DemoButton className="btn btn--ghost btn--lg" source="product-overview" />
            </div>
          </div>
          <div className="prd-hero__aside">
            <p className="prd-hero__search-label">在 {releaseTotal} 条更新日志中查找版本、功能或已修复的问题</p>
            <ProductSearchBox />
            <dl className="prd-hero__figures">
              <div>
                <dt>核心产品</dt>
                <dd>{products.length}</dd>
              </div>
              <div>
                <dt>版本发布</dt>
                <dd>{releaseTotal}</dd>
              </div>
              <div>
                <dt>服务项目</dt>
                <dd>1,200+</dd>
              </div>
            </dl>
          </div>
        </header>

        <section aria-labelledby="prd-products-title">
          <h2 id="prd-products-title" className="prd-section-title">
            四款产品，一套数据
          </h2>
          <ul className="prd-cards">
            {products.map((p, i) => (
              <ProductCard key={p.id} p={p} first={i === 0} />
            ))}
          </ul>
        </section>

        <section className="prd-latest" aria-labelledby="prd-latest-title">
          <header className="prd-section-head">
            <h2 id="prd-latest-title" className="prd-section-title">
              最近更新
            </h2>
            <Link to={releaseLogHref({})}>查看全部更新日志 →</Link>
          </header>
          <ul className="prd-minis">
            {latest.map((r) => (
              <ReleaseMini key={r.id} r={r} />
            ))}
          </ul>
        </section>

        <section className="prd-cta" aria-label="预约演示">
          <div>
            <h2>不确定哪款产品适合您的项目？</h2>
            <p>告诉我们项目类型与参建角色，顾问为您组合推荐并安排一对一演示，赠送 500M 工程资料大礼包。</p>
          </div>
          <DemoButton className="btn btn--white btn--lg" source="product-overview-cta" />
        </section>
      </div>
    </ProductLayout>
  );
}
