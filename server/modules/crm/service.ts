import { checkRequestRateLimits, reservationRateLimits } from '../../../common/crm/options';
import type { CheckRequest, ReservationRequest } from '../../../common/crm/schemas';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backgroundCheckRequests, reservations } from '../../db/schema';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import { insertLead } from './lead-writer';

export type CrmService = ReturnType<typeof createCrmService>;

export function createCrmService({ db, kv }: { db: Database; kv: KvStore }) {
  return {
    /** Stores a demo-booking lead; limited per IP and per phone so the form cannot be used to flood sales. */
    async createReservation(input: ReservationRequest & { ip: string; userAgent: string }): Promise<{ id: number }> {
      const { perIp, perPhone } = reservationRateLimits;
      await enforceRateLimits(kv, [
        { key: `resv:ip:${input.ip}`, ...perIp },
        { key: `resv:phone:${input.phone}`, ...perPhone },
      ]);
      // The booking and its lead for the console are one write.
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [row] = await tx
          .insert(reservations)
          .values({
            phone: input.phone,
            userName: input.userName,
            userIdentity: input.userIdentity ?? null,
            position: input.position ?? null,
            sourcePage: input.sourcePage ?? '',
            ip: input.ip.slice(0, 64),
            userAgent: input.userAgent.slice(0, 300),
          })
          .returning({ id: reservations.id });
        const content = [input.userIdentity, input.position].filter(Boolean).join(' · ');
        await insertLead(tx, {
          source: 'reservation',
          reservationId: row!.id,
          phone: input.phone,
          name: input.userName,
          content,
          sourcePage: input.sourcePage,
          ip: input.ip,
        });
        return { id: row!.id };
      });
    },

    /**
     * Stores a background-check request (/backService). Its own table rather than the reservations: the sales
     * team quotes from the company and the yearly volume, which a demo booking does not have (decision 0025).
     */
    async createCheckRequest(input: CheckRequest & { ip: string }): Promise<{ id: number }> {
      const { perIp, perPhone } = checkRequestRateLimits;
      await enforceRateLimits(kv, [
        { key: `bgc:ip:${input.ip}`, ...perIp },
        { key: `bgc:phone:${input.phone}`, ...perPhone },
      ]);
      const [row] = await db
        .insert(backgroundCheckRequests)
        .values({ company: input.company, userName: input.userName, phone: input.phone, volume: input.volume, note: input.note ?? null, ip: input.ip.slice(0, 64) })
        .returning({ id: backgroundCheckRequests.id });
      return { id: row!.id };
    },

    /** Background-check leads for staff (the staff console reads them), newest first. */
    async listCheckRequests({ limit = 50 }: { limit?: number } = {}) {
      return db.select().from(backgroundCheckRequests).orderBy(desc(backgroundCheckRequests.createdAt), desc(backgroundCheckRequests.id)).limit(limit);
    },
  };
}
