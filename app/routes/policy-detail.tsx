import { Link } from '../components/app-link';
import type { Route } from './+types/policy-detail';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate } from '../lib/format';
import { orNotFound, parseId } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { LinkBox, StatusTag, useLibraryRead } from '../components/library/library-bits';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const policy = await orNotFound(services.library.getPolicy({ id }));
  const seo = await services.seo.resolve({
    page: 'policyDetail',
    vars: { title: policy.title, column: [policy.authority, policy.docNumber].filter(Boolean).join(' ') },
    pathname: new URL(request.url).pathname,
  });
  if (policy.memo) seo.description = `${policy.title}（${policy.docNumber}）：${policy.memo}`.slice(0, 200);
  return { seo, policy };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function PolicyDetail({ loaderData }: Route.ComponentProps) {
  const { policy: p } = loaderData;
  const readCount = useLibraryRead('POLICY', p.id, p.readCount, p.title);
  return (
    <div className="container page lib-page">
      <Breadcrumbs items={[{ label: '政策法规', to: '/policy' }, { label: p.categoryName, to: `/policy/${p.categoryId}` }, { label: '正文' }]} />
      <div className="with-sidebar">
        <article className="with-sidebar__main card article lib-detail">
          <header className="article__head">
            <h1 className="article__title">{p.title}</h1>
          </header>
          <dl className="lib-facts lib-facts--two">
            <div><dt>发文机关</dt><dd>{p.authority}</dd></div>
            {p.docNumber && <div><dt>文号</dt><dd className="lib-doc-number">{p.docNumber}</dd></div>}
            <div><dt>地区</dt><dd>{p.region}</dd></div>
            <div><dt>分类</dt><dd><Link to={`/policy/${p.categoryId}`}>{p.categoryName}</Link></dd></div>
            <div><dt>发布日期</dt><dd>{formatDate(p.publishDate)}</dd></div>
            <div><dt>阅读</dt><dd className="lib-reads">{formatCount(readCount)}</dd></div>
          </dl>
          <div className="article__body lib-policy-body" dangerouslySetInnerHTML={{ __html: p.content }} />
          {p.standards.length > 0 && (
            <section className="lib-related-standards">
              <h2 className="lib-section-title">相关标准</h2>
              <ul>
                {p.standards.map((s) => (
                  <li key={s.id}>
                    <Link to={`/standard/detail/${s.id}`}>
                      <span className="lib-number">{s.number}</span> {s.title}
                    </Link>
                    <StatusTag status={s.status} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <aside className="with-sidebar__side">
          <LinkBox title={`${p.categoryName} · 最新`} items={p.related.map((r) => ({ key: r.id, to: `/policy/detail/${r.id}`, label: r.title, note: formatDate(r.publishDate) }))} />
        </aside>
      </div>
    </div>
  );
}
