import { SearchBox } from '../search-box';
import { HELP_SEARCH_PLACEHOLDER, helpHref } from './help-links';

/** The help centre's own search box (spec §2.4): searches help articles only. */
export function HelpSearchBox({ initial, autoFocus }: { initial?: string; autoFocus?: boolean }) {
  return <SearchBox initial={initial} autoFocus={autoFocus} target={(k) => helpHref.search(k)} placeholder={HELP_SEARCH_PLACEHOLDER} label="搜索帮助中心" />;
}
