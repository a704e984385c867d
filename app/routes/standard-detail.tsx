import { Link } from '../components/app-link';
import type { Route } from './+types/standard-detail';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate } from '../lib/format';
import { orNotFound, parseId } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { LinkBox, PdfRow, StatusTag, useLibraryRead } from '../components/library/library-bits';
import { projectRoleLabels, projectTypeLabels, standardKindLabels, standardStatusLabels, type ProjectRole, type ProjectType } from '../../common/library/options';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const standard = await orNotFound(services.library.getStandard({ id }));
  const seo = await services.seo.resolve({
    page: 'standardDetail',
    vars: { title: `${standard.title} ${standard.number}`, column: standard.categoryName },
    // The alias /front/normContent/:id names the same page: one canonical address.
    pathname: `/standard/detail/${id}`,
  });
  if (standard.memo) seo.description = `${standard.number}《${standard.title}》：${standard.memo}`.slice(0, 200);
  return { seo, standard };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const label = <T extends string>(labels: Record<T, string>, code: string) => labels[code as T] ?? code;

export default function StandardDetail({ loaderData }: Route.ComponentProps) {
  const { standard: s } = loaderData;
  const readCount = useLibraryRead('NORMAL', s.id, s.readCount, s.title);
  const contentToc = s.toc.filter((t) => t.part === 'content');
  const explanationToc = s.toc.filter((t) => t.part === 'explanation');
  return (
    <div className="container page lib-page">
      <Breadcrumbs items={[{ label: '标准规范', to: '/standard' }, { label: s.categoryName, to: `/standard/${s.categoryId}` }, { label: s.number }]} />
      <div className="with-sidebar">
        <article className="with-sidebar__main card article lib-detail">
          <header className="article__head">
            <div className="lib-list__head">
              <span className="lib-number">{s.number}</span>
              <StatusTag status={s.status} />
            </div>
            <h1 className="article__title">{s.title}</h1>
            {s.titleEn && <p className="article__subtitle">{s.titleEn}</p>}
          </header>
          <dl className="lib-facts">
            <div><dt>标准编号</dt><dd>{s.number}</dd></div>
            <div><dt>标准状态</dt><dd>{standardStatusLabels[s.status]}</dd></div>
            <div><dt>标准类别</dt><dd>{standardKindLabels[s.kind]}</dd></div>
            <div><dt>专业分类</dt><dd><Link to={`/standard/${s.categoryId}`}>{s.categoryName}</Link></dd></div>
            <div><dt>发布日期</dt><dd>{formatDate(s.issueDate)}</dd></div>
            <div><dt>实施日期</dt><dd>{formatDate(s.implementDate)}</dd></div>
            <div className="lib-facts__wide"><dt>发布单位</dt><dd>{s.issuer}</dd></div>
            <div><dt>适用项目</dt><dd>{label<ProjectType>(projectTypeLabels, s.projectType)} · {label<ProjectRole>(projectRoleLabels, s.projectRole)}</dd></div>
            <div><dt>阅读</dt><dd className="lib-reads">{formatCount(readCount)}</dd></div>
          </dl>
          {(s.replacedBy || s.replaces) && (
            <div className="lib-chain">
              {s.replacedBy && (
                <p>
                  <span className="lib-chain__label">{s.status === 'ABOLISHED' ? '被以下标准代替' : '将被以下标准代替'}</span>
                  <Link className="lib-chain__link lib-chain__replaced-by" to={`/standard/detail/${s.replacedBy.id}`}>
                    {s.replacedBy.number} {s.replacedBy.title}
                  </Link>
                  <StatusTag status={s.replacedBy.status} />
                </p>
              )}
              {s.replaces && (
                <p>
                  <span className="lib-chain__label">代替标准</span>
                  <Link className="lib-chain__link lib-chain__replaces" to={`/standard/detail/${s.replaces.id}`}>
                    {s.replaces.number} {s.replaces.title}
                  </Link>
                  <StatusTag status={s.replaces.status} />
                </p>
              )}
            </div>
          )}
          {s.memo && <p className="article__memo">{s.memo}</p>}
          {s.pdf && <PdfRow pdf={s.pdf} path={`/standard/detail/${s.id}`} download={`/library/pub/standard/pdf/${s.id}`} />}
          {s.toc.length > 0 && (
            <nav className="lib-toc" aria-label="目次">
              <h2>目次</h2>
              <ol>
                {contentToc.map((t) => (
                  <li key={t.id}><a href={`#${t.id}`}>{t.title}</a></li>
                ))}
                {explanationToc.length > 0 && (
                  <li className="lib-toc__part"><a href="#explanation">附：条文说明</a></li>
                )}
              </ol>
            </nav>
          )}
          <h2 className="lib-section-title">标准全文</h2>
          {/* Sanitised with an allow-list when written; only generated h3 ids are added on read. */}
          <div className="article__body" dangerouslySetInnerHTML={{ __html: s.content }} />
          {s.explanation && (
            <section className="lib-explanation" id="explanation" aria-label="条文说明">
              <h2 className="lib-section-title">条文说明</h2>
              <div className="article__body" dangerouslySetInnerHTML={{ __html: s.explanation }} />
            </section>
          )}
        </article>
        <aside className="with-sidebar__side">
          <LinkBox
            title="相关政策"
            items={s.relatedPolicies.map((p) => ({ key: p.id, to: `/policy/detail/${p.id}`, label: p.title, note: `${p.docNumber} · ${formatDate(p.publishDate)}` }))}
          />
          <LinkBox title="更多标准" items={[{ key: 'cat', to: `/standard/${s.categoryId}`, label: `${s.categoryName}全部标准` }, { key: 'cur', to: '/standard?status=CURRENT', label: '现行标准' }, { key: 'up', to: '/standard?status=UPCOMING', label: '即将实施标准' }]} />
        </aside>
      </div>
    </div>
  );
}
