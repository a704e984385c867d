import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';

/** Queries of the user's own row: what the profile shows and may change. */
export const profileRepo = {
  async findUser(db: Database, userId: number) {
    const rows = await db
      .select({
        id: users.id,
        unionid: users.unionid,
        loginName: users.loginName,
        realname: users.realname,
        avatarUrl: users.avatarUrl,
        orgName: users.orgName,
        phone: users.phone,
        points: users.points,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  },

  async updateUser(db: Database, userId: number, patch: Partial<Pick<typeof users.$inferInsert, 'realname' | 'orgName' | 'avatarUrl'>>) {
    const rows = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};
