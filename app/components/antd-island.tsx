import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { brandTheme } from '../lib/theme';

/**
 * antd's locale and theme around the parts of a page that use antd. Kept off
 * the root so that pages without antd (the home page) do not load its
 * runtime before first paint. The theme runs antd with zeroRuntime: the
 * styles come from stylesheets generated at build time (build-tools/antd-css).
 */
export function AntdIsland({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={brandTheme}>
      {children}
    </ConfigProvider>
  );
}
