import { count } from 'drizzle-orm';
import type { Database } from './client';
import { techContacts } from './schema';
import { techContactDrafts } from './factories/tech-contacts';

/** The footer's technical contacts; skipped when any exist (an editor's table stays as it is). */
export async function seedSite(db: Database): Promise<{ contacts: number }> {
  const [existing] = await db.select({ n: count() }).from(techContacts);
  if (Number(existing?.n ?? 0) > 0) return { contacts: 0 };
  await db.insert(techContacts).values(techContactDrafts);
  return { contacts: techContactDrafts.length };
}
