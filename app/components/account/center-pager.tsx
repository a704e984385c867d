import { Pagination } from 'antd';
import { Link } from '../app-link';

/** Pages of a personal-centre list as links (?page=N), so Back and reload keep the place. */
export function CenterPager({ href, current, total, size }: { href: (page: number) => string; current: number; total: number; size: number }) {
  if (total <= size) return null;
  return (
    <nav className="pc-pager" aria-label="分页">
      <Pagination
        current={current}
        total={total}
        pageSize={size}
        showSizeChanger={false}
        size="small"
        // Navigation happens through the links below; this only silences antd's read-only warning.
        onChange={() => undefined}
        itemRender={(page, type, original) => {
          if (type === 'page') return <Link to={href(page)} preventScrollReset>{page}</Link>;
          if (type === 'prev') return current > 1 ? <Link to={href(page)} aria-label="上一页" preventScrollReset>上一页</Link> : <span>上一页</span>;
          if (type === 'next') return current * size < total ? <Link to={href(page)} aria-label="下一页" preventScrollReset>下一页</Link> : <span>下一页</span>;
          return original;
        }}
      />
      <span className="pc-pager__total">共 {total} 条</span>
    </nav>
  );
}
