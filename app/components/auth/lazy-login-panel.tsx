// The panel's antd stylesheets belong to the page that shows it, not to the lazily loaded chunk (decision 0019).
import 'virtual:antd-css/of:./login-panel';
import { lazyIsland } from '../lazy-island';

/** The login panel (antd's forms and tabs) as an island: app/components/lazy-island.tsx. */
export const LoginPanel = lazyIsland(() => import('./login-panel').then((m) => m.LoginPanel));
