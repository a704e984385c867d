import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import type { Route } from './+types/root';
import appCss from './styles/app.css?url';
import { configureApi } from './lib/api-client';
import { useRootData, type RootData } from './lib/root-data';
import { toastError } from './lib/toast';
import { handleOf, layoutOf, type RouteHandle } from './lib/route-handle';
import { PageLayout } from './layouts/page-layout';
import { ErrorView } from './components/error-view';
import { HeadLinks } from './components/head-links';
import { AuthStateSync } from './components/auth/auth-state-sync';
import { LinkNavigation } from './components/app-link';
import { TraceBeacons } from './components/trace-beacons';
import { NavigationProgress } from './components/navigation-progress';
import { signedInHintScript } from './lib/viewer-store';
import { earlySubmitGuardScript } from './lib/early-submit';
import { keep } from '../common/kept-in-page';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The same for every reader: the viewer is not read here, so that public
 * pages are one page for everyone (cached, logged in or not). The header asks
 * for the user in the browser (app/lib/viewer-store.ts, decision 0020).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { services } = context;
  // The host's brand (decision 0022): its name and hotline stand in the site settings every header and footer reads.
  const brand = services.brands[context.brand] ?? services.brands.default;
  const config = services.publicConfig;
  const { nav, footer } = await services.site.frame();
  return {
    config: { ...config, site: { ...config.site, name: brand.name, hotline: brand.hotline } },
    brand,
    // The frame's lists: a document shows them from its markup, not from its hydration data (decision 0068).
    nav: keep(nav),
    footer: keep(footer),
  };
}

/** The loader's answer is the same at every address of a brand: one answer for all of them (server/http/loader-cache.ts). */
export const handle: RouteHandle = { answerIgnoresAddress: true };

/** Site settings and navigation rarely change: no refetch on client navigations. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="renderer" content="webkit" />
        <script dangerouslySetInnerHTML={{ __html: signedInHintScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlySubmitGuardScript }} />
        <Meta />
        <HeadLinks />
      </head>
      <body>
        {children}
        <ScrollRestoration
          getKey={(location, matches) => {
            // Same route with scrollToTop: false keeps its place; every other move starts at the top.
            const last = matches[matches.length - 1];
            return handleOf(last as never).scrollToTop === false && last ? last.id : location.key;
          }}
        />
        <Scripts />
      </body>
    </html>
  );
}

function ApiWiring() {
  const apiBase = useRootData()?.config.apiBase ?? '/api';
  useEffect(() => {
    configureApi({ baseUrl: apiBase, onError: toastError });
  }, [apiBase]);
  return null;
}

export default function App() {
  const matches = useMatches();
  return (
    <>
      <ApiWiring />
      <LinkNavigation />
      <NavigationProgress />
      <AuthStateSync />
      <TraceBeacons />
      <PageLayout name={layoutOf(matches)}>
        <Outlet />
      </PageLayout>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : undefined;
  if (!isRouteErrorResponse(error) && import.meta.env.SSR) console.error(error);
  return (
    <>
      <LinkNavigation />
      <PageLayout name="default">
        <ErrorView status={status === 404 ? 404 : 500} message={message} />
      </PageLayout>
    </>
  );
}
