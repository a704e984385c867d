import { consumptionRules, earningRules, pointMethodNames, signRule } from '../../../../common/account/options';
import type {
  ConsumptionRule,
  EarningRule,
  LedgerRecord,
  ObtainMethod,
  SignCalendar,
  SignResult,
  SignRule,
  SignStatus,
} from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { toPage, type Page } from '../../../platform/pagination';
import { addDays, chinaDay, daysToBonus, monthOf, monthRange } from '../china-day';
import { inTransaction } from '../transaction';
import { creditPoints, pointsRepo as repo, type LedgerEntry } from './repo';

/** Points: the daily sign-in and its streak, the ledger, the balance and the public rules. */
export function createPointsService({ db, now }: { db: Database; now: () => Date }) {
  /** Walks signed days back from today in batches until the first gap. */
  async function streakOf(dbx: Database, userId: number, today: string): Promise<number> {
    const batchSize = 64;
    let streak = 0;
    let expected = today;
    let cursor = today;
    for (;;) {
      const batch = await repo.signedDaysUntil(dbx, userId, cursor, batchSize);
      for (const day of batch) {
        // Today not signed yet: the streak that ended yesterday is still alive.
        if (streak === 0 && expected === today && day !== today) expected = addDays(today, -1);
        if (day !== expected) return streak;
        streak++;
        expected = addDays(day, -1);
      }
      if (batch.length < batchSize) return streak;
      cursor = expected;
    }
  }

  const cycleOf = (streak: number) => ({
    daysToBonus: daysToBonus(streak, signRule.cycleDays),
    cycleDays: signRule.cycleDays,
    cycleBonus: signRule.cycleBonus,
    dailyPoints: signRule.dailyPoints,
  });

  async function signStatusOf(dbx: Database, userId: number): Promise<SignStatus> {
    const today = chinaDay(now());
    const [streak, todayRows] = await Promise.all([streakOf(dbx, userId, today), repo.signedDaysBetween(dbx, userId, today, today)]);
    return { today, signedToday: todayRows.length > 0, streak, ...cycleOf(streak) };
  }

  return {
    /**
     * Today's sign-in, by calendar day in China. The sign_days primary key
     * lets exactly one of any number of simultaneous calls in; that one
     * writes the ledger (ref sign:<day>) and users.points in the same transaction.
     */
    async signIn({ userId }: { userId: number }): Promise<SignResult> {
      const today = chinaDay(now());
      const result = await inTransaction(db, async (tx) => {
        if (!(await repo.insertSignDay(tx, userId, today))) return null;
        const streak = await streakOf(tx, userId, today);
        const entries: LedgerEntry[] = [{ delta: signRule.dailyPoints, method: 'SIGN_IN', ref: `sign:${today}`, memo: `连续签到第 ${streak} 天` }];
        if (streak % signRule.cycleDays === 0) {
          entries.push({ delta: signRule.cycleBonus, method: 'SIGN_BONUS', ref: `sign-bonus:${today}`, memo: `连续签到 ${streak} 天` });
        }
        const { written, total, balance } = await creditPoints(tx, userId, entries);
        const bonus = written.filter((w) => w.method === 'SIGN_BONUS').reduce((s, w) => s + w.delta, 0);
        return { streak, credited: total, bonus, balance };
      });
      if (!result) throw new AppError('BUSINESS', '今天已经签到过了，明天再来吧');
      const { streak, credited, bonus, balance } = result;
      return { today, signedToday: true, streak, ...cycleOf(streak), credited, bonus, balance };
    },

    signStatus({ userId }: { userId: number }): Promise<SignStatus> {
      return signStatusOf(db, userId);
    },

    /** Signed days of a month (YYYY-MM, this month in China by default). */
    async signCalendar({ userId, month }: { userId: number; month?: string }): Promise<SignCalendar> {
      const today = chinaDay(now());
      const wanted = month ?? monthOf(today);
      const { first, last } = monthRange(wanted);
      const days = await repo.signedDaysBetween(db, userId, first, last);
      return { month: wanted, today, days };
    },

    async pointBalance({ userId }: { userId: number }): Promise<number> {
      return (await repo.findPoints(db, userId)) ?? 0;
    },

    async listLedger({ userId, current, size }: { userId: number; current: number; size: number }): Promise<Page<LedgerRecord>> {
      const { records, total } = await repo.listLedger(db, userId, current, size);
      return toPage({
        current,
        size,
        total,
        records: records.map((r) => ({ ...r, methodName: pointMethodNames[r.method] ?? r.method, createdAt: r.createdAt.toISOString() })),
      });
    },

    /** Ways to earn points, with what this user has already done today. */
    async obtainMethods({ userId }: { userId: number }): Promise<ObtainMethod[]> {
      const status = await signStatusOf(db, userId);
      return earningRules.map((rule) => ({ ...rule, doneToday: rule.method === 'SIGN_IN' ? status.signedToday : false }));
    },

    signRule: (): SignRule => ({ ...signRule, description: [...signRule.description] }),
    earningRules: (): EarningRule[] => earningRules,
    consumptionRules: (): ConsumptionRule[] => consumptionRules,
  };
}
