import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps } from 'react-router';

/** An absolute path of this site: not protocol-relative, no `.` or `..` segment to resolve. */
export function isPlainSitePath(to: unknown): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !/(^|\/)\.\.?(\/|$|[?#])/.test(to);
}

/** A click the page should take as a navigation: a plain left click, not already handled, no modifier key (a new tab or window). */
export function isPlainClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The site's in-site link. For a plain site path it renders the very <a> that
 * React Router's Link renders (href and data-discover), without Link's dozen
 * hooks: a list page has 150 links. On the server those hooks were an eighth
 * of a render (decision 0019); in the browser they were the largest part of
 * hydrating `/tender` (decision 0060, stop 40). In the browser, one listener
 * (LinkNavigation, in the root) navigates in the page when such a link is
 * clicked, as Link's own handler does. Anything else (relative, external,
 * prefetching, or with navigation options such as `replace` or `state`) is
 * React Router's Link, whose markup is the same.
 */
function LightLink(props: LinkProps) {
  const { to, discover = 'render', prefetch, relative, reloadDocument, replace, state, preventScrollReset, viewTransition, ...rest } = props;
  const needsRouterLink =
    !isPlainSitePath(to) ||
    (prefetch && prefetch !== 'none') ||
    relative ||
    // Only the server may drop these: the browser's one listener navigates without options, and only links it can find.
    (!import.meta.env.SSR && (reloadDocument || replace !== undefined || state !== undefined || preventScrollReset !== undefined || viewTransition || discover !== 'render'));
  if (needsRouterLink) return <RouterLink {...props} />;
  return <a {...rest} href={to} data-discover={discover === 'render' ? 'true' : undefined} />;
}

export const Link = LightLink;

/**
 * Navigates in the page when a light link (a[data-discover] with a plain site
 * path) is clicked, as React Router's Link would: a plain left click without
 * modifier keys, no other target, no download, and nothing (the link's own
 * onClick, React's handlers run first) has prevented it. Choosing the page
 * already shown replaces its history entry, as Link does.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      const target = anchor.getAttribute('target');
      if (target && target !== '_self') return;
      const href = anchor.getAttribute('href');
      if (!isPlainSitePath(href)) return;
      event.preventDefault();
      const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(href, { replace: href === shown });
    };
    // On window, so React's handlers (on the document, its root) have run and could prevent the navigation.
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
