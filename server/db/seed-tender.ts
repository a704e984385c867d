import { count, sql } from 'drizzle-orm';
import type { Database } from './client';
import { seoTemplates, tenderBidders, tenderNotices, tenderOrgNotices, tenderOrgs, tenderProjects } from './schema';
import { createTenderDrafts, type TenderDrafts } from './factories/tender-drafts';
import { sanitizeArticleHtml } from '../platform/sanitize';
import { indexTenderNotices } from '../modules/tender/repo';
import { bulkIndexing } from '../modules/search/repo';
import { biddersOf, orgsByName, writeBidders } from '../modules/tender/bidders';
import { enqueueNotices } from '../modules/tender-alerts/repo';
import { tenderCategoryName, tenderInfoTypeName } from '../../common/tender/options';
import { regionLabel } from '../../common/tender/regions';

/** Title/description/keywords of the tender pages; the loaders fill {title}, {region}, {column} and {infoType}. */
export const tenderSeoTemplates = [
  {
    pageName: 'tenderList',
    componentId: '',
    title: '{title}_招标信息_{companyName}',
    description:
      '{companyName}招标信息频道：{title}。汇集工程建设、政府采购、土地矿业权等招标公告、开标记录、中标结果与澄清变更公告，可按地区、行业分类、工程类型与发布时间筛选。',
    keywords: '{title},招标信息,招标公告,中标结果,开标记录,工程招标,政府采购',
  },
  {
    pageName: 'tenderDetails',
    componentId: '',
    title: '{title}_{infoType}_{companyName}',
    description: '{title}：{region}{column}{infoType}，含招标编号、预算金额、招标人、投标截止时间与项目各阶段公告。',
    keywords: '{title},{infoType},{region}招标,{column}',
  },
];

const ROWS_PER_STATEMENT = 200;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes organisations (kept when a name exists), projects and their notices,
 * sanitised, indexes every notice for the site search as kind TENDER and
 * (unless `alert` is false) queues it for subscription matching. Call inside
 * a transaction: the rows, their search documents and queue rows go together.
 */
export async function insertTenderDrafts(
  db: Database,
  { orgs, projects }: TenderDrafts,
  { alert = true }: { alert?: boolean } = {},
): Promise<{ orgs: number; projects: number; notices: number }> {
  if (orgs.length > 0) await db.insert(tenderOrgs).values(orgs).onConflictDoNothing({ target: tenderOrgs.name });
  // Bidders and winners are organisations too (decision 0041): the region of the first project they bid for.
  const orgId = await orgsByName(db, [
    ...orgs.map((o) => ({ ...o })),
    ...projects.flatMap((p) => [
      { name: p.tenderee, kind: 'TENDEREE', provinceCode: p.provinceCode, cityCode: p.cityCode },
      ...(p.agency ? [{ name: p.agency, kind: 'AGENCY', provinceCode: p.provinceCode, cityCode: p.cityCode }] : []),
      ...p.notices.flatMap((n) => biddersOf(n).map((name) => ({ name, kind: 'BIDDER', provinceCode: p.provinceCode, cityCode: p.cityCode }))),
    ]),
  ]);
  const idOf = (name: string) => {
    const id = orgId.get(name);
    if (id === undefined) throw new Error(`tender seed: unknown organisation ${name}`);
    return id;
  };

  let noticeCount = 0;
  for (const batch of chunks(projects, ROWS_PER_STATEMENT)) {
    const inserted = await db
      .insert(tenderProjects)
      .values(
        batch.map((p) => ({
          bidNo: p.bidNo,
          name: p.name,
          catNo: p.catNo,
          projectType: p.projectType,
          provinceCode: p.provinceCode,
          cityCode: p.cityCode,
          budget: p.budget,
          tendereeId: idOf(p.tenderee),
          agencyId: p.agency ? idOf(p.agency) : null,
          createdAt: p.notices[0]?.publishedAt,
        })),
      )
      .returning({ id: tenderProjects.id, bidNo: tenderProjects.bidNo });
    // Bid numbers are unique, so ids are matched back by them rather than assumed from the order.
    const projectId = new Map(inserted.map((r) => [r.bidNo, r.id]));
    const noticeRows = batch.flatMap((p) =>
      p.notices.map((n) => ({
        projectId: projectId.get(p.bidNo)!,
        infoType: n.infoType,
        title: n.title,
        content: sanitizeArticleHtml(n.content),
        catNo: p.catNo,
        provinceCode: p.provinceCode,
        projectType: p.projectType,
        publishedAt: n.publishedAt,
        deadlineAt: n.deadlineAt,
        winner: n.winner,
        winnerOrgId: n.winner ? idOf(n.winner) : null,
        winningAmount: n.winningAmount,
        source: n.source,
        createdAt: n.publishedAt,
        updatedAt: n.publishedAt,
      })),
    );
    if (noticeRows.length === 0) continue;
    const written = await db
      .insert(tenderNotices)
      .values(noticeRows)
      .returning({ id: tenderNotices.id, projectId: tenderNotices.projectId, title: tenderNotices.title });
    const noticeId = new Map(written.map((r) => [`${r.projectId}|${r.title}`, r.id]));
    const projectOf = new Map(batch.map((p) => [projectId.get(p.bidNo)!, p]));
    await writeBidders(
      db,
      batch.flatMap((p) =>
        p.notices.map((n) => ({ noticeId: noticeId.get(`${projectId.get(p.bidNo)!}|${n.title}`)!, projectId: projectId.get(p.bidNo)!, names: biddersOf(n) })),
      ),
      orgId,
    );
    await indexTenderNotices(
      db,
      noticeRows.map((n) => {
        const p = projectOf.get(n.projectId)!;
        return {
          id: noticeId.get(`${n.projectId}|${n.title}`)!,
          title: n.title,
          content: n.content,
          publishedAt: n.publishedAt,
          bidNo: p.bidNo,
          tenderee: p.tenderee,
          region: regionLabel(p.provinceCode, p.cityCode),
          infoTypeName: tenderInfoTypeName(n.infoType),
          categoryName: tenderCategoryName(p.catNo),
        };
      }),
    );
    // New notices wait for the matching worker in the same transaction (never matched here: the writer does not wait).
    if (alert)
      await enqueueNotices(
        db,
        written.map((r) => r.id),
      );
    noticeCount += noticeRows.length;
  }
  return { orgs: orgs.length, projects: projects.length, notices: noticeCount };
}

/**
 * Demo tenders: organisations, projects and their notices through the stages,
 * indexed for search, plus the SEO templates of the tender pages. Skips when
 * notices exist already (a site seeded by an earlier version gets them once).
 */
/** Projects of the demo seed: about 3 300 notices, enough for organisation profiles and partners to say something (issue 15). */
export const SEED_TENDER_PROJECTS = 1250;

/**
 * The notices' dates run up to `anchor`, the moment of seeding by default: a site installed weeks after the factories
 * were written still opens with today's and this week's notices, announcements open for bids, and something under
 * 7 天内截止 and 今日开标 (decision 0058).
 */
export async function seedTenders(
  db: Database,
  seed = 20261120,
  projectCount = SEED_TENDER_PROJECTS,
  anchor = new Date(),
): Promise<{ orgs: number; projects: number; notices: number }> {
  await db.insert(seoTemplates).values(tenderSeoTemplates).onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(tenderNotices);
  if (Number(existing?.n ?? 0) > 0) return { orgs: 0, projects: 0, notices: 0 };
  // The demo history is not news: nobody subscribed before it existed, so nothing is queued for matching.
  return insertTenderDrafts(db, createTenderDrafts({ seed, projectCount, anchor }), { alert: false });
}

/** Projects drawn per transaction by addSyntheticTenders (about 2 650 notices). */
const SCALE_BATCH_PROJECTS = 1000;

/**
 * Load-test notices (`npm run db:seed -- --tenders N`): at least `count` more
 * notices from the same factories as the demo seed, in batches of 1 000
 * projects with their own seeds and bid numbers (names may repeat), each
 * batch in one transaction, indexed for search, not queued for matching.
 * Answers the notices written.
 */
export async function addSyntheticTenders({
  db,
  count: wanted,
  seed = 4242,
  onProgress,
}: {
  db: Database;
  count: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(tenderProjects);
  // A tag per run: bid numbers of a second run never meet the first's.
  const run = `S${Number(existing?.n ?? 0).toString(36).toUpperCase()}`;
  let done = 0;
  for (let batch = 0; done < wanted; batch++) {
    const drafts = createTenderDrafts({ seed: seed + batch, projectCount: SCALE_BATCH_PROJECTS, bidNoTag: `${run}${batch}`, uniqueNames: false });
    // Stop at the wanted count: whole projects, so the last one may go a few notices over.
    let notices = 0;
    const projects = drafts.projects.filter((p) => {
      if (done + notices >= wanted) return false;
      notices += p.notices.length;
      return true;
    });
    const written = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      return bulkIndexing(tx, () => insertTenderDrafts(tx, { orgs: batch === 0 ? drafts.orgs : [], projects }, { alert: false }));
    });
    done += written.notices;
    onProgress?.(done, wanted);
  }
  // Fresh statistics: the planner's estimates of the empty tables would pick whole-table sorts (decision 0043).
  await db.execute(sql`analyze ${tenderNotices}, ${tenderProjects}, ${tenderOrgs}, ${tenderBidders}, ${tenderOrgNotices}`);
  return done;
}
