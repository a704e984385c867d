import { Fragment } from 'react';
import { Link } from './app-link';
import 'virtual:antd-css/base.css';
import 'virtual:antd-css/Breadcrumb.css';
import { antdHashClass } from 'virtual:antd-css/classes';
import { brandTheme } from '../lib/theme';

export type Crumb = { label: string; to?: string };

/**
 * Breadcrumb trail; the first crumb is always the home page. antd's
 * Breadcrumb markup and generated stylesheet without its runtime, like
 * PageNav (decision 0018).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: '首页', to: '/' }, ...items];
  return (
    <nav className={`ant-breadcrumb breadcrumbs ${antdHashClass} ${brandTheme.cssVar!.key}`} aria-label="面包屑">
      <ol>
        {all.map((c, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li className="ant-breadcrumb-separator" aria-hidden="true">
                /
              </li>
            )}
            <li className="ant-breadcrumb-item">
              <span className="ant-breadcrumb-link">{c.to && i < all.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
