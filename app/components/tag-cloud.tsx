import { Link } from './app-link';

export function TagCloud({ tags, title = '热门标签' }: { tags: { id: number; name: string }[]; title?: string }) {
  if (tags.length === 0) return null;
  return (
    <section className="side-box">
      <h2 className="side-box__title">
        {title}
        <Link to="/news/tags" className="side-box__more">
          全部 →
        </Link>
      </h2>
      <div className="tag-cloud">
        {tags.map((t) => (
          <Link key={t.id} to={`/news/tag/${t.id}`} className="tag-chip">
            {t.name}
          </Link>
        ))}
      </div>
    </section>
  );
}
