import { Fragment } from 'react';
import { Link } from './app-link';

export type Crumb = { label: string; to?: string };

/**
 * Breadcrumb trail; the first crumb is always the home page. Styled by app.css alone (antd's look, the contrast of
 * decision 0017): antd's Breadcrumb stylesheet needed its theme variables (base.css) beside it, two render-blocking
 * stylesheets and a script on pages that have no other antd part, such as /product (decision 0051, stop 36).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: '首页', to: '/' }, ...items];
  return (
    <nav className="breadcrumbs" aria-label="面包屑">
      <ol>
        {all.map((c, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li className="breadcrumbs__sep" aria-hidden="true">
                /
              </li>
            )}
            <li className="breadcrumbs__item">
              {c.to && i < all.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
