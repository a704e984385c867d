import { redirect } from 'react-router';
import type { Route } from './+types/ai-tool-detail';
import aiCss from '../styles/ai.css?url';
import { seoMeta } from '../lib/seo';
import { notFound, orNotFound, parseId } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';
import { ProviderNote } from '../components/ai/tool-grid';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/** /aiToolDetail?id= (spec §2.1): one tool: what it does, examples, its form and the chapters of a draft. */
export async function loader({ context, request }: Route.LoaderArgs) {
  // The tool pages are the cloud brand's; the default brand sends them to the information portal (spec §2.1).
  if (context.brand !== 'cloud') throw redirect('/information');
  const { services } = context;
  const url = new URL(request.url);
  const raw = url.searchParams.get('id');
  if (!raw) notFound();
  const tool = await orNotFound(services.ai.getTool({ id: parseId(raw) }));
  const [list, seo] = await Promise.all([
    services.ai.listTools(),
    services.seo.resolve({ page: 'aiToolDetail', pathname: `${url.pathname}?id=${tool.id}`, heading: `${tool.name} - AI 工具` }),
  ]);
  return { seo, tool, provider: list.provider };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function AiToolDetail({ loaderData }: Route.ComponentProps) {
  const { tool, provider } = loaderData;
  const start = tool.code === 'tender' ? '/aiTender/create' : `/Conversation?toolId=${tool.id}`;
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 工具', to: '/aiToolList' }, { label: tool.name }]} />
      <article className="card ai-detail">
        <header className="ai-detail__head">
          <div>
            <p className="ai-detail__cat">{tool.category}</p>
            <h1>{tool.name}</h1>
            <p>{tool.description}</p>
            <ProviderNote provider={provider} />
          </div>
          <Link to={start} className="btn btn--primary btn--lg" data-testid="ai-tool-start">
            开始使用
          </Link>
        </header>
        <div className="ai-detail__grid">
          <section aria-labelledby="ai-detail-fields">
            <h2 id="ai-detail-fields">需要填写</h2>
            <ul className="ai-detail__fields">
              {tool.fields.map((f) => (
                <li key={f.name}>
                  <strong>
                    {f.label}
                    {f.required && <em> （必填）</em>}
                  </strong>
                  {f.placeholder && <span>{f.placeholder}</span>}
                  {f.options && <span>可选：{f.options.join('、')}</span>}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="ai-detail-outline">
            <h2 id="ai-detail-outline">生成的章节</h2>
            <ol className="ai-detail__outline">
              {tool.outline.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="ai-detail-examples">
            <h2 id="ai-detail-examples">示例</h2>
            <ul className="ai-examples ai-examples--list">
              {tool.examples.map((ex) => (
                <li key={ex}>{ex}</li>
              ))}
            </ul>
          </section>
        </div>
      </article>
    </div>
  );
}
