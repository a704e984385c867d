import { Link } from '../app-link';
import type { HelpListItem } from '../../../common/help/schemas';
import { formatCount, formatDate } from '../../lib/format';
import { helpHref } from './help-links';

/** Rows of help articles: question, opening, where it lives and how often it was read. */
export function HelpArticleList({ items, showColumn = false }: { items: HelpListItem[]; showColumn?: boolean }) {
  return (
    <ul className="help-list">
      {items.map((a) => (
        <li key={a.id} className="help-list__item">
          <h3 className="help-list__title">
            <Link to={helpHref.detail(a.id)}>{a.title}</Link>
          </h3>
          <p className="help-list__summary">{a.summary}</p>
          <div className="help-list__meta">
            {showColumn && (
              <span className="help-list__column">
                {a.rootColumn.name} / {a.column.name}
              </span>
            )}
            <span>{a.resNumber}</span>
            <span>阅读 {formatCount(a.readCount)}</span>
            <time dateTime={a.publishDate}>更新于 {formatDate(a.publishDate)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A numbered list of the most read questions. */
export function HelpPopularList({ items }: { items: HelpListItem[] }) {
  return (
    <ol className="help-popular">
      {items.map((a, i) => (
        <li key={a.id}>
          <span className={`help-popular__no${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
          <Link to={helpHref.detail(a.id)}>{a.title}</Link>
          <span className="help-popular__column">{a.rootColumn.name}</span>
        </li>
      ))}
    </ol>
  );
}

/** Where to go when the articles do not answer the question. */
export function HelpContactBox() {
  return (
    <section className="side-box help-contact">
      <h2 className="side-box__title">没找到答案？</h2>
      <p>技术支持工程师在线为您解答，工作时间 8:30–21:00。</p>
      <p className="help-contact__hotline">
        服务热线 <a href="tel:4009650588">400-965-0588</a>
      </p>
    </section>
  );
}
