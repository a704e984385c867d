import { Link } from './app-link';
import { pageItems } from '../lib/pagination';

type PageNavProps = {
  current: number;
  total: number;
  size: number;
} & (
  | { /** Page 1 is the bare path, page n is `${basePath}/n`. */ basePath: string; href?: never }
  | { /** For lists whose links carry more than the page (filters in the query string). */ href: (page: number) => string; basePath?: never }
);

const icons = {
  'jump-prev': {
    path: 'M272.9 512l265.4-339.1c4.1-5.2.4-12.9-6.3-12.9h-77.3c-4.9 0-9.6 2.3-12.6 6.1L186.8 492.3a31.99 31.99 0 000 39.5l255.3 326.1c3 3.9 7.7 6.1 12.6 6.1H532c6.7 0 10.4-7.7 6.3-12.9L272.9 512zm304 0l265.4-339.1c4.1-5.2.4-12.9-6.3-12.9h-77.3c-4.9 0-9.6 2.3-12.6 6.1L490.8 492.3a31.99 31.99 0 000 39.5l255.3 326.1c3 3.9 7.7 6.1 12.6 6.1H836c6.7 0 10.4-7.7 6.3-12.9L576.9 512z',
  },
  'jump-next': {
    path: 'M533.2 492.3L277.9 166.1c-3-3.9-7.7-6.1-12.6-6.1H188c-6.7 0-10.4 7.7-6.3 12.9L447.1 512 181.7 851.1A7.98 7.98 0 00188 864h77.3c4.9 0 9.6-2.3 12.6-6.1l255.3-326.1c9.1-11.7 9.1-27.9 0-39.5zm304 0L581.9 166.1c-3-3.9-7.7-6.1-12.6-6.1H492c-6.7 0-10.4 7.7-6.3 12.9L751.1 512 485.7 851.1A7.98 7.98 0 00492 864h77.3c4.9 0 9.6-2.3 12.6-6.1l255.3-326.1c9.1-11.7 9.1-27.9 0-39.5z',
  },
  ellipsis: {
    path: 'M176 511a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0z',
  },
};

/** antd's icons, drawn inline: the link's aria-label names the jump. */
function Icon({ name, className }: { name: keyof typeof icons; className: string }) {
  return (
    <svg className={className} viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={icons[name].path} />
    </svg>
  );
}

/**
 * Pagination whose pages are real links, so that every page of a list is
 * server-rendered and crawlable. It looks like antd's Pagination (sizes,
 * colours, the jumps of five pages that show arrows on hover, and the two
 * pages beside a jump hidden on narrow screens) but is styled by app.css
 * alone: neither antd's runtime (decision 0018) nor its 27 kB generated
 * stylesheet and theme variables, which every list page waited for before
 * its first paint (decision 0051, stop 37).
 */
export function PageNav({ basePath, href: hrefOf, current, total, size }: PageNavProps) {
  if (total <= size) return total > 0 ? <p className="page-nav page-nav__total">共 {total} 条</p> : null;
  const href = hrefOf ?? ((page: number) => (page <= 1 ? basePath! : `${basePath}/${page}`));
  const allPages = Math.ceil(total / size);
  const hasPrev = current > 1;
  const hasNext = current < allPages;
  const step = (label: string, enabled: boolean, page: number) => (
    <li className={`page-nav__step${enabled ? '' : ' is-disabled'}`} aria-disabled={!enabled}>
      {enabled ? (
        <Link to={href(page)} aria-label={label}>
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
    </li>
  );
  return (
    <nav className="page-nav" aria-label="分页">
      <ul className="page-nav__list">
        {step('上一页', hasPrev, current - 1)}
        {pageItems(current, allPages).map((item) =>
          item.type === 'page' ? (
            <li
              key={item.page}
              className={[
                'page-nav__item',
                item.active && 'is-active',
                (item.afterJumpPrev || item.beforeJumpNext) && 'page-nav__item--beside-jump',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <Link to={href(item.page)} aria-current={item.active ? 'page' : undefined}>
                {item.page}
              </Link>
            </li>
          ) : (
            <li key={item.type} className="page-nav__jump" title={item.type === 'jump-prev' ? '向前 5 页' : '向后 5 页'}>
              <Link to={href(item.page)} aria-label={`${item.type === 'jump-prev' ? '向前' : '向后'} 5 页`}>
                <Icon name={item.type} className="page-nav__arrow" />
                <Icon name="ellipsis" className="page-nav__dots" />
              </Link>
            </li>
          ),
        )}
        {step('下一页', hasNext, current + 1)}
      </ul>
      <span className="page-nav__total">共 {total} 条</span>
    </nav>
  );
}
