import type { AppLoadContext } from 'react-router';

/** The service layer as loaders see it (app/load-context.ts). */
type Services = AppLoadContext['services'];
import { safeRedirect } from '../../../common/safe-redirect';

/**
 * Title, description and keywords of an auth page from the templates (spec
 * §1). Without a template of its own the page would carry the site's
 * default title; it gets "<heading> - <site name>" instead.
 */
export async function authPageSeo(services: Services, { page, pathname, heading }: { page: string; pathname: string; heading: string }) {
  return services.seo.resolve({ page, pathname, heading });
}

/** Where a logged-in visitor goes: the requested page if on this site, and never back to a login page. */
export function afterLoginTarget(raw: string | null): string {
  const target = safeRedirect(raw);
  return /^\/(login|register|front\/login|front\/home|doubleAuth|resetPassword)(\/|\?|#|$)/i.test(target) ? '/' : target;
}
