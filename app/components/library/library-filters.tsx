import { FilterLink } from '../filter-link';
import { libraryHref, type LibraryQuery } from '../../lib/library-query';
import { fieldLimits } from '../../../common/field-rules';

export type FilterGroup = { label: string; field: keyof LibraryQuery; options: { value: string | undefined; label: string }[] };

/**
 * Filter rows as plain links, so each combination is a crawlable, shareable
 * URL and works before hydration. Changing a filter goes back to page 1.
 */
export function LibraryFilters({
  base,
  category,
  query,
  next = { category, query },
  groups,
  placeholder,
}: {
  base: string;
  category: number | undefined;
  query: LibraryQuery;
  /** What links and the keyword box build on: the pending navigation's state when one to this list is under way (usePendingQuery). */
  next?: { category: number | undefined; query: LibraryQuery };
  groups: FilterGroup[];
  /** Without one there is no keyword box (the page has another search). */
  placeholder?: string;
}) {
  return (
    <div className="lib-filters card">
      {placeholder !== undefined && (
        <form className="lib-filters__search" method="get" action={libraryHref(base, next.category, { ...next.query, keywords: '' })} role="search">
          {(['status', 'kind', 'type', 'role', 'range', 'sort'] as const).map((key) => {
            const value = next.query[key];
            return value && value !== 'all' && value !== 'newest' ? <input key={key} type="hidden" name={key} value={value} /> : null;
          })}
          <input name="keywords" type="search" defaultValue={query.keywords} maxLength={fieldLimits.keywords} placeholder={placeholder} aria-label="关键词" />
          <button type="submit" className="btn btn--primary">
            搜索
          </button>
        </form>
      )}
      {groups.map((group) => (
        <FilterRow
          key={group.field}
          label={group.label}
          options={group.options}
          current={query[group.field]}
          href={(value) => libraryHref(base, next.category, { ...next.query, [group.field]: value })}
        />
      ))}
    </div>
  );
}

/**
 * One row of filter links (label, then 全部 and each option); the active one is marked.
 * Shared by every content list: standards, policies, papers, news, courses, materials.
 * `href` should build on the list's pending state (usePendingQuery), `current` on the
 * rendered one; each option is a FilterLink (decision 0016).
 */
export function FilterRow({
  label,
  options,
  current,
  href,
  className = 'lib-filters__options',
}: {
  label: string;
  options: { value: string | undefined; label: string }[];
  current: string | undefined;
  href: (value: string | undefined) => string;
  className?: string;
}) {
  return (
    <div className="lib-filters__row" role="group" aria-label={label}>
      <span className="lib-filters__label">{label}</span>
      <div className={className}>
        {options.map((option) => {
          const active = (current ?? undefined) === option.value;
          return (
            <FilterLink key={option.value ?? 'all'} to={href(option.value)} className={active ? 'is-active' : undefined} aria-current={active ? 'true' : undefined} preventScrollReset>
              {option.label}
            </FilterLink>
          );
        })}
      </div>
    </div>
  );
}

/** Options of a code → label table, with an "all" option first. */
export function optionsOf(labels: Record<string, string>, allValue?: string): FilterGroup['options'] {
  return [{ value: allValue, label: '全部' }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}
