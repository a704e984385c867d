import { matchPath } from 'react-router';
import { Link } from '../components/app-link';
import { FilterLink } from '../components/filter-link';
import type { Route } from './+types/product-log';
import { seoMeta } from '../lib/seo';
import { usePendingQuery } from '../lib/pending-query';
import productCss from '../styles/product.css?url';
import { notFound, orNotFound, parsePage } from '../lib/route-params';
import type { RouteHandle } from '../lib/route-handle';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { PageNav } from '../components/page-nav';
import { ProductLayout } from '../components/product/product-layout';
import { ProductSearchBox } from '../components/product/product-search-box';
import { ReleaseTimeline } from '../components/product/product-bits';
import { navItemsOf, productPageSeo } from '../components/product/page-data';
import { cutKeywords, fieldLimits } from '../../common/field-rules';
import { PRODUCT_CENTRE_LOGIN, RELEASE_PAGE_SIZE, releaseLogHref, toProductCode, trialHref } from '../../common/product/options';

/**
 * The query of /product/log: product (a code, any case), year and keywords.
 * Keywords from an address are trimmed and cut to 30 characters rather than
 * refused (a shared link should still work); an unknown product or a
 * malformed year is a page that does not exist (null).
 */
function readLogQuery(url: URL) {
  const productParam = url.searchParams.get('product');
  const product = productParam ? toProductCode(productParam) : undefined;
  if (productParam && !product) return null;
  const yearParam = url.searchParams.get('year');
  if (yearParam && !/^20\d\d$/.test(yearParam)) return null;
  return { product, year: yearParam ? Number(yearParam) : undefined, ...cutKeywords(url.searchParams.get('keywords') ?? '') };
}

const parseLogQuery = (url: URL) => readLogQuery(url) ?? notFound();

/** Product, year and keywords of a pending release-log address, or null for any other page (decision 0016). */
function parseLogLocation(url: URL): { product?: string; year?: number; keywords: string } | null {
  const query = matchPath('/product/log/:page?', url.pathname) ? readLogQuery(url) : null;
  return query && { product: query.product, year: query.year, keywords: query.keywords };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const current = parsePage(params.page);
  const { wasCut, ...query } = parseLogQuery(url);
  const products = await services.product.list();
  const product = query.product ? products.find((p) => p.code === query.product) : undefined;
  if (query.product && !product) notFound();
  // A page past the last is refused by the service, which becomes the 404 page here.
  const page = await orNotFound(
    services.product.listReleases({
      productId: product?.id ?? 'ALL',
      year: query.year,
      keywords: query.keywords || undefined,
      current,
      size: RELEASE_PAGE_SIZE,
    }),
  );
  const seo = await productPageSeo(services, {
    page: 'productLog',
    vars: { product: product?.name ?? '产品' },
    pathname: url.pathname,
    heading: `${product?.name ?? '产品'}更新日志`,
  });
  return { seo, products, product: product ?? null, query, wasCut, page };
}

// The product pages' styles load with them only (app.css holds the site-wide ones).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productCss }];

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data?.query.keywords ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

export const handle: RouteHandle = { layout: 'none', scrollToTop: false };

/** /product/log/:page?: the release log with product tabs, year chips and the keyword box. */
export default function ProductLog({ loaderData }: Route.ComponentProps) {
  const { products, product, query, wasCut, page } = loaderData;
  const crumbs: Crumb[] = [{ label: '产品中心', to: '/product' }, product ? { label: '更新日志', to: '/product/log' } : { label: '更新日志' }];
  if (product) crumbs.push({ label: product.name });
  const total = products.reduce((n, p) => n + p.releaseCount, 0);
  const tabs = [
    { code: undefined, name: '全部产品', count: total },
    ...products.map((p) => ({ code: p.code as string | undefined, name: p.name, count: p.releaseCount })),
  ];
  const back = releaseLogHref({ product: product?.code, year: query.year, keywords: query.keywords }, page.current);
  // Product tabs, year chips and the keyword box build on a pending navigation's choices, so quick successive choices compose.
  const next = usePendingQuery({ product: product?.code as string | undefined, year: query.year, keywords: query.keywords }, parseLogLocation);
  return (
    <ProductLayout products={navItemsOf(products)} trialHref={trialHref(product?.loginPath ?? PRODUCT_CENTRE_LOGIN, back)}>
      <div className="container page prd-page prd-log">
        <Breadcrumbs items={crumbs} />
        <header className="prd-log__head">
          <div>
            <h1 className="prd-log__title">{product ? `${product.name} 更新日志` : '更新日志'}</h1>
            <p className="prd-log__lead">每一次版本发布的新增功能、体验优化与问题修复。公有云版本发布后自动升级，私有化部署用户可联系客户经理获取升级包。</p>
          </div>
          <ProductSearchBox key={`${product?.code}|${query.keywords}`} product={next.product} year={next.year} initial={query.keywords} />
        </header>

        <nav className="prd-tabs" aria-label="按产品筛选">
          {tabs.map((t) => {
            const active = t.code === product?.code;
            return (
              <FilterLink
                key={t.code ?? 'all'}
                to={releaseLogHref({ product: t.code, year: next.year, keywords: next.keywords })}
                className={`prd-tabs__tab${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {t.name}
                <span className="prd-tabs__count">{t.count}</span>
              </FilterLink>
            );
          })}
        </nav>

        {page.years.length > 0 && (
          <div className="prd-years" role="group" aria-label="发布年份">
            <span className="prd-years__label">发布年份</span>
            {[{ year: undefined as number | undefined, count: page.years.reduce((n, y) => n + y.count, 0) }, ...page.years].map((y) => {
              const active = y.year === query.year;
              return (
                <FilterLink
                  key={y.year ?? 'all'}
                  to={releaseLogHref({ product: next.product, year: y.year, keywords: next.keywords })}
                  className={`prd-chip${active ? ' is-active' : ''}`}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                >
                  {y.year ? `${y.year} 年` : '全部'} <span>{y.count}</span>
                </FilterLink>
              );
            })}
          </div>
        )}

        <p className="prd-log__count">
          {query.keywords ? (
            <>
              “{query.keywords}” 共找到 <strong>{page.total}</strong> 个版本
            </>
          ) : (
            <>
              共 <strong>{page.total}</strong> 个版本
            </>
          )}
          {query.year && <span>（{query.year} 年）</span>}
          {query.keywords && (
            <Link to={releaseLogHref({ product: product?.code, year: query.year })} className="prd-log__clear">
              清除关键词
            </Link>
          )}
        </p>
        {wasCut && (
          <p className="prd-log__note">
            关键词超过 {fieldLimits.keywords} 个字，已按前 {fieldLimits.keywords} 个字搜索。
          </p>
        )}

        {page.records.length === 0 ? (
          <div className="prd-empty card">
            <p className="prd-empty__title">没有找到{query.keywords ? `与“${query.keywords}”相关的` : ''}版本记录</p>
            <p>换一个关键词，例如“会签”“导入”“打印”，或者查看{product ? ` ${product.name} 的` : ''}全部更新日志。</p>
            <Link to={releaseLogHref({ product: product?.code })} className="btn btn--primary">
              查看全部更新日志
            </Link>
          </div>
        ) : (
          <ReleaseTimeline releases={page.records} showProduct={!product} />
        )}
        <PageNav
          href={(n) => releaseLogHref({ product: product?.code, year: query.year, keywords: query.keywords }, n)}
          current={page.current}
          total={page.total}
          size={page.size}
        />
      </div>
    </ProductLayout>
  );
}
