import { count } from 'drizzle-orm';
import type { Database } from './client';
import { aiTools } from './schema';
import { aiToolSeeds } from './factories/ai-tools';

/** The AI writing tools (issue 16); written only while the table is empty, so a site seeded earlier gains them on its next start. */
export async function seedAiTools(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aiTools);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(aiTools).values(aiToolSeeds.map((t, i) => ({ ...t, sort: i + 1 })));
  return aiToolSeeds.length;
}
