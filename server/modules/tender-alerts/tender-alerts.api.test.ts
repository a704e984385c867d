import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { outboxMessages, tenderMatches, tenderMatchQueue, tenderSubscriptions, users } from '../../db/schema';
import { insertTenderDrafts } from '../../db/seed-tender';
import type { TenderNoticeDraft, TenderProjectDraft } from '../../db/factories/tender-drafts';
import { day, openTenderTestApp, p1 } from '../../test-support/tender-fixture';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { createOutboxMessenger } from '../../platform/messaging';
import { createTenderAlertService } from './service';
import { startTenderAlertWorker } from './worker';

type Opened = Awaited<ReturnType<typeof openTenderTestApp>>;
let bidNo = 0;

/** One new project with one announcement, as an import would store it (queued for matching). */
function project(title: string, extra: Partial<TenderProjectDraft> = {}, notice: Partial<TenderNoticeDraft> = {}): TenderProjectDraft {
  bidNo++;
  return {
    bidNo: `TEST-2026-${String(bidNo).padStart(4, '0')}`,
    name: title,
    catNo: 'ENGINEERING',
    projectType: 'SUBWAY',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 80_000_000,
    tenderee: '长沙市轨道交通集团有限公司',
    agency: null,
    notices: [
      {
        infoType: 'ANNOUNCEMENT',
        title: `${title}招标公告`,
        content: `<p>${title}已具备招标条件，现公开招标。</p>`,
        publishedAt: new Date(),
        deadlineAt: day(20),
        winner: null,
        winningAmount: null,
        source: '全国公共资源交易平台（湖南省）',
        ...notice,
      },
    ],
    ...extra,
  };
}

describe('tender subscriptions and alerts', () => {
  let o: Opened;
  const call = (path: string, payload: object, cookie?: string) => o.post(path, payload, cookie).then((r) => r.json());
  const store = (projects: TenderProjectDraft[]) => o.t.db.transaction((tx) => insertTenderDrafts(tx as unknown as Database, { orgs: [], projects }));
  const drain = () => o.t.services.tenderAlerts.drain();

  beforeAll(async () => {
    o = await openTenderTestApp();
  });
  afterAll(() => o.t.close());

  describe('subscriptions', () => {
    it('asks for a login before anything else', async () => {
      const reply = await o.post('/ai/bidSubscribe/create', { keywords: ['地铁'] });
      expect(reply.statusCode).toBe(401);
      expect(reply.json().code).toBe('40100');
      expect((await o.post('/ai/bid/countSubscribe', {})).statusCode).toBe(401);
    });

    it('creates, reads, changes and removes a subscription with the full filter', async () => {
      const { cookie } = await createLoggedInUser(o.t);
      const created = await call(
        '/ai/bidSubscribe/create',
        {
          keywords: [' 地铁 ', '盾构', '地铁'],
          excludeWords: ['监理'],
          regions: [{ provinceCode: '430000', cityCode: '430100' }, { provinceCode: '420000' }],
          catNos: ['ENGINEERING'],
          infoTypes: ['ANNOUNCEMENT'],
          projectTypes: ['SUBWAY', 'TUNNEL'],
          amountMin: 100,
          amountMax: 200000,
          titleOnly: true,
        },
        cookie,
      );
      expect(created).toMatchObject({
        code: '30000',
        data: {
          name: '地铁、盾构',
          keywords: ['地铁', '盾构'],
          excludeWords: ['监理'],
          regions: [
            { provinceCode: '430000', cityCode: '430100', name: '湖南省长沙市' },
            { provinceCode: '420000', cityCode: null, name: '湖北省' },
          ],
          amountMin: 100,
          amountMax: 200000,
          titleOnly: true,
          newCount: 0,
          summary: '标题含“地铁”或“盾构”；不含“监理”；湖南省长沙市、湖北省；工程建设；地铁、隧道；招标公告；100–200000 万元',
        },
      });
      const id = created.data.id;
      expect((await call('/ai/bidSubscribe/get', { id }, cookie)).data).toEqual(created.data);
      expect((await call('/ai/bidSubscribe/list', {}, cookie)).data.map((s: { id: number }) => s.id)).toEqual([id]);
      expect((await call('/ai/bidSubscribe/getByUser', {}, cookie)).data).toEqual({ limit: 10, count: 1, unread: 0, digest: { enabled: false, email: null } });

      const updated = await call('/ai/bidSubscribe/update', { id, name: '长沙轨道', keywords: ['轨道'], regions: [{ provinceCode: '430000' }] }, cookie);
      expect(updated.data).toMatchObject({
        id,
        name: '长沙轨道',
        keywords: ['轨道'],
        excludeWords: [],
        catNos: [],
        amountMin: null,
        titleOnly: false,
        summary: '含“轨道”；湖南省；全部信息类型',
      });

      expect(await call('/ai/bidSubscribe/remove', { id }, cookie)).toMatchObject({ code: '30000', data: { id } });
      expect(await call('/ai/bidSubscribe/get', { id }, cookie)).toMatchObject({ code: '40400', msg: '订阅不存在或已删除' });
      expect((await call('/ai/bidSubscribe/list', {}, cookie)).data).toEqual([]);
    });

    it('refuses bad input with a message that says what is wrong', async () => {
      const { cookie } = await createLoggedInUser(o.t);
      const refused = async (body: object) => {
        const r = await call('/ai/bidSubscribe/create', body, cookie);
        expect(r.code).toBe('40000');
        return r.msg as string;
      };
      expect(await refused({ keywords: ['地铁'], catNos: ['ROADS'] })).toContain('请选择正确的行业分类');
      expect(await refused({ keywords: ['地铁'], amountMin: 500, amountMax: 100 })).toContain('最低金额不能大于最高金额');
      expect(await refused({ keywords: ['一'.repeat(31)] })).toContain('关键词不能超过 30 个字符');
      expect(await refused({ keywords: ['地铁'], infoTypes: ['NEWS'] })).toContain('请选择正确的信息类型');
      expect(await refused({ regions: [{ provinceCode: '430000', cityCode: '420100' }] })).toContain('请选择该省份下正确的城市');
      expect(await refused({ regions: [{ provinceCode: '999999' }] })).toContain('请选择正确的省份');
      expect(await refused({ excludeWords: ['监理'] })).toContain('请至少填写一个关键词');
      expect(await refused({ keywords: ['地铁'], excludeWords: ['地铁'] })).toContain('同一个词不能既是关键词又是排除词');
      expect(await refused({ keywords: ['地铁'], amountMin: -1 })).toContain('最低金额不能小于 0');
      expect(await refused({ keywords: Array.from({ length: 11 }, (_, i) => `词${i}`) })).toContain('关键词最多 10 个');
      expect((await call('/ai/bidSubscribe/list', {}, cookie)).data).toEqual([]);
    });

    it('holds at most ten subscriptions a user and says so at the eleventh', async () => {
      const { cookie } = await createLoggedInUser(o.t);
      const replies = await Promise.all(Array.from({ length: 11 }, (_, i) => call('/ai/bidSubscribe/create', { keywords: [`关键词${i}`] }, cookie)));
      expect(replies.filter((r) => r.code === '30000')).toHaveLength(10);
      expect(replies.filter((r) => r.code !== '30000')).toEqual([{ code: '40001', msg: '最多可保存 10 个订阅，请先删除不再需要的订阅' }]);
      expect((await call('/ai/bidSubscribe/getByUser', {}, cookie)).data).toMatchObject({ limit: 10, count: 10 });
    });

    it("answers someone else's subscription as not found, and leaves it alone", async () => {
      const owner = await createLoggedInUser(o.t);
      const other = await createLoggedInUser(o.t);
      const { id } = (await call('/ai/bidSubscribe/create', { keywords: ['地铁'] }, owner.cookie)).data;
      const notFound = { code: '40400', msg: '订阅不存在或已删除' };
      expect(await call('/ai/bidSubscribe/get', { id }, other.cookie)).toMatchObject(notFound);
      expect(await call('/ai/bidSubscribe/update', { id, keywords: ['隧道'] }, other.cookie)).toMatchObject(notFound);
      expect(await call('/ai/bidSubscribe/remove', { id }, other.cookie)).toMatchObject(notFound);
      expect(await call('/ai/bid/countSubscribe', { id }, other.cookie)).toMatchObject(notFound);
      expect(await call('/ai/bid/listPagedBySubscribe', { id }, other.cookie)).toMatchObject(notFound);
      expect((await call('/ai/bidSubscribe/get', { id }, owner.cookie)).data.keywords).toEqual(['地铁']);
      expect(await call('/ai/bidSubscribe/get', { id: 'abc' }, owner.cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('订阅编号') });
    });
  });

  describe('matching and alerts', () => {
    it('shows recent matches at once as read, then raises new notices as unread until they are looked at', async () => {
      const { cookie } = await createLoggedInUser(o.t);
      const sub = (await call('/ai/bidSubscribe/create', { keywords: ['地铁'], excludeWords: ['监理'], regions: [{ provinceCode: '430000' }] }, cookie)).data;
      await drain();
      // Of the fixture, the Changsha subway notices of the last 30 days match (the 监理 one is excluded, Wuhan is elsewhere).
      const first = await call('/ai/bid/listPagedBySubscribe', { id: sub.id }, cookie);
      expect(first.records.map((r: { title: string; isNew: boolean }) => [r.title, r.isNew])).toEqual([
        [`${p1}中标结果公示`, false],
        [`${p1}开标记录`, false],
      ]);
      expect(await call('/ai/bid/countSubscribe', {}, cookie)).toMatchObject({ data: { count: 0 } });

      await store([
        project('长沙地铁8号线一期工程车站施工'),
        project('长沙地铁8号线一期工程施工监理'),
        project('武汉地铁19号线工程施工', { provinceCode: '420000', cityCode: '420100', tenderee: '武汉地铁集团有限公司' }),
        project('长沙市望城区道路提质改造工程', { projectType: 'ROAD' }),
      ]);
      expect(await call('/ai/bid/countSubscribe', {}, cookie)).toMatchObject({ data: { count: 0 } });
      await drain();
      expect(await call('/ai/bid/countSubscribe', {}, cookie)).toMatchObject({ code: '30000', data: { count: 1 } });
      expect(await call('/ai/bid/countSubscribe', { id: sub.id }, cookie)).toMatchObject({ data: { count: 1 } });
      expect((await call('/ai/bidSubscribe/getByUser', {}, cookie)).data.unread).toBe(1);
      expect((await call('/ai/bidSubscribe/list', {}, cookie)).data[0].newCount).toBe(1);

      const page = await call('/ai/bid/listPagedBySubscribe', { id: sub.id }, cookie);
      expect(page).toMatchObject({
        code: '30000',
        total: 3,
        records: [{ title: '长沙地铁8号线一期工程车站施工招标公告', isNew: true, provinceName: '湖南省' }, { isNew: false }, { isNew: false }],
      });
      expect(await call('/ai/bid/countSubscribe', {}, cookie)).toMatchObject({ data: { count: 0 } });
      expect((await call('/ai/bid/listPagedBySubscribe', { id: sub.id }, cookie)).records[0].isNew).toBe(false);
      // The list filters narrow the matches too.
      expect((await call('/ai/bid/listPagedBySubscribe', { id: sub.id, infoType: 'TRADING_RESULTS' }, cookie)).total).toBe(1);
      expect(await call('/ai/bid/listPagedBySubscribe', { id: sub.id, current: 3 }, cookie)).toMatchObject({ code: '40400' });
    });

    it('counts a notice matched by two subscriptions of one user once in the unread total', async () => {
      const { cookie } = await createLoggedInUser(o.t);
      await call('/ai/bidSubscribe/create', { keywords: ['综合管廊'] }, cookie);
      await call('/ai/bidSubscribe/create', { keywords: ['管廊'], catNos: ['ENGINEERING'] }, cookie);
      await drain();
      await store([project('长沙市湘江新区综合管廊工程')]);
      await drain();
      const subs = (await call('/ai/bidSubscribe/list', {}, cookie)).data;
      expect(subs.map((s: { newCount: number }) => s.newCount)).toEqual([1, 1]);
      expect(await call('/ai/bid/countSubscribe', {}, cookie)).toMatchObject({ data: { count: 1 } });
    });

    it('matches each notice once when a job dies mid-run and starts again, and when a notice is queued twice', async () => {
      const { cookie, userId } = await createLoggedInUser(o.t);
      const sub = (await call('/ai/bidSubscribe/create', { keywords: ['停车场'] }, cookie)).data;
      await drain();
      const projects = Array.from({ length: 12 }, (_, i) => project(`长沙市第${i + 1}号公共停车场建设工程`));
      await store(projects);
      let batches = 0;
      const crashing = createTenderAlertService({
        db: o.t.db,
        messenger: createOutboxMessenger({ db: o.t.db }),
        siteUrl: 'http://portal.test',
        siteName: '计智云',
        afterMatch: () => {
          batches++;
          if (batches === 2) throw new Error('killed');
        },
      });
      // Batches of 5: the first commits, the second dies after writing its matches.
      await expect(crashing.drain(5)).rejects.toThrow('killed');
      const matchedOf = async () => Number((await o.t.db.select({ n: count() }).from(tenderMatches).where(eq(tenderMatches.subscriptionId, sub.id)))[0]!.n);
      expect(await matchedOf()).toBe(5);
      expect(await o.t.services.tenderAlerts.queued()).toBe(7);

      // A restarted worker picks up where the dead one stopped.
      expect(await drain()).toBe(7);
      expect(await matchedOf()).toBe(12);
      // The same notices queued again (a retried import) change nothing.
      const ids = (await call('/ai/bid/listPagedBySubscribe', { id: sub.id, size: 20 }, cookie)).records.map((r: { id: number }) => r.id);
      expect(new Set(ids).size).toBe(12);
      await o.t.db.insert(tenderMatchQueue).values(ids.map((noticeId: number) => ({ noticeId })));
      await Promise.all([drain(), drain()]);
      expect(await matchedOf()).toBe(12);
      const rows = await o.t.db
        .select({ n: count() })
        .from(tenderMatches)
        .innerJoin(tenderSubscriptions, eq(tenderSubscriptions.id, tenderMatches.subscriptionId))
        .where(eq(tenderSubscriptions.userId, userId));
      expect(Number(rows[0]!.n)).toBe(12);
    });

    it("refreshes the alerts table's planner statistics after a burst: PGlite has no autovacuum to do it (decision 0049)", async () => {
      const { cookie } = await createLoggedInUser(o.t);
      await call('/ai/bidSubscribe/create', { keywords: ['地下通道'] }, cookie);
      await drain();
      await store(Array.from({ length: 4 }, (_, i) => project(`长沙市第${i + 1}号人行地下通道工程`)));
      const worker = startTenderAlertWorker({ alerts: o.t.services.tenderAlerts, log: { info() {}, error() {} }, intervalMs: 60_000, analyzeAfter: 4 });
      await vi.waitFor(async () => expect(await o.t.services.tenderAlerts.queued()).toBe(0));
      await worker.stop();
      const [stats] = rowsOf<{ n: number }>(await o.t.db.execute(sql`select reltuples as n from pg_class where relname = 'tender_matches'`));
      const [rows] = await o.t.db.select({ n: count() }).from(tenderMatches);
      expect(Number(rows!.n)).toBeGreaterThanOrEqual(4);
      expect(Number(stats!.n)).toBe(Number(rows!.n));
    });
  });

  describe('daily digest', () => {
    it('sends one e-mail a day however many matches, and stops after the one-link unsubscribe', async () => {
      const { cookie, userId } = await createLoggedInUser(o.t, { realname: '周工' });
      expect(await call('/ai/bidSubscribe/digest', { enabled: true }, cookie)).toMatchObject({ code: '40001', msg: expect.stringContaining('邮箱') });
      const email = `digest${userId}@example.com`;
      await o.t.db.update(users).set({ email }).where(eq(users.id, userId));
      expect(await call('/ai/bidSubscribe/digest', { enabled: true }, cookie)).toMatchObject({ code: '30000', data: { enabled: true, email } });
      await call('/ai/bidSubscribe/create', { keywords: ['污水处理厂'] }, cookie);
      await drain();
      await store([project('长沙市花桥污水处理厂提标改造工程'), project('浏阳市城区污水处理厂扩建工程')]);
      await drain();

      const alerts = o.t.services.tenderAlerts;
      await alerts.sendDigests({ day: '2026-11-26' });
      await alerts.sendDigests({ day: '2026-11-26' });
      const mails = await o.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('【计智云】招标订阅日报：2 条新信息（2026-11-26）');
      expect(mails[0]!.body).toContain('周工，您的招标订阅和关注单位今天有 2 条新信息');
      expect(mails[0]!.body).toContain('长沙市花桥污水处理厂提标改造工程招标公告');
      expect(mails[0]!.body).toMatch(/http:\/\/portal\.test\/tenderDetails\/\d+/);
      // Nothing new the next day: no e-mail.
      await alerts.sendDigests({ day: '2026-11-27' });
      expect(await o.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(1);

      const token = /\/tender\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
      expect(await call('/ai/pub/bidSubscribe/unsubscribe', { token })).toMatchObject({ code: '30000', data: { email } });
      expect((await call('/ai/bidSubscribe/getByUser', {}, cookie)).data.digest).toEqual({ enabled: false, email });
      expect(await call('/ai/pub/bidSubscribe/unsubscribe', { token: 'x'.repeat(32) })).toMatchObject({ code: '40400', msg: '退订链接无效或已过期' });
      expect(await call('/ai/pub/bidSubscribe/unsubscribe', { token: '../../etc' })).toMatchObject({
        code: '40000',
        msg: expect.stringContaining('退订链接无效'),
      });

      await store([project('湘潭市河东污水处理厂改造工程')]);
      await drain();
      await alerts.sendDigests({ day: '2026-11-28' });
      expect(await o.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(1);
    });
  });
});
