import type { Database } from '../../db/client';
import { reservations } from '../../db/schema';
import type { KvStore } from '../../platform/kv-store';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { ReservationRequest } from './schema';

export type CrmService = ReturnType<typeof createCrmService>;

export function createCrmService({ db, kv }: { db: Database; kv: KvStore }) {
  return {
    /** Stores a demo-booking lead; limited per IP and per phone so the form cannot be used to flood sales. */
    async createReservation(input: ReservationRequest & { ip: string; userAgent: string }): Promise<{ id: number }> {
      await enforceRateLimits(kv, [
        { key: `resv:ip:${input.ip}`, limit: 20, windowSeconds: 3600, msg: '预约提交过于频繁，请一小时后再试' },
        { key: `resv:phone:${input.phone}`, limit: 5, windowSeconds: 86400, msg: '该手机号今日预约次数已达上限，我们会尽快与您联系' },
      ]);
      const [row] = await db
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
      return { id: row!.id };
    },
  };
}
