import { Link } from '../components/app-link';
import type { Route } from './+types/product-detail';
import { seoMeta } from '../lib/seo';
import productCss from '../styles/product.css?url';
import { notFound, orNotFound } from '../lib/route-params';
import type { RouteHandle } from '../lib/route-handle';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductLayout } from '../components/product/product-layout';
import { ProductSearchBox } from '../components/product/product-search-box';
import { DemoButton, FeatureGrid, ReleaseTimeline, TrialLink, sloganHead } from '../components/product/product-bits';
import { navItemsOf, productPageSeo } from '../components/product/page-data';
import { productPath, releaseLogHref, trialHref } from '../../common/product/options';

/** `:id` is a product id (2) or code in any case (erp, ERP); anything else is not a page. */
const PRODUCT_REF = /^(?:[1-9]\d{0,9}|[A-Za-z]{2,16})$/;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context;
  if (!PRODUCT_REF.test(params.id)) notFound();
  const [product, products] = await Promise.all([orNotFound(services.product.get({ id: params.id })), services.product.list()]);
  // One canonical address per product, whatever form of :id brought the visitor.
  const seo = await productPageSeo(services, {
    page: 'productDetail',
    vars: { product: product.name, title: sloganHead(product.slogan) },
    pathname: productPath(product.code),
    heading: product.name,
  });
  seo.description = `${product.name}：${product.summary}`.slice(0, 200);
  return { seo, product, products: navItemsOf(products) };
}

// The product pages' styles load with them only (app.css holds the site-wide ones).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const handle: RouteHandle = { layout: 'none' };

/** /product/:id: one product with its features, body and newest releases. */
export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product: p, products } = loaderData;
  const here = productPath(p.code);
  return (
    <ProductLayout products={products} trialHref={trialHref(p.loginPath, here)}>
      <div className={`container page prd-page prd-detail prd-detail--${p.code.toLowerCase()}`}>
        <Breadcrumbs items={[{ label: '产品中心', to: '/product' }, { label: p.name }]} />
        <header className="prd-hero prd-hero--detail">
          <div className="prd-hero__copy">
            <p className="prd-hero__eyebrow">{sloganHead(p.slogan)}</p>
            <h1 className="prd-hero__title">{p.name}</h1>
            <p className="prd-hero__lead">{p.summary}</p>
            <div className="prd-hero__actions">
              <TrialLink loginPath={p.loginPath} back={here} className="btn btn--white btn--lg prd-trial" />
              <DemoButton className="btn btn--ghost btn--lg prd-demo" source={`product-${p.code.toLowerCase()}`} />
            </div>
            {p.latestVersion && (
              <p className="prd-hero__version">
                当前版本 <Link to={releaseLogHref({ product: p.code })}>{p.latestVersion}</Link>
              </p>
            )}
          </div>
          <div className="prd-hero__cover">
            <img src={p.coverUrl} alt={`${p.name}产品示意图`} width={640} height={360} fetchPriority="high" />
          </div>
        </header>

        <div className="prd-searchbar">
          <p>在 {p.name} 的更新日志中搜索</p>
          <ProductSearchBox product={p.code} label={`搜索${p.name}更新日志`} />
        </div>

        <section aria-labelledby="prd-features-title">
          <h2 id="prd-features-title" className="prd-section-title">
            核心能力
          </h2>
          <FeatureGrid features={p.features} />
        </section>

        <div className="with-sidebar prd-detail__main">
          <article className="with-sidebar__main card prd-article">
            <div className="article__body prd-body" dangerouslySetInnerHTML={{ __html: p.content }} />
          </article>
          <aside className="with-sidebar__side">
            <section className="side-box prd-side-cta">
              <h2 className="side-box__title">开始使用 {p.name}</h2>
              <p>注册即可免费试用；也可以预约顾问一对一演示，按您的项目类型定制演示内容。</p>
              <div className="prd-side-cta__actions">
                <TrialLink loginPath={p.loginPath} back={here} />
                <DemoButton className="btn prd-btn-outline" source={`product-${p.code.toLowerCase()}-side`} />
              </div>
            </section>
          </aside>
        </div>

        <section className="prd-latest" aria-labelledby="prd-releases-title">
          <header className="prd-section-head">
            <h2 id="prd-releases-title" className="prd-section-title">
              最新版本
            </h2>
            <Link to={releaseLogHref({ product: p.code })} className="prd-all-releases">
              查看 {p.name} 全部更新日志 →
            </Link>
          </header>
          {p.releases.length === 0 ? <p className="empty card">暂无版本记录。</p> : <ReleaseTimeline releases={p.releases} showProduct={false} />}
        </section>
      </div>
    </ProductLayout>
  );
}
