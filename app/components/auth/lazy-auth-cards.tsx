// The cards' antd stylesheets belong to the pages that show them (decision 0019).
import 'virtual:antd-css/of:./reset-password-flow';
import 'virtual:antd-css/of:./invite-card';
import 'virtual:antd-css/of:./double-auth-form';
import 'virtual:antd-css/of:./authorize-card';
import 'virtual:antd-css/of:./oauth-callback';
import { lazyIsland } from '../lazy-island';

/** The account pages' antd cards as islands (app/components/lazy-island.tsx); each loads only where it is shown. */
export const ResetPasswordFlow = lazyIsland(() => import('./reset-password-flow').then((m) => m.ResetPasswordFlow));
export const InviteCard = lazyIsland(() => import('./invite-card').then((m) => m.InviteCard));
export const DoubleAuthForm = lazyIsland(() => import('./double-auth-form').then((m) => m.DoubleAuthForm));
export const AuthorizeCard = lazyIsland(() => import('./authorize-card').then((m) => m.AuthorizeCard));
export const OauthCallback = lazyIsland(() => import('./oauth-callback').then((m) => m.OauthCallback));
