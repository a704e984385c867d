import { reservationRateLimits } from '../../../common/crm/options';
import type { ReservationRequest } from '../../../common/crm/schemas';
import type { Database } from '../../db/client';
import { reservations } from '../../db/schema';
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
  };
}
