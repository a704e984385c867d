import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Link } from '../app-link';
import { useRootData } from '../../lib/root-data';
import { Logo } from '../logo';
import { ReservationProvider } from '../reservation/reservation-provider';
import { productPath } from '../../../common/product/options';

export type ProductNavItem = { code: string; name: string };

/**
 * The spec's "custom" layout (§2.3) for the product pages: a header with the
 * logo, the hotline and a 免费试用 button that opens the register tab of the
 * login page of the product on screen; a footer with news, update log,
 * background check, recruiting, filing numbers and the hotline. The routes
 * ask the layout mechanism for 'none' and wrap themselves in this (decision 0014).
 */
export function ProductLayout({ products, trialHref, children }: { products: ProductNavItem[]; trialHref: string; children: ReactNode }) {
  const site = useRootData()?.config.site;
  const hotline = site?.hotline ?? '400-965-0588';
  return (
    <ReservationProvider>
      <div className="layout-custom">
        <header className="prd-header">
          <div className="container prd-header__inner">
            <div className="prd-header__brand">
              <Logo name={site?.name ?? '计智云'} />
              <Link to="/product" className="prd-header__badge">
                产品中心
              </Link>
            </div>
            <nav className="prd-header__nav" aria-label="产品导航">
              <NavLink to="/product" end className={({ isActive }) => `prd-header__link${isActive ? ' is-active' : ''}`}>
                产品总览
              </NavLink>
              {products.map((p) => (
                <NavLink key={p.code} to={productPath(p.code)} className={({ isActive }) => `prd-header__link${isActive ? ' is-active' : ''}`}>
                  {p.name}
                </NavLink>
              ))}
              <NavLink to="/product/log" className={({ isActive }) => `prd-header__link${isActive ? ' is-active' : ''}`}>
                更新日志
              </NavLink>
            </nav>
            <div className="prd-header__aside">
              <a className="prd-header__phone" href={`tel:${hotline}`} aria-label={`服务热线 ${hotline}`}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
                  />
                </svg>
                <span>{hotline}</span>
              </a>
              <Link to={trialHref} className="btn btn--primary prd-header__trial">
                免费试用
              </Link>
            </div>
          </div>
        </header>
        <main className="prd-main">{children}</main>
        <footer className="prd-footer">
          <div className="container prd-footer__inner">
            <nav className="prd-footer__links" aria-label="页脚链接">
              <Link to="/news">行业资讯</Link>
              <Link to="/product/log">更新日志</Link>
              <Link to="/backService">背景调查</Link>
              <Link to="/recruit">加入我们</Link>
              <Link to="/help">帮助中心</Link>
            </nav>
            <p className="prd-footer__hotline">
              服务热线 <a href={`tel:${hotline}`}>{hotline}</a>
              {site?.marketHotline && <span>市场合作 {site.marketHotline}</span>}
            </p>
            <p className="prd-footer__legal">
              <span>
                © {new Date().getFullYear()} {site?.company}
              </span>
              {site?.icp && (
                <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                  {site.icp}
                </a>
              )}
              {site?.policeFiling && (
                <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
                  {site.policeFiling}
                </a>
              )}
            </p>
          </div>
        </footer>
      </div>
    </ReservationProvider>
  );
}
