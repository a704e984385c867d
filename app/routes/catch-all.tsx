import { redirect } from 'react-router';

/** Any path without a page goes to /404 (spec §2.1). */
export function loader() {
  return redirect('/404');
}

export default function CatchAll() {
  return null;
}
