import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { tenderImportBatches, tenderMatchQueue, tenderNotices, tenderProjects } from '../../db/schema';
import { openTenderTestApp } from '../../test-support/tender-fixture';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { staffKit } from '../../test-support/staff-kit';
import { seedStaffAccounts } from '../admin/demo-staff';
import { STAFF_SESSION_COOKIE } from '../../../common/admin/options';
import { createTenderImportService } from './service';

type Opened = Awaited<ReturnType<typeof openTenderTestApp>>;

const row = (over: Record<string, unknown> = {}) => ({
  source: '湖南省公共资源交易中心',
  sourceId: 'HN-0001',
  bidNo: 'IMP-2026-0001',
  projectName: '益阳市资江三桥引道工程',
  catNo: 'ENGINEERING',
  projectType: 'ROAD',
  provinceCode: '430000',
  cityCode: '430900',
  budget: 286_000_000,
  tenderee: '益阳市城市建设投资开发有限责任公司',
  agency: '湖南省招标有限责任公司',
  infoType: 'ANNOUNCEMENT',
  title: '益阳市资江三桥引道工程施工招标公告',
  content: '<p>益阳市资江三桥引道工程已具备招标条件。</p><script>alert(1)</script>',
  publishedAt: '2026-11-20T09:00:00+08:00',
  deadlineAt: '2026-12-12T09:30:00+08:00',
  ...over,
});
const jsonl = (...rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n');

describe('tender import', () => {
  let o: Opened;
  const importFile = (content: string, format: 'jsonl' | 'csv' = 'jsonl') => o.t.services.tenderImport.importFile({ content, format, fileName: `test.${format}` });
  const noticeCount = async () => Number((await o.t.db.select({ n: count() }).from(tenderNotices))[0]!.n);

  beforeAll(async () => {
    o = await openTenderTestApp();
    await seedStaffAccounts(o.t.db);
  });
  afterAll(() => o.t.close());

  it('imports new notices, links the stages of one project by bid number, indexes them and queues them for matching', async () => {
    const before = await noticeCount();
    const result = await importFile(
      jsonl(
        row(),
        row({
          sourceId: 'HN-0002',
          infoType: 'TRADING_RESULTS',
          title: '益阳市资江三桥引道工程施工中标结果公示',
          publishedAt: '2026-12-20T09:00:00+08:00',
          deadlineAt: '',
          winner: '湖南路桥建设集团有限责任公司',
          winningAmount: 271_500_000,
        }),
      ),
    );
    expect(result).toMatchObject({ ok: true, total: 2, inserted: 2, updated: 0, unchanged: 0 });
    expect(await noticeCount()).toBe(before + 2);
    const [project] = await o.t.db.select().from(tenderProjects).where(eq(tenderProjects.bidNo, 'IMP-2026-0001'));
    const notices = await o.t.db.select().from(tenderNotices).where(eq(tenderNotices.projectId, project!.id));
    expect(notices.map((n) => n.infoType).sort()).toEqual(['ANNOUNCEMENT', 'TRADING_RESULTS']);
    expect(notices.every((n) => !n.content.includes('<script'))).toBe(true);
    // The detail shows both stages on one timeline; the search finds it.
    const detail = await o.bid('getByBidId', { id: notices.find((n) => n.infoType === 'ANNOUNCEMENT')!.id });
    expect(detail.data.timeline.map((t: { infoType: string }) => t.infoType)).toEqual(['ANNOUNCEMENT', 'TRADING_RESULTS']);
    expect(detail.data.project.agency.name).toBe('湖南省招标有限责任公司');
    expect(await o.titles({ keywords: '资江三桥' })).toContain('益阳市资江三桥引道工程施工招标公告');
    const queued = await o.t.db.select().from(tenderMatchQueue);
    expect(queued.map((q) => q.noticeId).sort()).toEqual(notices.map((n) => n.id).sort());
  });

  it('skips a row it has already, updates a changed one, and records each batch', async () => {
    const first = await importFile(jsonl(row({ sourceId: 'HN-0100', bidNo: 'IMP-2026-0100', title: '株洲市天元区道路工程施工招标公告' })));
    expect(first).toMatchObject({ ok: true, inserted: 1 });
    const again = await importFile(jsonl(row({ sourceId: 'HN-0100', bidNo: 'IMP-2026-0100', title: '株洲市天元区道路工程施工招标公告' })));
    expect(again).toMatchObject({ ok: true, inserted: 0, updated: 0, unchanged: 1 });
    const changed = await importFile(jsonl(row({ sourceId: 'HN-0100', bidNo: 'IMP-2026-0100', title: '株洲市天元区道路工程施工招标公告（更正）' })));
    expect(changed).toMatchObject({ ok: true, inserted: 0, updated: 1, unchanged: 0 });
    expect(await o.titles({ keywords: '天元区道路' })).toEqual(['株洲市天元区道路工程施工招标公告（更正）']);
    const batches = await o.t.db.select().from(tenderImportBatches).where(eq(tenderImportBatches.id, changed.ok ? changed.batchId : 0));
    expect(batches[0]).toMatchObject({ fileName: 'test.jsonl', total: 1, updated: 1 });
  });

  it('reads CSV with quoted fields, commas and line breaks', async () => {
    const header = 'source,sourceId,bidNo,projectName,catNo,provinceCode,cityCode,tenderee,infoType,title,content,publishedAt,budget';
    const csv = `${header}\n湖南省公共资源交易中心,CSV-1,IMP-CSV-1,"常德市柳叶湖大道提质改造，二期",ENGINEERING,430000,430700,常德市城市建设投资集团有限公司,ANNOUNCEMENT,"常德市柳叶湖大道提质改造（二期）招标公告","<p>第一段</p>\n<p>含 ""引号""</p>",2026-11-21T10:00:00+08:00,52000000\n`;
    const result = await importFile(csv, 'csv');
    expect(result).toMatchObject({ ok: true, inserted: 1 });
    const [n] = await o.t.db.select().from(tenderNotices).where(eq(tenderNotices.title, '常德市柳叶湖大道提质改造（二期）招标公告'));
    expect(n!.content).toContain('含 "引号"');
  });

  it('reports every bad row with its line number and reason, and writes nothing', async () => {
    const before = await noticeCount();
    const batches = Number((await o.t.db.select({ n: count() }).from(tenderImportBatches))[0]!.n);
    const result = await importFile(
      [
        JSON.stringify(row({ sourceId: 'BAD-1', bidNo: 'IMP-BAD-1' })),
        JSON.stringify(row({ sourceId: 'BAD-2', catNo: 'ROADS' })),
        '{not json',
        '',
        JSON.stringify(row({ sourceId: 'BAD-3', publishedAt: 'yesterday', budget: -5 })),
        JSON.stringify(row({ sourceId: 'BAD-1' })),
        JSON.stringify(row({ sourceId: 'BAD-4', cityCode: '420100' })),
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([2, 3, 5, 6, 7]);
    expect(result.errors[0]!.reason).toContain('行业分类必须是');
    expect(result.errors[1]!.reason).toBe('不是有效的 JSON');
    expect(result.errors[2]!.reason).toContain('发布时间不是有效时间');
    expect(result.errors[2]!.reason).toContain('预算必须是不小于 0 的整数（元）');
    expect(result.errors[3]!.reason).toBe('与第 1 行的来源与来源编号重复');
    expect(result.errors[4]!.reason).toBe('城市代码不属于该省份');
    expect(await noticeCount()).toBe(before);
    expect(Number((await o.t.db.select({ n: count() }).from(tenderImportBatches))[0]!.n)).toBe(batches);
    expect(await o.t.db.select().from(tenderProjects).where(eq(tenderProjects.bidNo, 'IMP-BAD-1'))).toEqual([]);

    const csv = await importFile('source,sourceId,colour\nA,1,red\n', 'csv');
    expect(csv).toEqual({ ok: false, errors: [{ line: 1, reason: '未知的列：colour' }] });
  });

  it('lists the import batches and the region tree for the sales side, to staff only (decision 0042)', async () => {
    expect((await o.post('/crm/sales/spiderBiding/listPaged', {})).statusCode).toBe(401);
    expect((await o.post('/crm/sales/customerV2/customerRegion', {})).statusCode).toBe(401);
    // A visitor's login is not a staff login.
    const visitor = await createLoggedInUser(o.t);
    expect((await o.post('/crm/sales/spiderBiding/listPaged', {}, visitor.cookie)).json()).toMatchObject({ code: '40100', msg: '请先登录管理后台' });
    const cookie = `${STAFF_SESSION_COOKIE}=${await staffKit(o.t).login('kefu01')}`;
    const batches = (await o.post('/crm/sales/spiderBiding/listPaged', { size: 2 }, cookie)).json();
    expect(batches).toMatchObject({ code: '30000', size: 2 });
    expect(batches.total).toBeGreaterThanOrEqual(4);
    expect(batches.records[0].id).toBeGreaterThan(batches.records[1].id);
    expect(batches.records[0]).toMatchObject({ format: expect.stringMatching(/^(jsonl|csv)$/), total: expect.any(Number) });

    const tree = (await o.post('/crm/sales/customerV2/customerRegion', {}, cookie)).json();
    const hunan = tree.data.find((p: { code: string }) => p.code === '430000');
    expect(hunan).toMatchObject({ name: '湖南省' });
    expect(hunan.count).toBe((await o.bid('listPaged', { provinceCode: '430000', size: 1 })).total);
    expect(hunan.children.find((c: { code: string }) => c.code === '430900')).toMatchObject({ name: '益阳市', count: 3 });
    expect(hunan.children.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(hunan.count);
    expect(tree.data.find((p: { code: string }) => p.code === '420000')).toMatchObject({ name: '湖北省', count: 1, openCount: 0 });
  });

  it('merges the search entries of a big import before it commits, so searches never scan them unmerged (decision 0050)', async () => {
    // 40 notices of 200 distinct words each: 8 000 entries, far past the 64 kB a session leaves pending.
    const rows = Array.from({ length: 40 }, (_, i) =>
      row({ sourceId: `BULK-${i}`, bidNo: `BULK-2026-${i}`, title: `沅江大桥维修加固工程第${i}标段招标公告`, content: `<p>${Array.from({ length: 200 }, (_, j) => `m${i}x${j}`).join(' ')}</p>` }),
    );
    expect(await importFile(jsonl(...rows))).toMatchObject({ ok: true, inserted: 40 });
    const pending = await o.t.db.execute(sql`select gin_clean_pending_list('search_documents_tsv_idx'::regclass) as pages`);
    expect(Number(rowsOf<{ pages: string | number }>(pending)[0]!.pages)).toBe(0);
    expect(await o.titles({ keywords: 'm39x199' })).toEqual(['沅江大桥维修加固工程第39标段招标公告']);
  });

  it('writes a big import in chunks, prepared on a worker thread, each notice with its own source, body, bidders and search entry (decision 0052)', async () => {
    // 1 203 rows: three chunks of 500 and one of 203, prepared off this thread (the service's threshold lowered to 1).
    const imports = createTenderImportService({ db: o.t.db, prepareOnWorkerFrom: 1 });
    const rows = Array.from({ length: 1203 }, (_, i) =>
      row({
        sourceId: `PIPE-${i}`,
        bidNo: `PIPE-2026-${Math.floor(i / 3)}`,
        title: `常德市柳叶湖环湖路第${i}标段施工招标公告`,
        content: `<p>第${i}标段编号 m${i}x7。</p><img src="x" onerror="alert(${i})">`,
        ...(i % 3 === 2 ? { infoType: 'TRADING_RESULTS', winner: `湖南第${i}建设有限公司`, winningAmount: 1_000_000 + i, bidders: [`湖南第${i}建设有限公司`, '湖南路桥建设集团有限责任公司'] } : {}),
      }),
    );
    expect(await imports.importFile({ content: jsonl(...rows), format: 'jsonl', fileName: 'pipe.jsonl' })).toMatchObject({ ok: true, inserted: 1203 });
    const written = rowsOf<{ source_id: string; title: string; content: string; winning_amount: string | number | null; bidders: number }>(
      await o.t.db.execute(sql`
        select s.source_id, n.title, n.content, n.winning_amount, (select count(*)::int from tender_bidders b where b.notice_id = n.id) as bidders
        from tender_notice_sources s join tender_notices n on n.id = s.notice_id where s.source_id like 'PIPE-%'`),
    );
    expect(written).toHaveLength(1203);
    for (const w of written) {
      const i = Number(w.source_id.slice('PIPE-'.length));
      expect(w.title).toBe(`常德市柳叶湖环湖路第${i}标段施工招标公告`);
      expect(w.content).toContain(`m${i}x7`);
      expect(w.content).not.toContain('onerror');
      expect([w.winning_amount === null ? null : Number(w.winning_amount), w.bidders]).toEqual(i % 3 === 2 ? [1_000_000 + i, 2] : [null, 0]);
    }
    expect(await o.titles({ keywords: 'm1202x7' })).toEqual(['常德市柳叶湖环湖路第1202标段施工招标公告']);
    const queued = rowsOf<{ n: number }>(
      await o.t.db.execute(sql`select count(*)::int as n from tender_match_queue q join tender_notice_sources s on s.notice_id = q.notice_id where s.source_id like 'PIPE-%'`),
    );
    expect(queued[0]!.n).toBe(1203);
  });
});
