import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { techContacts } from '../../db/schema';
import type { TechContact } from '../../../common/site/schemas';

export type NewTechContact = Omit<TechContact, 'id'> & { sort?: number };

export function createSiteRepo(db: Database) {
  return {
    listContacts: (): Promise<TechContact[]> =>
      db
        .select({ id: techContacts.id, org: techContacts.org, address: techContacts.address, name: techContacts.name, phone: techContacts.phone })
        .from(techContacts)
        .orderBy(asc(techContacts.sort), asc(techContacts.id)),
    insertContacts: async (rows: NewTechContact[]) => {
      if (rows.length > 0) await db.insert(techContacts).values(rows);
    },
  };
}
