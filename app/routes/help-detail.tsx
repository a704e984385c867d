import { useEffect } from 'react';
import { Link } from '../components/app-link';
import type { Route } from './+types/help-detail';
import helpCss from '../styles/help.css?url';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate } from '../lib/format';
import { orNotFound, parseId } from '../lib/route-params';
import { useCountedRead } from '../lib/use-counted-read';
import { setReadingRecord } from '../lib/trace-client';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HelpSearchBox } from '../components/help/help-search-bar';
import { HelpColumnTree } from '../components/help/help-column-tree';
import { HelpContactBox } from '../components/help/help-article-list';
import { HelpFeedback } from '../components/help/help-feedback';
import { HelpShareButton } from '../components/help/help-share-button';
import { helpHref } from '../components/help/help-links';

/**
 * One module for the three addresses of an article (spec §2.1):
 * `/help/detail/:resId` (helpDetail), `/help/num/:resNumber` (helpNum) and
 * `/help/share/:shareId` (helpShare). All render the same page; the canonical
 * link of each is the detail address.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { help, seo } = context.services;
  const p = params as { resId?: string; resNumber?: string; shareId?: string };
  const article = await orNotFound(
    p.resNumber !== undefined
      ? help.getByNumber({ resNumber: p.resNumber })
      : p.shareId !== undefined
        ? help.getByShareId({ shareId: p.shareId })
        : help.get({ resId: parseId(p.resId) }),
  );
  const [tree, pageSeo] = await Promise.all([
    help.getTree(),
    seo.resolve({ page: 'helpDetail', vars: { title: article.title, column: article.column.name }, pathname: helpHref.detail(article.id) }),
  ]);
  return { article, tree, seo: pageSeo };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: helpCss }];

export default function HelpDetail({ loaderData }: Route.ComponentProps) {
  const { article: a, tree } = loaderData;
  const readCount = useCountedRead('/help/pub/read', { resId: a.id }, a.readCount);
  // The reading record (spec §4): its time is reported when the reader leaves the article.
  useEffect(() => setReadingRecord({ id: a.id, type: 'HELP', title: a.title }), [a.id, a.title]);
  return (
    <div className="container page help-page">
      <Breadcrumbs
        items={[
          { label: '帮助中心', to: helpHref.home },
          { label: a.rootColumn.name, to: helpHref.column(a.rootColumn.id) },
          { label: a.column.name, to: helpHref.column(a.column.id) },
          { label: '正文' },
        ]}
      />
      <div className="help-searchbar">
        <HelpSearchBox />
      </div>
      <div className="help-layout">
        <aside className="help-layout__side">
          <HelpColumnTree tree={tree} rootId={a.rootColumn.id} columnId={a.column.id} />
          <HelpContactBox />
        </aside>
        <article className="help-layout__main card article help-article">
          <header className="article__head">
            <h1 className="article__title">{a.title}</h1>
            <div className="article__meta">
              <span>编号 {a.resNumber}</span>
              <Link to={helpHref.column(a.column.id)} className="article__column">
                {a.column.name}
              </Link>
              <time dateTime={a.publishDate}>更新于 {formatDate(a.publishDate)}</time>
              <span className="help-article__reads">阅读 {formatCount(readCount)}</span>
            </div>
          </header>
          <div className="article__body help-article__body" dangerouslySetInnerHTML={{ __html: a.content }} />
          <HelpFeedback key={a.id} id={a.id} initial={{ helpfulCount: a.helpfulCount, unhelpfulCount: a.unhelpfulCount }} />
          <HelpShareButton key={`share-${a.id}`} path={`/help/share/${a.shareId}`} />
          <nav className="help-pager" aria-label="同栏目文章">
            {a.prev ? (
              <Link to={helpHref.detail(a.prev.id)} className="help-pager__prev" rel="prev">
                <span>上一篇</span>
                {a.prev.title}
              </Link>
            ) : (
              <span className="help-pager__none">已是本栏目第一篇</span>
            )}
            {a.next ? (
              <Link to={helpHref.detail(a.next.id)} className="help-pager__next" rel="next">
                <span>下一篇</span>
                {a.next.title}
              </Link>
            ) : (
              <span className="help-pager__none">已是本栏目最后一篇</span>
            )}
          </nav>
          {a.related.length > 0 && (
            <section className="help-related" aria-labelledby="help-related-title">
              <h2 id="help-related-title">相关文章</h2>
              <ul>
                {a.related.map((r) => (
                  <li key={r.id}>
                    <Link to={helpHref.detail(r.id)}>{r.title}</Link>
                    <span>{r.column.name}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      </div>
    </div>
  );
}
