import { Link } from '../components/app-link';
import type { Route } from './+types/paper-list';
import { seoMeta } from '../lib/seo';
import { loadLibraryList } from '../lib/library-list-loader';
import { commonFilterGroups, LibraryListFrame } from '../components/library/library-list-frame';
import { paperCategories } from '../../common/library/options';

const BASE = '/paper';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  return loadLibraryList({
    request,
    params,
    categories: paperCategories,
    list: (options) => services.library.listPapers(options),
    seo: (categoryName, pathname) => services.seo.resolve({ page: 'paper', vars: { column: categoryName ?? '全部' }, pathname }),
  });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const handle = { scrollToTop: false };

export default function PaperList({ loaderData }: Route.ComponentProps) {
  const { category, categoryName, query, page, hottest } = loaderData;
  return (
    <LibraryListFrame
      base={BASE}
      title="论文"
      intro="工程技术与项目管理论文，涵盖道路桥梁、隧道、轨道交通、房建、水利港口、计量支付与 BIM 数字化。"
      noun="论文"
      categories={paperCategories}
      category={category}
      categoryName={categoryName}
      query={query}
      placeholder="题名、作者、关键词或期刊"
      filters={commonFilterGroups('发表时间')}
      page={page}
      hottest={{ title: '热门论文', items: hottest.map((p) => ({ key: p.id, to: `/paper/detail/${p.id}`, label: p.title })) }}
    >
      {page.records.map((p) => (
        <li key={p.id} className="lib-list__item">
          <h3 className="lib-list__title">
            <Link to={`/paper/detail/${p.id}`}>{p.title}</Link>
          </h3>
          <p className="lib-list__authors">
            {p.authors.join('，')} · {p.institution}
          </p>
          <p className="lib-list__memo">{p.abstract}</p>
          <div className="lib-list__meta">
            <span>{p.journal}</span>
            {p.keywords.slice(0, 3).map((k) => (
              <span key={k} className="lib-keyword">{k}</span>
            ))}
          </div>
        </li>
      ))}
    </LibraryListFrame>
  );
}
