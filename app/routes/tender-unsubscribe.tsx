import { data } from 'react-router';
import type { Route } from './+types/tender-unsubscribe';
import { seoMeta } from '../lib/seo';
import { Link } from '../components/app-link';

/**
 * The one-link unsubscribe of the daily tender digest (decision 0031): the
 * link in the e-mail turns the digest off at once, no login needed; the
 * in-site alerts and the subscriptions stay. Asking twice says the same.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const pathname = new URL(request.url).pathname;
  const token = params.token ?? '';
  const result = /^[A-Za-z0-9_-]{20,64}$/.test(token)
    ? await services.tenderAlerts.unsubscribe({ token }).then(
        (r) => ({ ok: true as const, email: r.email }),
        () => ({ ok: false as const, email: null }),
      )
    : { ok: false as const, email: null };
  const seo = await services.seo.resolve({ page: 'tenderUnsubscribe', pathname, heading: result.ok ? '已退订招标订阅日报' : '退订链接无效' });
  return data({ seo, ...result }, { status: result.ok ? 200 : 404, headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...seoMeta(loaderData?.seo), { name: 'robots', content: 'noindex' }];

export default function TenderUnsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <section className="unsubscribe card" data-testid="unsubscribe-result">
        {loaderData.ok ? (
          <>
            <h1>已退订招标订阅日报</h1>
            <p>
              {loaderData.email ? `${loaderData.email} 将不再收到` : '您将不再收到'}
              每日招标订阅邮件。订阅本身仍保留，新信息照常在站内提醒。
            </p>
            <p>
              想重新开启，可在 <Link to="/personalCenter?tab=subscriptions">个人中心 · 订阅管理</Link> 中勾选“每天 8 点发送邮件摘要”。
            </p>
          </>
        ) : (
          <>
            <h1>退订链接无效</h1>
            <p>
              链接不完整或已失效。登录后可在 <Link to="/personalCenter?tab=subscriptions">个人中心 · 订阅管理</Link> 中关闭邮件摘要。
            </p>
          </>
        )}
      </section>
    </div>
  );
}
