import { Link } from './app-link';
import 'virtual:antd-css/base.css';
import 'virtual:antd-css/Pagination.css';
import { antdHashClass } from 'virtual:antd-css/classes';
import { brandTheme } from '../lib/theme';
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
    label: 'double-left',
    path: 'M272.9 512l265.4-339.1c4.1-5.2.4-12.9-6.3-12.9h-77.3c-4.9 0-9.6 2.3-12.6 6.1L186.8 492.3a31.99 31.99 0 000 39.5l255.3 326.1c3 3.9 7.7 6.1 12.6 6.1H532c6.7 0 10.4-7.7 6.3-12.9L272.9 512zm304 0l265.4-339.1c4.1-5.2.4-12.9-6.3-12.9h-77.3c-4.9 0-9.6 2.3-12.6 6.1L490.8 492.3a31.99 31.99 0 000 39.5l255.3 326.1c3 3.9 7.7 6.1 12.6 6.1H836c6.7 0 10.4-7.7 6.3-12.9L576.9 512z',
  },
  'jump-next': {
    label: 'double-right',
    path: 'M533.2 492.3L277.9 166.1c-3-3.9-7.7-6.1-12.6-6.1H188c-6.7 0-10.4 7.7-6.3 12.9L447.1 512 181.7 851.1A7.98 7.98 0 00188 864h77.3c4.9 0 9.6-2.3 12.6-6.1l255.3-326.1c9.1-11.7 9.1-27.9 0-39.5zm304 0L581.9 166.1c-3-3.9-7.7-6.1-12.6-6.1H492c-6.7 0-10.4 7.7-6.3 12.9L751.1 512 485.7 851.1A7.98 7.98 0 00492 864h77.3c4.9 0 9.6-2.3 12.6-6.1l255.3-326.1c9.1-11.7 9.1-27.9 0-39.5z',
  },
  ellipsis: {
    label: 'ellipsis',
    path: 'M176 511a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0z',
  },
};

function Icon({ name, className }: { name: keyof typeof icons; className?: string }) {
  const icon = icons[name];
  return (
    <span role="img" aria-label={icon.label} className={`anticon anticon-${icon.label}${className ? ` ${className}` : ''}`}>
      <svg viewBox="64 64 896 896" focusable="false" data-icon={icon.label} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d={icon.path} />
      </svg>
    </span>
  );
}

/**
 * Pagination whose pages are real links, so that every page of a list is
 * server-rendered and crawlable. It renders antd's Pagination markup (and
 * uses antd's generated stylesheet) without antd's runtime: on a list page
 * that runtime cost more CPU per render than the rest of the page, and its
 * JavaScript more than the page's own (decision 0018). The jumps of five
 * pages are links too.
 */
export function PageNav({ basePath, href: hrefOf, current, total, size }: PageNavProps) {
  if (total <= size) return total > 0 ? <p className="page-nav page-nav__total">共 {total} 条</p> : null;
  const href = hrefOf ?? ((page: number) => (page <= 1 ? basePath! : `${basePath}/${page}`));
  const allPages = Math.ceil(total / size);
  const hasPrev = current > 1;
  const hasNext = current < allPages;
  return (
    <nav className="page-nav" aria-label="分页">
      <ul className={`ant-pagination ${antdHashClass} ${brandTheme.cssVar!.key}`}>
        <li title="上一页" className={`ant-pagination-prev${hasPrev ? '' : ' ant-pagination-disabled'}`} aria-disabled={!hasPrev}>
          {hasPrev ? (
            <Link to={href(current - 1)} aria-label="上一页">
              上一页
            </Link>
          ) : (
            <span>上一页</span>
          )}
        </li>
        {pageItems(current, allPages).map((item) =>
          item.type === 'page' ? (
            <li
              key={item.page}
              title={String(item.page)}
              className={[
                'ant-pagination-item',
                `ant-pagination-item-${item.page}`,
                item.active && 'ant-pagination-item-active',
                item.afterJumpPrev && 'ant-pagination-item-after-jump-prev',
                item.beforeJumpNext && 'ant-pagination-item-before-jump-next',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <Link to={href(item.page)} aria-current={item.active ? 'page' : undefined}>
                {item.page}
              </Link>
            </li>
          ) : (
            <li key={item.type} title={item.type === 'jump-prev' ? '向前 5 页' : '向后 5 页'} className={`ant-pagination-${item.type} ant-pagination-${item.type}-custom-icon`}>
              <Link className="ant-pagination-item-link" to={href(item.page)} aria-label={`${item.type === 'jump-prev' ? '向前' : '向后'} 5 页`}>
                <div className="ant-pagination-item-container">
                  <Icon name={item.type} className="ant-pagination-item-link-icon" />
                  <span className="ant-pagination-item-ellipsis">
                    <Icon name="ellipsis" />
                  </span>
                </div>
              </Link>
            </li>
          ),
        )}
        <li title="下一页" className={`ant-pagination-next${hasNext ? '' : ' ant-pagination-disabled'}`} aria-disabled={!hasNext}>
          {hasNext ? (
            <Link to={href(current + 1)} aria-label="下一页">
              下一页
            </Link>
          ) : (
            <span>下一页</span>
          )}
        </li>
      </ul>
      <span className="page-nav__total">共 {total} 条</span>
    </nav>
  );
}
