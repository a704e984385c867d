import { useRouteLoaderData, type AppLoadContext } from 'react-router';
import type { SiteBrand } from '../../common/site/brands';

type Services = AppLoadContext['services'];

/** What the root loader gives every page: the public site settings and the news menu (app/root.tsx). */
export type RootData = {
  /** The site settings, with the host brand's name and hotline. */
  config: Awaited<Services['publicConfig']>;
  /** The host's brand (decision 0022). */
  brand: SiteBrand;
  nav: Awaited<ReturnType<Services['news']['navColumns']>>;
  /** The footer's technical contacts and topics, from the database. */
  footer: Awaited<ReturnType<Services['site']['footer']>>;
};

/** The root loader's data, for the header, footer and widgets the root renders (no import of root.tsx, so no loop). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
