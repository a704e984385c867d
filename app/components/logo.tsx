import { Link } from './app-link';

/** The brand mark: a stylised surveying grid, drawn inline so it costs no request. */
export function Logo({ name, light = false }: { name: string; light?: boolean }) {
  return (
    <Link to="/" className={`logo${light ? ' logo--light' : ''}`} aria-label={`${name} 首页`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect x="1" y="1" width="34" height="34" rx="9" fill="#1664ff" />
        <path d="M9 25 L15 12 L20 20 L24 14 L28 25 Z" fill="#fff" opacity="0.95" />
        <circle cx="24" cy="10" r="2.6" fill="#7cc4ff" />
      </svg>
      <span className="logo__text">{name}</span>
    </Link>
  );
}
