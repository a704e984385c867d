import type { MouseEvent } from 'react';
import { useLocation, useNavigate, type LinkProps } from 'react-router';
import { isPlainClick, Link } from './app-link';

type FilterLinkProps = Omit<LinkProps, 'to'> & { to: string };

/**
 * A filter choice of a list (decision 0016): a real link, so every combination
 * is server-rendered, crawlable and works before hydration. A plain click
 * navigates with flushSync: the pending navigation is on screen before the
 * click is done, so the other filter links, built on it (usePendingQuery),
 * already carry this choice when the next click comes, however quick.
 */
function BrowserFilterLink({ to, replace, preventScrollReset, onClick, ...rest }: FilterLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // As <Link> does: choosing what is already shown replaces the history entry instead of adding one.
    const same = to === `${location.pathname}${location.search}${location.hash}`;
    void navigate(to, { replace: replace ?? same, preventScrollReset, flushSync: true });
  };
  // The click handler above does the navigating, with the options: the link itself is the light one (app-link.tsx).
  return <Link {...rest} to={to} onClick={handleClick} />;
}

/** On the server the link is all there is: the site's light server link (decision 0019), no hooks. */
export const FilterLink = import.meta.env.SSR ? (props: FilterLinkProps) => <Link {...props} /> : BrowserFilterLink;
