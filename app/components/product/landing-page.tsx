import type { CSSProperties } from 'react';
import { Link } from '../app-link';
import { formatDate, formatDecimal } from '../../lib/format';
import { DemoButton, TrialLink } from './product-bits';
import { landingByKey, type Landing, type LandingEdition, type LandingMockup } from '../../../common/product/landings';
import { releaseLogHref } from '../../../common/product/options';
import type { NewsListItem } from '../../../common/news/schemas';

/** A customer case: a news article of the seed's 客户案例 column. */
export type LandingCase = Pick<NewsListItem, 'id' | 'title' | 'memo' | 'releaseTime' | 'dirName'>;

/** What the page adds to its table row: the product's newest version and the customer cases. */
export type LandingData = { landing: Landing; latestVersion: string | null; cases: LandingCase[] };

/**
 * One product landing page (decision 0023): hero with 免费试用 and 预约演示,
 * figures, who it is for, what it solves, its modules, the editions of a pro
 * page, customer cases and a closing call to action. Drawn from one row of
 * `landings` (common/product/landings.ts).
 */
export function LandingPage({ landing, latestVersion, cases }: LandingData) {
  const style = { '--lp-accent': landing.colour } as CSSProperties;
  return (
    <div className="lp" style={style}>
      <section className="lp-hero">
        <div className="container lp-hero__inner">
          <div className="lp-hero__copy">
            <p className="lp-hero__eyebrow">{landing.eyebrow}</p>
            <h1 className="lp-hero__title">{landing.name}</h1>
            <p className="lp-hero__headline">{landing.headline}</p>
            <p className="lp-hero__lead">{landing.lead}</p>
            <div className="lp-hero__actions">
              <TrialLink loginPath={landing.loginPath} back={landing.path} className="btn btn--white btn--lg lp-trial" />
              <DemoButton className="btn btn--ghost btn--lg lp-demo" source={`landing-${landing.key}`} />
            </div>
            {latestVersion && (
              <p className="lp-hero__version">
                最新版本 <Link to={releaseLogHref({ product: landing.product })}>{latestVersion}</Link>
              </p>
            )}
          </div>
          <Mockup mockup={landing.mockup} modules={landing.modules.map((m) => m.title)} />
        </div>
      </section>

      <div className="container">
        <dl className="lp-figures">
          {landing.figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        <section className="lp-section" aria-labelledby="lp-for">
          <h2 id="lp-for" className="lp-section__title">
            为谁而做
          </h2>
          <ul className="lp-cards lp-cards--audience">
            {landing.audiences.map((a) => (
              <li key={a.title} className="lp-card">
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="lp-section" aria-labelledby="lp-value">
          <h2 id="lp-value" className="lp-section__title">
            解决什么问题
          </h2>
          <ol className="lp-values">
            {landing.values.map((v, i) => (
              <li key={v.title} className="lp-value">
                <span className="lp-value__no" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="lp-section" aria-labelledby="lp-modules">
          <h2 id="lp-modules" className="lp-section__title">
            功能模块
          </h2>
          <ul className="lp-cards lp-cards--modules">
            {landing.modules.map((m) => (
              <li key={m.title} className="lp-card lp-module">
                <span className="lp-module__mark" aria-hidden="true" />
                <h3>{m.title}</h3>
                <p>{m.text}</p>
              </li>
            ))}
          </ul>
        </section>

        {landing.editions && <Editions landing={landing} editions={landing.editions} />}

        <CustomerCases cases={cases} headingId="lp-cases" />

        <RelatedLandings keys={landing.related} />
      </div>

      <section className="lp-cta">
        <div className="container lp-cta__inner">
          <h2>现在开始使用{landing.name}</h2>
          <p>注册即可免费试用；想先看看怎么用在您的项目上，预约一次演示，顾问会在一个工作日内联系您。</p>
          <div className="lp-hero__actions">
            <TrialLink loginPath={landing.loginPath} back={landing.path} className="btn btn--white btn--lg" />
            <DemoButton className="btn btn--ghost btn--lg" source={`landing-${landing.key}-foot`} />
          </div>
        </div>
      </section>
    </div>
  );
}

/** The pricing editions of a pro page: the first two can be tried, the enterprise one is quoted after a demo. */
/** 客户案例: the newest customer-case articles of the seed, on a landing page and on /index1. */
export function CustomerCases({ cases, headingId }: { cases: LandingCase[]; headingId: string }) {
  if (cases.length === 0) return null;
  return (
    <section className="lp-section" aria-labelledby={headingId}>
      <div className="lp-section__head">
        <h2 id={headingId} className="lp-section__title">
          客户案例
        </h2>
        <Link to="/news">更多案例与资讯</Link>
      </div>
      <ul className="lp-cards lp-cases">
        {cases.map((c) => (
          <li key={c.id} className="lp-card lp-case">
            <p className="lp-case__meta">
              {c.dirName} · <time dateTime={c.releaseTime}>{formatDate(c.releaseTime)}</time>
            </p>
            <h3>
              <Link to={`/news/${c.id}`}>{c.title}</Link>
            </h3>
            {c.memo && <p>{c.memo}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Editions({ landing, editions }: { landing: Landing; editions: LandingEdition[] }) {
  return (
    <section className="lp-section" aria-labelledby="lp-editions">
      <h2 id="lp-editions" className="lp-section__title">
        版本与价格
      </h2>
      <ul className="lp-editions">
        {editions.map((e) => (
          <li key={e.name} className={`lp-edition${e.recommended ? ' is-recommended' : ''}`}>
            {e.recommended && <span className="lp-edition__badge">推荐</span>}
            <h3 className="lp-edition__name">{e.name}</h3>
            <p className="lp-edition__audience">{e.audience}</p>
            <p className="lp-edition__price">
              {e.price === null ? (
                <strong>按需报价</strong>
              ) : (
                <>
                  <strong>¥{formatDecimal(e.price)}</strong> <span>{e.unit}</span>
                </>
              )}
            </p>
            <ul className="lp-edition__features">
              {e.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {e.price === null ? (
              <DemoButton className="btn prd-btn-outline lp-edition__action" source={`landing-${landing.key}-quote`} />
            ) : (
              <TrialLink loginPath={landing.loginPath} back={landing.path} className="btn btn--primary lp-edition__action" />
            )}
          </li>
        ))}
      </ul>
      <p className="lp-editions__note">价格为云端部署的年度订阅价，含升级与在线服务；私有化部署、多项目打包与续费优惠请预约演示后由顾问报价。</p>
    </section>
  );
}

function RelatedLandings({ keys }: { keys: string[] }) {
  const related = keys.map(landingByKey).filter((l): l is Landing => l !== undefined);
  if (related.length === 0) return null;
  return (
    <section className="lp-section" aria-labelledby="lp-related">
      <h2 id="lp-related" className="lp-section__title">
        相关产品
      </h2>
      <ul className="lp-related">
        {related.map((l) => (
          <li key={l.key}>
            <Link to={l.path} className="lp-related__link">
              <strong>{l.name}</strong>
              <span>{l.eyebrow}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The product's screen, drawn in CSS (no image to load): a window with the
 * modules in a sidebar, three figures, a bar chart and the newest items.
 * Decorative for screen readers: the page says the same in words.
 */
export function Mockup({ mockup, modules }: { mockup: LandingMockup; modules: string[] }) {
  const bars = [46, 62, 54, 78, 70, 88, 64, 92];
  return (
    <div className="lp-mock" aria-hidden="true">
      <div className="lp-mock__bar">
        <span />
        <span />
        <span />
        <em>{mockup.title}</em>
      </div>
      <div className="lp-mock__body">
        <ul className="lp-mock__side">
          {modules.slice(0, 6).map((m, i) => (
            <li key={m} className={i === 0 ? 'is-active' : undefined}>
              {m}
            </li>
          ))}
        </ul>
        <div className="lp-mock__main">
          <div className="lp-mock__figures">
            {mockup.figures.map(([label, value]) => (
              <div key={label}>
                <small>{label}</small>
                <b>{value}</b>
              </div>
            ))}
          </div>
          <div className="lp-mock__chart">
            {bars.map((h, i) => (
              <span key={i} style={{ height: `${h}%` }} />
            ))}
          </div>
          <ul className="lp-mock__rows">
            {mockup.rows.map(([name, status, amount]) => (
              <li key={name}>
                <span>{name}</span>
                <i>{status}</i>
                <b>{amount}</b>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
