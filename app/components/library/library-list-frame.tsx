import type { ReactNode } from 'react';
import { FilterLink } from '../filter-link';
import { libraryRangeLabels, librarySortLabels, projectRoleLabels, projectTypeLabels } from '../../../common/library/options';
import { libraryHref, parseLibraryLocation, type LibraryQuery } from '../../lib/library-query';
import { usePendingQuery } from '../../lib/pending-query';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';
import { PageNav } from '../page-nav';
import { LibraryFilters, optionsOf, type FilterGroup } from './library-filters';
import { LinkBox } from './library-bits';
import { InformationTabs, type InformationTabKey } from '../information/information-tabs';

const tabOf: Record<string, InformationTabKey> = { '/standard': 'NORMAL', '/policy': 'POLICY', '/paper': 'PAPER' };

/** Filters every library kind shares: project type and role, a date range named for the kind, and the sort. */
export function commonFilterGroups(dateLabel: string): FilterGroup[] {
  return [
    { label: '项目类型', field: 'type', options: optionsOf(projectTypeLabels) },
    { label: '项目角色', field: 'role', options: optionsOf(projectRoleLabels) },
    { label: dateLabel, field: 'range', options: Object.entries(libraryRangeLabels).map(([value, label]) => ({ value, label })) },
    { label: '排序', field: 'sort', options: Object.entries(librarySortLabels).map(([value, label]) => ({ value, label })) },
  ];
}

/**
 * The page around a standard, policy or paper list: breadcrumbs, heading,
 * category tabs, filters, the rows (children), pagination that keeps the
 * filters, and the hottest items of the category beside it.
 */
export function LibraryListFrame(props: {
  base: string;
  /** 标准规范, 政策法规, 论文. */
  title: string;
  intro: string;
  /** The kind in short (标准, 政策文件, 论文), for the empty message. */
  noun: string;
  categories: readonly { id: number; name: string }[];
  category: number | undefined;
  categoryName: string | undefined;
  query: LibraryQuery;
  placeholder: string;
  filters: FilterGroup[];
  page: { current: number; total: number; size: number; records: unknown[] };
  hottest: { title: string; items: { key: number; to: string; label: string }[] };
  children: ReactNode;
}) {
  const { base, category, categoryName, query, page } = props;
  // Category tabs and filters build on a pending navigation's choices too, so quick successive choices compose.
  const withStandardFields = props.filters.some((f) => f.field === 'status' || f.field === 'kind');
  const next = usePendingQuery({ category, query }, (url) => parseLibraryLocation(base, url, withStandardFields));
  const crumbs: Crumb[] = [
    { label: '资讯中心', to: '/information' },
    { label: props.title, to: base },
  ];
  if (categoryName) crumbs.push({ label: categoryName });
  return (
    <>
      <InformationTabs active={tabOf[base] ?? 'HOME'} />
      <div className="container page lib-page">
        <Breadcrumbs items={crumbs} />
        <header className="page-head">
          <h1>{categoryName ? `${categoryName} · ${props.title}` : props.title}</h1>
          <p>{props.intro}</p>
        </header>
        <nav className="column-tabs" aria-label={`${props.title}分类`}>
          <FilterLink to={libraryHref(base, undefined, next.query)} className={category === undefined ? 'is-active' : undefined}>
            全部
          </FilterLink>
          {props.categories.map((c) => (
            <FilterLink key={c.id} to={libraryHref(base, c.id, next.query)} className={c.id === category ? 'is-active' : undefined}>
              {c.name}
            </FilterLink>
          ))}
        </nav>
        <LibraryFilters base={base} category={category} query={query} next={next} placeholder={props.placeholder} groups={props.filters} />
        <div className="with-sidebar">
          <div className="with-sidebar__main card">
            {page.records.length === 0 ? (
              <p className="empty">没有符合条件的{props.noun}，换个筛选条件试试。</p>
            ) : (
              <ul className="lib-list">{props.children}</ul>
            )}
            <PageNav href={(n) => libraryHref(base, category, query, n)} current={page.current} total={page.total} size={page.size} />
          </div>
          <aside className="with-sidebar__side">
            <LinkBox title={props.hottest.title} items={props.hottest.items} />
          </aside>
        </div>
      </div>
    </>
  );
}
