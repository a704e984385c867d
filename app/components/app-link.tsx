import { useEffect } from 'react';
import { jsx } from 'react/jsx-runtime';
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
  const { to, prefetch } = props;
  const needsRouterLink =
    !isPlainSitePath(to) ||
    (prefetch && prefetch !== 'none') ||
    props.relative ||
    // Only the server may drop these: the browser's one listener navigates without options, and only links it can find.
    (!import.meta.env.SSR &&
      (props.reloadDocument ||
        props.replace !== undefined ||
        props.state !== undefined ||
        props.preventScrollReset !== undefined ||
        props.viewTransition ||
        (props.discover ?? 'render') !== 'render'));
  if (needsRouterLink) return <RouterLink {...props} />;
  // The runtime's jsx() keeps the props object it is given (JSX syntax would spread it into another).
  return jsx('a', anchorProps(props, to));
}

/** Link's props that are no attribute of the <a> it renders. */
const linkOnlyProps = new Set(['to', 'discover', 'prefetch', 'relative', 'reloadDocument', 'replace', 'state', 'preventScrollReset', 'viewTransition']);

/**
 * The <a>'s props, built in one object: a list page renders 150 links, and
 * destructuring the link's options into a rest object that JSX then spread
 * into another copied every link's props twice (decision 0061).
 */
function anchorProps(props: LinkProps, href: string): Record<string, unknown> {
  const anchor: Record<string, unknown> = {};
  for (const name in props) {
    if (!linkOnlyProps.has(name)) anchor[name] = props[name as keyof LinkProps];
  }
  // In Link's order, so the markup is byte for byte Link's.
  anchor.href = href;
  if ((props.discover ?? 'render') === 'render') anchor['data-discover'] = 'true';
  return anchor;
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
