import { Link } from '../components/app-link';
import { FilterLink } from '../components/filter-link';
import type { Route } from './+types/search';
import { seoMeta } from '../lib/seo';
import { usePendingQuery } from '../lib/pending-query';
import { formatDate, formatEstimate } from '../lib/format';
import { Breadcrumbs } from '../components/breadcrumbs';
import { SearchBox } from '../components/search-box';
import { SEARCH_PAGE_SIZE, searchKindLabels, searchRangeLabels, type SearchKind, type SearchRange } from '../../common/search/options';
import { fieldLimits } from '../../common/field-rules';
import { pick } from '../../common/pick';
import { keep } from '../../common/kept-in-page';
import { KeptHtml } from '../components/kept-html';
import type { SearchHit } from '../../common/search/schemas';

/** Keywords, kind and range of a search address; unknown values are dropped. */
function readSearch(q: URLSearchParams) {
  const kind = q.get('kind') ?? undefined;
  const range = q.get('range') ?? 'all';
  return {
    keywords: (q.get('keywords') ?? '').trim().slice(0, fieldLimits.keywords),
    kind: kind && Object.hasOwn(searchKindLabels, kind) ? (kind as SearchKind) : undefined,
    range: (Object.hasOwn(searchRangeLabels, range) ? range : 'all') as SearchRange,
  };
}

/** What a result shows: the highlighted title, not the plain one too (a loader's fields are all encoded into the page). */
const hitCardFields = ['kind', 'id', 'titleHtml', 'snippetHtml', 'url', 'publishedAt'] as const satisfies readonly (keyof SearchHit)[];
const toHitCard = (hit: SearchHit) => pick(hit, hitCardFields);

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { keywords, kind: knownKind, range } = readSearch(url.searchParams);
  const page = Math.min(Math.max(1, Number(url.searchParams.get('page')) || 1), 500);
  const { services } = context;
  const [seo, result] = await Promise.all([
    services.seo.resolve({ page: 'search', vars: { title: keywords }, pathname: '/search' }),
    services.search.search({ keywords, kind: knownKind, range, current: page, size: SEARCH_PAGE_SIZE }),
  ]);
  // A word's first page of results, unfiltered, is a topic page worth indexing under its own address;
  // filtered, later and empty pages are not (decision 0017).
  if (keywords) seo.canonical = `${seo.canonical}?keywords=${encodeURIComponent(keywords)}`;
  const indexable = Boolean(keywords) && page === 1 && !knownKind && range === 'all' && result.total > 0;
  const cards = result.records.map(toHitCard);
  // The results are links and text: a document keeps their markup, not their data (decision 0068).
  return { seo, result: { ...result, records: keep(cards), recordCount: cards.length }, kind: knownKind ?? '', range, indexable };
}

export const meta: Route.MetaFunction = ({ data }) => [...seoMeta(data?.seo), { name: 'robots', content: data?.indexable ? 'index, follow' : 'noindex, follow' }];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { result, kind, range } = loaderData;
  // Kind tabs and date filters build on a pending navigation's choices, so quick successive choices compose (decision 0016).
  const onScreen = { keywords: result.keywords, kind: kind || undefined, range };
  const next = usePendingQuery(onScreen, (url) => (url.pathname === '/search' ? readSearch(url.searchParams) : null));
  const link = (changes: Record<string, string | number | undefined>, from = next) => {
    const params = new URLSearchParams({ keywords: from.keywords });
    const merged = { kind: from.kind, range: from.range, ...changes };
    for (const [key, value] of Object.entries(merged)) if (value && value !== 'all') params.set(key, String(value));
    return `/search?${params.toString()}`;
  };
  const allCount = Object.values(result.facets).reduce((a, b) => a + (b ?? 0), 0);
  // Counting stops at 10 000 matches ("N+"), and words found in most news are estimated ("约 N"): see the search service.
  const countText = (n: number, kinds: SearchKind[]) =>
    kinds.some((k) => result.approximate.includes(k)) ? formatEstimate(n) : `${n}${kinds.some((k) => result.capped.includes(k)) ? '+' : ''}`;
  const allKinds = Object.keys(result.facets) as SearchKind[];
  const shown = Math.min(result.total, result.pages * result.size);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: '搜索' }]} />
      {/* The page's one h1, for screen readers and the outline; the search box is the visible heading. */}
      <h1 className="visually-hidden">{result.keywords ? `“${result.keywords}”的搜索结果` : '全站搜索'}</h1>
      <div className="search-head">
        <SearchBox key={result.keywords} initial={result.keywords} autoFocus={!result.keywords} />
      </div>
      {result.keywords ? (
        <>
          <nav className="column-tabs" aria-label="内容类型">
            <FilterLink to={link({ kind: undefined, page: undefined })} className={!kind ? 'is-active' : undefined}>
              全部 {countText(allCount, allKinds)}
            </FilterLink>
            {Object.entries(result.facets).map(([k, n]) => (
              <FilterLink key={k} to={link({ kind: k, page: undefined })} className={kind === k ? 'is-active' : undefined}>
                {searchKindLabels[k as SearchKind] ?? k} {countText(n, [k as SearchKind])}
              </FilterLink>
            ))}
          </nav>
          <div className="range-filter" role="group" aria-label="发布时间">
            {(Object.keys(searchRangeLabels) as SearchRange[]).map((r) => (
              <FilterLink key={r} to={link({ range: r, page: undefined })} className={range === r ? 'is-active' : undefined}>
                {searchRangeLabels[r]}
              </FilterLink>
            ))}
          </div>
          <div className="card">
            <p className="search-summary">
              “{result.keywords}” 共找到 {countText(result.total, kind ? [kind as SearchKind] : allKinds)} 条结果
              {result.words.length > 1 && <span>（分词：{result.words.join(' / ')}）</span>}
              {shown < result.total && <span className="search-summary__note">，按相关度列出前 {shown} 条，可加关键词或按类型、时间缩小范围</span>}
            </p>
            {result.recordCount === 0 ? (
              <p className="empty">没有找到相关内容，换个关键词试试，例如“计量支付”“地铁”“GB50857”。</p>
            ) : (
              <KeptHtml id="search-results" as="ul" className="search-results" value={result.records}>
                {(records) =>
                  records.map((hit) => (
                    <li key={`${hit.kind}-${hit.id}`}>
                      <span className="search-results__kind">{searchKindLabels[hit.kind] ?? hit.kind}</span>
                      {/* titleHtml and snippetHtml are escaped on the server; only <em> is added. */}
                      <Link to={hit.url} className="search-results__title" dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                      <p className="search-results__snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
                      <time dateTime={hit.publishedAt}>{formatDate(hit.publishedAt)}</time>
                    </li>
                  ))
                }
              </KeptHtml>
            )}
            {result.pages > 1 && (
              <nav className="page-nav" aria-label="分页">
                {result.current > 1 && <Link to={link({ page: result.current - 1 }, onScreen)}>上一页</Link>}
                <span>
                  第 {result.current} / {result.pages} 页
                </span>
                {result.current < result.pages && <Link to={link({ page: result.current + 1 }, onScreen)}>下一页</Link>}
              </nav>
            )}
          </div>
        </>
      ) : (
        <p className="empty">输入关键词，搜索资讯、知识库等全站内容。</p>
      )}
    </div>
  );
}
