import { Link } from '../app-link';
import type { HelpColumnNode } from '../../../common/help/schemas';
import { helpHref } from './help-links';

/**
 * The column tree beside lists and articles: every product, the current one
 * opened to show its children. Plain <details>, so it works before hydration.
 */
export function HelpColumnTree({ tree, rootId, columnId }: { tree: HelpColumnNode[]; rootId?: number; columnId?: number }) {
  return (
    <nav className="help-tree" aria-label="帮助栏目">
      <h2 className="help-tree__title">帮助栏目</h2>
      {tree.map((root) => (
        <details key={root.id} className="help-tree__group" open={root.id === rootId}>
          <summary className={root.id === columnId ? 'is-active' : undefined}>
            <Link to={helpHref.column(root.id)}>{root.name}</Link>
            <span className="help-tree__count">{root.articleCount}</span>
          </summary>
          <ul>
            {root.children.map((child) => (
              <li key={child.id}>
                <Link to={helpHref.column(child.id)} className={child.id === columnId ? 'is-active' : undefined} aria-current={child.id === columnId ? 'page' : undefined}>
                  {child.name}
                  <span className="help-tree__count">{child.articleCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
