import { redirect } from 'react-router';
import { Link } from '../components/app-link';
import type { Route } from './+types/help-search';
import helpCss from '../styles/help.css?url';
import { seoMeta } from '../lib/seo';
import { notFound, pageNumberOf } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { HelpSearchBox } from '../components/help/help-search-bar';
import { HelpContactBox, HelpPopularList } from '../components/help/help-article-list';
import { helpHref, helpSuggestions } from '../components/help/help-links';
import { formatCount } from '../lib/format';
import { HELP_PAGE_SIZE } from '../../common/help/options';
import { cutKeywords, fieldLimits } from '../../common/field-rules';

/**
 * `/help/search/:keywords?page=n`. Keywords from the address are trimmed and
 * cut to 30 characters (the page says so) rather than refused: a shared link
 * should still find something. The API refuses over-long keywords instead.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { help, seo } = context.services;
  const url = new URL(request.url);
  const { keywords, wasCut } = cutKeywords(params.keywords ?? '');
  if (!keywords) throw redirect(helpHref.home);
  const pageParam = url.searchParams.get('page');
  const current = pageParam === null ? 1 : (pageNumberOf(pageParam) ?? notFound());
  const [result, popular] = await Promise.all([help.search({ keywords, current, size: HELP_PAGE_SIZE }), help.popular({ limit: 6 })]);
  if (current > 1 && current > result.pages) notFound();
  const canonicalPath = helpHref.search(keywords, current);
  return { result, wasCut, popular, seo: await seo.resolve({ page: 'helpSearch', vars: { title: keywords }, pathname: canonicalPath.split('?')[0]! }) };
}

export const meta: Route.MetaFunction = ({ data }) => [...seoMeta(data?.seo), { name: 'robots', content: 'noindex, follow' }];
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: helpCss }];

export default function HelpSearch({ loaderData }: Route.ComponentProps) {
  const { result, wasCut, popular } = loaderData;
  return (
    <div className="container page help-page">
      <Breadcrumbs items={[{ label: '帮助中心', to: helpHref.home }, { label: '搜索结果' }]} />
      <div className="help-searchbar">
        <HelpSearchBox key={result.keywords} initial={result.keywords} />
      </div>
      <div className="help-layout help-layout--search">
        <div className="help-layout__main card">
          <h1 className="help-search__summary">
            “{result.keywords}” 共找到 <strong>{result.total}</strong> 篇相关帮助
          </h1>
          {wasCut && <p className="help-search__note">关键词超过 {fieldLimits.keywords} 个字，已按前 {fieldLimits.keywords} 个字搜索。</p>}
          {result.records.length === 0 ? (
            <div className="help-empty">
              <p className="help-empty__title">没有找到与“{result.keywords}”相关的帮助文章</p>
              <ul className="help-empty__tips">
                <li>换一个说法，或者只保留关键的词，例如“计量清单”而不是“计量清单怎么导入不进去”</li>
                <li>检查是否有错别字</li>
                <li>试试这些热门搜索：</li>
              </ul>
              <p className="help-chips">
                {helpSuggestions.map((k) => (
                  <Link key={k} to={helpHref.search(k)}>
                    {k}
                  </Link>
                ))}
              </p>
            </div>
          ) : (
            <ul className="help-results">
              {result.records.map((hit) => (
                <li key={hit.id}>
                  {/* titleHtml and snippetHtml are escaped on the server; only <em> is added. */}
                  <Link to={hit.url} className="help-results__title" dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                  <p className="help-results__snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
                  <div className="help-list__meta">
                    <Link to={helpHref.column(hit.rootColumn.id)} className="help-list__column">
                      {hit.rootColumn.name}
                    </Link>
                    <Link to={helpHref.column(hit.column.id)}>{hit.column.name}</Link>
                    <span>{hit.resNumber}</span>
                    <span>阅读 {formatCount(hit.readCount)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {result.pages > 1 && (
            <nav className="page-nav" aria-label="分页">
              {result.current > 1 && <Link to={helpHref.search(result.keywords, result.current - 1)}>上一页</Link>}
              <span>
                第 {result.current} / {result.pages} 页
              </span>
              {result.current < result.pages && <Link to={helpHref.search(result.keywords, result.current + 1)}>下一页</Link>}
            </nav>
          )}
        </div>
        <aside className="help-layout__aside">
          <section className="side-box">
            <h2 className="side-box__title">热门问题</h2>
            <HelpPopularList items={popular} />
          </section>
          <HelpContactBox />
        </aside>
      </div>
    </div>
  );
}
