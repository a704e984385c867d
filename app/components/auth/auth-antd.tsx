import { ConfigProvider } from 'antd';
// The partner colours' CSS variables (generated at build time, build-tools/antd-css).
import 'virtual:antd-css/partner-themes.css';
import type { ComponentType, ReactNode } from 'react';
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

/** A form in AuthAntd, as the login card loads its antd tabs (./login-tab-forms.tsx): the brand's colour is one more prop. */
export function inAuthAntd<P extends object>(Form: ComponentType<P>) {
  return function InAuthAntd({ colour, ...props }: P & { colour: string }) {
    return (
      <AuthAntd colour={colour}>
        <Form {...(props as P)} />
      </AuthAntd>
    );
  };
}
