import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, qrLoginTickets, userOrgs, users, verificationCodes } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type QrTicketRow = typeof qrLoginTickets.$inferSelect;
export type UserOrgRow = typeof userOrgs.$inferSelect;

/** Personal accounts first, then organisation accounts by age: the order logins try them in. */
const accountOrder = [sql`case when ${users.kind} = 'PERSONAL' then 0 else 1 end`, asc(users.id)];

/** Drizzle queries of the auth domain. No rules here: those live in service.ts. */
export function createAuthRepo(db: Database) {
  return {
    /** Accounts a typed account name may mean: its login name, or every account of a phone. */
    findByAccount(account: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(or(eq(users.loginName, account), eq(users.phone, account)))
        .orderBy(...accountOrder)
        .limit(20);
    },

    findByPhone(phone: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(eq(users.phone, phone))
        .orderBy(...accountOrder)
        .limit(20);
    },

    findByEmail(email: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .orderBy(...accountOrder)
        .limit(20);
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByWxOpenid(openid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.wxOpenid, openid)).limit(1);
      return row;
    },

    async insertUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async updateUser(id: number, values: Partial<NewUser>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async inviterOf(code: string): Promise<number | undefined> {
      const [row] = await db.select({ inviterId: invitations.inviterId }).from(invitations).where(eq(invitations.code, code)).limit(1);
      return row?.inviterId;
    },

    async currentOrg(userId: number): Promise<UserOrgRow | undefined> {
      const [row] = await db.select().from(userOrgs).where(eq(userOrgs.userId, userId)).orderBy(desc(userOrgs.isCurrent), asc(userOrgs.orgId)).limit(1);
      return row;
    },

    listOrgs(userId: number): Promise<UserOrgRow[]> {
      return db.select().from(userOrgs).where(eq(userOrgs.userId, userId)).orderBy(asc(userOrgs.orgId));
    },

    /** Makes one organisation current; false when the user does not belong to it. */
    async switchOrg(userId: number, orgId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ orgId: userOrgs.orgId })
          .from(userOrgs)
          .where(and(eq(userOrgs.userId, userId), eq(userOrgs.orgId, orgId)))
          .limit(1);
        if (!member) return false;
        await tx
          .update(userOrgs)
          .set({ isCurrent: sql`${userOrgs.orgId} = ${orgId}` })
          .where(eq(userOrgs.userId, userId));
        return true;
      });
    },

    /* ── verification codes ── */

    /** Stores a new code; older live codes of the same target and purpose stop working. */
    async insertCode(values: { target: string; purpose: string; codeHash: string; expiresAt: Date; now: Date }): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: values.now })
        .where(and(eq(verificationCodes.target, values.target), eq(verificationCodes.purpose, values.purpose), isNull(verificationCodes.consumedAt)));
      await db.insert(verificationCodes).values({
        target: values.target,
        purpose: values.purpose,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      });
    },

    async liveCode(target: string, purpose: string, now: Date): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Marks a code used; only one of any number of concurrent callers gets true. */
    async consumeCode(id: number, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, maxAttempts)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async addCodeAttempt(id: number): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },

    /* ── QR login tickets ── */

    async insertTicket(values: { id: string; deviceIp: string; deviceAgent: string; expiresAt: Date; now: Date }): Promise<void> {
      const { now, ...ticket } = values;
      await db.insert(qrLoginTickets).values({ ...ticket, status: 'WAITING', createdAt: now });
      // Old tickets are worthless after their three minutes: swept as new ones are made.
      await db.delete(qrLoginTickets).where(lt(qrLoginTickets.expiresAt, new Date(now.getTime() - 3600_000)));
    },

    async findTicket(id: string): Promise<QrTicketRow | undefined> {
      const [row] = await db.select().from(qrLoginTickets).where(eq(qrLoginTickets.id, id)).limit(1);
      return row;
    },

    /** Moves a ticket from one status to another if it is still in the first and not expired. */
    async moveTicket(id: string, from: string[], to: { status: string; userId?: number; pendingSessionToken?: string }, now: Date): Promise<boolean> {
      const rows = await db
        .update(qrLoginTickets)
        .set(to)
        .where(and(eq(qrLoginTickets.id, id), sql`${qrLoginTickets.status} in ${from}`, gt(qrLoginTickets.expiresAt, now)))
        .returning({ id: qrLoginTickets.id });
      return rows.length === 1;
    },

    async expireTicket(id: string): Promise<void> {
      await db
        .update(qrLoginTickets)
        .set({ status: 'TIMEOUT', pendingSessionToken: null })
        .where(and(eq(qrLoginTickets.id, id), sql`${qrLoginTickets.status} <> 'LOGINED'`));
    },

    /** Hands the desktop session over exactly once: the row lock lets only one caller read the token. */
    async takePendingSession(id: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ token: qrLoginTickets.pendingSessionToken })
          .from(qrLoginTickets)
          .where(and(eq(qrLoginTickets.id, id), eq(qrLoginTickets.status, 'LOGINED'), isNotNull(qrLoginTickets.pendingSessionToken)))
          .for('update');
        if (!row?.token) return undefined;
        await tx.update(qrLoginTickets).set({ pendingSessionToken: null }).where(eq(qrLoginTickets.id, id));
        return row.token;
      });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
