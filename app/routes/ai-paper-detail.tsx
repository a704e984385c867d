import { data, redirect } from 'react-router';
import type { Route } from './+types/ai-paper-detail';
import aiCss from '../styles/ai.css?url';
import { safeRedirect } from '../../common/safe-redirect';
import { OFFLINE_LABEL } from '../../common/ai/options';
import { seoMeta } from '../lib/seo';
import { formatDateTime } from '../lib/format';
import { apiUrl } from '../lib/api-client';
import { orNotFound, parseId } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';
import { AnswerText } from '../components/ai/answer-text';
import { PaperReferences } from '../components/ai/paper-references';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/** /aipaper/detail/:id (spec §2.1): a paper to read, with its references and the Word export. Only the user's own. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  const id = parseId(params.id);
  const [paper, seo] = await Promise.all([
    orNotFound(services.aiPaper.get({ userId: viewer.userId, id })),
    services.seo.resolve({ page: 'aiPaperDetail', pathname: url.pathname, heading: 'AI 论文' }),
  ]);
  return data({ paper, seo: { ...seo, title: `${paper.title} - AI 论文` } }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = ({ data: d }) => [...seoMeta(d?.seo), { name: 'robots', content: 'noindex' }];

export default function AiPaperDetail({ loaderData }: Route.ComponentProps) {
  const { paper } = loaderData;
  const offline = paper.sections.some((s) => s.provider === 'offline');
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作', to: '/aiWriteList' }, { label: '我的论文', to: '/aipaper/index' }, { label: paper.title }]} />
      <article className="card ai-detail paper-read">
        <header className="paper-head">
          <div>
            <h1>{paper.title}</h1>
            <p className="tender-editor__hint">
              {paper.field} · 关键词：{paper.keywords.join('；')} · 最后保存 {formatDateTime(paper.updatedAt)}
              {offline && <span className="ai-tag ai-tag--offline">{OFFLINE_LABEL}</span>}
            </p>
          </div>
          <div className="paper-head__actions">
            <Link to={`/aipaper/edit/${paper.id}`} className="btn btn--secondary">
              编辑
            </Link>
            <a className="btn btn--primary" href={apiUrl(`/ai/paper/export/${paper.id}`)} data-testid="paper-export">
              导出 Word
            </a>
          </div>
        </header>
        {paper.sections.map((s, i) => (
          <section key={s.key} className="paper-read__section">
            <h2>{s.key === 'abstract' ? s.heading : `${i}\u3000${s.heading}`}</h2>
            {s.content.trim() ? <AnswerText text={s.content} /> : <p className="tender-editor__hint">（本节尚未撰写）</p>}
          </section>
        ))}
        <section className="paper-read__section">
          <h2>参考文献</h2>
          <PaperReferences references={paper.references} />
        </section>
      </article>
    </div>
  );
}
