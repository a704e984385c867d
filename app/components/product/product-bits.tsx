import { Link } from '../app-link';
import { formatDate } from '../../lib/format';
import { useReservation } from '../reservation/reservation-provider';
import { productPath, releaseLogHref, trialHref } from '../../../common/product/options';
import { pick } from '../../../common/pick';
import type { ProductItem, ReleaseItem } from '../../../common/product/schemas';

/** What the cards need of a product (the list item of the API). */
export type ProductCardData = Pick<
  ProductItem,
  'id' | 'code' | 'name' | 'slogan' | 'summary' | 'coverUrl' | 'loginPath' | 'latestVersion' | 'latestReleasedAt'
>;

/** What a release needs: the API's record (titleHtml and contentHtml are escaped or sanitised on the server, plus <mark>). */
export type ReleaseData = Pick<
  ReleaseItem,
  'id' | 'productCode' | 'productName' | 'version' | 'title' | 'titleHtml' | 'contentHtml' | 'releasedAt'
>;

/** The headline of a slogan: 工程建设项目计量支付管理系统：清单、计量… → 工程建设项目计量支付管理系统. */
export const sloganHead = (slogan: string) => slogan.split('：')[0] ?? slogan;

export function ProductTag({ code, name }: { code: string; name: string }) {
  return <span className={`prd-tag prd-tag--${code.toLowerCase()}`}>{name}</span>;
}

export function VersionTag({ version }: { version: string }) {
  return <span className="prd-version">{version}</span>;
}

/** 免费试用: the register tab of the product's login page, coming back here afterwards. */
export function TrialLink({ loginPath, back, className = 'btn btn--primary' }: { loginPath: string; back: string; className?: string }) {
  return (
    <Link to={trialHref(loginPath, back)} className={className} data-trial>
      免费试用
    </Link>
  );
}

/** 预约演示: the site's reservation dialog (spec §2.6). */
export function DemoButton({ className = 'btn btn--white', source }: { className?: string; source: string }) {
  const reservation = useReservation();
  return (
    <button type="button" className={className} onClick={() => reservation.open(source)}>
      预约演示
    </button>
  );
}

/**
 * `first`: the first card's cover is the largest thing on a phone's first screen (LCP), so it is neither lazy nor
 * decoded off the paint, and it is asked for at high priority: at the default (low, until layout) it queued behind the
 * scripts on a phone's six connections.
 */
export function ProductCard({ p, first = false }: { p: ProductCardData; first?: boolean }) {
  return (
    <li className={`prd-card prd-card--${p.code.toLowerCase()}`}>
      <Link to={productPath(p.code)} className="prd-card__cover" tabIndex={-1} aria-hidden="true">
        <img
          src={p.coverUrl}
          alt=""
          width={640}
          height={360}
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
          decoding={first ? undefined : 'async'}
        />
      </Link>
      <div className="prd-card__body">
        <h3 className="prd-card__name">
          <Link to={productPath(p.code)}>{p.name}</Link>
        </h3>
        <p className="prd-card__slogan">{sloganHead(p.slogan)}</p>
        <p className="prd-card__summary">{p.summary}</p>
        {p.latestVersion && p.latestReleasedAt && (
          <p className="prd-card__meta">
            最新版本 <Link to={releaseLogHref({ product: p.code })}>{p.latestVersion}</Link> · {formatDate(p.latestReleasedAt)}
          </p>
        )}
        <div className="prd-card__actions">
          <TrialLink loginPath={p.loginPath} back={productPath(p.code)} />
          <Link to={productPath(p.code)} className="btn prd-btn-outline">
            了解详情
          </Link>
        </div>
      </div>
    </li>
  );
}

export function FeatureGrid({ features }: { features: { title: string; text: string }[] }) {
  return (
    <ul className="prd-features">
      {features.map((f, i) => (
        <li key={f.title} className="prd-feature">
          <span className="prd-feature__no" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="prd-feature__title">{f.title}</h3>
          <p className="prd-feature__text">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}

const releaseMiniFields = ['id', 'version', 'productCode', 'productName', 'title', 'releasedAt'] as const satisfies readonly (keyof ReleaseData)[];

/** What a short release card shows of a release. */
export type ReleaseMiniData = Pick<ReleaseData, (typeof releaseMiniFields)[number]>;

/** A release cut to its card, for a page loader: the notes (text and HTML) would only weigh on the hydration data. */
export const toReleaseMini = (r: ReleaseMiniData): ReleaseMiniData => pick(r, releaseMiniFields);

/** A short release card: version, product, date and title, linking to that product's log. */
export function ReleaseMini({ r }: { r: ReleaseMiniData }) {
  return (
    <li className="prd-mini">
      <div className="prd-mini__head">
        <VersionTag version={r.version} />
        <ProductTag code={r.productCode} name={r.productName} />
      </div>
      <Link to={releaseLogHref({ product: r.productCode })} className="prd-mini__title">
        {r.title}
      </Link>
      <time className="prd-mini__date" dateTime={r.releasedAt}>
        {formatDate(r.releasedAt)}
      </time>
    </li>
  );
}

/** Releases grouped by month (China time), newest first: the 更新日志 timeline. */
export function ReleaseTimeline({ releases, showProduct = true }: { releases: ReleaseData[]; showProduct?: boolean }) {
  const months: { key: string; items: ReleaseData[] }[] = [];
  for (const r of releases) {
    const key = formatDate(r.releasedAt).slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) last.items.push(r);
    else months.push({ key, items: [r] });
  }
  return (
    <div className="prd-timeline">
      {months.map((m) => (
        <section key={m.key} className="prd-timeline__month" aria-label={monthLabel(m.key)}>
          <h2 className="prd-timeline__label">{monthLabel(m.key)}</h2>
          <ol className="prd-timeline__list">
            {m.items.map((r) => (
              <li key={r.id} className="prd-release" id={`release-${r.id}`}>
                <time className="prd-release__date" dateTime={r.releasedAt}>
                  {formatDate(r.releasedAt).slice(5)}
                </time>
                <article className="prd-release__card">
                  <header className="prd-release__head">
                    <VersionTag version={r.version} />
                    {showProduct && <ProductTag code={r.productCode} name={r.productName} />}
                    <span className="prd-release__full-date">{formatDate(r.releasedAt)}</span>
                  </header>
                  <h3 className="prd-release__title" dangerouslySetInnerHTML={{ __html: r.titleHtml }} />
                  <div className="prd-release__body" dangerouslySetInnerHTML={{ __html: r.contentHtml }} />
                </article>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

const monthLabel = (key: string) => `${key.slice(0, 4)} 年 ${Number(key.slice(5, 7))} 月`;
