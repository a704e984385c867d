import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { staffAuditLog, tenderImportBatches, tenderNotices } from '../../db/schema';
import { openTenderTestApp } from '../../test-support/tender-fixture';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { staffKit } from '../../test-support/staff-kit';
import { seedStaffAccounts } from '../admin/demo-staff';
import { STAFF_SESSION_COOKIE } from '../../../common/admin/options';

type Opened = Awaited<ReturnType<typeof openTenderTestApp>>;

const now = new Date();
const row = (n: number, over: Record<string, unknown> = {}) => ({
  source: '湖南省公共资源交易中心',
  sourceId: `STAFF-${n}`,
  bidNo: `STAFF-2026-${String(n).padStart(4, '0')}`,
  projectName: `常德市沅江隧道第${n}标段`,
  catNo: 'ENGINEERING',
  projectType: 'TUNNEL',
  provinceCode: '430000',
  cityCode: '430700',
  budget: 120_000_000,
  tenderee: '常德市城市建设投资集团有限公司',
  infoType: 'ANNOUNCEMENT',
  title: `常德市沅江隧道第${n}标段施工招标公告`,
  content: '<p>常德市沅江隧道工程已具备招标条件。</p>',
  publishedAt: now.toISOString(),
  deadlineAt: new Date(now.getTime() + 20 * 86_400_000).toISOString(),
  ...over,
});
const jsonl = (...rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n');

/** The console's import (/api/admin/tender/import, decision 0042): staff roles, the batch report, nothing written on failure, the audit log. */
describe('staff import of tender notices', () => {
  let o: Opened;
  let kit: ReturnType<typeof staffKit>;
  const notices = async () => Number((await o.t.db.select({ n: count() }).from(tenderNotices))[0]!.n);
  const batches = async () => Number((await o.t.db.select({ n: count() }).from(tenderImportBatches))[0]!.n);

  beforeAll(async () => {
    o = await openTenderTestApp();
    kit = staffKit(o.t);
    await seedStaffAccounts(o.t.db);
  });
  afterAll(() => o.t.close());

  it('takes a file only from an admin or an editor, checked on the server', async () => {
    const file = { fileName: 'a.jsonl', content: jsonl(row(1)) };
    expect((await kit.call('tender/import', file)).statusCode).toBe(401);
    const visitor = await createLoggedInUser(o.t);
    expect((await o.post('/admin/tender/import', file, visitor.cookie)).statusCode).toBe(401);
    const agent = await kit.login('kefu01');
    expect((await kit.call('tender/import', file, { cookie: agent })).json()).toMatchObject({ code: '40300', msg: '您的角色无权进行此操作' });
    expect(await batches()).toBe(0);
  });

  it('answers the batch report, writes the audit log, and a subscribed user gets the alert', async () => {
    const user = await createLoggedInUser(o.t);
    expect((await o.post('/ai/bidSubscribe/create', { keywords: ['沅江隧道'] }, user.cookie)).json().code).toBe('30000');
    await o.t.services.tenderAlerts.drain();
    const editor = await kit.login('bianji01');
    const reply = await kit.call('tender/import', { fileName: '常德 11 月.jsonl', content: jsonl(row(1), row(2, { bidders: ['中铁五局集团有限公司'] })) }, { cookie: editor });
    expect(reply.json()).toEqual({ code: '30000', msg: expect.any(String), data: { batchId: expect.any(Number), total: 2, inserted: 2, updated: 0, unchanged: 0 } });
    expect(reply.headers['cache-control']).toBe('no-store');

    // The same file again: nothing new.
    const again = await kit.call('tender/import', { fileName: 'again.jsonl', content: jsonl(row(1), row(2, { bidders: ['中铁五局集团有限公司'] })) }, { cookie: editor });
    expect(again.json().data).toMatchObject({ total: 2, inserted: 0, unchanged: 2 });

    const audit = await o.t.db.select().from(staffAuditLog);
    expect(audit.filter((a) => a.action === 'tender.import')).toEqual([
      expect.objectContaining({ username: 'bianji01', target: '常德 11 月.jsonl', detail: expect.objectContaining({ inserted: 2, total: 2 }) }),
      expect.objectContaining({ target: 'again.jsonl' }),
    ]);

    expect((await o.post('/ai/bid/countSubscribe', {}, user.cookie)).json().data.count).toBe(0);
    await o.t.services.tenderAlerts.drain();
    expect((await o.post('/ai/bid/countSubscribe', {}, user.cookie)).json().data.count).toBe(2);

    // The batches, on the sales side's path, with the same staff cookie.
    const listed = (await o.post('/crm/sales/spiderBiding/listPaged', {}, `${STAFF_SESSION_COOKIE}=${editor}`)).json();
    expect(listed.records.map((b: { fileName: string }) => b.fileName)).toEqual(['again.jsonl', '常德 11 月.jsonl']);
  });

  it('reports bad rows with line numbers and reasons and writes nothing', async () => {
    const admin = await kit.login('admin');
    const [beforeNotices, beforeBatches] = [await notices(), await batches()];
    const content = [JSON.stringify(row(10)), '{ not json', JSON.stringify(row(11, { catNo: 'SPACE', budget: -1 }))].join('\n');
    const reply = (await kit.call('tender/import', { fileName: 'bad.jsonl', content }, { cookie: admin })).json();
    expect(reply).toMatchObject({ code: '40000', msg: '导入失败：2 行有误，未写入任何数据' });
    expect(reply.errors).toEqual([
      { line: 2, reason: '不是有效的 JSON' },
      { line: 3, reason: expect.stringContaining('行业分类必须是') },
    ]);
    expect(reply.errors[1].reason).toContain('预算必须是不小于 0 的整数（元）');
    expect([await notices(), await batches()]).toEqual([beforeNotices, beforeBatches]);
    const refused = (await o.t.db.select().from(staffAuditLog)).filter((a) => a.action === 'tender.import_failed');
    expect(refused).toEqual([expect.objectContaining({ username: 'admin', target: 'bad.jsonl', detail: expect.objectContaining({ badLines: 2 }) })]);

    // CSV by its file name, a bad column named.
    expect((await kit.call('tender/import', { fileName: 'x.csv', content: 'source,colour\nA,red\n' }, { cookie: admin })).json()).toMatchObject({
      code: '40000',
      errors: [{ line: 1, reason: '未知的列：colour' }],
    });
  });

  it('refuses an empty or too large file and a wrong format, in Chinese', async () => {
    const admin = await kit.login('admin');
    expect((await kit.call('tender/import', { fileName: 'a.jsonl', content: '' }, { cookie: admin })).json()).toMatchObject({ code: '40000', msg: '文件为空' });
    expect((await kit.call('tender/import', { fileName: 'a.xlsx', format: 'xlsx', content: 'x' }, { cookie: admin })).json()).toMatchObject({
      code: '40000',
      msg: '文件格式必须是 jsonl 或 csv',
    });
    const big = (await kit.call('tender/import', { fileName: 'big.jsonl', content: 'x'.repeat(2_000_001) }, { cookie: admin })).json();
    expect(big).toMatchObject({ code: '40000', msg: expect.stringContaining('文件过大') });
  });
});
