// The tabs' antd stylesheets belong to the page that shows the card, not to the lazily loaded chunk: a server-rendered
// 注册 tab (/register) is styled before its code arrives (decision 0019).
import 'virtual:antd-css/of:./login-tab-forms';
import { lazyIsland } from '../lazy-island';

/** Where a tab's form will be while its code loads: the card keeps its height and says it is busy. */
const loading = (
  <div className="login-panel__loading" role="status" aria-label="加载中">
    <span className="lf-spinner" aria-hidden="true" />
  </div>
);

const forms = () => import('./login-tab-forms');

/**
 * The login card's antd tabs as islands (app/components/lazy-island.tsx): 验证码登录, 扫码登录, 注册 and the WeChat
 * bind form. 密码登录, the tab every /login opens on, is a light form in the page's own code (decision 0064).
 */
export const SmsLoginIsland = lazyIsland(() => forms().then((m) => m.SmsLoginTab), { fallback: loading });
export const QrLoginIsland = lazyIsland(() => forms().then((m) => m.QrLoginTab), { fallback: loading });
export const RegisterIsland = lazyIsland(() => forms().then((m) => m.RegisterTab), { fallback: loading });
export const WechatBindIsland = lazyIsland(() => forms().then((m) => m.WechatBindTab), { fallback: loading });

/** Starts loading the antd tabs: when a reader points at a tab, and before a client navigation shows one. */
export const preloadLoginTabs = () => Promise.all([SmsLoginIsland, QrLoginIsland, RegisterIsland, WechatBindIsland].map((island) => island.preload()));
