import { Link } from '../components/app-link';
import type { Route } from './+types/home';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../lib/format';
import { useReservation } from '../components/reservation/reservation-provider';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { layout: 'home' };

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [seo, latest, columns] = await Promise.all([
    services.seo.resolve({ page: 'home', pathname: '/' }),
    services.news.latestArticles({ size: 7 }),
    services.news.listColumns({ bizType: 'NEWS', isTopic: false }),
  ]);
  return { seo, latest, columns: columns.slice(0, 6).map(({ id, name, intro }) => ({ id, name, intro })) };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const products = [
  { name: '计量支付 ERP', to: '/erp', desc: '清单、计量、变更、支付与结算全流程在线，业主、监理、施工三方协同审批。', tag: '核心产品' },
  { name: '计智宝', to: '/treasure', desc: '面向施工企业的项目成本与资金管理，收支台账实时对账。', tag: '施工企业' },
  { name: '一体化平台', to: '/jizhibao', desc: '投资、进度、质量、安全一张图管理，支撑建设单位多项目管控。', tag: '建设单位' },
  { name: '计智云', to: '/jizhiyun', desc: 'GIS+BIM 云平台，模型轻量化与现场数据融合，数字孪生看得见。', tag: 'GIS+BIM' },
];

const scenes = [
  { name: '市政道路', icon: '🛣️', desc: '道路、桥梁与管网工程计量' },
  { name: '轨道交通', icon: '🚇', desc: '地铁与城际铁路多标段协同' },
  { name: '隧道工程', icon: '⛰️', desc: '围岩分级与进尺计量' },
  { name: '房屋建筑', icon: '🏢', desc: '总承包与分包结算管理' },
  { name: '港口航道', icon: '⚓', desc: '码头、航道与疏浚工程' },
  { name: '水利工程', icon: '💧', desc: '水库、堤防与灌区改造' },
  { name: '铁路工程', icon: '🚄', desc: '站前、站后工程验工计价' },
];

const figures = [
  { value: '3,200+', label: '服务工程项目' },
  { value: '1.8 万亿', label: '累计计量金额（元）' },
  { value: '26', label: '覆盖省级行政区' },
  { value: '99.95%', label: '平台可用率' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const reservation = useReservation();
  const [lead, ...rest] = loaderData.latest;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">工程建设项目管理数字化平台</p>
            <h1 className="hero__title">
              计量支付更清晰
              <br />
              GIS+BIM 让工程看得见
            </h1>
            <p className="hero__lead">覆盖市政道路、轨道交通、房屋建筑、港口、水利与铁路工程，从清单编制到竣工结算，一个平台贯通业主、监理与施工单位。</p>
            <div className="hero__actions">
              <button type="button" className="btn btn--primary btn--lg" onClick={() => reservation.open('hero')}>
                预约演示
              </button>
              <Link to="/register?redirect=%2F" className="btn btn--ghost btn--lg">
                免费试用
              </Link>
            </div>
          </div>
          <div className="hero__visual" aria-hidden="true">
            <div className="hero-card hero-card--a">
              <span className="hero-card__label">本期计量</span>
              <strong>¥ 12,846,300</strong>
              <span className="hero-card__bar">
                <i style={{ width: '72%' }} />
              </span>
              <span className="hero-card__sub">监理审核中 · 第 18 期</span>
            </div>
            <div className="hero-card hero-card--b">
              <span className="hero-card__label">长沙地铁 6 号线 · 土建 3 标</span>
              <strong>形象进度 68%</strong>
              <span className="hero-card__sub">BIM 模型已关联 12,400 个构件</span>
            </div>
          </div>
        </div>
      </section>

      <section className="figures">
        <div className="container figures__grid">
          {figures.map((f) => (
            <div key={f.label} className="figures__item">
              <strong>{f.value}</strong>
              <span>{f.label}</span>
            </div>
          ))}
        </div>
      </section>

      <section className="section">
        <div className="container">
          <header className="section__head">
            <h2>产品矩阵</h2>
            <p>从计量支付到数字孪生，按角色选用，数据在一处</p>
          </header>
          <div className="product-grid">
            {products.map((p) => (
              <Link key={p.name} to={p.to} className="product-card">
                <span className="product-card__tag">{p.tag}</span>
                <h3>{p.name}</h3>
                <p>{p.desc}</p>
                <span className="product-card__more">了解详情 →</span>
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--tinted">
        <div className="container">
          <header className="section__head">
            <h2>行业解决方案</h2>
            <p>七类工程场景，沉淀 3,200 多个项目的实践</p>
          </header>
          <div className="scene-grid">
            {scenes.map((s) => (
              <Link key={s.name} to="/solution" className="scene-card">
                <span className="scene-card__icon" aria-hidden="true">
                  {s.icon}
                </span>
                <strong>{s.name}</strong>
                <span>{s.desc}</span>
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <header className="section__head section__head--row">
            <div>
              <h2>行业资讯</h2>
              <p>政策、市场与技术动态，每日更新</p>
            </div>
            <Link to="/news" className="section__more">
              更多资讯 →
            </Link>
          </header>
          <div className="home-news">
            {lead && (
              <Link to={`/news/${lead.id}`} className="home-news__lead">
                <span className="home-news__column">{lead.dirName}</span>
                <h3>{lead.title}</h3>
                <p>{lead.memo}</p>
                <time dateTime={lead.releaseTime}>{formatDate(lead.releaseTime)}</time>
              </Link>
            )}
            <ul className="home-news__list">
              {rest.map((item) => (
                <li key={item.id}>
                  <Link to={`/news/${item.id}`}>
                    <span className="home-news__column">{item.dirName}</span>
                    <span className="home-news__title">{item.title}</span>
                    <time dateTime={item.releaseTime}>{formatDate(item.releaseTime)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="home-columns">
            {loaderData.columns.map((c) => (
              <Link key={c.id} to={`/news/list/${c.id}`} className="home-columns__item">
                <strong>{c.name}</strong>
                <span>{c.intro}</span>
              </Link>
            ))}
          </div>
        </div>
      </section>

      <section className="cta-band">
        <div className="container cta-band__inner">
          <div>
            <h2>预约一次 30 分钟的产品演示</h2>
            <p>顾问按您的工程类型演示，并赠送 500M 工程资料大礼包</p>
          </div>
          <button type="button" className="btn btn--white btn--lg" onClick={() => reservation.open('cta')}>
            立即预约
          </button>
        </div>
      </section>
    </>
  );
}
