import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { seoMeta } from '../lib/seo';
import { AuthCardBrand, AuthShell } from '../components/auth/auth-shell';
import { afterLoginTarget, authPageSeo } from '../components/auth/route-helpers';
import { defaultBrand } from '../components/auth/brands';
import { LoginPanel, type LoginTab } from '../components/auth/login-panel';
import { preloadLoginTabs } from '../components/auth/lazy-login-tabs';

export const handle = { layout: 'account' };

const tabs: LoginTab[] = ['password', 'sms', 'qr', 'register'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = afterLoginTarget(url.searchParams.get('redirect'));
  if (context.viewer) throw redirect(target);
  const asked = url.searchParams.get('tab') as LoginTab | null;
  const initialTab: LoginTab = url.pathname === '/register' ? 'register' : asked && tabs.includes(asked) ? asked : 'password';
  const seo = await authPageSeo(context.services, {
    page: initialTab === 'register' ? 'register' : 'login',
    pathname: initialTab === 'register' ? '/register' : '/login',
    heading: initialTab === 'register' ? '注册' : '登录',
  });
  return { seo, redirect: target, initialTab, wechatEnabled: context.services.auth.wechatEnabled };
}

/** On a client navigation to a tab drawn with antd (注册…), its code loads with the page's data, so the tab never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.initialTab !== 'password') await preloadLoginTabs();
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** /login (aliases /front/login, /front/home) and /register (the register tab). */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { redirect: target, initialTab, wechatEnabled } = loaderData;
  return (
    <AuthShell brand={defaultBrand}>
      <AuthCardBrand brand={defaultBrand} />
      <LoginPanel key={initialTab} brand={defaultBrand} initialTab={initialTab} redirect={target} wechatEnabled={wechatEnabled} />
    </AuthShell>
  );
}
