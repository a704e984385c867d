import type { Route } from './+types/oauth';
import { seoMeta } from '../lib/seo';
import { notFound } from '../lib/route-params';
import { AuthShell } from '../components/auth/auth-shell';
import { authPageSeo } from '../components/auth/route-helpers';
import { OauthCallback } from '../components/auth/lazy-auth-cards';
import sitePagesCss from '../styles/site-pages.css?url';

/** The providers a third-party login may come back from: the path's :type names one (spec §2.1 /Oauth/:type). */
const providers: Record<string, string> = { wechat: '微信' };

export const handle = { layout: 'account' };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const providerName = providers[params.type.toLowerCase()];
  if (!providerName) notFound('不支持的第三方登录方式');
  const seo = await authPageSeo(context.services, { page: 'oauth', pathname: new URL(request.url).pathname, heading: `${providerName}登录` });
  return { seo, providerName };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), OauthCallback.preload()]);
  return data;
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

export const meta: Route.MetaFunction = ({ data }) => [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];

/** /Oauth/:type: where the provider sends the user back; the card finishes the login in the browser. */
export default function Oauth({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell narrow>
      <OauthCallback providerName={loaderData.providerName} />
    </AuthShell>
  );
}
