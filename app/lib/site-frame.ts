import { useEffect, useState } from 'react';
import type { SiteFrame } from '../../common/site/schemas';
import { api } from './api-client';

let asked: Promise<SiteFrame> | undefined;

/**
 * The news menu and the footer's data, asked for once per visit, for a frame
 * that first appears after a client navigation: a visit that began on a page
 * without the frame (the login page, the personal centre) has neither its
 * markup nor its data (decision 0068). Undefined until it arrives.
 */
export function useSiteFrameFromApi(): SiteFrame | undefined {
  const [frame, setFrame] = useState<SiteFrame>();
  useEffect(() => {
    let mounted = true;
    asked ??= api.post('/site/pub/frame', undefined, { notify: false }).then((reply) => reply.data);
    asked.then(
      (answer) => mounted && setFrame(answer),
      () => {
        // Asked again by the next frame that mounts.
        asked = undefined;
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return frame;
}
