import { Link } from './app-link';
import { useRootData } from '../lib/root-data';
import { Logo } from './logo';

const footerLinks = [
  {
    title: '产品',
    links: [
      { label: '计量支付 ERP', to: '/erp' },
      { label: '计智宝', to: '/treasure' },
      { label: '一体化平台', to: '/jizhibao' },
      { label: '计智云', to: '/jizhiyun' },
    ],
  },
  {
    title: '资讯',
    links: [
      { label: '行业资讯', to: '/news' },
      { label: '标签', to: '/news/tags' },
      { label: '标准规范', to: '/standard' },
      { label: '政策法规', to: '/policy' },
    ],
  },
  {
    title: '关于',
    links: [
      { label: '帮助中心', to: '/help' },
      { label: '开放平台', to: '/open' },
      { label: '加入我们', to: '/recruit' },
      { label: '服务协议', to: '/service' },
      { label: '隐私政策', to: '/pravicy' },
    ],
  },
];

/** Footer: contact details and filing numbers come from site configuration. */
export function SiteFooter() {
  const site = useRootData()?.config.site;
  if (!site) return null;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo name={site.name} light />
          <p className="site-footer__slogan">让每一笔工程计量都清晰可追溯</p>
          <dl className="site-footer__contact">
            <div>
              <dt>服务热线</dt>
              <dd>
                <a href={`tel:${site.hotline}`} className="site-footer__hotline">
                  {site.hotline}
                </a>
              </dd>
            </div>
            <div>
              <dt>市场合作</dt>
              <dd>{site.marketHotline}</dd>
            </div>
            <div>
              <dt>联系邮箱</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>公司地址</dt>
              <dd>{site.address}</dd>
            </div>
          </dl>
        </div>
        {footerLinks.map((group) => (
          <nav key={group.title} className="site-footer__links" aria-label={group.title}>
            {/* h2: the footer's groups are top-level sections of the page, whatever the page's own headings (axe heading-order). */}
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <span>
            © {new Date().getFullYear()} {site.company} 版权所有
          </span>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>
          <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
            {site.policeFiling}
          </a>
        </div>
      </div>
    </footer>
  );
}
