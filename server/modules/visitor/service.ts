import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { visitorMessages, visitorRateLimits } from '../../../common/visitor/options';
import type { ConsultRequest, GuestCreateRequest, PublicServiceSettings, ServiceSessionInfo } from '../../../common/visitor/schemas';
import type { Database } from '../../db/client';
import { guests, serviceSessions, staff } from '../../db/schema';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import { insertLead } from '../crm/lead-writer';
import type { ServiceSettingsStore } from './settings';
import type { ChatAgent } from '../../../common/chat/schemas';

type Caller = { ip: string; userAgent: string; userId?: number | null };

export type VisitorService = ReturnType<typeof createVisitorService>;

/**
 * Who a visitor is (an anonymous guest id kept in the browser), their service
 * conversation, the widget's settings and the instant consult. No login: the
 * endpoints are public and rate limited per IP.
 */
export function createVisitorService({
  db,
  kv,
  settings,
  onlineAgents,
}: {
  db: Database;
  kv: KvStore;
  settings: ServiceSettingsStore;
  /** Agents holding a chat socket now, in any process (live chat's presence, decision 0036). */
  onlineAgents: () => Promise<ChatAgent[]>;
}) {
  async function assertGuest(guestId: string) {
    const [row] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).limit(1);
    if (!row) throw new AppError('BUSINESS', visitorMessages.unknownGuest);
  }

  return {
    async createGuest(input: GuestCreateRequest & Caller): Promise<{ guestId: string }> {
      await enforceRateLimits(kv, [{ key: `guest:ip:${input.ip}`, ...visitorRateLimits.guestPerIp }]);
      const guestId = randomBytes(18).toString('base64url');
      await db.insert(guests).values({
        id: guestId,
        source: input.guest.source || '直接访问',
        userId: input.userId ?? null,
        ip: input.ip.slice(0, 64),
        userAgent: input.userAgent.slice(0, 300),
      });
      return { guestId };
    },

    /** Resumes the guest's open conversation, or opens one; a logged-in visitor's user id is remembered on it. */
    async initSession(input: { guestId: string } & Caller): Promise<ServiceSessionInfo> {
      await assertGuest(input.guestId);
      const found = await db
        .select({ session: serviceSessions, agentName: staff.displayName })
        .from(serviceSessions)
        .leftJoin(staff, eq(staff.id, serviceSessions.agentId))
        .where(and(eq(serviceSessions.guestId, input.guestId), ne(serviceSessions.status, 'closed')))
        .orderBy(desc(serviceSessions.createdAt))
        .limit(1);
      let row = found[0];
      if (!row) {
        const [created] = await db
          .insert(serviceSessions)
          .values({ guestId: input.guestId, userId: input.userId ?? null })
          .returning();
        row = { session: created!, agentName: null };
      } else if (input.userId && row.session.userId !== input.userId) {
        await db.update(serviceSessions).set({ userId: input.userId }).where(eq(serviceSessions.id, row.session.id));
      }
      await db
        .update(guests)
        .set({ lastSeenAt: new Date(), ...(input.userId ? { userId: input.userId } : {}) })
        .where(eq(guests.id, input.guestId));
      const { session, agentName } = row;
      const online = await onlineAgents();
      return {
        sessionId: session.id,
        status: session.status === 'active' ? 'active' : 'waiting',
        // The conversation's agent while they are online; the widget shows live chat when anyone is (online).
        agent: session.agentId && agentName && online.some((a) => a.id === session.agentId) ? { id: session.agentId, name: agentName } : null,
        unread: session.visitorUnread,
        online: online.length > 0,
      };
    },

    settings(): Promise<PublicServiceSettings> {
      return settings.get();
    },

    /** An instant consult or a message left while no agent was online: a lead for the sales team. */
    async consult(input: ConsultRequest & Caller): Promise<void> {
      await enforceRateLimits(kv, [
        { key: `consult:ip:${input.ip}`, ...visitorRateLimits.consultPerIp },
        { key: `consult:phone:${input.phone}`, ...visitorRateLimits.consultPerPhone },
      ]);
      if (input.guestId) await assertGuest(input.guestId);
      await insertLead(db, {
        source: input.kind,
        phone: input.phone,
        content: input.question,
        sourcePage: input.sourcePage,
        guestId: input.guestId ?? null,
        ip: input.ip,
      });
    },
  };
}
