import type { CSSProperties, ReactNode } from 'react';
import { useRootData } from '../lib/root-data';
import type { Partner } from '../../common/site/partners';

/**
 * The partner layouts of spec §2.3 (jycic, kunlun, nantou, gezhouba,
 * neisheng, qibao, treasure, udebank, header): one frame drawn from the
 * partner's row (common/site/partners.ts, decision 0024). Header 80 px with
 * the partner's logo (56 px wordmark; under 800 px the 45 px square mark),
 * its hotline, and a simple footer naming us as the technology provider.
 */
export function PartnerLayout({ partner, children }: { partner: Partner; children: ReactNode }) {
  const site = useRootData()?.config.site;
  const style = { '--partner': partner.colour, '--partner-dark': partner.colourDark } as CSSProperties;
  return (
    <div className={`layout-partner layout-${partner.key}`} data-layout={partner.key} style={style}>
      <header className="partner-header">
        <div className="container partner-header__inner">
          <a href={partner.loginPath} className="partner-header__brand" aria-label={`${partner.name} 登录`}>
            <picture>
              <source media="(max-width: 799.98px)" srcSet={partner.logo.mobile} width={45} height={45} />
              <img src={partner.logo.desktop} alt={partner.name} className="partner-header__logo" height={56} />
            </picture>
          </a>
          {site && <span className="partner-header__with">技术支持：{site.name}</span>}
          <a className="partner-header__hotline" href={`tel:${partner.hotline.replace(/[^\d+]/g, '')}`} aria-label={`服务热线 ${partner.hotline}`}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
              />
            </svg>
            <span className="partner-header__hotline-text">{partner.hotline}</span>
          </a>
        </div>
      </header>
      <main className="layout-account__main layout-partner__main">{children}</main>
      <footer className="partner-footer">
        <span>
          © {new Date().getFullYear()} {partner.name}
        </span>
        {site && <span>技术支持：{site.company}</span>}
        <span>服务热线 {partner.hotline}</span>
        {site && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>
        )}
      </footer>
    </div>
  );
}
