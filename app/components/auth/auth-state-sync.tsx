import { useEffect } from 'react';
import { followLogoutInOtherTabs } from '../../lib/auth-client';
import { useViewer, viewerShown } from '../../lib/viewer-store';

/**
 * The browser's view of the logged-in user (spec §4, §6), on every page
 * whatever its layout: asked of the server once per page load
 * (app/lib/viewer-store.ts), and dropped when another tab logs out.
 */
export function AuthStateSync() {
  useViewer();
  useEffect(() => followLogoutInOtherTabs({ headerHasUser: viewerShown }), []);
  return null;
}
