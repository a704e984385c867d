import { useEffect, useState } from 'react';
import { Link } from '../app-link';
import { formatDate } from '../../lib/format';
import type { NewsListItem } from '../../../common/news/schemas';

type Banner = Pick<NewsListItem, 'id' | 'title' | 'coverUrl' | 'releaseTime'> & { href: string };

const TURN_MS = 5000;
/** The next slide's picture is asked for this long before the slide turns to it. */
const FETCH_AHEAD_MS = 2000;

/**
 * The information home's banner: the first slide is server-rendered; the browser then turns a slide every 5 s (paused on hover).
 * The slides lie on top of each other, so `loading="lazy"` would not hold their pictures back: a slide's picture is
 * rendered only once the slide is shown or is the next to be shown, a little before its turn. A phone loading the page
 * fetches one picture instead of five, and its scripts do not queue behind the other four (decision 0051, stop 38).
 */
export function BannerCarousel({ items }: { items: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const next = (index + 1) % Math.max(items.length, 1);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), TURN_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);
  useEffect(() => {
    if (pictured.has(index) && pictured.has(next)) return;
    const add = (i: number) => setPictured((shown) => (shown.has(i) ? shown : new Set(shown).add(i)));
    add(index);
    const timer = window.setTimeout(() => add(next), TURN_MS - FETCH_AHEAD_MS);
    return () => window.clearTimeout(timer);
  }, [index, next, pictured]);
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
          {(pictured.has(i) || i === index) && <img src={item.coverUrl} alt="" width={1200} height={400} />}
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
