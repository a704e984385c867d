import { FilterLink } from '../components/filter-link';
import type { Route } from './+types/tender-list';
import tenderCss from '../styles/tender.css?url';
import { seoMeta } from '../lib/seo';
import { usePendingQuery } from '../lib/pending-query';
import { formatCount } from '../lib/format';
import { notFound, orNotFound } from '../lib/route-params';
import type { RouteHandle } from '../lib/route-handle';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { PageNav } from '../components/page-nav';
import { InformationTabs } from '../components/information/information-tabs';
import { TenderFilters } from '../components/tender/tender-filters';
import { TenderLinks, TenderRow, toTenderRow } from '../components/tender/tender-bits';
import { SaveSubscription } from '../components/tender/save-subscription';
import {
  parsePageParam,
  parseTenderLocation,
  parseTenderPath,
  parseTenderQuery,
  tenderListHref,
  type TenderListMode,
  type TenderPathParams,
} from '../components/tender/tender-query';
import { keep } from '../../common/kept-in-page';
import { KeptHtml } from '../components/kept-html';
import { libraryRangeLabels, projectTypeLabels, type ProjectType } from '../../common/library/options';
import { tenderCategoryName, tenderDueFilters, tenderInfoTypeById, tenderStatusByStageId } from '../../common/tender/options';

export const TENDER_PAGE_SIZE = 20;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tenderCss }];

/**
 * One module for the tender list at its two addresses (spec §2.1): `/information/tender`
 * (tenderList, filters in the query string, inside the information tab bar) and
 * `/tender/:catNo?/:id?/:page?/:bidStageId?` (tender: category, information type id,
 * page and stage in the path). Unknown path segments and pages past the end are 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const mode: TenderListMode = url.pathname.startsWith('/information/') ? 'information' : 'tender';
  let query = parseTenderQuery(url, mode);
  let current: number;
  if (mode === 'tender') {
    const path = parseTenderPath(params as TenderPathParams);
    if (!path) notFound();
    query = { ...query, cat: path.cat, type: path.type, stage: path.stage };
    current = path.page;
  } else {
    const page = parsePageParam(url.searchParams.get('page'));
    if (page === null) notFound();
    current = page;
  }
  const infoType = query.type ? tenderInfoTypeById(query.type) : undefined;
  const status = query.stage ? tenderStatusByStageId(query.stage) : undefined;
  const filter = {
    catNo: query.cat,
    infoType: infoType?.code,
    provinceCode: query.province,
    projectType: query.ptype,
    status: status?.code,
    range: query.range,
    due: tenderDueFilters.find((d) => d.param === query.due)?.code,
    keywords: query.keywords || undefined,
  };
  // A page past the last is refused by the service, which becomes the 404 page here.
  const [page, provinces, first] = await Promise.all([
    orNotFound(services.tender.listPaged({ ...filter, current, size: TENDER_PAGE_SIZE })),
    services.tender.provinceCounts(filter),
    services.tender.first({ size: 8 }),
  ]);
  const province = provinces.find((p) => p.code === query.province);
  const heading = [province?.name, query.cat ? tenderCategoryName(query.cat) : undefined, infoType?.name.replace('/', '') ?? '招标信息']
    .filter(Boolean)
    .join('');
  const seo = await services.seo.resolve({
    page: 'tenderList',
    vars: {
      title: heading === '招标信息' ? '全国招标信息' : heading,
      region: province?.name ?? '全国',
      column: query.cat ? tenderCategoryName(query.cat) : '全部行业',
      infoType: infoType?.name ?? '招标信息',
    },
    pathname: url.pathname,
  });
  return {
    seo,
    mode,
    query,
    heading,
    // The rows and the latest notices are links and text: a document keeps their markup, not their data (decision 0068).
    page: { ...page, records: keep(page.records.map(toTenderRow)) },
    provinces: provinces.map(({ code, short, count }) => ({ code, short, count })),
    stats: first.stats,
    openCount: first.openCount,
    latest: keep(first.announcements.map(({ id, title, publishedAt }) => ({ id, title, publishedAt }))),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const handle: RouteHandle = { scrollToTop: false };

export default function TenderList({ loaderData }: Route.ComponentProps) {
  const { mode, query, heading, page, provinces, stats, openCount, latest } = loaderData;
  // Filters build on a pending navigation's choices, so quick successive choices compose.
  const next = usePendingQuery(query, (url) => parseTenderLocation(url, mode));
  const crumbs: Crumb[] = [
    { label: '资讯', to: '/information' },
    { label: '招标信息', to: '/information/tender' },
  ];
  if (query.cat) crumbs.push({ label: tenderCategoryName(query.cat), to: `/tender/${query.cat.toLowerCase()}` });
  if (query.cat && query.type) crumbs.push({ label: tenderInfoTypeById(query.type)?.name ?? '', to: `/tender/${query.cat.toLowerCase()}/${query.type}` });
  crumbs[crumbs.length - 1] = { label: crumbs[crumbs.length - 1]!.label };
  const filtered = [
    query.ptype && projectTypeLabels[query.ptype as ProjectType],
    query.stage && tenderStatusByStageId(query.stage)?.name,
    query.due && tenderDueFilters.find((d) => d.param === query.due)?.name,
    query.range !== 'all' && libraryRangeLabels[query.range],
    query.keywords && `“${query.keywords}”`,
  ].filter(Boolean);
  const today = stats.reduce((sum, s) => sum + s.today, 0);
  const week = stats.reduce((sum, s) => sum + s.week, 0);
  return (
    <>
      <InformationTabs active="tender" />
      <div className="container page tender-page">
        <Breadcrumbs items={crumbs} />
        <header className="tender-hero">
          <div className="tender-hero__copy">
            <h1 className="tender-hero__title">{heading}</h1>
            <p className="tender-hero__lead">汇集全国工程建设、政府采购与产权交易的招标公告、澄清变更、开标记录与中标结果，按项目串起各阶段公告。</p>
          </div>
          <dl className="tender-hero__figures">
            <div>
              <dt>今日新增</dt>
              <dd>{formatCount(today)}</dd>
            </div>
            <div>
              <dt>近 7 日</dt>
              <dd>{formatCount(week)}</dd>
            </div>
            <div>
              <dt>报名中</dt>
              <dd>
                <FilterLink to={tenderListHref(mode, { ...next, type: '0100', stage: '1' })}>
                  {formatCount(openCount)}
                </FilterLink>
              </dd>
            </div>
          </dl>
        </header>

        <TenderFilters mode={mode} query={query} next={next} provinces={provinces} />

        <div className="with-sidebar">
          <div className="with-sidebar__main">
            <div className="tender-count-bar">
              <p className="tender-count">
                共 <strong>{page.total}</strong> 条{filtered.length > 0 && <span className="tender-count__filters">（{filtered.join('、')}）</span>}
              </p>
              <SaveSubscription query={query} />
            </div>
            {page.total === 0 ? (
              <p className="empty card">没有符合条件的招标信息，换个地区、行业或时间范围试试。</p>
            ) : (
              <KeptHtml id="tender-rows" as="ul" className="tender-list card" value={page.records}>
                {(records) => records.map((n) => <TenderRow key={n.id} n={n} />)}
              </KeptHtml>
            )}
            <PageNav href={(n) => tenderListHref(mode, query, n)} current={page.current} total={page.total} size={page.size} />
          </div>
          <aside className="with-sidebar__side">
            <section className="side-box">
              <h2 className="side-box__title">各类信息</h2>
              <ul className="tender-type-stats">
                {stats.map((s) => (
                  <li key={s.infoType}>
                    <FilterLink to={tenderListHref(mode, { ...next, type: s.infoTypeId, stage: undefined })}>
                      <span>{s.name}</span>
                      <strong>{formatCount(s.total)}</strong>
                      <em>本周 +{s.week}</em>
                    </FilterLink>
                  </li>
                ))}
              </ul>
            </section>
            <KeptHtml id="tender-latest" as="section" className="side-box" value={latest}>
              {(items) => (
                <>
                  <h2 className="side-box__title">最新招标公告</h2>
                  <TenderLinks items={items} />
                </>
              )}
            </KeptHtml>
          </aside>
        </div>
      </div>
    </>
  );
}
