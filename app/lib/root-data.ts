import { useRouteLoaderData, type AppLoadContext } from 'react-router';
import type { SiteBrand } from '../../common/site/brands';
import type { Kept } from '../../common/kept-in-page';
import type { NewsNav, SiteFooter } from '../../common/site/schemas';

type Services = AppLoadContext['services'];

/** What the root loader gives every page: the public site settings and the news menu (app/root.tsx). */
export type RootData = {
  /** The site settings, with the host brand's name and hotline. */
  config: Awaited<Services['publicConfig']>;
  /** The host's brand (decision 0022). */
  brand: SiteBrand;
  /** The news menu: kept in the page (decision 0068), so open it with <KeptHtml>. */
  nav: Kept<NewsNav>;
  /** The footer's technical contacts and topics, from the database; kept like the menu. */
  footer: Kept<SiteFooter>;
};

/** The root loader's data, for the header, footer and widgets the root renders (no import of root.tsx, so no loop). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
