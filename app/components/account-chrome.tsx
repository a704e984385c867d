import { useRootData } from '../lib/root-data';
import { Logo } from './logo';

/** Header and footer of the `account` layout: logo only, footer hidden under 800 px (spec §2.3). */
export function AccountHeader() {
  const site = useRootData()?.config.site;
  return (
    <header className="account-header">
      <div className="container account-header__inner">
        <Logo name={site?.name ?? ''} />
        {site && <span className="account-header__hotline">服务热线 {site.hotline}</span>}
      </div>
    </header>
  );
}

export function AccountFooter() {
  const site = useRootData()?.config.site;
  if (!site) return null;
  return (
    <footer className="account-footer">
      © {site.company} · {site.icp} · 服务热线 {site.hotline}
    </footer>
  );
}
