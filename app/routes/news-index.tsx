import { Link } from '../components/app-link';
import type { Route } from './+types/news-index';
import { seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { NewsList, NewsRankBox } from '../components/news-list';
import { TagCloud } from '../components/tag-cloud';
import { SearchBox } from '../components/search-box';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [seo, columns, topics, latest, topRead, tags] = await Promise.all([
    services.seo.resolve({ page: 'news', pathname: '/news' }),
    services.news.listColumns({ isTopic: false }),
    services.news.listColumns({ isTopic: true }),
    services.news.latestArticles({ size: 10 }),
    services.news.topRead({ size: 10 }),
    services.news.listTags({ current: 1, size: 30 }),
  ]);
  const blocks = await Promise.all(
    columns.slice(0, 8).map(async (c) => ({
      id: c.id,
      name: c.name,
      children: c.children.map(({ id, name }) => ({ id, name })),
      items: await services.news.latestArticles({ dirId: c.id, size: 5 }),
    })),
  );
  return { seo, blocks, topics: topics.map(({ id, name, intro }) => ({ id, name, intro })), latest, topRead, tags: tags.records };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function NewsIndex({ loaderData }: Route.ComponentProps) {
  const { blocks, topics, latest, topRead, tags } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: '资讯' }]} />
      <header className="page-head">
        <h1>工程资讯</h1>
        <p>政策解读、市场观察、技术前沿与客户案例，为工程建设从业者精选</p>
        <div className="page-head__search">
          <SearchBox />
        </div>
      </header>
      <nav className="column-tabs" aria-label="资讯栏目">
        {blocks.map((b) => (
          <Link key={b.id} to={`/news/list/${b.id}`}>
            {b.name}
          </Link>
        ))}
      </nav>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <section className="card">
            <h2 className="card__title">最新发布</h2>
            <NewsList items={latest} />
          </section>
          <div className="column-blocks">
            {blocks.map((b) => (
              <section key={b.id} className="card column-block">
                <header className="column-block__head">
                  <h2>
                    <Link to={`/news/list/${b.id}`}>{b.name}</Link>
                  </h2>
                  <Link to={`/news/list/${b.id}`} className="section__more">
                    更多 →
                  </Link>
                </header>
                <ul className="compact-list">
                  {b.items.map((item) => (
                    <li key={item.id}>
                      <Link to={`/news/${item.id}`}>{item.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
        <aside className="with-sidebar__side">
          <NewsRankBox title="阅读排行" items={topRead} />
          {topics.length > 0 && (
            <section className="side-box">
              <h2 className="side-box__title">热门专题</h2>
              <ul className="topic-list">
                {topics.map((t) => (
                  <li key={t.id}>
                    <Link to={`/news/list/${t.id}`}>
                      <strong>{t.name}</strong>
                      <span>{t.intro}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TagCloud tags={tags} />
        </aside>
      </div>
    </div>
  );
}
