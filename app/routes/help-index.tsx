import { redirect } from 'react-router';

/** `/help/index` is an old address of the help home (spec §2.1): moved for good. */
export function loader() {
  return redirect('/help', 301);
}

export default function HelpIndex() {
  return null;
}
