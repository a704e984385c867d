import type { Route } from './+types/reset-password';
import { seoMeta } from '../lib/seo';
import { AuthShell } from '../components/auth/auth-shell';
import { authPageSeo } from '../components/auth/route-helpers';
import { ResetPasswordFlow } from '../components/auth/lazy-auth-cards';

export const handle = { layout: 'account' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { seo: await authPageSeo(context.services, { page: 'resetPassword', pathname: url.pathname, heading: '找回密码' }) };
}

/** On a client navigation the card's code loads with the page's data, so it never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ResetPasswordFlow.preload()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** /resetPassword: by phone or e-mail code, choose the account, set a new password. */
export default function ResetPassword() {
  return (
    <AuthShell narrow>
      <ResetPasswordFlow />
    </AuthShell>
  );
}
