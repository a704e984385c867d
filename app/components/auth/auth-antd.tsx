import { ConfigProvider } from 'antd';
// The partner colours' CSS variables (generated at build time, build-tools/antd-css).
import 'virtual:antd-css/partner-themes.css';
import type { ReactNode } from 'react';
import { AntdIsland } from '../antd-island';
import { colourTheme, needsColourTheme } from '../../lib/theme';

/**
 * antd around an auth form that uses it, in the brand's colour. The company's own pages wear the site's primary:
 * antd's theme as it is, with no second set of tokens to derive while the form hydrates (12 ms of CPU on the 2-core
 * machine, four times that on Lighthouse's phone; decision 0051).
 */
export function AuthAntd({ colour, children }: { colour: string; children: ReactNode }) {
  return <AntdIsland>{needsColourTheme(colour) ? <ConfigProvider theme={colourTheme(colour)}>{children}</ConfigProvider> : children}</AntdIsland>;
}
