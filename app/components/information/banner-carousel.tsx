import { useEffect, useState } from 'react';
import { Link } from '../app-link';
import { formatDate } from '../../lib/format';
import type { NewsListItem } from '../../../common/news/schemas';

type Banner = Pick<NewsListItem, 'id' | 'title' | 'coverUrl' | 'releaseTime'> & { href: string };

/** The information home's banner: the first slide is server-rendered; the browser then turns a slide every 5 s (paused on hover). */
export function BannerCarousel({ items }: { items: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), 5000);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);
  if (items.length === 0) return null;
  return (
    <section
      className="info-banner"
      aria-roledescription="carousel"
      aria-label="焦点资讯"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {items.map((item, i) => (
        <Link
          key={item.id}
          to={item.href}
          className={i === index ? 'info-banner__slide is-active' : 'info-banner__slide'}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
        >
          <img src={item.coverUrl} alt="" width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'} />
          <span className="info-banner__caption">
            <strong>{item.title}</strong>
            <time dateTime={item.releaseTime}>{formatDate(item.releaseTime)}</time>
          </span>
        </Link>
      ))}
      {items.length > 1 && (
        <div className="info-banner__dots" role="tablist" aria-label="选择焦点资讯">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={`第 ${i + 1} 条：${item.title}`}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
