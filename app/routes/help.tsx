import { Link } from '../components/app-link';
import type { Route } from './+types/help';
import helpCss from '../styles/help.css?url';
import { seoMeta } from '../lib/seo';
import { assertPageInRange, notFound, parseId, parsePage } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageNav } from '../components/page-nav';
import { HelpSearchBox } from '../components/help/help-search-bar';
import { HelpColumnTree } from '../components/help/help-column-tree';
import { HelpArticleList, HelpContactBox, HelpPopularList } from '../components/help/help-article-list';
import { helpHref, helpSuggestions } from '../components/help/help-links';
import { HELP_PAGE_SIZE } from '../../common/help/options';

/** `/help`: the help home; `/help/:id/:page?`: the articles of a column (a product or one of its children). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { help, seo } = context.services;
  const pathname = new URL(request.url).pathname;
  const tree = await help.getTree();
  if (params.id === undefined) {
    const popular = await help.popular({ limit: 10 });
    return { view: 'home' as const, tree, popular, seo: await seo.resolve({ page: 'help', pathname }) };
  }
  const id = parseId(params.id);
  const current = parsePage(params.page);
  const root = tree.find((r) => r.id === id || r.children.some((c) => c.id === id));
  if (!root) notFound('帮助栏目不存在');
  const child = root.children.find((c) => c.id === id);
  const page = await help.listPaged({ columnId: id, current, size: HELP_PAGE_SIZE });
  assertPageInRange(current, page.pages);
  const name = child ? `${child.name}_${root.name}` : root.name;
  return { view: 'column' as const, tree, root, child, page, seo: await seo.resolve({ page: 'help', componentId: 'column', vars: { column: name }, pathname }) };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: helpCss }];

export default function Help({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'home') return <HelpHome tree={loaderData.tree} popular={loaderData.popular} />;
  const { tree, root, child, page } = loaderData;
  const column = child ?? root;
  return (
    <div className="container page help-page">
      <Breadcrumbs items={[{ label: '帮助中心', to: helpHref.home }, ...(child ? [{ label: root.name, to: helpHref.column(root.id) }] : []), { label: column.name }]} />
      <div className="help-searchbar">
        <HelpSearchBox />
      </div>
      <div className="help-layout">
        <aside className="help-layout__side">
          <HelpColumnTree tree={tree} rootId={root.id} columnId={column.id} />
        </aside>
        <div className="help-layout__main card">
          <header className="help-column-head">
            <h1>{child ? `${root.name} · ${child.name}` : root.name}</h1>
            <p>{column.intro}</p>
            {!child && (
              <nav className="help-chips" aria-label={`${root.name}的栏目`}>
                {root.children.map((c) => (
                  <Link key={c.id} to={helpHref.column(c.id)}>
                    {c.name} <span>{c.articleCount}</span>
                  </Link>
                ))}
              </nav>
            )}
          </header>
          {page.records.length === 0 ? <p className="empty">这个栏目还没有文章。</p> : <HelpArticleList items={page.records} showColumn={!child} />}
          <PageNav basePath={helpHref.column(column.id)} current={page.current} total={page.total} size={page.size} />
        </div>
      </div>
    </div>
  );
}

function HelpHome({ tree, popular }: { tree: Route.ComponentProps['loaderData']['tree']; popular: Extract<Route.ComponentProps['loaderData'], { view: 'home' }>['popular'] }) {
  const total = tree.reduce((n, r) => n + r.articleCount, 0);
  return (
    <div className="help-home">
      <section className="help-hero">
        <div className="container help-hero__inner">
          <h1 className="help-hero__title">您好，有什么可以帮您？</h1>
          <p className="help-hero__lead">计量支付、GIS+BIM、智慧工地、移动端与开放平台的 {total} 篇操作指南与常见问题</p>
          <div className="help-hero__search">
            <HelpSearchBox />
          </div>
          <p className="help-hero__hot">
            <span>热门搜索：</span>
            {helpSuggestions.slice(0, 6).map((k) => (
              <Link key={k} to={helpHref.search(k)}>
                {k}
              </Link>
            ))}
          </p>
        </div>
      </section>
      <div className="container">
        <section className="help-section" aria-labelledby="help-columns-title">
          <h2 id="help-columns-title" className="help-section__title">按产品浏览</h2>
          <div className="help-cards">
            {tree.map((root) => (
              <article key={root.id} className="help-card">
                <h3 className="help-card__title">
                  <Link to={helpHref.column(root.id)}>{root.name}</Link>
                </h3>
                <p className="help-card__intro">{root.intro}</p>
                <ul className="help-card__children">
                  {root.children.map((c) => (
                    <li key={c.id}>
                      <Link to={helpHref.column(c.id)}>{c.name}</Link>
                      <span>{c.articleCount}</span>
                    </li>
                  ))}
                </ul>
                <Link className="help-card__more" to={helpHref.column(root.id)}>
                  查看全部 {root.articleCount} 篇 →
                </Link>
              </article>
            ))}
          </div>
        </section>
        <div className="help-home__bottom">
          <section className="help-section card" aria-labelledby="help-popular-title">
            <h2 id="help-popular-title" className="help-section__title">热门问题</h2>
            <HelpPopularList items={popular} />
          </section>
          <HelpContactBox />
        </div>
      </div>
    </div>
  );
}
