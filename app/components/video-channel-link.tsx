import type { ReactNode } from 'react';
import { api } from '../lib/api-client';

/**
 * A link to the company's video channel. A plain link that works without
 * script; on click it also tells the server (spec §7 newsDispense/loginBilibili),
 * which counts the hand-out for a logged-in reader (decision 0026).
 */
export function VideoChannelLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => void api.post('/news/pub/newsDispense/loginBilibili', undefined, { notify: false }).catch(() => {})}
    >
      {children}
    </a>
  );
}
