import { redirect } from 'react-router';
import type { Route } from './+types/partner-login';
import { seoMeta } from '../lib/seo';
import { AuthCardBrand, AuthShell } from '../components/auth/auth-shell';
import { afterLoginTarget, authPageSeo } from '../components/auth/route-helpers';
import { brandFor } from '../components/auth/brands';
import { LoginPanel } from '../components/auth/login-panel';
import { preloadLoginTabs } from '../components/auth/lazy-login-tabs';

// A partner's login page is in that partner's layout; erplogin, productLogin and the previews in account's (decision 0024).
export const handle = { layout: 'partner' };

/** The brand of this page: the route's path is its key in the branding table. */
const brandKeyOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = brandKeyOf(url.pathname);
  const brand = brandFor(key);
  const target = afterLoginTarget(url.searchParams.get('redirect'));
  // A preview shows the page even to a logged-in designer.
  if (context.viewer && !brand.preview) throw redirect(target);
  const seo = await authPageSeo(context.services, { page: key, pathname: url.pathname, heading: `${brand.name}登录` });
  return {
    seo,
    brandKey: key,
    redirect: target,
    initialTab: url.searchParams.get('tab') === 'register' ? ('register' as const) : ('password' as const),
    wechatEnabled: context.services.auth.wechatEnabled,
  };
}

/** On a client navigation to a tab drawn with antd (注册…), its code loads with the page's data, so the tab never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.initialTab !== 'password') await preloadLoginTabs();
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/**
 * /erplogin, /treasurelogin, /udebanklogin, /qztlogin, /kllogin, /ntlogin,
 * /gzblogin, /qibaoerp, /jycic, /neisheng, /productLogin, /loginPreview,
 * /productLoginPreview: the one login page with each brand's face.
 */
export default function PartnerLogin({ loaderData }: Route.ComponentProps) {
  const brand = brandFor(loaderData.brandKey);
  return (
    <AuthShell brand={brand}>
      <AuthCardBrand brand={brand} />
      <LoginPanel
        key={loaderData.initialTab}
        brand={brand}
        initialTab={loaderData.initialTab}
        redirect={loaderData.redirect}
        wechatEnabled={loaderData.wechatEnabled}
      />
    </AuthShell>
  );
}
