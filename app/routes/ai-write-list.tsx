import type { Route } from './+types/ai-write-list';
import aiCss from '../styles/ai.css?url';
import { seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '../components/app-link';
import { ProviderNote, ToolGrid } from '../components/ai/tool-grid';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: aiCss }];

/** /aiWriteList (spec §2.1): the AI writing home, every tool by group. One page for every reader. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const [list, seo] = await Promise.all([
    services.ai.listTools(),
    services.seo.resolve({ page: 'aiWriteList', pathname: new URL(request.url).pathname, heading: 'AI 写作' }),
  ]);
  return { seo, ...list };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** Where a tool’s card leads: the tender and paper writers have their own pages, the others open a conversation with the tool’s form. */
const writeHref = (t: { id: number; code: string }) =>
  t.code === 'tender' ? '/aiTender/create' : t.code === 'paper' ? '/aipaper/create' : `/Conversation?toolId=${t.id}`;

export default function AiWriteList({ loaderData }: Route.ComponentProps) {
  const { tools, provider } = loaderData;
  return (
    <div className="container page ai-page">
      <Breadcrumbs items={[{ label: 'AI 写作' }]} />
      <header className="ai-hero">
        <div>
          <h1>AI 写作</h1>
          <p>施工方案、技术交底、会议纪要、计量支付说明、标书与论文：选择工具，填写要点，几分钟得到一份结构完整的初稿。</p>
          <ProviderNote provider={provider} />
        </div>
        <Link to="/Conversation" className="btn btn--primary btn--lg">
          开始对话
        </Link>
      </header>
      <ToolGrid tools={tools} hrefOf={writeHref} />
    </div>
  );
}
