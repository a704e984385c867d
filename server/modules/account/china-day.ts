import { SIGN_TIME_ZONE } from '../../../common/account/options';

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: SIGN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of an instant in China Standard Time. */
export function chinaDay(instant: Date): string {
  const p = Object.fromEntries(dayParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** Day arithmetic on YYYY-MM-DD strings, done in UTC where no day is 23 or 25 hours long. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export const monthOf = (day: string) => day.slice(0, 7);

/** First and last day of a YYYY-MM month. */
export function monthRange(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/** Sign-ins still needed (today's included when not yet signed) until the next cycle bonus. */
export function daysToBonus(streak: number, cycleDays: number): number {
  return cycleDays - (streak % cycleDays);
}
