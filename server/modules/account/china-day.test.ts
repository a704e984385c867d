import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, daysToBonus, monthRange } from './china-day';

describe('calendar days in China Standard Time', () => {
  it('starts a new day at 16:00 UTC', () => {
    expect(chinaDay(new Date('2025-03-09T15:59:59Z'))).toBe('2025-03-09');
    expect(chinaDay(new Date('2025-03-09T16:00:00Z'))).toBe('2025-03-10');
    expect(chinaDay(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
  });

  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-01-31', 30)).toBe('2025-03-02');
  });

  it('knows the first and last day of a month', () => {
    expect(monthRange('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthRange('2025-12')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
  });

  it.each([
    [0, 7],
    [1, 6],
    [6, 1],
    [7, 7],
    [13, 1],
  ])('with a streak of %i the next bonus is %i sign-ins away', (streak, expected) => {
    expect(daysToBonus(streak, 7)).toBe(expected);
  });
});
