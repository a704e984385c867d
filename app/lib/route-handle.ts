import type { UIMatch } from 'react-router';

/**
 * `partner`: the layout of the partner whose page this is (jycic, kunlun …, spec §2.3), found from the path in the
 * partner table (decision 0024); a path that is no partner's gets `account`.
 */
export type LayoutName = 'default' | 'home' | 'account' | 'none' | 'partner';

/** What a route module declares about itself in `export const handle`. */
export type RouteHandle = {
  layout?: LayoutName;
  /** false: moving between two URLs of this same route keeps the scroll position (spec §4). */
  scrollToTop?: boolean;
  /**
   * The loader reads neither the address nor its params (only the brand and the
   * services): the server keeps one answer for every address (server/http/loader-cache.ts).
   */
  answerIgnoresAddress?: boolean;
};

export function handleOf(match: UIMatch | undefined): RouteHandle {
  return (match?.handle as RouteHandle | undefined) ?? {};
}

/** The deepest route that names a layout decides it; 'default' otherwise. */
export function layoutOf(matches: UIMatch[]): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = handleOf(matches[i]).layout;
    if (layout) return layout;
  }
  return 'default';
}
