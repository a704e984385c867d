import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { FETCH_MIN_DELAY_MS } from '../lib/api-client';

/**
 * A thin bar along the top of the window while the next page's data loads (decision 0059). It appears only once a
 * navigation has been pending for FETCH_MIN_DELAY_MS (spec §9's fetch minimum delay): most navigations end sooner
 * and show nothing, so nothing flashes, and a reader on a slow connection sees that the click was taken.
 */
export function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), FETCH_MIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return shown ? <div className="nav-progress" role="progressbar" aria-label="页面加载中" /> : null;
}
