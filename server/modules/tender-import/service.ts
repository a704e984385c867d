import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenderBidders, tenderImportBatches, tenderNotices, tenderNoticeSources, tenderOrgNotices, tenderProjects } from '../../db/schema';
import { placeTenderDocument } from '../tender/repo';
import { bulkIndexing, writeSearchDocuments } from '../search/repo';
import { biddersOf, orgsByName, writeBidders } from '../tender/bidders';
import { enqueueNotices } from '../tender-alerts/repo';
import { cityName, provinceName } from '../../../common/tender/regions';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { AppError } from '../../errors';
import type { ImportBatch, RegionCount } from '../../../common/tender-import/schemas';
import { parseImportFile, type ImportRow, type RowError } from './rows';
import { prepareRow, type PreparedRow } from './prepare-rows';
import { insertNotices, takeNoticeIds, type NoticeInsert } from './repo';
import { inThreadPreparer, workerPreparer } from './row-preparer';

export type ImportResult =
  | { ok: true; batchId: number; total: number; inserted: number; updated: number; unchanged: number }
  | { ok: false; errors: RowError[] };

const CHUNK = 500;
/** New rows from which the import prepares them on a worker thread (starting one costs about a third of a second). */
const PREPARE_ON_WORKER_FROM = 2_000;
/** Inserted notices after which the import refreshes the planner's statistics. */
const ANALYZE_AFTER = 10_000;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
// An empty bidder list hashes as before bidders existed, so rows imported earlier stay 未变.
const hashOf = (row: ImportRow) =>
  createHash('sha256')
    .update(JSON.stringify({ ...row, bidders: row.bidders.length > 0 ? row.bidders : undefined }))
    .digest('hex');

/**
 * Imports notices from a JSON Lines or CSV file (decision 0033): every row is
 * validated first and any bad row stops the import with every bad line and
 * its reasons, nothing written. Then one transaction: organisations by name,
 * projects by bid number (the stages of one project share it), notices
 * de-duplicated by source and source id (a changed row updates its notice, an
 * identical one is skipped), search documents, and the matching queue for
 * new notices. `onChanged` tells the caches (the serving process's content events).
 */
export function createTenderImportService({
  db,
  onChanged,
  now = Date.now,
  prepareOnWorkerFrom = PREPARE_ON_WORKER_FROM,
}: {
  db: Database;
  onChanged?: () => void | Promise<void>;
  now?: () => number;
  /** New rows from which they are prepared on a worker thread (tests lower it to exercise the worker). */
  prepareOnWorkerFrom?: number;
}) {
  return {
    /** Import batches, newest first, with their counts (spiderBiding/listPaged). */
    async listBatches({ current, size }: { current: number; size: number }): Promise<Page<ImportBatch>> {
      const [n] = await db.select({ n: count() }).from(tenderImportBatches);
      const total = Number(n?.n ?? 0);
      const pages = Math.ceil(total / size);
      if (current > 1 && current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
      const rows = await db.select().from(tenderImportBatches).orderBy(desc(tenderImportBatches.id)).limit(size).offset(offsetOf(current, size));
      return toPage({ current, size, total, records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    },

    /** Provinces with notices, busiest first, each with its cities: notice counts and open announcements (customerRegion). */
    async regionTree(): Promise<RegionCount[]> {
      const open = sql<number>`count(*) filter (where ${and(eq(tenderNotices.infoType, 'ANNOUNCEMENT'), gt(tenderNotices.deadlineAt, new Date(now())))})`.mapWith(Number);
      const rows = await db
        .select({ provinceCode: tenderNotices.provinceCode, cityCode: tenderProjects.cityCode, n: count(), open })
        .from(tenderNotices)
        .innerJoin(tenderProjects, eq(tenderProjects.id, tenderNotices.projectId))
        .groupBy(tenderNotices.provinceCode, tenderProjects.cityCode);
      const tree = new Map<string, RegionCount>();
      for (const r of rows) {
        const p = tree.get(r.provinceCode) ?? { code: r.provinceCode, name: provinceName(r.provinceCode), count: 0, openCount: 0, children: [] };
        p.count += Number(r.n);
        p.openCount += r.open;
        const city = cityName(r.cityCode);
        if (r.cityCode && city && city !== p.name) p.children.push({ code: r.cityCode, name: city, count: Number(r.n), openCount: r.open });
        tree.set(r.provinceCode, p);
      }
      return [...tree.values()]
        .map((p) => ({ ...p, children: p.children.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)) }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
    },

    async importFile({ content, format, fileName }: { content: string; format: 'jsonl' | 'csv'; fileName: string }): Promise<ImportResult> {
      const { rows, errors } = parseImportFile(content, format);
      if (errors.length > 0) return { ok: false, errors };
      if (rows.length === 0) return { ok: false, errors: [{ line: 1, reason: '文件中没有数据行' }] };
      // Started now, so that the worker loads its modules and dictionary while the organisations and projects are written.
      const preparer = rows.length >= prepareOnWorkerFrom ? workerPreparer() : inThreadPreparer();
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const [batch] = await tx
          .insert(tenderImportBatches)
          .values({ fileName: fileName.slice(0, 200), format, total: rows.length, inserted: 0, updated: 0, unchanged: 0 })
          .returning({ id: tenderImportBatches.id });
        const batchId = batch!.id;

        // Organisations by name: the first row naming one gives its region; bidders and winners too (decision 0041).
        const orgId = await orgsByName(
          tx,
          rows.flatMap(({ row }) => {
            const place = { provinceCode: row.provinceCode, cityCode: row.cityCode };
            return [
              { name: row.tenderee, kind: 'TENDEREE', ...place },
              ...(row.agency ? [{ name: row.agency, kind: 'AGENCY', ...place }] : []),
              ...biddersOf(row).map((name) => ({ name, kind: 'BIDDER', ...place })),
            ];
          }),
        );

        // Projects by bid number: new ones from their first row; existing ones keep what they have.
        const projectRows = new Map<string, ImportRow>();
        for (const { row } of rows) if (!projectRows.has(row.bidNo)) projectRows.set(row.bidNo, row);
        const projectId = new Map<string, number>();
        for (const part of chunks([...projectRows.keys()]))
          for (const p of await tx.select({ id: tenderProjects.id, bidNo: tenderProjects.bidNo }).from(tenderProjects).where(inArray(tenderProjects.bidNo, part)))
            projectId.set(p.bidNo, p.id);
        const missing = [...projectRows.values()].filter((r) => !projectId.has(r.bidNo));
        for (const part of chunks(missing)) {
          const inserted = await tx
            .insert(tenderProjects)
            .values(
              part.map((r) => ({
                bidNo: r.bidNo,
                name: r.projectName,
                catNo: r.catNo,
                projectType: r.projectType,
                provinceCode: r.provinceCode,
                cityCode: r.cityCode,
                budget: r.budget,
                tendereeId: orgId.get(r.tenderee)!,
                agencyId: r.agency ? orgId.get(r.agency)! : null,
              })),
            )
            .returning({ id: tenderProjects.id, bidNo: tenderProjects.bidNo });
          for (const p of inserted) projectId.set(p.bidNo, p.id);
        }

        // Notices: known (source, source id) → update when the row changed; unknown → insert.
        const known = new Map<string, { noticeId: number; rowHash: string }>();
        for (const part of chunks([...new Set(rows.map((r) => r.row.sourceId))]))
          for (const s of await tx.select().from(tenderNoticeSources).where(inArray(tenderNoticeSources.sourceId, part)))
            known.set(`${s.source}\u0000${s.sourceId}`, { noticeId: s.noticeId, rowHash: s.rowHash });
        const noticeValues = (r: ImportRow, content: string): NoticeInsert => ({
          projectId: projectId.get(r.bidNo)!,
          infoType: r.infoType,
          title: r.title,
          content,
          catNo: r.catNo,
          provinceCode: r.provinceCode,
          projectType: r.projectType,
          publishedAt: r.publishedAt,
          deadlineAt: r.deadlineAt,
          winner: r.winner ?? null,
          winnerOrgId: r.winner ? orgId.get(r.winner)! : null,
          winningAmount: r.winningAmount ?? null,
          source: r.source.slice(0, 80),
        });
        const biddersRow = (id: number, row: ImportRow) => ({ noticeId: id, projectId: projectId.get(row.bidNo)!, names: biddersOf(row) });
        let unchanged = 0;
        const changed: { noticeId: number; row: ImportRow; hash: string }[] = [];
        const fresh: { row: ImportRow; hash: string }[] = [];
        for (const { row } of rows) {
          const hash = hashOf(row);
          const k = known.get(`${row.source}\u0000${row.sourceId}`);
          if (!k) fresh.push({ row, hash });
          else if (k.rowHash === hash) unchanged++;
          else changed.push({ noticeId: k.noticeId, row, hash });
        }

        const insertedIds: number[] = [];
        const write = async (part: typeof fresh, prepared: PreparedRow[]) => {
          const ids = await takeNoticeIds(tx, part.length);
          await insertNotices(
            tx,
            ids,
            part.map((f, i) => noticeValues(f.row, prepared[i]!.content)),
            part.map((f) => ({ source: f.row.source, sourceId: f.row.sourceId, rowHash: f.hash })),
            batchId,
          );
          await writeBidders(
            tx,
            part.map((f, i) => biddersRow(ids[i]!, f.row)),
            orgId,
          );
          await writeSearchDocuments(
            tx,
            prepared.map((p, i) => placeTenderDocument(p.document, ids[i]!)),
          );
          await enqueueNotices(tx, ids);
          insertedIds.push(...ids);
        };

        await bulkIndexing(tx, async () => {
          // Changed notices (few, one by one): their bidders are replaced, their documents rewritten.
          for (const { noticeId, row, hash } of changed) {
            const { content, document } = prepareRow(row);
            await tx
              .update(tenderNotices)
              .set({ ...noticeValues(row, content), updatedAt: new Date() })
              .where(eq(tenderNotices.id, noticeId));
            await tx.update(tenderNoticeSources).set({ rowHash: hash, batchId, updatedAt: new Date() }).where(eq(tenderNoticeSources.noticeId, noticeId));
            await writeSearchDocuments(tx, [placeTenderDocument(document, noticeId)]);
          }
          await writeBidders(
            tx,
            changed.map(({ noticeId, row }) => biddersRow(noticeId, row)),
            orgId,
            { replace: true },
          );
          // New notices in chunks, pipelined (decision 0052): while the database writes one chunk (notices, sources,
          // bidders, search documents, queue), the next one is sanitized and its words cut, on a worker thread when
          // there are many.
          const parts = chunks(fresh);
          const prepareAt = (k: number) => {
            const next = parts[k] && preparer.prepare(parts[k].map((f) => f.row));
            // Awaited in its turn; until then a failure must not count as unhandled.
            next?.catch(() => undefined);
            return next;
          };
          let preparing = prepareAt(0);
          let writing: Promise<void> | undefined;
          for (const [k, part] of parts.entries()) {
            const prepared = await preparing!;
            preparing = prepareAt(k + 1);
            await writing;
            writing = write(part, prepared);
            writing.catch(() => undefined);
          }
          await writing;
        });
        const updated = changed.length;
        await tx.update(tenderImportBatches).set({ inserted: insertedIds.length, updated, unchanged }).where(eq(tenderImportBatches.id, batchId));
        return { ok: true as const, batchId, total: rows.length, inserted: insertedIds.length, updated, unchanged };
      }).finally(() => preparer.close());
      // A big import changes the tables' shape: fresh statistics keep the list plans right (decision 0043).
      if (result.inserted >= ANALYZE_AFTER) await db.execute(sql`analyze ${tenderNotices}, ${tenderProjects}, ${tenderBidders}, ${tenderOrgNotices}`);
      if (result.inserted + result.updated > 0) await onChanged?.();
      return result;
    },
  };
}

export type TenderImportService = ReturnType<typeof createTenderImportService>;
