import { useRouteLoaderData, type AppLoadContext } from 'react-router';

type Services = AppLoadContext['services'];

/** What the root loader gives every page: the public site settings and the news menu (app/root.tsx). */
export type RootData = {
  config: Awaited<Services['publicConfig']>;
  nav: Awaited<ReturnType<Services['news']['navColumns']>>;
};

/** The root loader's data, for the header, footer and widgets the root renders (no import of root.tsx, so no loop). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
