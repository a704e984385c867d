import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * On the server, an in-site link with a plain path renders the very <a> that
 * React Router's Link renders (href and data-discover), without Link's dozen
 * hooks: a list page has 150 links, and those hooks were an eighth of its
 * render (decision 0019). In the browser it is React Router's Link, which
 * hydrates the same markup and navigates in the page. Anything but a plain
 * site path (relative, external, prefetching) is React Router's Link on both.
 */
function ServerLink(props: LinkProps) {
  const { to, discover = 'render', prefetch, relative, reloadDocument: _reloadDocument, replace: _replace, state: _state, preventScrollReset: _preventScrollReset, viewTransition: _viewTransition, ...rest } = props;
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || /(^|\/)\.\.?(\/|$|[?#])/.test(to) || (prefetch && prefetch !== 'none') || relative) {
    return <RouterLink {...props} />;
  }
  return <a {...rest} href={to} data-discover={discover === 'render' ? 'true' : undefined} />;
}

export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
