import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { invitations, users } from '../../../db/schema';

/** Queries of invitation codes and who invited whom (users.invited_by). */
export const invitationsRepo = {
  async findInvitationOf(db: Database, inviterId: number): Promise<string | undefined> {
    const rows = await db.select({ code: invitations.code }).from(invitations).where(eq(invitations.inviterId, inviterId)).limit(1);
    return rows[0]?.code;
  },

  async insertInvitation(db: Database, inviterId: number, code: string) {
    await db.insert(invitations).values({ code, inviterId }).onConflictDoNothing();
  },

  async findInviter(db: Database, code: string): Promise<number | undefined> {
    const rows = await db.select({ inviterId: invitations.inviterId }).from(invitations).where(eq(invitations.code, code)).limit(1);
    return rows[0]?.inviterId;
  },

  async countInvitees(db: Database, inviterId: number): Promise<number> {
    return db.$count(users, eq(users.invitedBy, inviterId));
  },

  /** Records who invited a user, unless someone else already did; answers whether the link is (now) this inviter's. */
  async claimInvitee(db: Database, inviteeId: number, inviterId: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ invitedBy: inviterId })
      .where(and(eq(users.id, inviteeId), or(isNull(users.invitedBy), eq(users.invitedBy, inviterId))))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
