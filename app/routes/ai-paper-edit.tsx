import { data, redirect } from 'react-router';
import type { Route } from './+types/ai-paper-edit';
import aiCss from '../styles/ai.css?url';
import { safeRedirect } from '../../common/safe-redirect';
import { AI_STARTING_QUOTA } from '../../common/account/options';
import { seoMeta } from '../lib/seo';
import { orNotFound, parseId } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PaperEditor } from '../components/ai/paper-editor';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/** /aipaper/edit/:id (spec §2.1): write, edit and regenerate a paper's sections. Only the user's own; never cached. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services, viewer } = context;
  if (!viewer) throw redirect(`/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`);
  const id = parseId(params.id);
  const [paper, residue, tools, seo] = await Promise.all([
    orNotFound(services.aiPaper.get({ userId: viewer.userId, id })),
    services.account.getResidue({ userId: viewer.userId }),
    services.ai.listTools(),
    services.seo.resolve({ page: 'aiPaperEdit', pathname: url.pathname, heading: 'AI 论文' }),
  ]);
  return data(
    { paper, provider: tools.provider, residue: residue.initialized ? residue.residue : AI_STARTING_QUOTA, seo: { ...seo, title: `编辑：${paper.title} - AI 论文` } },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta: Route.MetaFunction = ({ data: d }) => [...seoMeta(d?.seo), { name: 'robots', content: 'noindex' }];

export default function AiPaperEdit({ loaderData }: Route.ComponentProps) {
  const { paper, provider, residue } = loaderData;
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作', to: '/aiWriteList' }, { label: '我的论文', to: '/aipaper/index' }, { label: paper.title }]} />
      <header className="ai-conv__head tender-editor__title">
        <h1>{paper.title}</h1>
      </header>
      <PaperEditor key={paper.id} paper={paper} provider={provider} residue={residue} />
    </div>
  );
}
