import { randomInt } from 'node:crypto';
import { INVITE_REWARD_POINTS } from '../../../../common/account/options';
import type { InviteLink } from '../../../../common/account/schemas';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { creditPoints, pointsRepo } from '../points/repo';
import { profileRepo } from '../profile/repo';
import { inTransaction } from '../transaction';
import { invitationsRepo as repo } from './repo';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
const newInviteCode = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

/** Invitations: one code per user, and points for the inviter when someone registers through it. */
export function createInvitationsService({ db, siteUrl }: { db: Database; siteUrl: string }) {
  return {
    /** The user's one invitation code (made on first call) and the link to share. */
    async inviteLink({ userId }: { userId: number }): Promise<InviteLink> {
      let code = await repo.findInvitationOf(db, userId);
      for (let attempt = 0; !code && attempt < 5; attempt++) {
        // A lost race with another tab, or a clash with someone else's code: read back what stuck.
        await repo.insertInvitation(db, userId, newInviteCode());
        code = await repo.findInvitationOf(db, userId);
      }
      if (!code) throw new AppError('INTERNAL', undefined, { cause: new Error('could not allocate an invitation code') });
      const [invitedCount, earned] = await Promise.all([repo.countInvitees(db, userId), pointsRepo.sumByMethod(db, userId, 'INVITE')]);
      return {
        code,
        link: `${siteUrl}/invite/register?code=${code}`,
        invitedCount,
        earnedPoints: earned.total,
        rewardPoints: INVITE_REWARD_POINTS,
      };
    },

    /** The inviter behind a code from an invitation link, or null (unknown or malformed code). */
    async inviterOfCode(code: string): Promise<number | null> {
      const normalized = code.trim().toUpperCase();
      if (!INVITE_CODE_PATTERN.test(normalized)) return null;
      return (await repo.findInviter(db, normalized)) ?? null;
    },

    /**
     * Rewards the inviter once a new user registered through their link. Safe
     * to call more than once: the ledger ref invite:<inviteeId> and
     * users.invited_by make the reward happen at most once per invitee.
     */
    async creditInvitation({ inviterId, inviteeId }: { inviterId: number; inviteeId: number }): Promise<{ credited: boolean; points: number }> {
      if (inviterId === inviteeId) return { credited: false, points: 0 };
      return inTransaction(db, async (tx) => {
        if (!(await profileRepo.findUser(tx, inviterId))) return { credited: false, points: 0 };
        if (!(await repo.claimInvitee(tx, inviteeId, inviterId))) return { credited: false, points: 0 };
        const { total } = await creditPoints(tx, inviterId, [
          { delta: INVITE_REWARD_POINTS, method: 'INVITE', ref: `invite:${inviteeId}`, memo: '邀请好友注册' },
        ]);
        return { credited: total > 0, points: total };
      });
    },
  };
}
