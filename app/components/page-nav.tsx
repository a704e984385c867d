import { Pagination } from 'antd';
import { Link } from 'react-router';
import { AntdIsland } from './antd-island';

type PageNavProps = {
  current: number;
  total: number;
  size: number;
} & (
  | { /** Page 1 is the bare path, page n is `${basePath}/n`. */ basePath: string; href?: never }
  | { /** For lists whose links carry more than the page (filters in the query string). */ href: (page: number) => string; basePath?: never }
);

/**
 * Pagination whose pages are real links, so that every page of a list is
 * server-rendered and crawlable.
 */
export function PageNav({ basePath, href: hrefOf, current, total, size }: PageNavProps) {
  if (total <= size) return total > 0 ? <p className="page-nav page-nav__total">共 {total} 条</p> : null;
  const href = hrefOf ?? ((page: number) => (page <= 1 ? basePath! : `${basePath}/${page}`));
  return (
    <nav className="page-nav" aria-label="分页">
      <AntdIsland>
        <Pagination
          current={current}
          total={total}
          pageSize={size}
          showSizeChanger={false}
          showQuickJumper={false}
          responsive
          // Pages change through the links below; the handler only tells antd the component is controlled.
          onChange={() => {}}
          itemRender={(page, type, original) => {
            if (type === 'page') return <Link to={href(page)}>{page}</Link>;
            if (type === 'prev') return current > 1 ? <Link to={href(page)} aria-label="上一页">上一页</Link> : <span>上一页</span>;
            if (type === 'next') return current * size < total ? <Link to={href(page)} aria-label="下一页">下一页</Link> : <span>下一页</span>;
            return original;
          }}
        />
      </AntdIsland>
      <span className="page-nav__total">共 {total} 条</span>
    </nav>
  );
}
