import { FilterRow } from '../library/library-filters';
import { FilterLink } from '../filter-link';
import type { CourseCategoryNode, CourseListItem } from '../../../common/learning/schemas';
import type { Page } from '../../../common/api/envelope';
import { libraryRangeLabels, librarySortLabels, projectRoleLabels, projectTypeLabels } from '../../../common/library/options';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';
import { PageNav } from '../page-nav';
import { CourseCard } from './video-card';
import { usePendingQuery } from '../../lib/pending-query';
import { parseVideoLocation, videoHref, type VideoQuery } from './video-query';
import { fieldLimits } from '../../../common/field-rules';

type FilterRow = { label: string; field: 'type' | 'role' | 'range' | 'sort'; options: { value: string | undefined; label: string }[] };

const withAll = (labels: Record<string, string>) => [{ value: undefined, label: '全部' }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const filterRows: FilterRow[] = [
  { label: '项目类型', field: 'type', options: withAll(projectTypeLabels) },
  { label: '项目角色', field: 'role', options: withAll(projectRoleLabels) },
  { label: '发布时间', field: 'range', options: Object.entries(libraryRangeLabels).map(([value, label]) => ({ value, label })) },
  { label: '排序', field: 'sort', options: Object.entries(librarySortLabels).map(([value, label]) => ({ value, label })) },
];

export type VideoListData = {
  tree: CourseCategoryNode[];
  query: VideoQuery;
  /** The selected category's parent (itself when a parent is selected). */
  root: CourseCategoryNode | undefined;
  category: CourseCategoryNode | undefined;
  page: Page<CourseListItem>;
};

/**
 * The course list: the category tree as two rows (parents, then the
 * children of the chosen parent), filter rows, a grid of cards and
 * pagination. Every choice is a plain link that keeps the other filters and
 * goes back to page 1, so each combination is a shareable, crawlable URL.
 */
export function VideoListView({ tree, query, root, category, page }: VideoListData) {
  const crumbs: Crumb[] = [{ label: '课程', to: '/video' }];
  if (root) crumbs.push({ label: root.name, to: root === category ? undefined : videoHref({ ...query, cat: root.id, page: 1 }) });
  if (category && category !== root) crumbs.push({ label: category.name });
  const total = tree.reduce((sum, c) => sum + c.courseCount, 0);
  // Categories, filters and the keyword box build on a pending navigation's choices, so quick successive choices compose.
  const next = usePendingQuery(query, parseVideoLocation);
  const catLink = (cat: number | undefined) => videoHref({ ...next, cat, page: 1 });
  return (
    <div className="container page video-page">
      <Breadcrumbs items={crumbs} />
      <header className="video-hero">
        <div className="video-hero__text">
          <h1>{category ? `${category.name} · 课程` : '工程课堂'}</h1>
          <p>计量支付、BIM 与 GIS、智慧工地、造价合同与安全质量的实务课程，一线专家主讲，每门课程均可免费试看。</p>
        </div>
        <dl className="video-hero__stats">
          <div>
            <dt>精品课程</dt>
            <dd>{category ? category.courseCount : total}</dd>
          </div>
          <div>
            <dt>{root ? '子分类' : '课程分类'}</dt>
            <dd>{root ? root.children.length : tree.length}</dd>
          </div>
        </dl>
      </header>

      <div className="lib-filters card video-filters">
        <form className="lib-filters__search" method="get" action="/video" role="search">
          {next.cat !== undefined && <input type="hidden" name="cat" value={next.cat} />}
          {(['type', 'role'] as const).map((key) => (next[key] ? <input key={key} type="hidden" name={key} value={next[key]} /> : null))}
          {next.range !== 'all' && <input type="hidden" name="range" value={next.range} />}
          {next.sort !== 'newest' && <input type="hidden" name="sort" value={next.sort} />}
          <input name="keywords" type="search" defaultValue={query.keywords} maxLength={fieldLimits.keywords} placeholder="课程名称、讲师或章节" aria-label="关键词" />
          <button type="submit" className="btn btn--primary">
            搜索
          </button>
        </form>
        <nav className="lib-filters__row video-tree" aria-label="课程分类">
          <span className="lib-filters__label">课程分类</span>
          <div className="lib-filters__options">
            <FilterLink to={catLink(undefined)} className={root === undefined ? 'is-active' : undefined} preventScrollReset>
              全部
            </FilterLink>
            {tree.map((c) => (
              <FilterLink key={c.id} to={catLink(c.id)} className={c.id === root?.id ? 'is-active' : undefined} preventScrollReset>
                {c.name}
                <em className="video-tree__count">{c.courseCount}</em>
              </FilterLink>
            ))}
          </div>
        </nav>
        {root && root.children.length > 0 && (
          <nav className="lib-filters__row video-tree video-tree--children" aria-label={`${root.name}子分类`}>
            <span className="lib-filters__label">子分类</span>
            <div className="lib-filters__options">
              <FilterLink to={catLink(root.id)} className={category === root ? 'is-active' : undefined} preventScrollReset>
                全部
              </FilterLink>
              {root.children.map((c) => (
                <FilterLink key={c.id} to={catLink(c.id)} className={c.id === category?.id ? 'is-active' : undefined} preventScrollReset>
                  {c.name}
                  <em className="video-tree__count">{c.courseCount}</em>
                </FilterLink>
              ))}
            </div>
          </nav>
        )}
        {filterRows.map((row) => (
          <FilterRow key={row.field} label={row.label} options={row.options} current={query[row.field]} href={(value) => videoHref({ ...next, [row.field]: value, page: 1 })} />
        ))}
      </div>

      {page.records.length === 0 ? (
        <p className="empty card">没有符合条件的课程，换个筛选条件试试。</p>
      ) : (
        <ul className="video-grid">
          {page.records.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
      <PageNav href={(n) => videoHref({ ...query, page: n })} current={page.current} total={page.total} size={page.size} />
    </div>
  );
}
