import type { ReactNode } from 'react';
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
 * simple footer. none: the page alone.
 */
export function PageLayout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'none') return <div className="layout-none">{children}</div>;
  if (name === 'account') {
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
