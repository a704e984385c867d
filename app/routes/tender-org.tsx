import { data } from 'react-router';
import type { Route } from './+types/tender-org';
import tenderCss from '../styles/tender.css?url';
import { seoMeta } from '../lib/seo';
import { formatCount } from '../lib/format';
import { notFound, orNotFound, pageNumberOf } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { InformationTabs } from '../components/information/information-tabs';
import { TenderRow, toTenderRow } from '../components/tender/tender-bits';
import { OrgYearChart } from '../components/tender/org-chart';
import { FollowOrg } from '../components/tender/follow-org';
import { Link } from '../components/app-link';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tenderCss }];

/**
 * An organisation's profile (decision 0032): who it is, its notices as buyer
 * or agency, its projects' results by year as a chart, and whom it works
 * with most. Public and the same for every reader; 关注 asks in the browser.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = pageNumberOf(params.id ?? '');
  if (id === null) notFound();
  const profile = await orNotFound(context.services.tenderOrgs.get({ id }));
  const seo = await context.services.seo.resolve({
    page: 'tenderOrg',
    pathname: new URL(request.url).pathname,
    heading: `${profile.org.name}_${profile.org.kindName}招标信息`,
  });
  return data({ seo, profile: { ...profile, notices: profile.notices.map(toTenderRow) } });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function TenderOrg({ loaderData }: Route.ComponentProps) {
  const { org, projectCount, noticeCount, notices, byYear, partners, competitors } = loaderData.profile;
  const totalResults = byYear.reduce((s, r) => s + r.results, 0);
  return (
    <>
      <InformationTabs active="tender" />
      <div className="container page tender-page org-page">
        <Breadcrumbs items={[{ label: '资讯', to: '/information' }, { label: '招标信息', to: '/information/tender' }, { label: org.name }]} />
        <header className="org-hero card">
          <div className="org-hero__who">
            <span className="org-hero__kind">{org.kindName}</span>
            <h1 className="org-hero__name">{org.name}</h1>
            <p className="org-hero__region">{[org.provinceName, org.cityName !== org.provinceName ? org.cityName : ''].filter(Boolean).join(' · ')}</p>
          </div>
          <dl className="org-hero__figures">
            <div>
              <dt>项目</dt>
              <dd>{formatCount(projectCount)}</dd>
            </div>
            <div>
              <dt>公告</dt>
              <dd>{formatCount(noticeCount)}</dd>
            </div>
            <div>
              <dt>中标结果</dt>
              <dd>{formatCount(totalResults)}</dd>
            </div>
          </dl>
          <FollowOrg orgId={org.id} name={org.name} />
        </header>

        <div className="with-sidebar">
          <div className="with-sidebar__main">
            <section className="card org-section" aria-labelledby="org-years">
              <h2 id="org-years" className="org-section__title">
                历年中标结果
              </h2>
              <OrgYearChart rows={byYear} />
            </section>
            <section aria-labelledby="org-notices">
              <h2 id="org-notices" className="org-section__title org-section__title--list">
                最新招标信息（作为{org.kindName}）
              </h2>
              {notices.length === 0 ? (
                <p className="empty card">暂无招标信息。</p>
              ) : (
                <ul className="tender-list card">
                  {notices.map((n) => (
                    <TenderRow key={n.id} n={n} headingLevel={3} />
                  ))}
                </ul>
              )}
            </section>
          </div>
          <aside className="with-sidebar__side">
            <section className="side-box">
              <h2 className="side-box__title">常合作单位</h2>
              {partners.length === 0 ? (
                <p className="org-chart__empty">暂无</p>
              ) : (
                <ul className="org-partners">
                  {partners.map((p) => (
                    <li key={`${p.role}:${p.name}`}>
                      <span className="org-partners__role">{p.role}</span>
                      {p.id ? <Link to={`/tender/org/${p.id}`}>{p.name}</Link> : <span>{p.name}</span>}
                      <em>{p.count} 次</em>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {org.kind === 'BIDDER' && (
              <section className="side-box" data-testid="org-competitors">
                <h2 className="side-box__title">竞争对手</h2>
                <p className="org-partners__note">同一项目中同为投标人（开标记录、中标候选人）的单位，按共同参与的项目数排序</p>
                {competitors.length === 0 ? (
                  <p className="org-chart__empty">暂无</p>
                ) : (
                  <ol className="org-partners">
                    {competitors.map((c) => (
                      <li key={c.id}>
                        <Link to={`/tender/org/${c.id}`}>{c.name}</Link>
                        <em>{c.count} 个项目</em>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
