import { getTableName, sql } from 'drizzle-orm';
import { bigintArray, intArray, rowsOf, textArray, timestamptzArray, type Database } from '../../db/client';
import { tenderNotices, tenderNoticeSources } from '../../db/schema';

/** A new notice as the import writes it. */
export type NoticeInsert = {
  projectId: number;
  infoType: string;
  title: string;
  content: string;
  catNo: string;
  provinceCode: string;
  projectType: string;
  publishedAt: Date;
  deadlineAt: Date | null;
  winner: string | null;
  winnerOrgId: number | null;
  winningAmount: number | null;
  source: string;
};

/**
 * Ids for `count` new notices, taken from the notices' own sequence. Knowing them before the insert ties each row, and
 * its source row, bidders and search document, to its id by position, without relying on the order of RETURNING.
 */
export async function takeNoticeIds(tx: Database, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(tenderNotices)}, 'id'))::int as id from generate_series(1, ${count}) order by 1`,
  );
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}

/**
 * Writes new notices and their source rows, one array parameter per column (as the search documents, decision 0050):
 * drizzle's row-by-row values cost the import about a second per 5 000 notices to build, on the thread that sends
 * every statement.
 */
export async function insertNotices(
  tx: Database,
  ids: number[],
  notices: NoticeInsert[],
  sources: { source: string; sourceId: string; rowHash: string }[],
  batchId: number,
) {
  const column = <K extends keyof NoticeInsert>(key: K) => notices.map((n) => n[key]);
  await tx.execute(sql`
    insert into ${tenderNotices} (id, project_id, info_type, title, content, cat_no, province_code, project_type, published_at, deadline_at,
      winner, winner_org_id, winning_amount, source)
    select * from unnest(
      ${intArray(ids)}, ${intArray(column('projectId'))}, ${textArray(column('infoType'))}, ${textArray(column('title'))},
      ${textArray(column('content'))}, ${textArray(column('catNo'))}, ${textArray(column('provinceCode'))}, ${textArray(column('projectType'))},
      ${timestamptzArray(column('publishedAt'))}, ${timestamptzArray(column('deadlineAt'))}, ${textArray(column('winner'))},
      ${intArray(column('winnerOrgId'))}, ${bigintArray(column('winningAmount'))}, ${textArray(column('source'))}
    )`);
  await tx.execute(sql`
    insert into ${tenderNoticeSources} (source, source_id, notice_id, row_hash, batch_id)
    select s.source, s.source_id, s.notice_id, s.row_hash, ${batchId}::int from unnest(
      ${textArray(sources.map((s) => s.source))}, ${textArray(sources.map((s) => s.sourceId))}, ${intArray(ids)}, ${textArray(sources.map((s) => s.rowHash))}
    ) as s(source, source_id, notice_id, row_hash)`);
}
