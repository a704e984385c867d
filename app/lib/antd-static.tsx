import { ConfigProvider, message, Modal } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { brandTheme } from './theme';

/**
 * antd's static methods (toasts, confirm dialogs) render outside the page's
 * islands: give them the locale and the brand theme (with zeroRuntime, so
 * their styles come from the stylesheet this module imports, not from
 * runtime injection). Loaded on first use, never in a page's first load.
 */
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      {children}
    </ConfigProvider>
  ),
});

export { message, Modal };
