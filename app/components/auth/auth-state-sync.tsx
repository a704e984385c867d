import { useEffect, useRef } from 'react';
import { useRootData } from '../../root';
import { followLogoutInOtherTabs, verifyStoredLogin } from '../../lib/auth-client';

/**
 * The browser's view of the logged-in user (spec §4, §6): checked against
 * the server once per page load, and dropped when another tab logs out.
 */
export function AuthStateSync() {
  const headerHasUser = Boolean(useRootData()?.viewer);
  const latest = useRef(headerHasUser);
  latest.current = headerHasUser;
  useEffect(() => {
    void verifyStoredLogin({ headerHasUser: latest.current });
    return followLogoutInOtherTabs({ headerHasUser: () => latest.current });
  }, []);
  return null;
}
