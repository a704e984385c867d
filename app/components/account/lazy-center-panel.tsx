// The panels' antd stylesheets belong to the personal centre page, not to the lazily loaded chunk (decision 0019).
import 'virtual:antd-css/of:./center-panel';
import { lazyIsland } from '../lazy-island';

/** The personal centre's panels (antd's buttons, inputs, pagers and confirmations) as an island: app/components/lazy-island.tsx. */
export const CenterPanel = lazyIsland(() => import('./center-panel').then((m) => m.CenterPanel));
