import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PartnerLayout } from '../components/partner-chrome';
import { partnerByPath } from '../../common/site/partners';
import type { LayoutName } from '../lib/route-handle';
import { SiteHeader } from '../components/site-header';
import { SiteFooter } from '../components/site-footer';
import { AccountHeader, AccountFooter } from '../components/account-chrome';
import { FloatTools } from '../components/float-tools';
import { ReservationProvider } from '../components/reservation/reservation-provider';

/**
 * The layout mechanism (spec §2.3): a route names its layout in its handle.
 * default: top nav, footer, floating tools. home: the same frame with the
 * transparent index header over the banner. account: logo header and a
 * simple footer. partner: the partner's own header and footer (decision
 * 0024), or account's on a login page that is no partner's. none: the page alone.
 */
export function PageLayout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const { pathname } = useLocation();
  if (name === 'none') return <div className="layout-none">{children}</div>;
  const partner = name === 'partner' ? partnerByPath(pathname) : undefined;
  if (partner) return <PartnerLayout partner={partner}>{children}</PartnerLayout>;
  if (name === 'account' || name === 'partner') {
    return (
      <div className="layout-account">
        <AccountHeader />
        <main className="layout-account__main">{children}</main>
        <AccountFooter />
      </div>
    );
  }
  return (
    <ReservationProvider>
      <div className={name === 'home' ? 'layout-home' : 'layout-default'}>
        <SiteHeader variant={name === 'home' ? 'home' : 'default'} />
        <main className="site-main">{children}</main>
        <SiteFooter />
        <FloatTools />
      </div>
    </ReservationProvider>
  );
}
