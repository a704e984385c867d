import { createPath, useNavigation } from 'react-router';

/**
 * The filter state a list's filter links build on (decision 0016).
 *
 * Every filter link is the list's state with one choice changed. The state the
 * page was rendered with is the address before the navigation that is loading
 * now, so a second choice made before the first one has loaded would build on
 * the old address and throw the first choice away. While a navigation to this
 * same list is pending, the links build on its target instead, so successive
 * choices compose. `parse` reads a pending address and answers null when it is
 * not this list (an article, another page): then the rendered state stands.
 *
 * Only the hrefs move on: which option is marked active stays what the list on
 * screen shows. The links are FilterLinks, which navigate with flushSync, so the
 * pending state is on screen before the click is done and no later click can
 * read an old href.
 */
export function usePendingQuery<T>(rendered: T, parse: (url: URL) => T | null): T {
  const { location } = useNavigation();
  if (!location) return rendered;
  return parse(new URL(createPath(location), 'http://pending.invalid')) ?? rendered;
}
