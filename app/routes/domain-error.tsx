import { Link } from '../components/app-link';
import type { Route } from './+types/domain-error';
import { seoMeta } from '../lib/seo';
import sitePagesCss from '../styles/site-pages.css?url';

export const handle = { layout: 'account' };

/** A host name as it may appear in the query: letters, digits, dots and dashes, and not too long. */
const HOST_PATTERN = /^[a-z0-9.-]{1,100}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const domain = new URL(request.url).searchParams.get('domain') ?? '';
  const seo = await context.services.seo.resolve({ page: 'domainError', pathname: '/domainError', heading: '登录域名未配置' });
  return { seo, domain: HOST_PATTERN.test(domain) ? domain.toLowerCase() : '', hotline: context.services.publicConfig.site.hotline };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

export const meta: Route.MetaFunction = ({ data }) => [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];

/**
 * /domainError: an organisation's custom login domain (kept in the browser, spec §5) that is not configured
 * with us, or no longer. The visitor can still log in on the standard page.
 */
export default function DomainError({ loaderData }: Route.ComponentProps) {
  const { domain, hotline } = loaderData;
  return (
    <div className="container sp-state">
      <div className="sp-state__card">
        <svg className="sp-state__icon" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
          <circle cx="36" cy="36" r="34" fill="#fff4e0" />
          <path d="M36 18v24" stroke="#b45309" strokeWidth="6" strokeLinecap="round" />
          <circle cx="36" cy="52" r="4" fill="#b45309" />
        </svg>
        <h1>登录域名未配置</h1>
        <p>
          {domain ? (
            <>
              您访问的登录域名 <code>{domain}</code> 尚未在计智云开通，或已被停用。
            </>
          ) : (
            '您访问的单位专属登录域名尚未在计智云开通，或已被停用。'
          )}
        </p>
        <p>请确认地址是否正确，或联系贵单位的系统管理员。您也可以先使用计智云标准登录页登录。</p>
        <div className="sp-state__actions">
          <Link to="/login" className="btn btn--primary btn--lg">
            前往标准登录页
          </Link>
          <Link to="/" className="btn btn--outline btn--lg">
            返回首页
          </Link>
        </div>
        <p className="sp-hint">需要开通专属域名？请致电 {hotline}。</p>
      </div>
    </div>
  );
}
