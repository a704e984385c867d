import { Link } from '../components/app-link';
import type { Route } from './+types/agreement';
import { seoMeta } from '../lib/seo';
import { notFound, orNotFound } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import sitePagesCss from '../styles/site-pages.css?url';
import { AGREEMENT_VERSION_PATTERN, agreementLabels, agreementPaths, chinaDate, type AgreementKind } from '../../common/site-pages/options';

/** /service and /agreement/service are the user agreement; /pravicy and /agreement/pravicy the privacy policy. */
function kindOf(pathname: string): AgreementKind {
  return pathname.toLowerCase().includes('pravicy') ? 'privacy' : 'service';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const version = url.searchParams.get('version') ?? undefined;
  // An address naming a version that cannot exist is not a page (the service would answer the same).
  if (version !== undefined && !AGREEMENT_VERSION_PATTERN.test(version)) notFound();
  const [agreement, seo] = await Promise.all([
    orNotFound(context.services.sitePages.getAgreement({ kind, version })),
    context.services.seo.resolve({ page: kind === 'service' ? 'service' : 'pravicy', pathname: agreementPaths[kind], heading: agreementLabels[kind] }),
  ]);
  seo.description = `${agreement.title}（${agreement.version} 版，${chinaDate(agreement.effectiveAt)}起生效）：${
    kind === 'service' ? '账号注册与使用、服务内容、用户行为规范、开放平台、知识产权与争议解决。' : '我们收集哪些个人信息、如何使用、共享、存储和保护，以及您享有的权利。'
  }`;
  return { seo, agreement };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The user agreement or the privacy policy: the version in force, its effective date and the earlier versions. */
export default function AgreementPage({ loaderData }: Route.ComponentProps) {
  const { agreement: a } = loaderData;
  const here = agreementPaths[a.kind];
  const other: AgreementKind = a.kind === 'service' ? 'privacy' : 'service';
  return (
    <div className="container page sp-agreement">
      <Breadcrumbs items={[{ label: agreementLabels[a.kind] }]} />
      <div className="with-sidebar">
        <article className="card sp-agreement__doc">
          <header className="sp-agreement__head">
            <h1>{a.title}</h1>
            <p className="sp-agreement__meta">
              版本 {a.version} · {chinaDate(a.effectiveAt)}起生效
              {a.isCurrent ? <span className="sp-badge">现行版本</span> : <span className="sp-badge sp-badge--old">历史版本</span>}
            </p>
            {!a.isCurrent && (
              <p className="sp-notice" role="note">
                您正在查看已被替代的历史版本。<Link to={here}>查看现行版本</Link>
              </p>
            )}
          </header>
          <div className="article__body sp-agreement__body" dangerouslySetInnerHTML={{ __html: a.content }} />
        </article>
        <aside className="with-sidebar__side">
          <section className="side-box" aria-labelledby="sp-versions-title">
            <h2 id="sp-versions-title" className="side-box__title">
              版本记录
            </h2>
            <ol className="sp-versions">
              {a.versions.map((v) => (
                <li key={v.version} className={v.version === a.version ? 'is-active' : undefined}>
                  <Link to={v.isCurrent ? here : `${here}?version=${v.version}`} aria-current={v.version === a.version ? 'page' : undefined}>
                    {v.version} 版
                  </Link>
                  <span>{chinaDate(v.effectiveAt)}起生效</span>
                </li>
              ))}
            </ol>
          </section>
          <section className="side-box">
            <h2 className="side-box__title">相关协议</h2>
            <p>
              <Link to={agreementPaths[other]}>{agreementLabels[other]}</Link>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
