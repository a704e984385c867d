import { Link } from '../components/app-link';
import type { Route } from './+types/paper-detail';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate } from '../lib/format';
import { orNotFound, parseId } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { LinkBox, PdfRow, useLibraryRead } from '../components/library/library-bits';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const paper = await orNotFound(services.library.getPaper({ id }));
  const seo = await services.seo.resolve({ page: 'paperDetail', vars: { title: paper.title, column: paper.categoryName }, pathname: new URL(request.url).pathname });
  seo.description = `${paper.title}（${paper.authors.join('，')}，${paper.journal}）：${paper.abstract}`.slice(0, 200);
  if (paper.keywords.length > 0) seo.keywords = [...paper.keywords, paper.categoryName, '工程论文'].join(',');
  return { seo, paper };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function PaperDetail({ loaderData }: Route.ComponentProps) {
  const { paper: p } = loaderData;
  const readCount = useLibraryRead('PAPER', p.id, p.readCount, p.title);
  return (
    <div className="container page lib-page">
      <Breadcrumbs items={[{ label: '论文', to: '/paper' }, { label: p.categoryName, to: `/paper/${p.categoryId}` }, { label: '正文' }]} />
      <div className="with-sidebar">
        <article className="with-sidebar__main card article lib-detail">
          <header className="article__head">
            <h1 className="article__title">{p.title}</h1>
            <p className="lib-authors">{p.authors.join('　')}</p>
            <p className="lib-institution">{p.institution}</p>
          </header>
          <dl className="lib-facts">
            <div className="lib-facts__wide"><dt>期刊</dt><dd>{p.journal}</dd></div>
            <div><dt>年份</dt><dd>{p.year}</dd></div>
            <div><dt>分类</dt><dd><Link to={`/paper/${p.categoryId}`}>{p.categoryName}</Link></dd></div>
            <div><dt>收录日期</dt><dd>{formatDate(p.publishDate)}</dd></div>
            <div><dt>阅读</dt><dd className="lib-reads">{formatCount(readCount)}</dd></div>
          </dl>
          <section className="lib-abstract">
            <h2>摘要</h2>
            <p>{p.abstract}</p>
            {p.keywords.length > 0 && (
              <p className="lib-abstract__keywords">
                <strong>关键词：</strong>
                {p.keywords.map((k) => (
                  <span key={k} className="lib-keyword">{k}</span>
                ))}
              </p>
            )}
          </section>
          {p.pdf && <PdfRow pdf={p.pdf} path={`/paper/detail/${p.id}`} download={`/library/pub/paper/pdf/${p.id}`} />}
          {p.content ? (
            <div className="article__body" dangerouslySetInnerHTML={{ __html: p.content }} />
          ) : (
            <p className="lib-pdf-only">本文以 PDF 全文收录，登录后可下载阅读。</p>
          )}
        </article>
        <aside className="with-sidebar__side">
          <LinkBox title="相关论文" items={p.related.map((r) => ({ key: r.id, to: `/paper/detail/${r.id}`, label: r.title, note: r.journal }))} />
        </aside>
      </div>
    </div>
  );
}
