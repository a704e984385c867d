import { Link } from '../components/app-link';
import type { Route } from './+types/solution-detail';
import solutionCss from '../styles/solution.css?url';
import { seoMeta } from '../lib/seo';
import { formatCount, formatDate } from '../lib/format';
import { orNotFound, parseId } from '../lib/route-params';
import { useCountedRead } from '../lib/use-counted-read';
import { Breadcrumbs } from '../components/breadcrumbs';
import { DemoButton, RoleTag, SolutionCard, SolutionCta, solutionPath } from '../components/solution/solution-bits';
import { solutionRoleLabels } from '../../common/solution/options';
import type { ProjectRole } from '../../common/library/options';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseId(params.id);
  const solution = await orNotFound(services.solution.get({ id }));
  const seo = await services.seo.resolve({ page: 'solutionDetail', vars: { title: solution.title, column: solution.typeName }, pathname: new URL(request.url).pathname });
  seo.description = `${solution.title}：${solution.summary}`.slice(0, 200);
  seo.keywords = [solution.title, `${solution.typeName}解决方案`, ...solution.products].join(',');
  return { seo, solution };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: solutionCss }];

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  const { solution: s } = loaderData;
  const readCount = useCountedRead('/solution/pub/read', { id: s.id }, s.readCount);
  // Related come same role first (see the service): the first three as cards below, the rest beside the body.
  const [featured, more] = [s.related.slice(0, 3), s.related.slice(3)];
  return (
    <div className="container page sol-page sol-detail">
      <Breadcrumbs items={[{ label: '解决方案', to: '/solution' }, { label: s.typeName, to: `/solution/${s.typeId}` }, { label: '正文' }]} />
      <header className="sol-hero sol-hero--detail">
        <div className="sol-hero__copy">
          <p className="sol-detail__tags">
            <Link to={`/solution/${s.typeId}`} className="sol-detail__type">
              {s.typeName}
            </Link>
            <RoleTag role={s.projectRole} />
          </p>
          <h1 className="sol-hero__title">{s.title}</h1>
          <p className="sol-hero__lead">{s.summary}</p>
          <p className="sol-detail__meta">
            <span>适用角色：{solutionRoleLabels[s.projectRole as ProjectRole] ?? s.projectRole}</span>
            <span>
              发布于 <time dateTime={s.publishDate}>{formatDate(s.publishDate)}</time>
            </span>
            <span>
              阅读 <span className="sol-reads">{formatCount(readCount)}</span>
            </span>
          </p>
          <div className="sol-detail__actions">
            <DemoButton className="btn btn--white btn--lg sol-demo" source="solution-detail" />
            <a href="#sol-body" className="btn btn--ghost btn--lg">
              查看方案详情
            </a>
          </div>
        </div>
        <div className="sol-hero__cover">
          <img src={s.coverUrl} alt={`${s.typeName}解决方案示意图`} width={640} height={360} />
        </div>
      </header>

      <div className="with-sidebar">
        <article className="with-sidebar__main card sol-article">
          <section className="sol-highlights" aria-labelledby="sol-highlights-title">
            <h2 id="sol-highlights-title">方案亮点</h2>
            <ul>
              {s.highlights.map((h, i) => (
                <li key={h}>
                  <span className="sol-highlights__no">{String(i + 1).padStart(2, '0')}</span>
                  {h}
                </li>
              ))}
            </ul>
          </section>
          <section className="sol-products" aria-labelledby="sol-products-title">
            <h2 id="sol-products-title">涉及产品</h2>
            <ul>
              {s.products.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
          <div id="sol-body" className="article__body sol-body" dangerouslySetInnerHTML={{ __html: s.content }} />
        </article>
        <aside className="with-sidebar__side">
          <section className="side-box sol-side-cta">
            <h2 className="side-box__title">预约产品演示</h2>
            <p>资深顾问一对一讲解，按您的项目类型与角色定制演示内容，并赠送 500M 工程资料大礼包。</p>
            <DemoButton className="btn btn--primary sol-side-cta__btn" source="solution-detail-side" />
          </section>
          {more.length > 0 && (
            <section className="side-box">
              <h2 className="side-box__title">更多{s.typeName}方案</h2>
              <ul className="sol-links">
                {more.map((r) => (
                  <li key={r.id}>
                    <Link to={solutionPath(r.id)}>{r.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>

      {featured.length > 0 && (
        <section className="sol-related" aria-labelledby="sol-related-title">
          <header className="sol-related__head">
            <h2 id="sol-related-title">{s.typeName}相关方案</h2>
            <Link to={`/solution/${s.typeId}`}>查看全部 →</Link>
          </header>
          <ul className="sol-grid sol-grid--related">
            {featured.map((r) => (
              <SolutionCard key={r.id} s={r} />
            ))}
          </ul>
        </section>
      )}

      <SolutionCta title="让方案在您的项目上跑起来" text="预约演示，顾问将结合您的项目类型与管理流程，演示从清单到结算的完整业务链。" source="solution-detail-cta" />
    </div>
  );
}
