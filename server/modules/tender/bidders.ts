import { inArray, sql } from 'drizzle-orm';
import { intArray, type Database } from '../../db/client';
import { tenderBidders, tenderOrgs } from '../../db/schema';

const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export type OrgByName = { name: string; kind: string; provinceCode: string; cityCode: string };

/**
 * Organisations by name (the first entry of a name gives its kind and region;
 * an organisation that exists keeps its own), answered as name → id. Buyers,
 * agencies, bidders and winners all go through here, so a company that wins
 * one project and buys another is one organisation (decision 0041).
 */
export async function orgsByName(db: Database, entries: OrgByName[]): Promise<Map<string, number>> {
  const first = new Map<string, OrgByName>();
  for (const e of entries) if (e.name && !first.has(e.name)) first.set(e.name, e);
  for (const part of chunks([...first.values()])) await db.insert(tenderOrgs).values(part).onConflictDoNothing({ target: tenderOrgs.name });
  const ids = new Map<string, number>();
  for (const part of chunks([...first.keys()]))
    for (const o of await db.select({ id: tenderOrgs.id, name: tenderOrgs.name }).from(tenderOrgs).where(inArray(tenderOrgs.name, part))) ids.set(o.name, o.id);
  return ids;
}

/** The bidders a notice names: its list, else its winner alone; duplicates dropped, order kept. */
export function biddersOf(n: { bidders?: string[] | null; winner?: string | null }): string[] {
  const names = n.bidders && n.bidders.length > 0 ? [...n.bidders] : [];
  if (n.winner && !names.includes(n.winner)) names.unshift(n.winner);
  return [...new Set(names)];
}

/** Writes the bidder rows of notices (replacing what they had: an updated notice may name other bidders). */
export async function writeBidders(
  db: Database,
  notices: { noticeId: number; projectId: number; names: string[] }[],
  orgId: Map<string, number>,
  { replace = false }: { replace?: boolean } = {},
) {
  if (replace) for (const part of chunks(notices.map((n) => n.noticeId))) await db.delete(tenderBidders).where(inArray(tenderBidders.noticeId, part));
  const rows = notices.flatMap((n) =>
    n.names.flatMap((name, i) => {
      const id = orgId.get(name);
      return id === undefined ? [] : [{ noticeId: n.noticeId, projectId: n.projectId, orgId: id, rank: i + 1 }];
    }),
  );
  // One array per column (decision 0052): a big import writes about three bidder rows a notice.
  for (const part of chunks(rows))
    await db.execute(sql`
      insert into ${tenderBidders} (notice_id, project_id, org_id, rank)
      select * from unnest(${intArray(part.map((r) => r.noticeId))}, ${intArray(part.map((r) => r.projectId))},
        ${intArray(part.map((r) => r.orgId))}, ${intArray(part.map((r) => r.rank))}::smallint[])
      on conflict do nothing`);
}
