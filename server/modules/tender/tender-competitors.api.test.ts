import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { insertTenderDrafts } from '../../db/seed-tender';
import { createTenderDrafts, type TenderDrafts } from '../../db/factories/tender-drafts';
import { biddersOf } from './bidders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { apiPoster } from '../../test-support/viewer-fixtures';

type Profile = {
  org: { id: number; name: string; kind: string };
  byYear: { year: number; results: number; amount: number }[];
  partners: { id: number | null; name: string; role: string; count: number }[];
  competitors: { id: number; name: string; count: number }[];
};

/**
 * Winners and bidders as organisations, and competitors ranked by shared
 * projects (decision 0041), on the demo seed's realistic data: what the
 * profile answers is checked against the drafts the seed wrote.
 */
describe('bidders, winners and competitors on seeded data', () => {
  let t: TestApp;
  let drafts: TenderDrafts;
  let bid: (path: string, payload: object) => Promise<{ code: string; data: Profile; records?: { id: number; name: string; kind: string }[] }>;

  /** Projects each organisation was named on as a bidder (opening records, result candidates, winners). */
  const projectsOf = new Map<string, Set<string>>();

  beforeAll(async () => {
    t = await createTestApp();
    const post = apiPoster(t);
    bid = (path, payload) => post(`/ai/pub/bid/${path}`, payload).then((r) => r.json());
    drafts = createTenderDrafts({ seed: 20261120, projectCount: 300 });
    await t.db.transaction((tx) => insertTenderDrafts(tx as unknown as Database, drafts, { alert: false }));
    for (const p of drafts.projects)
      for (const n of p.notices)
        for (const name of biddersOf(n)) {
          const set = projectsOf.get(name) ?? new Set<string>();
          set.add(p.bidNo);
          projectsOf.set(name, set);
        }
  });
  afterAll(() => t.close());

  const busiest = () => [...projectsOf.entries()].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0]!;
  const idOf = async (name: string) => {
    const reply = await bid('listOrgPaged', { keywords: name, kind: 'BIDDER' });
    return reply.records!.find((r) => r.name === name)!.id;
  };

  it('makes every bidder and winner an organisation that the organisation search finds', async () => {
    const reply = await bid('listOrgPaged', { kind: 'BIDDER', size: 100 });
    const names = new Set(reply.records!.map((r) => r.name));
    expect(names.size).toBeGreaterThan(10);
    for (const name of projectsOf.keys()) expect(names.has(name), name).toBe(true);
  });

  it('ranks competitors by the projects they were named on together, and lists who a bidder works for', async () => {
    const [name, mine] = busiest();
    const expected = new Map<string, number>();
    for (const [other, theirs] of projectsOf) {
      if (other === name) continue;
      const shared = [...theirs].filter((b) => mine.has(b)).length;
      if (shared > 0) expected.set(other, shared);
    }
    const reply = await bid('orgProfile', { id: await idOf(name) });
    expect(reply.code).toBe('30000');
    const { org, competitors, partners, byYear } = reply.data;
    expect(org).toMatchObject({ name, kind: 'BIDDER' });
    expect(competitors.length).toBe(Math.min(8, expected.size));
    for (const c of competitors) expect(c.count, c.name).toBe(expected.get(c.name));
    // Most shared projects first, then by name.
    const top = [...expected.entries()].sort((a, b) => b[1] - a[1])[0]![1];
    expect(competitors[0]!.count).toBe(top);
    expect(competitors.map((c) => c.count)).toEqual([...competitors.map((c) => c.count)].sort((a, b) => b - a));
    // Partners: the buyers (and agencies) of the projects it bid for.
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.every((p) => p.id !== null && ['招标人', '招标代理'].includes(p.role))).toBe(true);
    // Its wins by year add up to the results the drafts gave it.
    const wins = drafts.projects.flatMap((p) => p.notices).filter((n) => n.infoType === 'TRADING_RESULTS' && n.winner === name);
    expect(byYear.reduce((s, y) => s + y.results, 0)).toBe(wins.length);
    expect(byYear.reduce((s, y) => s + y.amount, 0)).toBe(wins.reduce((s, n) => s + (n.winningAmount ?? 0), 0));
  });

  it('links a result to its winner, and a buyer profile has no competitors', async () => {
    const list = await bid('listPaged', { infoType: 'TRADING_RESULTS', size: 1 });
    const [result] = (list as unknown as { records: { winner: string; winnerId: number }[] }).records;
    expect(result!.winnerId).toEqual(expect.any(Number));
    const winner = await bid('orgProfile', { id: result!.winnerId });
    expect(winner.data.org.name).toBe(result!.winner);

    const buyers = await bid('listOrgPaged', { kind: 'TENDEREE', size: 1 });
    const buyer = await bid('orgProfile', { id: buyers.records![0]!.id });
    expect(buyer.data.competitors).toEqual([]);
    expect(buyer.data.partners.filter((p) => p.role === '中标人').every((p) => typeof p.id === 'number')).toBe(true);
  });
});
