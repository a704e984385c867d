import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { AntdIsland } from './antd-island';

export type Crumb = { label: string; to?: string };

/** Breadcrumb trail; the first crumb is always the home page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: '首页', to: '/' }, ...items];
  return (
    <AntdIsland>
      <Breadcrumb
      className="breadcrumbs"
      items={all.map((c, i) => ({
        key: `${i}`,
        title: c.to && i < all.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span>,
      }))}
      />
    </AntdIsland>
  );
}
