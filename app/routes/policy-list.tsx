import { Link } from '../components/app-link';
import type { Route } from './+types/policy-list';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../lib/format';
import { loadLibraryList } from '../lib/library-list-loader';
import { commonFilterGroups, LibraryListFrame } from '../components/library/library-list-frame';
import { policyCategories } from '../../common/library/options';

const BASE = '/policy';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  return loadLibraryList({
    request,
    params,
    categories: policyCategories,
    list: (options) => services.library.listPolicies(options),
    seo: (categoryName, pathname) => services.seo.resolve({ page: 'policy', vars: { column: categoryName ?? '全部' }, pathname }),
  });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const handle = { scrollToTop: false };

export default function PolicyList({ loaderData }: Route.ComponentProps) {
  const { category, categoryName, query, page, hottest } = loaderData;
  return (
    <LibraryListFrame
      base={BASE}
      title="政策法规"
      intro="汇集住房和城乡建设部、交通运输部、水利部及各地主管部门的政策文件、部门规章与标准发布公告。"
      noun="政策文件"
      categories={policyCategories}
      category={category}
      categoryName={categoryName}
      query={query}
      placeholder="标题、文号或发文机关"
      filters={commonFilterGroups('发布时间')}
      page={page}
      hottest={{ title: '热门政策', items: hottest.map((p) => ({ key: p.id, to: `/policy/detail/${p.id}`, label: p.title })) }}
    >
      {page.records.map((p) => (
        <li key={p.id} className="lib-list__item">
          <h3 className="lib-list__title">
            <Link to={`/policy/detail/${p.id}`}>{p.title}</Link>
          </h3>
          <p className="lib-list__memo">{p.memo}</p>
          <div className="lib-list__meta">
            {p.docNumber && <span className="lib-doc-number">{p.docNumber}</span>}
            <span>{p.authority}</span>
            <span className="lib-region">{p.region}</span>
            <time dateTime={p.publishDate}>{formatDate(p.publishDate)}</time>
          </div>
        </li>
      ))}
    </LibraryListFrame>
  );
}
