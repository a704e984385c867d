import { AI_STARTING_QUOTA } from '../../../../common/account/options';
import type { Residue, ResidueCreated, ResidueLeft } from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { quotaRepo as repo } from './repo';

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
  };
}
