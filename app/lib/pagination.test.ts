import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const cells = (current: number, all: number) =>
  pageItems(current, all)
    .map((i) => (i.type === 'page' ? (i.active ? `[${i.page}]` : String(i.page)) : i.type === 'jump-prev' ? `«${i.page}` : `»${i.page}`))
    .join(' ');

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(cells(1, 1)).toBe('[1]');
    expect(cells(4, 7)).toBe('1 2 3 [4] 5 6 7');
  });

  it('shows the first pages, a jump of five and the last page at the start of a long list', () => {
    expect(cells(1, 21)).toBe('[1] 2 3 4 5 »6 21');
    expect(cells(3, 21)).toBe('1 2 [3] 4 5 »8 21');
  });

  it('shows two pages on each side of the current one in the middle, with jumps both ways', () => {
    expect(cells(10, 21)).toBe('1 «5 9 [10] 11 »15 21');
  });

  it('keeps the jumps inside the list near its end', () => {
    expect(cells(21, 21)).toBe('1 «16 17 18 19 20 [21]');
    expect(cells(18, 21)).toBe('1 «13 17 [18] 19 20 21');
  });

  it('marks the pages next to a jump, which narrow screens hide', () => {
    const items = pageItems(10, 21);
    expect(items.filter((i) => i.type === 'page' && (i.afterJumpPrev || i.beforeJumpNext)).map((i) => i.page)).toEqual([9, 11]);
  });
});
