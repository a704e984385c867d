import { data, redirect } from 'react-router';
import type { Route } from './+types/ai-paper-index';
import aiCss from '../styles/ai.css?url';
import { safeRedirect } from '../../common/safe-redirect';
import { seoMeta } from '../lib/seo';
import { formatDateTime } from '../lib/format';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/** /aipaper/index (spec §2.1): the user's papers, latest edited first. Private: never cached. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  const [seo, papers] = await Promise.all([
    services.seo.resolve({ page: 'aiPaperIndex', pathname: url.pathname, heading: '我的论文' }),
    services.aiPaper.list({ userId: viewer.userId, current: 1, size: 50 }),
  ]);
  return data({ seo, papers: papers.records, total: papers.total }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = ({ data: d }) => [...seoMeta(d?.seo), { name: 'robots', content: 'noindex' }];

export default function AiPaperIndex({ loaderData }: Route.ComponentProps) {
  const { papers, total } = loaderData;
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作', to: '/aiWriteList' }, { label: '我的论文' }]} />
      <section className="card ai-detail">
        <header className="paper-head">
          <h1>我的论文</h1>
          <Link to="/aipaper/create" className="btn btn--primary">
            新建论文
          </Link>
        </header>
        {papers.length === 0 ? (
          <p className="tender-editor__hint">还没有论文，点击“新建论文”开始。</p>
        ) : (
          <>
            <p className="tender-editor__hint">共 {total} 篇</p>
            <ul className="ai-history paper-list" data-testid="paper-list">
              {papers.map((p) => (
                <li key={p.id}>
                  <Link to={`/aipaper/detail/${p.id}`} className="ai-history__link">
                    <span className="ai-history__name">{p.title}</span>
                    <span className="ai-history__meta">
                      {p.field} · 已写 {p.written}/{p.total} 节 · {formatDateTime(p.updatedAt)}
                    </span>
                  </Link>
                  <Link to={`/aipaper/edit/${p.id}`} className="ai-link paper-list__edit">
                    编辑
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
