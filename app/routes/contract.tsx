import { redirect } from 'react-router';
import type { Route } from './+types/contract';

/**
 * /contract (spec §2.1, flag contract): no page of its own. Its check
 * (decision 0023): contract matters are for signed-in customers, so a
 * visitor logs in first and lands on /information afterwards; a logged-in
 * reader goes to /information at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(`/login?redirect=${encodeURIComponent('/information')}`);
  throw redirect('/information');
}

export default function Contract() {
  return null;
}
