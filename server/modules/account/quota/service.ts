import { AI_STARTING_QUOTA, consumptionRules } from '../../../../common/account/options';
import type { Residue, ResidueCreated, ResidueExchanged, ResidueLeft } from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { quotaRepo as repo } from './repo';
import { pointsRepo } from '../points/repo';
import { inTransaction } from '../transaction';

/** Points one AI use costs (the consumption rule AI_WRITING, /ai/pub/config/getPointConsumptionRule). */
export const POINTS_PER_AI_USE = consumptionRules.find((r) => r.method === 'AI_WRITING')!.points;

/** The AI quota: a starting number of uses, given once, taken one call at a time and never below zero. */
export function createQuotaService({ db }: { db: Database }) {
  return {
    /** Gives the starting quota once; later calls change nothing. */
    async createResidue({ userId }: { userId: number }): Promise<ResidueCreated> {
      const created = await repo.insertResidue(db, userId, AI_STARTING_QUOTA);
      return { created, residue: (await repo.findResidue(db, userId)) ?? 0 };
    },

    async getResidue({ userId }: { userId: number }): Promise<Residue> {
      const residue = await repo.findResidue(db, userId);
      return { initialized: residue !== undefined, residue: residue ?? 0 };
    },

    /** Takes n uses, or refuses without taking any when fewer are left. */
    async useResidue({ userId, n }: { userId: number; n: number }): Promise<ResidueLeft> {
      const residue = await repo.takeResidue(db, userId, n);
      if (residue !== undefined) return { residue };
      const left = (await repo.findResidue(db, userId)) ?? 0;
      throw new AppError('BUSINESS', left === 0 ? 'AI 使用次数已用完' : `AI 使用次数不足，当前剩余 ${left} 次`);
    },

    /**
     * Points for AI uses by the consumption rule, in one transaction: the
     * ledger row (ref ai-exchange:<request id>, unique per user) is written
     * first, so a double submit or a retry of the same request finds it and
     * spends nothing more; then the points are taken only if there are enough
     * (else everything rolls back) and the uses added.
     */
    async exchangeResidue({ userId, requestId, uses }: { userId: number; requestId: string; uses: number }): Promise<ResidueExchanged> {
      const cost = uses * POINTS_PER_AI_USE;
      const ref = `ai-exchange:${requestId}`;
      // The starting quota comes first, as on the first AI use (idempotent), and stays when the exchange is refused.
      await repo.insertResidue(db, userId, AI_STARTING_QUOTA);
      return inTransaction(db, async (tx) => {
        const written = await pointsRepo.insertLedger(tx, userId, [{ delta: -cost, method: 'AI_EXCHANGE', ref, memo: `兑换 AI 写作次数 ${uses} 次` }]);
        if (written.length === 0) {
          const earlier = await pointsRepo.findLedgerByRef(tx, userId, ref);
          const spent = -(earlier?.delta ?? 0);
          return {
            uses: Math.round(spent / POINTS_PER_AI_USE),
            spent,
            residue: (await repo.findResidue(tx, userId)) ?? 0,
            points: (await pointsRepo.findPoints(tx, userId)) ?? 0,
            replay: true,
          };
        }
        const points = await pointsRepo.takePoints(tx, userId, cost);
        if (points === undefined) {
          const have = (await pointsRepo.findPoints(tx, userId)) ?? 0;
          throw new AppError('BUSINESS', `积分不足：兑换 ${uses} 次需要 ${cost} 积分，您当前有 ${have} 积分`);
        }
        const residue = await repo.addResidue(tx, userId, uses);
        return { uses, spent: cost, residue, points, replay: false };
      });
    },
  };
}
