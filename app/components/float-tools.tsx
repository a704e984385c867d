import { useEffect, useState } from 'react';
import { useRootData } from '../lib/root-data';
import { useReservation } from './reservation/reservation-provider';

/** Shown once the page has scrolled past this many pixels (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 200;

/** Floating tools at the right edge: booking, hotline and back to top. */
export function FloatTools() {
  const [showTop, setShowTop] = useState(false);
  const reservation = useReservation();
  const site = useRootData()?.config.site;

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    // A complementary landmark, so that its text is not left outside every landmark (axe "region").
    <aside className="float-tools" aria-label="快捷工具">
      <button type="button" className="float-tools__btn float-tools__btn--primary" onClick={() => reservation.open('float')}>
        <span>预约</span>
        <span>演示</span>
      </button>
      {site && (
        <a className="float-tools__btn float-tools__hotline" href={`tel:${site.hotline}`} title={`服务热线 ${site.hotline}`}>
          <span>热线</span>
          <span className="float-tools__tip">
            服务热线 {site.hotline}
            <br />
            市场合作 {site.marketHotline}
          </span>
        </a>
      )}
      {showTop && (
        <button type="button" className="float-tools__btn back-to-top" aria-label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M12 6l-7 7 1.4 1.4L11 9.8V20h2V9.8l4.6 4.6L19 13z" />
            <path fill="currentColor" d="M5 3h14v2H5z" />
          </svg>
        </button>
      )}
    </aside>
  );
}
