import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { LeadSource } from '../../../common/admin/options';
import type { StatsOverview, StatsRequest } from '../../../common/admin/schemas';
import type { Database } from '../../db/client';
import { articleReads, guests, leads, pageViews } from '../../db/schema';

const CST_OFFSET_MS = 8 * 3600_000;
/** 00:00 China Standard Time of a YYYY-MM-DD day. */
const startOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS);
const dayOf = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** Every day of the range, so the chart shows days without visits as zero. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The host of a referrer ('直接访问' as is), for the referrers chart. */
export function referrerHost(source: string): string {
  try {
    return new URL(source).host || source;
  } catch {
    return source;
  }
}

export type StatsService = ReturnType<typeof createStatsService>;

/** The console's numbers: visits and visitors per day, top pages, referrers, reading time, leads per day and source. Bots apart. */
export function createStatsService({ db }: { db: Database }) {
  return {
    async overview({ from, to }: StatsRequest): Promise<StatsOverview> {
      const start = startOfDay(from);
      const end = new Date(startOfDay(to).getTime() + 86_400_000);
      const inViews = and(gte(pageViews.receivedAt, start), lt(pageViews.receivedAt, end));
      const humanViews = and(inViews, eq(pageViews.isBot, false));
      const inLeads = and(gte(leads.createdAt, start), lt(leads.createdAt, end));
      const inReads = and(gte(articleReads.receivedAt, start), lt(articleReads.receivedAt, end), eq(articleReads.isBot, false));

      const [viewDays, leadDays, pages, refs, reading, bySource, [bots], [uvTotal]] = await Promise.all([
        db
          .select({ day: dayOf(pageViews.receivedAt), pv: count(), uv: sql<number>`count(distinct ${pageViews.sid})`.mapWith(Number) })
          .from(pageViews)
          .where(humanViews)
          .groupBy(sql`1`),
        db.select({ day: dayOf(leads.createdAt), n: count() }).from(leads).where(inLeads).groupBy(sql`1`),
        db
          .select({
            path: pageViews.path,
            pv: count(),
            uv: sql<number>`count(distinct ${pageViews.sid})`.mapWith(Number),
            avgSeconds: sql<number>`coalesce(round(avg(${pageViews.spentMs}) / 1000), 0)`.mapWith(Number),
          })
          .from(pageViews)
          .where(humanViews)
          .groupBy(pageViews.path)
          .orderBy(desc(count()))
          .limit(10),
        db
          .select({ source: guests.source, n: count() })
          .from(guests)
          .where(and(gte(guests.createdAt, start), lt(guests.createdAt, end)))
          .groupBy(guests.source)
          .orderBy(desc(count()))
          .limit(200),
        db
          .select({
            artType: articleReads.artType,
            artId: articleReads.artId,
            artTitle: sql<string>`max(${articleReads.artTitle})`,
            reads: count(),
            totalSeconds: sql<number>`sum(${articleReads.spent})`.mapWith(Number),
          })
          .from(articleReads)
          .where(inReads)
          .groupBy(articleReads.artType, articleReads.artId)
          .orderBy(desc(sql`sum(${articleReads.spent})`))
          .limit(10),
        db.select({ source: leads.source, n: count() }).from(leads).where(inLeads).groupBy(leads.source),
        db.select({ n: count() }).from(pageViews).where(and(inViews, eq(pageViews.isBot, true))),
        db.select({ n: sql<number>`count(distinct ${pageViews.sid})`.mapWith(Number) }).from(pageViews).where(humanViews),
      ]);

      const views = new Map(viewDays.map((d) => [d.day, d]));
      const leadCounts = new Map(leadDays.map((d) => [d.day, d.n]));
      const daily = daysOf(from, to).map((day) => ({ day, pv: views.get(day)?.pv ?? 0, uv: views.get(day)?.uv ?? 0, leads: leadCounts.get(day) ?? 0 }));
      // Referrers by host: many search-result URLs of one engine are one referrer.
      const hosts = new Map<string, number>();
      for (const r of refs) hosts.set(referrerHost(r.source), (hosts.get(referrerHost(r.source)) ?? 0) + r.n);
      const reads = await db.select({ n: count() }).from(articleReads).where(inReads);
      return {
        totals: {
          pv: daily.reduce((s, d) => s + d.pv, 0),
          uv: uvTotal?.n ?? 0,
          leads: daily.reduce((s, d) => s + d.leads, 0),
          bots: bots?.n ?? 0,
          reads: reads[0]?.n ?? 0,
        },
        daily,
        topPages: pages,
        referrers: [...hosts.entries()]
          .map(([source, n]) => ({ source, guests: n }))
          .sort((a, b) => b.guests - a.guests)
          .slice(0, 10),
        reading: reading.map((r) => ({ ...r, avgSeconds: r.reads ? Math.round(r.totalSeconds / r.reads) : 0 })),
        leadsBySource: bySource.map((r) => ({ source: r.source as LeadSource, count: r.n })),
      };
    },
  };
}
