import { Link } from '../components/app-link';
import type { Route } from './+types/open';
import { seoMeta } from '../lib/seo';
import { ApiKeyPanel } from '../components/open/api-key-panel';
import { API_KEY_HEADER, apiKeyRateLimits } from '../../common/open-platform/options';
import openCss from '../styles/open.css?url';
import sitePagesCss from '../styles/site-pages.css?url';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [groups, errors, seo, config] = await Promise.all([
    services.openPlatform.listGroups(),
    services.openPlatform.errorCodes(),
    services.seo.resolve({ page: 'open', pathname: '/open', heading: '开放平台' }),
    services.publicConfig,
  ]);
  return { groups, errors, seo, siteUrl: seo.canonical.replace(/\/open$/, ''), apiBase: config.apiBase };
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: sitePagesCss },
  { rel: 'stylesheet', href: openCss },
];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** /open: what partners can integrate, how to call it, the envelope and error codes, and the user's API keys. */
export default function Open({ loaderData }: Route.ComponentProps) {
  const { groups, errors, siteUrl, apiBase } = loaderData;
  const open = groups.filter((g) => g.openCount > 0);
  const others = groups.filter((g) => g.openCount === 0);
  const total = open.reduce((n, g) => n + g.openCount, 0);
  const curl = `curl -X POST ${siteUrl}${apiBase}/ai/pub/bid/listPaged \\
  -H 'content-type: application/json' \\
  -H '${API_KEY_HEADER}: jzk_您的密钥' \\
  -d '{"current":1,"size":10}'`;
  return (
    <div className="op-page">
      <section className="sp-hero">
        <div className="container">
          <h1>计智云开放平台</h1>
          <p>把招投标、标准规范、政策与行业资讯接入您自己的系统：{total} 个公开数据接口，统一的回复格式，每个密钥独立限流与计数。</p>
          <div className="op-hero__actions">
            <Link to={`/open/api/${open[0]?.id ?? 'tender'}`} className="btn btn--white btn--lg">
              查看接口文档
            </Link>
            <Link to="/open/ui" className="btn btn--ghost btn--lg">
              在线调试
            </Link>
          </div>
        </div>
      </section>
      <div className="container page">
        <section aria-labelledby="op-groups-title">
          <h2 id="op-groups-title" className="op-title">
            可以接入的数据
          </h2>
          <ul className="op-groups">
            {open.map((g) => (
              <li key={g.id}>
                <Link to={`/open/api/${g.id}`} className="op-group">
                  <span className="op-group__name">{g.name}</span>
                  <span className="op-group__intro">{g.intro}</span>
                  <span className="op-group__count">{g.openCount} 个开放接口</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="card op-section" aria-labelledby="op-how-title">
          <h2 id="op-how-title" className="op-title">
            接入方式
          </h2>
          <ol className="op-steps">
            <li>登录计智云账号，在本页下方“我的 API 密钥”中创建密钥，选择每分钟调用上限（{apiKeyRateLimits.join(' / ')} 次）。密钥只显示一次，请妥善保存。</li>
            <li>
              调用开放接口时在请求头 <code>{API_KEY_HEADER}</code> 中带上密钥。请求体为 JSON，所有接口都是 POST。
            </li>
            <li>
              按统一回复格式处理结果：<code>code</code> 为 <code>"30000"</code> 表示成功，其他值时 <code>msg</code> 是可以直接展示给用户的中文说明。
            </li>
          </ol>
          <pre className="op-code" aria-label="调用示例" tabIndex={0}>
            <code>{curl}</code>
          </pre>
          <p className="sp-hint">
            响应头 <code>X-RateLimit-Limit</code>、<code>X-RateLimit-Remaining</code> 给出本分钟的额度与剩余次数；超出时返回 HTTP 429 与 <code>code: "42900"</code>，
            <code>Retry-After</code> 给出需等待的秒数。
          </p>
        </section>

        <section className="card op-section" id="errors" aria-labelledby="op-errors-title">
          <h2 id="op-errors-title" className="op-title">
            统一回复格式与错误码
          </h2>
          <pre className="op-code" tabIndex={0}>
            <code>{`{ "code": "30000", "msg": "成功", "data": { … } }\n{ "code": "30000", "msg": "成功", "current": 1, "size": 10, "total": 128, "pages": 13, "records": [ … ] }`}</code>
          </pre>
          <div className="op-table-wrap" tabIndex={0} role="region" aria-label="错误码">
            <table className="op-table">
              <thead>
                <tr>
                  <th scope="col">code</th>
                  <th scope="col">HTTP 状态</th>
                  <th scope="col">含义</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <code>30000</code>
                  </td>
                  <td>200</td>
                  <td>成功</td>
                </tr>
                {errors.map((e) => (
                  <tr key={e.code}>
                    <td>
                      <code>{e.code}</code>
                    </td>
                    <td>{e.status}</td>
                    <td>{e.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className="card op-section" aria-labelledby="op-keys-title">
          <h2 id="op-keys-title" className="op-title">
            我的 API 密钥
          </h2>
          <ApiKeyPanel />
        </section>

        <section aria-labelledby="op-others-title">
          <h2 id="op-others-title" className="op-title">
            网站自身使用的接口
          </h2>
          <p className="op-muted">以下接口供计智云网站与客户端使用（需要用户登录或会修改数据），不接受 API 密钥，文档仅供参考。</p>
          <ul className="op-chips">
            {others.map((g) => (
              <li key={g.id}>
                <Link to={`/open/api/${g.id}`}>
                  {g.name}（{g.count}）
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
