import { Link } from '../components/app-link';
import type { Route } from './+types/information';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate } from '../lib/format';
import { InformationTabs } from '../components/information/information-tabs';
import { BannerCarousel } from '../components/information/banner-carousel';
import { kindInfo } from '../components/information/kind-links';
import { NewsRankBox } from '../components/news-list';
import { LinkBox } from '../components/library/library-bits';
import type { InformationKind } from '../../common/information/options';
import { keep, type KeptValue } from '../../common/kept-in-page';
import { KeptHtml } from '../components/kept-html';

/** Blocks of the home, in order: the kinds a reader of the industry comes for (an even number: two columns). */
const blockKinds = ['NEWS', 'TENDER', 'NORMAL', 'POLICY', 'PAPER', 'VIDEO', 'DOWNLOAD', 'KNOW', 'SOLUTION', 'HELP'] as const satisfies readonly InformationKind[];
/** Count tiles, four to a row: the help centre is counted on its own page. */
const statKinds = ['NEWS', 'TENDER', 'NORMAL', 'POLICY', 'PAPER', 'VIDEO', 'DOWNLOAD', 'SOLUTION'] as const satisfies readonly InformationKind[];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [seo, hotsAndBanner, blocks, stats, topRead, topDownload, knowColumns] = await Promise.all([
    services.seo.resolve({ page: 'information', pathname: '/information' }),
    services.information.hotsAndBanner({ bannerSize: 5, hotSize: 8 }),
    services.information.polymerization({ size: 6, kinds: blockKinds }),
    services.information.statsCount(),
    services.news.topRead({ size: 10 }),
    services.download.topDownload({ size: 10 }),
    services.news.listColumns({ bizType: 'KNOW' }),
  ]);
  const knowList = knowColumns[0] ? `/information/list/${knowColumns[0].id}` : kindInfo.KNOW.list;
  // Only what the page shows. The lists are links with no state: a document keeps their markup
  // and leaves their data out of its hydration data (decision 0068).
  return {
    seo,
    banners: hotsAndBanner.banners.map(({ id, title, coverUrl, releaseTime }) => ({ id, title, coverUrl, releaseTime })),
    lists: keep({
      hots: hotsAndBanner.hots.map(({ id, title }) => ({ id, title })),
      blocks: blocks.map(({ kind, items }) => ({ kind, items: items.map(({ id, url, title, publishedAt }) => ({ id, url, title, publishedAt })) })),
      stats,
      topRead: topRead.map(({ id, title }) => ({ id, title })),
      topDownload: topDownload.map(({ id, dirId, title, downloadCount }) => ({ id, dirId, title, downloadCount })),
      knowList,
    }),
  };
}

type Lists = KeptValue<Awaited<ReturnType<typeof loader>>['lists']>;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function InformationHome({ loaderData }: Route.ComponentProps) {
  const { banners, lists } = loaderData;
  return (
    <>
      <InformationTabs active="HOME" />
      <div className="container page info-home">
        <h1 className="visually-hidden">资讯中心</h1>
        <div className="info-home__top">
          <BannerCarousel items={banners.map((b) => ({ ...b, href: `/detail/${b.id}` }))} />
          <KeptHtml id="information-hots" as="section" className="info-hots card" aria-labelledby="info-hots-title" value={lists}>
            {({ hots }) => <Hots hots={hots} />}
          </KeptHtml>
        </div>
        <KeptHtml id="information-stats" as="ul" className="info-stats" aria-label="内容数量" value={lists}>
          {(l) => <Stats lists={l} />}
        </KeptHtml>
        <KeptHtml id="information-blocks" className="with-sidebar" value={lists}>
          {(l) => <Blocks lists={l} />}
        </KeptHtml>
      </div>
    </>
  );
}

const listOf = (kind: InformationKind, knowList: string) => (kind === 'KNOW' ? knowList : kindInfo[kind].list);

function Hots({ hots }: { hots: Lists['hots'] }) {
  return (
    <>
      <h2 id="info-hots-title" className="info-block__title">
        热点资讯
      </h2>
      <ol className="info-hots__list">
        {hots.map((item, i) => (
          <li key={item.id}>
            <span className={`rank-list__no${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
            <Link to={`/detail/${item.id}`}>{item.title}</Link>
          </li>
        ))}
      </ol>
    </>
  );
}

function Stats({ lists: { stats, knowList } }: { lists: Lists }) {
  return statKinds.map((kind) => (
    <li key={kind}>
      <Link to={listOf(kind, knowList)}>
        <strong>{formatCount(stats[kind])}</strong>
        <span>{kindInfo[kind].label}</span>
      </Link>
    </li>
  ));
}

function Blocks({ lists: { blocks, topRead, topDownload, knowList } }: { lists: Lists }) {
  return (
    <>
      <div className="with-sidebar__main info-blocks">
        {blocks.map((block) => (
          <section key={block.kind} className="info-block card" aria-labelledby={`info-block-${block.kind}`}>
            <header className="info-block__head">
              <h2 id={`info-block-${block.kind}`} className="info-block__title">
                {kindInfo[block.kind].block}
              </h2>
              <Link to={listOf(block.kind, knowList)} className="info-block__more">
                更多
              </Link>
            </header>
            {block.items.length === 0 ? (
              <p className="empty">暂无内容</p>
            ) : (
              <ul className="info-block__list">
                {block.items.map((item) => (
                  <li key={item.id}>
                    <Link to={item.url}>{item.title}</Link>
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <aside className="with-sidebar__side">
        <NewsRankBox title="阅读排行" items={topRead} />
        <LinkBox
          title="下载排行"
          items={topDownload.map((f) => ({
            key: f.id,
            to: `/information/list/${f.dirId}?tabsType=download&file=${f.id}`,
            label: f.title,
            note: `${formatCount(f.downloadCount)} 次`,
          }))}
        />
      </aside>
    </>
  );
}
