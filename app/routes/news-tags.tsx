import { Link } from '../components/app-link';
import type { Route } from './+types/news-tags';
import { seoMeta } from '../lib/seo';
import { assertPageInRange, parsePage } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageNav } from '../components/page-nav';

const PAGE_SIZE = 60;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const current = parsePage(params.page);
  const [page, seo] = await Promise.all([
    services.news.listTags({ current, size: PAGE_SIZE }),
    services.seo.resolve({ page: 'newsTags', pathname: new URL(request.url).pathname }),
  ]);
  assertPageInRange(current, page.pages);
  return { seo, page };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function NewsTags({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: '资讯', to: '/news' }, { label: '标签' }]} />
      <header className="page-head">
        <h1>全部标签</h1>
        <p>按文章数排列，共 {page.total} 个标签</p>
      </header>
      <div className="card">
        <ul className="tag-grid">
          {page.records.map((t) => (
            <li key={t.id}>
              <Link to={`/news/tag/${t.id}`} className="tag-grid__item">
                <span>{t.name}</span>
                <em>{t.articleCount} 篇</em>
              </Link>
            </li>
          ))}
        </ul>
        <PageNav basePath="/news/tags" current={page.current} total={page.total} size={page.size} />
      </div>
    </div>
  );
}
