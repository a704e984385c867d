import { FilterLink } from '../filter-link';
import { fieldLimits } from '../../../common/field-rules';
import { libraryRangeLabels, projectTypeLabels, projectTypes } from '../../../common/library/options';
import { tenderCategories, tenderDueFilters, tenderInfoTypes, tenderStatuses } from '../../../common/tender/options';
import { tenderListHref, type TenderListMode, type TenderQuery } from './tender-query';

export type ProvinceChip = { code: string; short: string; count: number };

type Chip = { value: string | undefined; label: string; count?: number };
type Field = 'type' | 'cat' | 'province' | 'ptype' | 'stage' | 'due' | 'range';

/** The project types a tender may have, the specific ones first and 通用 (purchases, rights) last. */
const tenderProjectTypes = [...projectTypes.filter((t) => t !== 'COMMON'), 'COMMON' as const];

/**
 * Filter rows as plain links, so that every combination is a shareable, crawlable URL;
 * changing one keeps the others and goes back to page 1. On a phone each row scrolls
 * sideways instead of wrapping (the lib-filters rules of app.css).
 */
export function TenderFilters({
  mode,
  query,
  next = query,
  provinces,
}: {
  mode: TenderListMode;
  query: TenderQuery;
  /** What links and the keyword box build on: the pending navigation's filters when one to this list is under way (usePendingQuery). */
  next?: TenderQuery;
  provinces: ProvinceChip[];
}) {
  // Provinces without notices under the other filters are left out, except the one chosen.
  const shownProvinces = provinces.filter((p) => p.count > 0 || p.code === query.province);
  const rows: { field: Field; label: string; chips: Chip[] }[] = [
    {
      field: 'type',
      label: '信息类型',
      chips: [{ value: undefined, label: '全部' }, ...tenderInfoTypes.map((t) => ({ value: t.id, label: t.name.replace('/', '') }))],
    },
    { field: 'cat', label: '行业分类', chips: [{ value: undefined, label: '全部' }, ...tenderCategories.map((c) => ({ value: c.code, label: c.name }))] },
    {
      field: 'province',
      label: '地区',
      chips: [{ value: undefined, label: '全国' }, ...shownProvinces.map((p) => ({ value: p.code, label: p.short, count: p.count }))],
    },
    {
      field: 'ptype',
      label: '工程类型',
      chips: [{ value: undefined, label: '全部' }, ...tenderProjectTypes.map((t) => ({ value: t, label: projectTypeLabels[t] }))],
    },
    { field: 'stage', label: '报名状态', chips: [{ value: undefined, label: '全部' }, ...tenderStatuses.map((s) => ({ value: s.stageId, label: s.name }))] },
    { field: 'due', label: '截止开标', chips: [{ value: undefined, label: '不限' }, ...tenderDueFilters.map((d) => ({ value: d.param, label: d.name }))] },
    {
      field: 'range',
      label: '发布时间',
      chips: Object.entries(libraryRangeLabels).map(([value, label]) => ({ value: value === 'all' ? undefined : value, label })),
    },
  ];
  const current = (field: Field) => (field === 'range' ? (query.range === 'all' ? undefined : query.range) : query[field]);
  const hidden: [string, string | undefined][] =
    mode === 'information'
      ? [
          ['cat', next.cat?.toLowerCase()],
          ['type', next.type],
          ['stage', next.stage],
        ]
      : [];
  hidden.push(['province', next.province], ['ptype', next.ptype], ['range', next.range === 'all' ? undefined : next.range], ['due', next.due]);
  return (
    <div className="lib-filters card tender-filters">
      <form className="lib-filters__search" method="get" action={tenderListHref(mode, { ...next, keywords: '' }).split('?')[0]} role="search">
        {hidden.map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <input
          name="keywords"
          type="search"
          defaultValue={query.keywords}
          maxLength={fieldLimits.keywords}
          placeholder="搜索项目名称、招标编号、招标人…"
          aria-label="招标关键词"
        />
        <button type="submit" className="btn btn--primary">
          搜索
        </button>
      </form>
      {rows.map((row) => (
        <div key={row.field} className={`lib-filters__row tender-filters__row tender-filters__row--${row.field}`} role="group" aria-label={row.label}>
          <span className="lib-filters__label">{row.label}</span>
          <div className="lib-filters__options">
            {row.chips.map((chip) => {
              const active = current(row.field) === chip.value;
              return (
                <FilterLink
                  key={chip.value ?? 'all'}
                  to={tenderListHref(mode, { ...next, [row.field]: chip.value })}
                  className={active ? 'is-active' : undefined}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                >
                  {chip.label}
                  {chip.count !== undefined && <span className="tender-filters__count">{chip.count}</span>}
                </FilterLink>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
