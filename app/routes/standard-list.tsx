import { Link } from '../components/app-link';
import type { Route } from './+types/standard-list';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../lib/format';
import { loadLibraryList } from '../lib/library-list-loader';
import { optionsOf } from '../components/library/library-filters';
import { commonFilterGroups, LibraryListFrame } from '../components/library/library-list-frame';
import { StatusTag } from '../components/library/library-bits';
import {
  standardCategories,
  standardKindLabels,
  standardStatusLabels,
} from '../../common/library/options';

const BASE = '/standard';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  return loadLibraryList({
    request,
    params,
    categories: standardCategories,
    withStandardFields: true,
    list: (options) => services.library.listStandards(options),
    seo: (categoryName, pathname) => services.seo.resolve({ page: 'standard', vars: { column: categoryName ?? '全部' }, pathname }),
  });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const handle = { scrollToTop: false };

export default function StandardList({ loaderData }: Route.ComponentProps) {
  const { category, categoryName, query, page, hottest } = loaderData;
  return (
    <LibraryListFrame
      base={BASE}
      title="标准规范"
      intro="收录工程建设国家标准、行业标准、地方标准与团体标准，标注现行、即将实施与废止状态及替代关系。"
      noun="标准"
      categories={standardCategories}
      category={category}
      categoryName={categoryName}
      query={query}
      placeholder="标准名称或编号，如 GB50857"
      filters={[
        { label: '标准状态', field: 'status', options: optionsOf(standardStatusLabels) },
        { label: '标准类别', field: 'kind', options: optionsOf(standardKindLabels) },
        ...commonFilterGroups('发布时间'),
      ]}
      page={page}
      hottest={{ title: '热门标准', items: hottest.map((s) => ({ key: s.id, to: `/standard/detail/${s.id}`, label: `${s.number} ${s.title}` })) }}
    >
      {page.records.map((s) => (
        <li key={s.id} className="lib-list__item">
          <div className="lib-list__head">
            <span className="lib-number">{s.number}</span>
            <StatusTag status={s.status} />
          </div>
          <h3 className="lib-list__title">
            <Link to={`/standard/detail/${s.id}`}>{s.title}</Link>
          </h3>
          <div className="lib-list__meta">
            <span>发布 {formatDate(s.issueDate)}</span>
            <span>实施 {formatDate(s.implementDate)}</span>
            <span>{standardKindLabels[s.kind]}</span>
            <span className="lib-list__issuer">{s.issuer}</span>
          </div>
        </li>
      ))}
    </LibraryListFrame>
  );
}
