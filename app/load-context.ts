import type { Services } from '../server/services';
import type { Viewer } from '../server/modules/auth/viewer';

/** What the server passes to every loader: the service layer (the local door) and the viewer. */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The logged-in user, null for anonymous visitors. */
    viewer: Viewer | null;
  }
}

export {};
