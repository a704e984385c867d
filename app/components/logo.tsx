import { Link } from './app-link';
import { useRootData } from '../lib/root-data';

/**
 * The brand mark, drawn inline so it costs no request. The default brand's
 * is a stylised surveying grid; the cloud brand (decision 0022) has a cloud
 * over a bar chart, and a tagline under its name.
 */
export function Logo({ name, light = false }: { name: string; light?: boolean }) {
  const brand = useRootData()?.brand;
  const cloud = brand?.id === 'cloud';
  return (
    <Link to="/" className={`logo${light ? ' logo--light' : ''}${cloud ? ' logo--cloud' : ''}`} aria-label={`${name} 首页`}>
      {cloud ? (
        <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" data-brand="cloud">
          <rect x="1" y="1" width="34" height="34" rx="9" fill="#0d8f8a" />
          <path d="M11 23a5 5 0 0 1 .6-9.96A7 7 0 0 1 25 14.5a4.3 4.3 0 0 1 .2 8.5Z" fill="#fff" />
          <path d="M14 21v-3M18 21v-5M22 21v-2" stroke="#0d8f8a" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : (
        <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" data-brand="default">
          <rect x="1" y="1" width="34" height="34" rx="9" fill="#1664ff" />
          <path d="M9 25 L15 12 L20 20 L24 14 L28 25 Z" fill="#fff" opacity="0.95" />
          <circle cx="24" cy="10" r="2.6" fill="#7cc4ff" />
        </svg>
      )}
      <span className="logo__words">
        <span className="logo__text">{name}</span>
        {cloud && brand.tagline && <span className="logo__tagline">{brand.tagline}</span>}
      </span>
    </Link>
  );
}
