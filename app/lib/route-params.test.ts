import { describe, expect, it } from 'vitest';
import { oneOf, pageNumberOf } from './route-params';

describe('pageNumberOf', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['9999', 9999],
  ])('reads %j as page %i', (value, page) => {
    expect(pageNumberOf(value)).toBe(page);
  });

  it.each(['0', '01', '10000', '-1', '1x', ' 2', '2.0', ''])('names no page with %j', (value) => {
    expect(pageNumberOf(value)).toBeNull();
  });
});

describe('oneOf', () => {
  it('keeps an allowed value and leaves out anything else', () => {
    const sorts = ['newest', 'hottest'] as const;
    expect(oneOf('hottest', sorts)).toBe('hottest');
    expect(oneOf('HOTTEST', sorts)).toBeUndefined();
    expect(oneOf(null, sorts)).toBeUndefined();
    expect(oneOf('', sorts)).toBeUndefined();
  });
});
