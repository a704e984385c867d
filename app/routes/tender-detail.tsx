import { Link } from '../components/app-link';
import type { Route } from './+types/tender-detail';
import tenderCss from '../styles/tender.css?url';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate, formatDateTime } from '../lib/format';
import { notFound, orNotFound, parseId } from '../lib/route-params';
import { useCountedRead } from '../lib/use-counted-read';
import { Breadcrumbs } from '../components/breadcrumbs';
import { InformationTabs } from '../components/information/information-tabs';
import { formatWan, formatYuanAsWan, InfoTypeTag, regionOf, StatusTag, TenderLinks } from '../components/tender/tender-bits';
import { TenderActions } from '../components/account/article-actions';
import { TenderContacts } from '../components/tender/tender-contacts';
import { tenderDetailPath } from '../components/tender/tender-query';
import { projectTypeLabels, type ProjectType } from '../../common/library/options';
import { tenderInfoTypes } from '../../common/tender/options';
import { pick } from '../../common/pick';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tenderCss }];

/**
 * One module for a notice at its two addresses (spec §2.1): `/tenderDetails/:id`
 * (tenderDetails, canonical) and `/tender/detail/:id/:type/:stageType`
 * (tenderDetail: `:type` is the category code, `:stageType` the information type
 * id; both must be the notice's own, else 404). Contacts are in the page only
 * for logged-in viewers, whose pages are never cached.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, viewer } = context;
  const p = params as { id?: string; type?: string; stageType?: string };
  const id = parseId(p.id);
  const notice = await orNotFound(services.tender.get({ id, viewer }));
  if (p.type !== undefined && (p.type.toUpperCase() !== notice.catNo || p.stageType !== notice.infoTypeId)) notFound();
  const region = notice.provinceName + (notice.cityName && notice.cityName !== notice.provinceName ? notice.cityName : '');
  const seo = await services.seo.resolve({
    page: 'tenderDetails',
    vars: { title: notice.title, infoType: notice.infoTypeName, region, column: notice.catName },
    pathname: tenderDetailPath(notice.id),
  });
  // The related notices are links (TenderLinks): the rest of their list items would only weigh on the hydration data.
  return { seo, notice: { ...notice, related: notice.related.map((n) => pick(n, ['id', 'title', 'publishedAt'])) } };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The stages a project normally goes through; those not published yet are shown greyed after the last one. */
const stageOrder = [...tenderInfoTypes].sort((a, b) => a.stage - b.stage);

export default function TenderDetail({ loaderData }: Route.ComponentProps) {
  const { notice: n } = loaderData;
  const readCount = useCountedRead('/ai/pub/bid/read', { id: n.id }, n.readCount);
  const catPath = `/tender/${n.catNo.toLowerCase()}`;
  const published = new Set(n.timeline.map((s) => s.infoType));
  const lastStage = Math.max(...n.timeline.map((s) => tenderInfoTypes.find((t) => t.code === s.infoType)?.stage ?? 0));
  // Clarifications are optional: only opening and result are "still to come".
  const pending = stageOrder.filter((t) => t.stage > lastStage && !published.has(t.code) && t.code !== 'CLARIFIES');
  const facts: [string, React.ReactNode][] = [
    ['招标编号', n.project.bidNo],
    ['项目名称', n.project.name],
    ['行业分类', <Link to={catPath}>{n.catName}</Link>],
    ['工程类型', projectTypeLabels[n.projectType as ProjectType] ?? n.projectType],
    ['所在地区', regionOf(n)],
    ['预算金额', formatWan(n.project.budgetWan)],
    ['招标人', <Link to={`/tender/org/${n.project.tenderee.id}`} data-testid="tenderee-link">{n.project.tenderee.name}</Link>],
    ['招标代理', n.project.agency ? <Link to={`/tender/org/${n.project.agency.id}`}>{n.project.agency.name}</Link> : '无（招标人自行招标）'],
  ];
  if (n.deadlineAt)
    facts.push([
      '投标截止',
      <>
        {formatDateTime(n.deadlineAt)} <StatusTag status={n.status} name={n.statusName} />
      </>,
    ]);
  if (n.winner)
    facts.push(
      ['中标人', n.winnerId ? <Link to={`/tender/org/${n.winnerId}`} data-testid="winner-link">{n.winner}</Link> : n.winner],
      ['中标金额', formatYuanAsWan(n.winningAmount)],
    );
  return (
    <>
      <InformationTabs active="tender" />
      <div className="container page tender-page tender-detail">
        <Breadcrumbs
          items={[
            { label: '资讯', to: '/information' },
            { label: '招标信息', to: '/information/tender' },
            { label: n.catName, to: catPath },
            { label: '正文' },
          ]}
        />
        <div className="with-sidebar">
          <article className="with-sidebar__main card tender-article">
            <header className="tender-article__head">
              <p className="tender-row__tags">
                <InfoTypeTag infoType={n.infoType} name={n.infoTypeName} />
                <Link to={catPath} className="tender-row__cat">
                  {n.catName}
                </Link>
                <StatusTag status={n.status} name={n.statusName} />
              </p>
              <h1 className="tender-article__title">{n.title}</h1>
              <p className="tender-article__meta">
                <span>
                  发布时间 <time dateTime={n.publishedAt}>{formatDateTime(n.publishedAt)}</time>
                </span>
                <span>来源 {n.source}</span>
                <span>
                  阅读 <span className="tender-reads">{formatCount(readCount)}</span>
                </span>
              </p>
            </header>

            <dl className="tender-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>

            <section className="tender-timeline" aria-labelledby="tender-timeline-title">
              <h2 id="tender-timeline-title">项目进度</h2>
              <ol>
                {n.timeline.map((s) => (
                  <li key={s.id} className={s.isCurrent ? 'is-current' : 'is-done'} aria-current={s.isCurrent ? 'step' : undefined}>
                    <span className="tender-timeline__dot" aria-hidden="true" />
                    {s.isCurrent ? <strong>{s.infoTypeName}</strong> : <Link to={tenderDetailPath(s.id)}>{s.infoTypeName}</Link>}
                    <time dateTime={s.publishedAt}>{formatDate(s.publishedAt)}</time>
                  </li>
                ))}
                {pending.map((t) => (
                  <li key={t.code} className="is-pending">
                    <span className="tender-timeline__dot" aria-hidden="true" />
                    <span>{t.name}</span>
                    <span className="tender-timeline__note">待发布</span>
                  </li>
                ))}
              </ol>
            </section>

            <div className="article__body tender-body" dangerouslySetInnerHTML={{ __html: n.content }} />

            <p className="tender-ai">
              <a href={`/aiTender/create?noticeId=${n.id}`} className="btn btn--primary" data-testid="tender-ai-write" rel="nofollow">
                AI 写标书
              </a>
              <span>从本公告提取资格、技术、商务要求与 ★ 条款，逐章生成技术标并导出 Word</span>
            </p>
            <TenderContacts contacts={n.contacts} />
            <TenderActions key={n.id} id={n.id} title={n.title} />
          </article>
          <aside className="with-sidebar__side">
            <section className="side-box">
              <h2 className="side-box__title">本项目公告</h2>
              <TenderLinks items={n.timeline.filter((s) => !s.isCurrent)} />
              {n.timeline.length === 1 && <p className="tender-side-empty">暂无其他阶段公告</p>}
            </section>
            {n.related.length > 0 && (
              <section className="side-box">
                <h2 className="side-box__title">
                  {n.provinceName}相关{n.infoTypeName.replace('/', '')}
                  <Link className="side-box__more" to={`/information/tender?type=${n.infoTypeId}&province=${n.provinceCode}`}>
                    更多
                  </Link>
                </h2>
                <TenderLinks items={n.related} />
              </section>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
