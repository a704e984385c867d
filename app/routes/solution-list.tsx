import type { Route } from './+types/solution-list';
import solutionCss from '../styles/solution.css?url';
import { seoMeta } from '../lib/seo';
import { usePendingQuery } from '../lib/pending-query';
import { notFound, orNotFound, parsePage } from '../lib/route-params';
import { parseCategorySegment, parseLibraryQuery } from '../lib/library-query';
import type { RouteHandle } from '../lib/route-handle';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { PageNav } from '../components/page-nav';
import { DemoButton, SolutionCard, SolutionCta } from '../components/solution/solution-bits';
import { SOLUTION_BASE, SolutionFilters, SolutionSearch, SolutionTypeTabs, parseSolutionLocation, solutionHref } from '../components/solution/solution-filters';
import { libraryRangeLabels, projectRoles } from '../../common/library/options';
import { solutionRoleLabels } from '../../common/solution/options';

const SOLUTION_PAGE_SIZE = 12;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const typeId = parseCategorySegment(params.id);
  if (typeId === null) notFound();
  const types = await services.solution.listTypes();
  const type = typeId === undefined ? undefined : types.find((t) => t.id === typeId);
  if (typeId !== undefined && !type) notFound();
  const current = parsePage(params.page);
  const query = { ...parseLibraryQuery(url), type: undefined };
  // A page past the last is refused by the service, which becomes the 404 page here.
  const page = await orNotFound(
    services.solution.listPaged({ projectType: type?.code, projectRole: query.role, range: query.range, sort: query.sort, keywords: query.keywords || undefined, current, size: SOLUTION_PAGE_SIZE }),
  );
  const seo = await services.seo.resolve({ page: 'solution', vars: { column: type?.name ?? '全部' }, pathname: url.pathname });
  return { seo, types: types.map(({ id, code, name, count }) => ({ id, code, name, count })), type: type ?? null, query, page };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: solutionCss }];

export const handle: RouteHandle = { scrollToTop: false };

export default function SolutionList({ loaderData }: Route.ComponentProps) {
  const { types, type, query, page } = loaderData;
  const typeId = type?.id;
  // Type tabs, filters and the keyword box build on a pending navigation's choices, so quick successive choices compose.
  const next = usePendingQuery({ typeId, query }, parseSolutionLocation);
  const crumbs: Crumb[] = [{ label: '解决方案', to: SOLUTION_BASE }];
  if (type) crumbs.push({ label: type.name });
  const filtered = [query.role && solutionRoleLabels[query.role as (typeof projectRoles)[number]], query.range !== 'all' && libraryRangeLabels[query.range], query.keywords && `“${query.keywords}”`].filter(Boolean);
  return (
    <div className="container page sol-page">
      <Breadcrumbs items={crumbs} />
      <header className="sol-hero">
        <div className="sol-hero__copy">
          <p className="sol-hero__eyebrow">按项目类型 · 按参建角色</p>
          <h1 className="sol-hero__title">{type ? `${type.name}解决方案` : '解决方案'}</h1>
          <p className="sol-hero__lead">{type?.intro ?? '覆盖道路桥梁、轨道交通、隧道、房建、市政、水利港口与铁路工程，为业主、施工、监理、咨询与监管单位提供计量支付、GIS+BIM、智慧工地与档案数字化方案。'}</p>
          <SolutionSearch query={query} next={next} />
        </div>
        <div className="sol-hero__aside">
          <dl className="sol-hero__figures">
            <div>
              <dt>方案总数</dt>
              <dd>{types.reduce((sum, t) => sum + t.count, 0)}</dd>
            </div>
            <div>
              <dt>项目类型</dt>
              <dd>{types.length}</dd>
            </div>
            <div>
              <dt>参建角色</dt>
              <dd>{projectRoles.length - 1}</dd>
            </div>
          </dl>
          <DemoButton className="btn btn--white btn--lg sol-hero__demo" source="solution-list" />
        </div>
      </header>

      <SolutionTypeTabs types={types} typeId={typeId} next={next} />
      <SolutionFilters query={query} next={next} />

      <div className="sol-results">
        <p className="sol-results__count">
          共 <strong>{page.total}</strong> 个{type ? type.name : ''}方案{filtered.length > 0 && <span className="sol-results__filters">（{filtered.join('、')}）</span>}
        </p>
      </div>
      {page.records.length === 0 ? (
        <p className="empty card">没有符合条件的方案，换个角色或时间范围试试。</p>
      ) : (
        <ul className="sol-grid">
          {page.records.map((s) => (
            <SolutionCard key={s.id} s={s} />
          ))}
        </ul>
      )}
      <PageNav href={(n) => solutionHref(typeId, query, n)} current={page.current} total={page.total} size={page.size} />

      <SolutionCta title="找不到完全匹配的方案？" text="告诉我们您的项目类型与管理重点，顾问将在 1 个工作日内为您定制演示。" source="solution-list-cta" />
    </div>
  );
}
