import { Link } from '../components/app-link';
import type { Route } from './+types/recruit';
import { seoMeta } from '../lib/seo';
import { notFound, oneOf, orNotFound, pageNumberOf } from '../lib/route-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilterLink } from '../components/filter-link';
import { PageNav } from '../components/page-nav';
import { ApplyForm } from '../components/recruit/apply-form';
import sitePagesCss from '../styles/site-pages.css?url';
import { applicationLimits, jobCategories, salaryText } from '../../common/recruit/options';
import { recruitHref } from '../../common/recruit/links';

const PAGE_SIZE = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const q = new URL(request.url).searchParams;
  const city = (q.get('city') ?? '').trim().slice(0, applicationLimits.city) || undefined;
  const category = oneOf(q.get('category'), jobCategories);
  const page = q.has('page') ? (pageNumberOf(q.get('page') ?? '') ?? notFound()) : 1;
  const jobParam = q.get('job');
  if (jobParam !== null) {
    if (!/^[1-9]\d{0,9}$/.test(jobParam)) notFound();
    const job = await orNotFound(services.recruit.getJob({ id: Number(jobParam) }));
    const seo = await services.seo.resolve({ page: 'recruitJob', vars: { title: job.title }, pathname: '/recruit', heading: job.title });
    seo.canonical += `?job=${job.id}`;
    return { seo, view: 'job' as const, job };
  }
  const [cities, jobs, seo] = await Promise.all([
    services.recruit.listCities(),
    services.recruit.listJobs({ current: page, size: PAGE_SIZE, city, category }),
    services.seo.resolve({ page: 'recruit', pathname: '/recruit', heading: '加入我们' }),
  ]);
  if (page > 1 && page > jobs.pages) notFound();
  return { seo, view: 'list' as const, cities, jobs, city, category };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const values = [
  { title: '真实的工程问题', text: '产品服务 600 多个在建项目，您写的每一行代码都用在道路、地铁和水利工地上。' },
  { title: '懂行的同事', text: '一半同事来自施工、监理与造价一线，研发与业务坐在一起解决问题。' },
  { title: '成长有路径', text: '技术与管理双通道，导师带教，每年外部培训与行业大会名额。' },
];

/** /recruit: open jobs by city and category; ?job=<id> shows one job with the application form. */
export default function Recruit({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'job') {
    const { job } = loaderData;
    return (
      <div className="container page rc-page">
        <Breadcrumbs items={[{ label: '加入我们', to: '/recruit' }, { label: job.title }]} />
        <div className="with-sidebar">
          <article className="card rc-job">
            <header className="rc-job__head">
              <h1>{job.title}</h1>
              <p className="rc-salary">{salaryText(job.salaryMin, job.salaryMax)}</p>
              <ul className="rc-tags" aria-label="职位要求">
                <li>{job.city}</li>
                <li>{job.department}</li>
                <li>经验 {job.experience}</li>
                <li>{job.education}及以上</li>
                <li>招 {job.headcount} 人</li>
              </ul>
            </header>
            <div className="article__body" dangerouslySetInnerHTML={{ __html: job.content }} />
            <p>
              <Link to={recruitHref({ city: job.city })}>← 查看{job.city}的其他职位</Link>
            </p>
          </article>
          <aside className="with-sidebar__side">
            <section className="side-box">
              <ApplyForm jobId={job.id} jobTitle={job.title} />
            </section>
          </aside>
        </div>
      </div>
    );
  }

  const { cities, jobs, city, category } = loaderData;
  const total = cities.reduce((n, c) => n + c.count, 0);
  return (
    <div className="rc-page">
      <section className="sp-hero">
        <div className="container">
          <h1>加入计智云</h1>
          <p>和我们一起，用软件让每一个工程项目的计量、支付与管理更清楚、更快。</p>
          <ul className="sp-hero__stats">
            <li>
              <strong>{total}</strong> 个在招职位
            </li>
            <li>
              <strong>{cities.length}</strong> 个城市
            </li>
          </ul>
        </div>
      </section>
      <div className="container page">
        <ul className="rc-values">
          {values.map((v) => (
            <li key={v.title}>
              <h2>{v.title}</h2>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
        <div className="card rc-filters">
          <div className="rc-filter" role="group" aria-label="工作城市">
            <span className="rc-filter__label">城市</span>
            <FilterLink to={recruitHref({ category })} className={!city ? 'is-active' : undefined} aria-current={!city ? 'true' : undefined}>
              全部
            </FilterLink>
            {cities.map((c) => (
              <FilterLink key={c.city} to={recruitHref({ city: c.city, category })} className={city === c.city ? 'is-active' : undefined} aria-current={city === c.city ? 'true' : undefined}>
                {c.city}（{c.count}）
              </FilterLink>
            ))}
          </div>
          <div className="rc-filter" role="group" aria-label="职位类别">
            <span className="rc-filter__label">类别</span>
            <FilterLink to={recruitHref({ city })} className={!category ? 'is-active' : undefined} aria-current={!category ? 'true' : undefined}>
              全部
            </FilterLink>
            {jobCategories.map((c) => (
              <FilterLink key={c} to={recruitHref({ city, category: c })} className={category === c ? 'is-active' : undefined} aria-current={category === c ? 'true' : undefined}>
                {c}
              </FilterLink>
            ))}
          </div>
        </div>
        {jobs.records.length === 0 ? (
          <p className="empty card">该条件下暂无在招职位，看看其他城市吧。</p>
        ) : (
          <ul className="rc-list">
            {jobs.records.map((j) => (
              <li key={j.id} className="rc-item">
                <Link to={recruitHref({ job: j.id })} className="rc-item__link">
                  <span className="rc-item__title">{j.title}</span>
                  <span className="rc-salary">{salaryText(j.salaryMin, j.salaryMax)}</span>
                </Link>
                <p className="rc-item__meta">
                  {j.city} · {j.department} · 经验 {j.experience} · {j.education} · 招 {j.headcount} 人
                </p>
              </li>
            ))}
          </ul>
        )}
        <PageNav href={(n) => recruitHref({ city, category, page: n })} current={jobs.current} total={jobs.total} size={jobs.size} />
      </div>
    </div>
  );
}
