import type { LeadSource } from '../../../common/admin/options';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';

export type NewLead = {
  source: LeadSource;
  phone: string;
  name?: string;
  content?: string;
  sourcePage?: string;
  guestId?: string | null;
  reservationId?: number | null;
  ip?: string;
};

/**
 * Every source of leads (a booking, an instant consult, a message left when no
 * agent was online) writes through here, so the console's list is complete.
 * Callers pass their transaction when they write their own row too.
 */
export async function insertLead(tx: Database, lead: NewLead): Promise<number> {
  const [row] = await tx
    .insert(leads)
    .values({
      source: lead.source,
      phone: lead.phone,
      name: (lead.name ?? '').slice(0, 30),
      content: lead.content ?? '',
      sourcePage: (lead.sourcePage ?? '').slice(0, 300),
      guestId: lead.guestId ?? null,
      reservationId: lead.reservationId ?? null,
      ip: (lead.ip ?? '').slice(0, 64),
    })
    .returning({ id: leads.id });
  return row!.id;
}
