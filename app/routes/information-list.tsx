import { redirect } from 'react-router';
import { FilterLink } from '../components/filter-link';
import type { Route } from './+types/information-list';
import { seoMeta } from '../lib/seo';
import { assertPageInRange, notFound, parsePage } from '../lib/route-params';
import { libraryHref, parseCategorySegment, parseLibraryLocation, parseLibraryQuery } from '../lib/library-query';
import { usePendingQuery } from '../lib/pending-query';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { NewsList, NewsRankBox } from '../components/news-list';
import { PageNav } from '../components/page-nav';
import { InformationTabs } from '../components/information/information-tabs';
import { LibraryFilters } from '../components/library/library-filters';
import { commonFilterGroups } from '../components/library/library-list-frame';
import { DownloadTab, loadDownloadTab } from '../components/download/download-tab';
import type { ProjectRole, ProjectType } from '../../common/library/options';

export const PAGE_SIZE = 20;
const BASE = '/information/list';

/** tabsType values that have their own list page (spec §2.4 tab bar). */
const ownPages: Record<string, string> = { PAPER: '/paper', VIDEO: '/video', NORMAL: '/standard', POLICY: '/policy', HOME: '/information' };

async function loadNewsTab({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const columnId = parseCategorySegment(params.id);
  if (columnId === null) notFound();
  const current = parsePage(params.page);
  const query = parseLibraryQuery(url);
  const roots = (await services.news.listColumns({ isTopic: false })).map(({ id, name, children }) => ({
    id,
    name,
    children: children.map(({ id: cid, name: cname }) => ({ id: cid, name: cname })),
  }));
  let root: (typeof roots)[number] | undefined;
  let child: { id: number; name: string } | undefined;
  if (columnId !== undefined) {
    root = roots.find((r) => r.id === columnId);
    if (!root) {
      root = roots.find((r) => r.children.some((c) => c.id === columnId));
      child = root?.children.find((c) => c.id === columnId);
    }
    // Topic columns have their own pages; the information list shows the column tree only.
    if (!root) notFound();
  }
  const [page, topRead] = await Promise.all([
    services.news.listArticles({
      dirId: columnId,
      // parseLibraryQuery keeps only the spec's codes (common/library-options) of either.
      projectType: query.type as ProjectType | undefined,
      projectRole: query.role as ProjectRole | undefined,
      range: query.range,
      sort: query.sort,
      current,
      size: PAGE_SIZE,
    }),
    services.news.topRead({ size: 8, dirId: root?.id }),
  ]);
  assertPageInRange(current, page.pages);
  const columnName = child?.name ?? root?.name;
  const seo = await services.seo.resolve({
    page: 'informationList',
    componentId: columnName ? '' : 'all',
    vars: { column: columnName },
    pathname: url.pathname,
  });
  return { tab: 'NEWS' as const, seo, columnId, root, child, roots, query, page, topRead };
}

export async function loader(args: Route.LoaderArgs) {
  const tabsType = new URL(args.request.url).searchParams.get('tabsType') ?? 'NEWS';
  if (tabsType === 'download') return { tab: 'download' as const, download: await loadDownloadTab(args) };
  if (ownPages[tabsType]) throw redirect(ownPages[tabsType]);
  if (tabsType !== 'NEWS') notFound();
  return loadNewsTab(args);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.tab === 'download' ? data.download.seo : data?.seo);

export default function InformationList({ loaderData }: Route.ComponentProps) {
  if (loaderData.tab === 'download') {
    return (
      <>
        <InformationTabs active="download" />
        <DownloadTab data={loaderData.download} />
      </>
    );
  }
  return <NewsTab data={loaderData} />;
}

/** A pending address of the news tab (decision 0016): its column and filters; null for any other page or tab. */
const parseNewsLocation = (url: URL) => ((url.searchParams.get('tabsType') ?? 'NEWS') === 'NEWS' ? parseLibraryLocation(BASE, url) : null);

function NewsTab({ data }: { data: Extract<Route.ComponentProps['loaderData'], { tab: 'NEWS' }> }) {
  const { columnId, root, child, roots, query, page, topRead } = data;
  // Column tabs and filters build on a pending navigation's choices, so quick successive choices compose.
  const next = usePendingQuery({ category: columnId, query }, parseNewsLocation);
  const crumbs: Crumb[] = [
    { label: '资讯中心', to: '/information' },
    { label: '资讯', to: BASE },
  ];
  if (root) crumbs.push({ label: root.name, to: `${BASE}/${root.id}` });
  if (child) crumbs.push({ label: child.name });
  const href = (id: number | undefined) => libraryHref(BASE, id, next.query);
  return (
    <>
      <InformationTabs active="NEWS" />
      <div className="container page lib-page info-list">
        <Breadcrumbs items={crumbs} />
        <header className="page-head">
          <h1>{child?.name ?? root?.name ?? '全部资讯'}</h1>
          <p>按栏目、项目类型、项目角色与发布时间筛选行业资讯与知识库文章。</p>
        </header>
        <nav className="column-tabs" aria-label="资讯栏目">
          <FilterLink to={href(undefined)} className={columnId === undefined ? 'is-active' : undefined}>
            全部
          </FilterLink>
          {roots.map((r) => (
            <FilterLink key={r.id} to={href(r.id)} className={r.id === root?.id ? 'is-active' : undefined}>
              {r.name}
            </FilterLink>
          ))}
        </nav>
        {root && root.children.length > 0 && (
          <nav className="column-tabs column-tabs--sub" aria-label={`${root.name}子栏目`}>
            <FilterLink to={href(root.id)} className={child === undefined ? 'is-active' : undefined}>
              全部{root.name}
            </FilterLink>
            {root.children.map((c) => (
              <FilterLink key={c.id} to={href(c.id)} className={c.id === child?.id ? 'is-active' : undefined}>
                {c.name}
              </FilterLink>
            ))}
          </nav>
        )}
        <LibraryFilters base={BASE} category={columnId} query={query} next={next} groups={commonFilterGroups('发布时间')} />
        <div className="with-sidebar">
          <div className="with-sidebar__main card">
            {page.records.length === 0 ? (
              <p className="empty">没有符合条件的文章，换个筛选条件试试。</p>
            ) : (
              <NewsList items={page.records} articleHref={(id) => `/detail/${id}`} columnHref={(id) => `${BASE}/${id}`} />
            )}
            <PageNav href={(n) => libraryHref(BASE, columnId, query, n)} current={page.current} total={page.total} size={page.size} />
          </div>
          <aside className="with-sidebar__side">
            <NewsRankBox title={`${root?.name ?? '资讯'} · 阅读排行`} items={topRead} />
          </aside>
        </div>
      </div>
    </>
  );
}
