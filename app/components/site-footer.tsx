import { Link } from './app-link';
import { useRootData, type RootData } from '../lib/root-data';
import { useSiteFrameFromApi } from '../lib/site-frame';
import { KeptHtml } from './kept-html';
import { Logo } from './logo';
import { TECH_CONTACT_ROWS_BEFORE_SCROLL } from '../../common/site/options';
import type { SiteFooter as FooterData } from '../../common/site/schemas';

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

type Site = RootData['config']['site'];

/**
 * Footer: contact details and filing numbers come from site configuration, the
 * topics and the contact table from the database. Links and text only: the
 * browser keeps the server's markup (decision 0068).
 */
export function SiteFooter() {
  const data = useRootData();
  const site = data?.config.site;
  if (!data || !site) return null;
  return (
    <KeptHtml id="site-footer" as="footer" shared className="site-footer" value={data.footer} fallback={<FooterFromApi site={site} />}>
      {(footer) => <FooterContent site={site} footer={footer} />}
    </KeptHtml>
  );
}

/** The footer of a visit that began on a page without it: its database part follows when it arrives. */
function FooterFromApi({ site }: { site: Site }) {
  const frame = useSiteFrameFromApi();
  return (
    <footer className="site-footer">
      <FooterContent site={site} footer={frame?.footer} />
    </footer>
  );
}

function FooterContent({ site, footer }: { site: Site; footer: FooterData | undefined }) {
  return (
    <>
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
      {footer && <FooterDirectory footer={footer} />}
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
    </>
  );
}

/**
 * The footer's topics (专题, at most 9) and technical-contact table (spec
 * §2.3, §9), both from the database. Past ten rows the table scrolls within
 * 280 px; the scrolling region takes the keyboard focus so it can be scrolled
 * without a mouse.
 */
function FooterDirectory({ footer }: { footer: FooterData }) {
  const { topics, contacts } = footer;
  if (topics.length === 0 && contacts.length === 0) return null;
  const scrolls = contacts.length > TECH_CONTACT_ROWS_BEFORE_SCROLL;
  return (
    <div className="container site-footer__directory">
      {topics.length > 0 && (
        <nav className="site-footer__topics" aria-label="专题">
          <h2>专题</h2>
          <ul>
            {topics.map((t) => (
              <li key={t.id}>
                <Link to={t.href}>{t.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {contacts.length > 0 && (
        <section className="site-footer__contacts" aria-labelledby="tech-contacts-title">
          <h2 id="tech-contacts-title">技术支持联系人</h2>
          <div
            className={`tech-contacts${scrolls ? ' tech-contacts--scroll' : ''}`}
            tabIndex={scrolls ? 0 : undefined}
            role={scrolls ? 'region' : undefined}
            aria-label={scrolls ? '技术支持联系人（可滚动）' : undefined}
          >
            <table>
              <thead>
                <tr>
                  <th scope="col">单位</th>
                  <th scope="col">地址</th>
                  <th scope="col">联系人</th>
                  <th scope="col">电话</th>
                </tr>
              </thead>
              <tbody>
                {contacts.map((c) => (
                  <tr key={c.id}>
                    <td>{c.org}</td>
                    <td>{c.address}</td>
                    <td>{c.name}</td>
                    <td>
                      <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
