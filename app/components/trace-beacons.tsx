import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportReading, sendPageLeave } from '../lib/trace-client';

/**
 * Sends the statistics (spec §4): on every route leave, and when the page is
 * hidden or unloaded, the page-leave beacon of the page left with the time
 * spent on it, and the reading report of an open article. Renders nothing.
 */
export function TraceBeacons() {
  const location = useLocation();
  const current = useRef<{ url: string; since: number } | null>(null);

  useEffect(() => {
    const url = window.location.href;
    const previous = current.current;
    if (previous && previous.url !== url) {
      sendPageLeave(previous.url, Date.now() - previous.since);
      reportReading({ ended: true });
    }
    current.current = { url, since: Date.now() };
  }, [location.pathname, location.search]);

  useEffect(() => {
    // pagehide covers unload and the back-forward cache; a hidden tab (mobile switch) may never come back.
    // visibilitychange (hidden) and pagehide both come when a page is left: one report per hide.
    let hidden = false;
    const leave = () => {
      const page = current.current;
      if (!page || hidden) return;
      hidden = true;
      sendPageLeave(page.url, Date.now() - page.since);
      reportReading({ ended: false });
      // What follows a hide (the reader returns) counts as a new stay.
      current.current = { url: page.url, since: Date.now() };
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else hidden = false;
    };
    const onShow = () => {
      hidden = false;
    };
    window.addEventListener('pageshow', onShow);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return null;
}
