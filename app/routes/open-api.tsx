import { Link } from '../components/app-link';
import type { Route } from './+types/open-api';
import { seoMeta } from '../lib/seo';
import { notFound, orNotFound, pageNumberOf } from '../lib/route-params';
import { PageNav } from '../components/page-nav';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { ApiFieldRow } from '../../common/open-platform/options';
import openCss from '../styles/open.css?url';

const GROUP_ID = /^[a-z][a-z-]{1,30}$/;
/** Endpoints described per page (the service's default). */
const PAGE_SIZE = 6;

/** An endpoint's anchor: its path in letters, digits and dashes. */
const anchorOf = (path: string) => path.replace(/[^a-zA-Z0-9]+/g, '-');
const hrefOf = (id: string, page: number) => (page > 1 ? `/open/api/${id}?page=${page}` : `/open/api/${id}`);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  if (!GROUP_ID.test(params.id)) notFound();
  const q = new URL(request.url).searchParams;
  const current = q.has('page') ? (pageNumberOf(q.get('page') ?? '') ?? notFound()) : 1;
  const [group, groups] = await Promise.all([orNotFound(services.openPlatform.describeGroup({ id: params.id, current })), services.openPlatform.listGroups()]);
  const seo = await services.seo.resolve({ page: 'openApi', vars: { title: group.name }, pathname: `/open/api/${group.id}`, heading: `${group.name}接口` });
  return { seo, group, groups: groups.map((g) => ({ id: g.id, name: g.name, openCount: g.openCount })) };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: openCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

function FieldTable({ rows, caption }: { rows: ApiFieldRow[]; caption: string }) {
  if (rows.length === 0) return <p className="op-muted">{caption}：无</p>;
  return (
    // Wide tables scroll sideways on phones: the region takes keyboard focus so it can be scrolled without a mouse.
    <div className="op-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="op-table op-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">字段</th>
            <th scope="col">类型</th>
            <th scope="col">必填</th>
            <th scope="col">限制</th>
            <th scope="col">说明</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td>
                <code>{r.name}</code>
              </td>
              <td>{r.type}</td>
              <td>{r.required ? '是' : '否'}</td>
              <td>{r.rules}</td>
              <td>{r.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /open/api/:id: one API group, generated from the live OpenAPI document. */
export default function OpenApi({ loaderData }: Route.ComponentProps) {
  const { group, groups } = loaderData;
  return (
    <div className="container page op-api">
      <Breadcrumbs items={[{ label: '开放平台', to: '/open' }, { label: `${group.name}接口` }]} />
      <div className="op-api__layout">
        <nav className="op-api__nav" aria-label="接口分组">
          <ul>
            {groups.map((g) => (
              <li key={g.id}>
                <Link to={`/open/api/${g.id}`} className={g.id === group.id ? 'is-active' : undefined} aria-current={g.id === group.id ? 'page' : undefined}>
                  {g.name}
                  {g.openCount > 0 && <span className="op-dot" aria-label="含开放接口" />}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/open/ui" className="btn btn--primary op-api__console">
            在线调试
          </Link>
        </nav>
        <div className="op-api__main">
          <header className="op-api__head">
            <h1>{group.name}接口</h1>
            <p>{group.intro}</p>
            <p className="op-muted">
              共 {group.count} 个接口，其中 {group.openCount} 个可用 API 密钥调用。所有回复都带 <code>code</code> 与 <code>msg</code>，错误码见
              <Link to="/open#errors">统一回复格式</Link>。
            </p>
          </header>
          <nav className="op-toc" aria-label="本组接口">
            {group.toc.map((e, i) => (
              <Link key={e.path} to={`${hrefOf(group.id, Math.floor(i / PAGE_SIZE) + 1)}#${anchorOf(e.path)}`}>
                {e.summary || e.path}
              </Link>
            ))}
          </nav>
          {group.endpoints.map((e) => (
            <section key={e.path} id={anchorOf(e.path)} className="card op-endpoint" aria-label={e.summary || e.path}>
              <h2 className="op-endpoint__title">
                <span className="op-method">{e.method}</span>
                <code>/api{e.path}</code>
              </h2>
              <p className="op-endpoint__summary">
                {e.summary}
                {e.openWithKey ? <span className="op-badge">支持 API 密钥</span> : <span className="op-badge op-badge--off">仅网站使用</span>}
                {e.deprecated && <span className="op-badge op-badge--off">已弃用</span>}
              </p>
              <FieldTable rows={e.request} caption="请求字段" />
              <FieldTable rows={e.response} caption="回复字段（另有统一的 code 与 msg）" />
              <div className="op-examples">
                {e.requestExample && (
                  <div>
                    <h3>请求示例</h3>
                    <pre className="op-code" tabIndex={0}>
                      <code>{e.requestExample}</code>
                    </pre>
                  </div>
                )}
                {e.responseExample && (
                  <div>
                    <h3>回复示例</h3>
                    <pre className="op-code" tabIndex={0}>
                      <code>{e.responseExample}</code>
                    </pre>
                  </div>
                )}
              </div>
            </section>
          ))}
          <PageNav href={(n) => hrefOf(group.id, n)} current={group.current} total={group.count} size={PAGE_SIZE} />
        </div>
      </div>
    </div>
  );
}
