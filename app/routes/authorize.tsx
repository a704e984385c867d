import { redirect } from 'react-router';
import { maskPhone } from '../../common/auth/options';
import type { Route } from './+types/authorize';
import { seoMeta } from '../lib/seo';
import { AuthShell } from '../components/auth/auth-shell';
import { authPageSeo } from '../components/auth/route-helpers';
import { AuthorizeCard } from '../components/auth/lazy-auth-cards';

export const handle = { layout: 'account' };

/** Errors of the service layer carry a kind and a message a user may read. */
const userMessageOf = (e: unknown): string | undefined => (e instanceof Error && (e as { kind?: string }).kind === 'BUSINESS' ? e.message : undefined);

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!context.viewer) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const seo = await authPageSeo(context.services, { page: 'authorize', pathname: url.pathname, heading: '确认登录' });
  const ticket = url.searchParams.get('ticket') ?? '';
  const account = {
    realname: context.viewer.realname,
    phone: context.viewer.phone ? maskPhone(context.viewer.phone) : '',
  };
  try {
    // Opening this page is the scan: the desktop now shows 扫码成功.
    const device = await context.services.auth.qr.scan({ ticket, userId: context.viewer.userId });
    return { seo, ticket, account, device, problem: null };
  } catch (e) {
    const problem = userMessageOf(e);
    if (!problem) throw e;
    return { seo, ticket, account, device: null, problem };
  }
}

/** On a client navigation the card's code loads with the page's data, so it never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), AuthorizeCard.preload()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];

/** /authorize (app login): a logged-in phone confirms the login of the device that shows the QR code. */
export default function Authorize({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell narrow>
      <AuthorizeCard {...loaderData} />
    </AuthShell>
  );
}
