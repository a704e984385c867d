import { Link } from '../components/app-link';
import type { Route } from './+types/news-list';
import { seoMeta } from '../lib/seo';
import { assertPageInRange, orNotFound, parseId, parsePage } from '../lib/route-params';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { NewsList, NewsRankBox } from '../components/news-list';
import { PageNav } from '../components/page-nav';

export const PAGE_SIZE = 20;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const current = parsePage(params.page);
  const { column, parent } = await orNotFound(services.news.getColumn({ id }));
  const [page, topRead] = await Promise.all([
    services.news.listArticles({ dirId: id, current, size: PAGE_SIZE }),
    services.news.topRead({ size: 8, dirId: parent?.id ?? id }),
  ]);
  assertPageInRange(current, page.pages);
  const seo = await services.seo.resolve({
    page: 'newsList',
    componentId: parent ? '' : 'top',
    vars: { column: column.name, parentColumn: parent?.name },
    pathname: new URL(request.url).pathname,
  });
  const siblings = (parent ?? column).children.map(({ id: cid, name }) => ({ id: cid, name }));
  return {
    seo,
    column: { id: column.id, name: column.name, intro: column.intro, isTopic: column.isTopic },
    parent: parent && { id: parent.id, name: parent.name },
    tabs: { rootId: (parent ?? column).id, rootName: (parent ?? column).name, siblings },
    page,
    topRead,
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function NewsColumnList({ loaderData }: Route.ComponentProps) {
  const { column, parent, tabs, page, topRead } = loaderData;
  const crumbs: Crumb[] = [{ label: '资讯', to: '/news' }];
  if (parent) crumbs.push({ label: parent.name, to: `/news/list/${parent.id}` });
  crumbs.push({ label: column.name });
  return (
    <div className="container page">
      <Breadcrumbs items={crumbs} />
      <header className="page-head">
        <h1>{column.name}</h1>
        {column.intro && <p>{column.intro}</p>}
      </header>
      {tabs.siblings.length > 0 && (
        <nav className="column-tabs" aria-label="子栏目">
          <Link to={`/news/list/${tabs.rootId}`} className={tabs.rootId === column.id ? 'is-active' : undefined}>
            全部
          </Link>
          {tabs.siblings.map((s) => (
            <Link key={s.id} to={`/news/list/${s.id}`} className={s.id === column.id ? 'is-active' : undefined}>
              {s.name}
            </Link>
          ))}
        </nav>
      )}
      <div className="with-sidebar">
        <div className="with-sidebar__main card">
          <NewsList items={page.records} showColumn={tabs.siblings.length > 0} />
          <PageNav basePath={`/news/list/${column.id}`} current={page.current} total={page.total} size={page.size} />
        </div>
        <aside className="with-sidebar__side">
          <NewsRankBox title={`${tabs.rootName} · 阅读排行`} items={topRead} />
        </aside>
      </div>
    </div>
  );
}
