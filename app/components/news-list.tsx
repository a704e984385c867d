import { Link } from './app-link';
import { formatCount, formatDate } from '../lib/format';
import type { NewsListItem } from '../../common/news/schemas';

/** What a list row shows of an article (the cover is the banner's). */
export type NewsItem = Omit<NewsListItem, 'coverUrl'>;

export function NewsList({
  items,
  showColumn = true,
  articleHref = (id) => `/news/${id}`,
  columnHref = (id) => `/news/list/${id}`,
}: {
  items: NewsItem[];
  showColumn?: boolean;
  /** The information list opens articles under /detail/:id, inside its own tabs. */
  articleHref?: (id: number) => string;
  columnHref?: (id: number) => string;
}) {
  if (items.length === 0) return <p className="empty">暂无文章</p>;
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id} className="news-list__item">
          <h3 className="news-list__title">
            <Link to={articleHref(item.id)}>{item.title}</Link>
          </h3>
          <p className="news-list__memo">{item.memo}</p>
          <div className="news-list__meta">
            {showColumn && (
              <Link className="news-list__column" to={columnHref(item.dirId)}>
                {item.dirName}
              </Link>
            )}
            <time dateTime={item.releaseTime}>{formatDate(item.releaseTime)}</time>
            <span>阅读 {formatCount(item.readCount)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A short ranked list for sidebars (top read, related). */
export function NewsRankBox({ title, items }: { title: string; items: Pick<NewsItem, 'id' | 'title'>[] }) {
  if (items.length === 0) return null;
  return (
    <section className="side-box">
      <h2 className="side-box__title">{title}</h2>
      <ol className="rank-list">
        {items.map((item, i) => (
          <li key={item.id}>
            <span className={`rank-list__no${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
            <Link to={`/news/${item.id}`}>{item.title}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
