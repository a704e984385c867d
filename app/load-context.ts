import type { Services } from '../server/services';
import type { Viewer } from '../server/modules/auth/viewer';
import type { Remote } from '../server/http/service-rpc';
import type { SiteBrandId } from '../common/site/brands';

/**
 * What the server passes to every loader: the service layer (the local door)
 * and the viewer. Loaders run on render workers, where every service call
 * answers a promise (decision 0019): the type says so.
 */
declare module 'react-router' {
  interface AppLoadContext {
    services: Remote<Services>;
    /** The logged-in user, null for anonymous visitors. */
    viewer: Viewer | null;
    /** The brand of the request's host (decision 0022): what the header shows and where the page and loader caches keep it. */
    brand: SiteBrandId;
  }
}

export {};
