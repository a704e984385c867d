import type { Route } from './+types/invite';
import { seoMeta } from '../lib/seo';
import { AuthShell } from '../components/auth/auth-shell';
import { authPageSeo } from '../components/auth/route-helpers';
import { InviteCard } from '../components/auth/lazy-auth-cards';

export const handle = { layout: 'account' };

const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('code')?.trim() ?? '';
  const code = INVITE_CODE.test(raw) ? raw.toUpperCase() : '';
  const [seo, invitation] = await Promise.all([
    authPageSeo(context.services, { page: 'invite', pathname: '/invite', heading: '邀请注册' }),
    code ? context.services.auth.describeInvitation(code) : Promise.resolve(null),
  ]);
  return { seo, code: invitation ? code : '', inviterName: invitation?.inviterName ?? '', loggedIn: Boolean(context.viewer) };
}

/** On a client navigation the card's code loads with the page's data, so it never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), InviteCard.preload()]);
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** /invite and /invite/register?code=…: registration credited to the inviter (users.invitedBy). */
export default function Invite({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell>
      <InviteCard {...loaderData} />
    </AuthShell>
  );
}
