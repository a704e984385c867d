import type { Route } from './+types/news-tag';
import { seoMeta } from '../lib/seo';
import { assertPageInRange, orNotFound, parseId, parsePage } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { NewsList, NewsRankBox } from '../components/news-list';
import { PageNav } from '../components/page-nav';
import { TagCloud } from '../components/tag-cloud';

const PAGE_SIZE = 20;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const current = parsePage(params.page);
  const tag = await orNotFound(services.news.getTag({ id }));
  const [page, topRead, tags] = await Promise.all([
    services.news.listArticles({ tagId: id, current, size: PAGE_SIZE }),
    services.news.topRead({ size: 8 }),
    services.news.listTags({ current: 1, size: 24 }),
  ]);
  assertPageInRange(current, page.pages);
  const seo = await services.seo.resolve({ page: 'newsTag', vars: { tag: tag.name }, pathname: new URL(request.url).pathname });
  return { seo, tag, page, topRead, tags: tags.records };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function NewsTagList({ loaderData }: Route.ComponentProps) {
  const { tag, page, topRead, tags } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: '资讯', to: '/news' }, { label: '标签', to: '/news/tags' }, { label: tag.name }]} />
      <header className="page-head">
        <h1>
          <span className="page-head__hash">#</span>
          {tag.name}
        </h1>
        <p>共 {page.total} 篇相关文章</p>
      </header>
      <div className="with-sidebar">
        <div className="with-sidebar__main card">
          <NewsList items={page.records} />
          <PageNav basePath={`/news/tag/${tag.id}`} current={page.current} total={page.total} size={page.size} />
        </div>
        <aside className="with-sidebar__side">
          <TagCloud tags={tags} title="相关标签" />
          <NewsRankBox title="阅读排行" items={topRead} />
        </aside>
      </div>
    </div>
  );
}
