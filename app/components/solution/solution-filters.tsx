import { FilterLink } from '../filter-link';
import { libraryRangeLabels, librarySortLabels, projectRoles, type ProjectRole } from '../../../common/library/options';
import { libraryHref, parseLibraryLocation, type LibraryQuery } from '../../lib/library-query';
import { solutionRoleLabels } from '../../../common/solution/options';
import { fieldLimits } from '../../../common/field-rules';

export const SOLUTION_BASE = '/solution';

/** A solution list URL: the type in the path, role, range, sort and keywords in the query (page 1 and 'all' left out). */
export const solutionHref = (typeId: number | undefined, query: LibraryQuery, page = 1) => libraryHref(SOLUTION_BASE, typeId, { ...query, type: undefined }, page);

/** Type and filters of a solution list address, or null for any other page (a solution): what a pending navigation's links build on (decision 0016). */
export function parseSolutionLocation(url: URL): SolutionNext | null {
  const list = parseLibraryLocation(SOLUTION_BASE, url);
  return list && { typeId: list.category, query: { ...list.query, type: undefined } };
}

/** What links and the keyword box build on: the pending navigation's type and filters when one to this list is under way (usePendingQuery). */
export type SolutionNext = { typeId: number | undefined; query: LibraryQuery };

export type TypeTab = { id: number; code: string; name: string; count: number };

/** Project-type tabs with their counts; changing type keeps the other filters and goes back to page 1. */
export function SolutionTypeTabs({ types, typeId, next }: { types: TypeTab[]; typeId: number | undefined; next: SolutionNext }) {
  const total = types.reduce((sum, t) => sum + t.count, 0);
  const tabs = [{ id: undefined, code: 'ALL', name: '全部方案', count: total }, ...types];
  return (
    <nav className="sol-types" aria-label="项目类型">
      {tabs.map((t) => {
        const active = t.id === typeId;
        return (
          <FilterLink
            key={t.code}
            to={solutionHref(t.id, next.query)}
            className={`sol-types__tab sol-types__tab--${t.code.toLowerCase()}${active ? ' is-active' : ''}`}
            aria-current={active ? 'page' : undefined}
            preventScrollReset
          >
            <span className="sol-types__name">{t.name}</span>
            <span className="sol-types__count">{t.count}</span>
          </FilterLink>
        );
      })}
    </nav>
  );
}

type Chip = { value: string | undefined; label: string };
const rows: { field: 'role' | 'range' | 'sort'; label: string; chips: Chip[] }[] = [
  { field: 'role', label: '项目角色', chips: [{ value: undefined, label: '全部' }, ...projectRoles.map((r: ProjectRole) => ({ value: r, label: solutionRoleLabels[r] }))] },
  { field: 'range', label: '发布时间', chips: Object.entries(libraryRangeLabels).map(([value, label]) => ({ value, label })) },
  { field: 'sort', label: '排序', chips: Object.entries(librarySortLabels).map(([value, label]) => ({ value, label })) },
];

/** Role, date range and sort as chips that are plain links, so every combination is a shareable, crawlable URL. */
export function SolutionFilters({ query, next }: { query: LibraryQuery; next: SolutionNext }) {
  return (
    <div className="sol-filters">
      {rows.map((row) => (
        <div key={row.field} className="sol-filters__row" role="group" aria-label={row.label}>
          <span className="sol-filters__label">{row.label}</span>
          <div className="sol-chips">
            {row.chips.map((chip) => {
              const active = query[row.field] === chip.value;
              return (
                <FilterLink
                  key={chip.value ?? 'all'}
                  to={solutionHref(next.typeId, { ...next.query, [row.field]: chip.value })}
                  className={`sol-chip${active ? ' is-active' : ''}`}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                >
                  {chip.label}
                </FilterLink>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Keyword search within the current type; the other filters ride along as hidden fields. */
export function SolutionSearch({ query, next }: { query: LibraryQuery; next: SolutionNext }) {
  return (
    <form className="sol-search" method="get" action={solutionHref(next.typeId, { ...next.query, keywords: '' })} role="search">
      {(['role', 'range', 'sort'] as const).map((key) => {
        const value = next.query[key];
        return value && value !== 'all' && value !== 'newest' ? <input key={key} type="hidden" name={key} value={value} /> : null;
      })}
      <input name="keywords" type="search" defaultValue={query.keywords} maxLength={fieldLimits.keywords} placeholder="搜索方案：计量支付、智慧工地、盾构…" aria-label="关键词" />
      <button type="submit" className="btn btn--primary">
        搜索
      </button>
    </form>
  );
}
