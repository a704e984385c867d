import type { Route } from './+types/open-ui';
import { seoMeta } from '../lib/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ApiConsole } from '../components/open/api-console';
import openCss from '../styles/open.css?url';
import sitePagesCss from '../styles/site-pages.css?url';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [endpoints, seo, config] = await Promise.all([
    services.openPlatform.listOpenEndpoints(),
    services.seo.resolve({ page: 'openUi', pathname: '/open/ui', heading: '在线调试台' }),
    services.publicConfig,
  ]);
  return { seo, endpoints, apiBase: config.apiBase };
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sitePagesCss },
  { rel: 'stylesheet', href: openCss },
];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** /open/ui: the interactive console over the open read endpoints. */
export default function OpenUi({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page op-ui">
      <Breadcrumbs items={[{ label: '开放平台', to: '/open' }, { label: '在线调试' }]} />
      <header className="page-head">
        <h1>在线调试台</h1>
        <p>直接调用 {loaderData.endpoints.length} 个开放接口。带上您的 API 密钥时，调用会计入该密钥的次数与每分钟额度。</p>
      </header>
      <ApiConsole endpoints={loaderData.endpoints} apiBase={loaderData.apiBase} />
    </div>
  );
}
