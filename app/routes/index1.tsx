import type { CSSProperties } from 'react';
import type { Route } from './+types/index1';
import { Link } from '../components/app-link';
import { seoMeta } from '../lib/seo';
import productCss from '../styles/product.css?url';
import type { RouteHandle } from '../lib/route-handle';
import { DemoButton, TrialLink } from '../components/product/product-bits';
import { CustomerCases, Mockup } from '../components/product/landing-page';
import { landingCases } from '../components/product/page-data';
import { index1Landings, landingByKey, LANDING_CASES, type Landing } from '../../common/product/landings';

/**
 * /index1 (spec §2.1): the alternative home, led by the products rather than
 * the news (decision 0023). The same landing table and components as /erp …
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [cases, seo] = await Promise.all([
    landingCases(services, '客户案例', LANDING_CASES),
    services.seo.resolve({ page: 'index1', pathname: '/index1', heading: '工程建设项目数字化管理' }),
  ]);
  return { seo, cases };
}

// The landing pages' styles live in the product stylesheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const handle: RouteHandle = { layout: 'default' };

const shown = index1Landings.map((key) => landingByKey(key)).filter((l): l is Landing => l !== undefined);

export default function Index1({ loaderData }: Route.ComponentProps) {
  const cloud = landingByKey('jizhiyun')!;
  return (
    <div className="lp" style={{ '--lp-accent': cloud.colour } as CSSProperties}>
      <section className="lp-hero">
        <div className="container lp-hero__inner">
          <div className="lp-hero__copy">
            <p className="lp-hero__eyebrow">计量支付 · 资料管理 · GIS+BIM · 工程云</p>
            <h1 className="lp-hero__title">工程建设项目数字化管理</h1>
            <p className="lp-hero__headline">从施工项目部的现场报量，到建设单位的计量支付与全线一张图</p>
            <p className="lp-hero__lead">
              计智云为道路、地铁、房建、港口、水利与铁路工程提供计量支付 ERP、计智宝、GIS+BIM 一体化平台和工程云，已服务 1,200 余个建设项目。
            </p>
            <div className="lp-hero__actions">
              <TrialLink loginPath="/login" back="/index1" className="btn btn--white btn--lg lp-trial" />
              <DemoButton className="btn btn--ghost btn--lg lp-demo" source="index1" />
            </div>
          </div>
          <Mockup mockup={cloud.mockup} modules={cloud.modules.map((m) => m.title)} />
        </div>
      </section>
      <div className="container">
        <section className="lp-section" aria-labelledby="i1-products">
          <h2 id="i1-products" className="lp-section__title">
            产品
          </h2>
          <ul className="lp-cards lp-cards--products">
            {shown.map((l) => (
              <li key={l.key} className="lp-card lp-product" style={{ '--lp-accent': l.colour } as CSSProperties}>
                <p className="lp-product__eyebrow">{l.eyebrow}</p>
                <h3>{l.name}</h3>
                <p>{l.headline}</p>
                <Link to={l.path} className="lp-product__more">
                  了解{l.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <CustomerCases cases={loaderData.cases} headingId="i1-cases" />
        <section className="lp-section" aria-labelledby="i1-more">
          <h2 id="i1-more" className="lp-section__title">
            资讯与学习
          </h2>
          <ul className="lp-related">
            {[
              ['/information', '资讯中心', '行业新闻、招标信息、标准规范与政策法规'],
              ['/solution', '解决方案', '按工程类型与参建角色的数字化方案'],
              ['/video', '学习中心', '计量支付与 BIM 实务视频课程'],
              ['/help', '帮助中心', '操作指南与常见问题'],
            ].map(([to, name, text]) => (
              <li key={to}>
                <Link to={to!} className="lp-related__link">
                  <strong>{name}</strong>
                  <span>{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
