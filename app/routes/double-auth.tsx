import { redirect } from 'react-router';
import type { Route } from './+types/double-auth';
import { seoMeta } from '../lib/seo';
import { AuthShell } from '../components/auth/auth-shell';
import { afterLoginTarget, authPageSeo } from '../components/auth/route-helpers';
import { DoubleAuthForm } from '../components/auth/lazy-auth-cards';

export const handle = { layout: 'account' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = afterLoginTarget(url.searchParams.get('redirect'));
  if (context.viewer) throw redirect(target);
  const seo = await authPageSeo(context.services, { page: 'doubleAuth', pathname: url.pathname, heading: '登录验证' });
  return { seo, redirect: target };
}

/** On a client navigation the card's code loads with the page's data, so it never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), DoubleAuthForm.preload()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];

/** /doubleAuth: the SMS step after the password, for accounts that ask for it. */
export default function DoubleAuth({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell narrow>
      <DoubleAuthForm redirect={loaderData.redirect} />
    </AuthShell>
  );
}
