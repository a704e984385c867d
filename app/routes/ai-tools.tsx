import { redirect } from 'react-router';
import type { Route } from './+types/ai-tools';
import { seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { aiToolSummaries } from '../../common/site/ai-tools';

/**
 * /aiToolList and /aiToolDetail (spec §2.1, flag ai). On the default brand
 * they redirect to /information. On the cloud brand (decision 0022) this is a
 * placeholder list of the AI tools with their descriptions, until the AI
 * issue builds the real pages: replace this module then, the routes stay.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.brand !== 'cloud') throw redirect('/information');
  const { pathname } = new URL(request.url);
  const seo = await context.services.seo.resolve({ page: 'aiToolList', pathname: '/aiToolList', heading: 'AI 工具' });
  return { seo, tools: aiToolSummaries, isDetail: pathname.toLowerCase() === '/aitooldetail' };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function AiTools({ loaderData }: Route.ComponentProps) {
  const { tools } = loaderData;
  return (
    <div className="container page ai-tools">
      <Breadcrumbs items={[{ label: 'AI 工具' }]} />
      <h1 className="ai-tools__title">AI 工具</h1>
      <p className="ai-tools__lead">面向工程建设各参与方的写作与核对工具。以下工具正在逐步开放，登录后即可使用已开放的工具。</p>
      <ul className="ai-tools__list">
        {tools.map((tool) => (
          <li key={tool.key} className="ai-tools__item">
            <h2 className="ai-tools__name">{tool.name}</h2>
            <p className="ai-tools__desc">{tool.description}</p>
            <p className="ai-tools__audience">适用：{tool.audience}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
