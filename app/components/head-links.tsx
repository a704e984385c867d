import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext, type HtmlLinkDescriptor } from 'react-router';

/**
 * React Router's <Links/>, with the stylesheets first in <head> (decision 0051).
 *
 * React hoists the route modules' <link rel="modulepreload"> (rendered by <Scripts/>) to the top of <head>, and a
 * plain <link rel="stylesheet"> stays where it is rendered, after them. A browser on HTTP/1.1 opens six connections
 * to a host, so the scripts took them first and the render-blocking stylesheets queued behind 140 KB of JavaScript
 * that the first paint does not need. With `precedence`, React writes the stylesheets before every hoisted link,
 * and on a client navigation it inserts a new route's stylesheets once (React Router has already fetched them).
 */
export function HeadLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !state) return null;
  const { manifest, routeModules } = framework;
  let matches = state.matches;
  // As React Router does: on an error, the routes below the one whose boundary shows it bring no links.
  if (state.errors) {
    const failed = matches.findIndex((m) => state.errors?.[m.route.id] !== undefined);
    if (failed >= 0) matches = matches.slice(0, failed + 1);
  }
  const stylesheets = new Map<string, HtmlLinkDescriptor>();
  const others: HtmlLinkDescriptor[] = [];
  for (const match of matches) {
    const id = match.route.id;
    for (const href of manifest.routes[id]?.css ?? []) if (!stylesheets.has(href)) stylesheets.set(href, { rel: 'stylesheet', href });
    for (const link of routeModules[id]?.links?.() ?? []) {
      if ('page' in link) continue; // page prefetch descriptors: none of our routes declares one
      if (link.rel === 'stylesheet' && link.href) {
        if (!stylesheets.has(link.href)) stylesheets.set(link.href, link);
      } else others.push(link);
    }
  }
  return (
    <>
      {[...stylesheets.values()].map((link) => (
        <link key={link.href} {...link} precedence="page" />
      ))}
      {others.map((link) => (
        <link key={`${link.rel} ${link.href}`} {...link} />
      ))}
    </>
  );
}
