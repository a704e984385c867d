import { redirect } from 'react-router';
import type { Route } from './+types/ai-tool-list';
import aiCss from '../styles/ai.css?url';
import { seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProviderNote, ToolGrid } from '../components/ai/tool-grid';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/**
 * /aiToolList (spec §2.1): the AI tools of the cloud brand, each leading to
 * its page /aiToolDetail?id=. (On the default brand it redirects to
 * /information, decision 0022.)
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // The tool pages are the cloud brand's; the default brand sends them to the information portal (spec §2.1).
  if (context.brand !== 'cloud') throw redirect('/information');
  const { services } = context;
  const [list, seo] = await Promise.all([
    services.ai.listTools(),
    services.seo.resolve({ page: 'aiToolList', pathname: new URL(request.url).pathname, heading: 'AI 工具' }),
  ]);
  return { seo, ...list };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function AiToolList({ loaderData }: Route.ComponentProps) {
  const { tools, provider } = loaderData;
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 工具' }]} />
      <header className="ai-hero ai-hero--plain">
        <div>
          <h1>AI 工具</h1>
          <p>面向工程建设一线的写作与整理工具，按用途分组。</p>
          <ProviderNote provider={provider} />
        </div>
      </header>
      <ToolGrid tools={tools} hrefOf={(t) => `/aiToolDetail?id=${t.id}`} />
    </div>
  );
}
