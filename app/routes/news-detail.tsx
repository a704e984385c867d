import { useEffect } from 'react';
import { setReadingRecord } from '../lib/trace-client';
import { Link } from '../components/app-link';
import type { Route } from './+types/news-detail';
import { seoMeta } from '../lib/seo';
import { orNotFound, parseId } from '../lib/route-params';
import { formatBytes, formatCount, formatDateTime } from '../lib/format';
import { useCountedRead } from '../lib/use-counted-read';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { NewsRankBox } from '../components/news-list';
import { FileTypeIcon } from '../components/file-type-icon';
import { ArticleActions } from '../components/account/article-actions';
import { InformationTabs } from '../components/information/information-tabs';
import { DownloadButton } from '../components/download/download-button';
import { memoAddsToBody } from '../../common/news/memo';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const article = await orNotFound(services.news.getArticle({ id }));
  const seo = await services.seo.resolve({
    page: 'newsDetail',
    vars: { title: article.seoTitle || article.title, column: article.dirName, parentColumn: article.parentDirName },
    // /detail/:id (the information list's view) and /news/:id show one article: the canonical is always /news/:id.
    pathname: `/news/${article.id}`,
  });
  // An editor's own description and keywords beat the template.
  if (article.seoDesc) seo.description = article.seoDesc;
  if (article.seoKeyword) seo.keywords = article.seoKeyword;
  const inInformation = new URL(request.url).pathname.startsWith('/detail/');
  // What the page shows, no more: the loader data is written into the page again for hydration.
  const { seoTitle: _t, seoDesc: _d, seoKeyword: _k, props: _p, criticCount: _c, creatorId: _cr, projectType: _pt, projectRole: _pr, related, ...shown } = article;
  // A memo that only repeats the body's opening is not shown twice (common/news/memo.ts).
  const memo = memoAddsToBody(shown.memo, shown.content) ? shown.memo : '';
  return { seo, article: { ...shown, memo, related: related.map(({ id, title }) => ({ id, title })) }, inInformation };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { article, inInformation } = loaderData;
  const readCount = useCountedRead('/news/pub/read', { id: article.id }, article.readCount);
  // The reading record (spec §4): its time is reported when the reader leaves the article.
  useEffect(() => setReadingRecord({ id: article.id, type: 'NEWS', title: article.title }), [article.id, article.title]);
  const listOf = (id: number) => (inInformation ? `/information/list/${id}` : `/news/list/${id}`);
  const crumbs: Crumb[] = inInformation
    ? [
        { label: '资讯中心', to: '/information' },
        { label: '资讯', to: '/information/list' },
      ]
    : [{ label: '资讯', to: '/news' }];
  if (article.parentDirId && article.parentDirName) crumbs.push({ label: article.parentDirName, to: listOf(article.parentDirId) });
  crumbs.push({ label: article.dirName, to: listOf(article.dirId) }, { label: '正文' });

  return (
    <>
      {inInformation && <InformationTabs active="NEWS" />}
      <div className="container page">
        <Breadcrumbs items={crumbs} />
        <div className="with-sidebar">
          <article className="with-sidebar__main card article">
            <header className="article__head">
              <h1 className="article__title">{article.title}</h1>
              {article.viceTitle && <p className="article__subtitle">{article.viceTitle}</p>}
              <div className="article__meta">
                <Link to={listOf(article.dirId)} className="article__column">
                  {article.dirName}
                </Link>
                <time dateTime={article.releaseTime}>{formatDateTime(article.releaseTime)}</time>
                {article.source && <span>来源：{article.source}</span>}
                {article.author && <span>作者：{article.author}</span>}
                <span className="article__reads">阅读 {formatCount(readCount)}</span>
              </div>
            </header>
            {article.memo && <p className="article__memo">{article.memo}</p>}
            {/* Editors' bodies use h3 for their sections: this h2 keeps the outline h1 → h2 → h3 (axe heading-order). */}
            <h2 className="visually-hidden">正文</h2>
            {/* Sanitised with an allow-list when written (server/platform/sanitize.ts). */}
            <div className="article__body" dangerouslySetInnerHTML={{ __html: article.content }} />
            {article.docs.length > 0 && (
              <section className="article__docs">
                <h2>附件</h2>
                <ul>
                  {article.docs.map((doc) => (
                    <li key={doc.id}>
                      <FileTypeIcon type={doc.fileType} />
                      <span className="article__doc-title">{doc.title}</span>
                      <span className="article__doc-size">{formatBytes(doc.sizeBytes)}</span>
                      <DownloadButton check="/news/pub/doc/checkLogin" id={doc.id} className="btn article__doc-download" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {article.tags.length > 0 && (
              <footer className="article__tags">
                <span>标签：</span>
                {article.tags.map((t) => (
                  <Link key={t.id} to={`/news/tag/${t.id}`} className="tag-chip">
                    {t.name}
                  </Link>
                ))}
              </footer>
            )}
            <ArticleActions key={article.id} id={article.id} title={article.title} praiseCount={article.praiseCount} />
          </article>
          <aside className="with-sidebar__side">
            <NewsRankBox title="相关文章" items={article.related} />
          </aside>
        </div>
      </div>
    </>
  );
}
