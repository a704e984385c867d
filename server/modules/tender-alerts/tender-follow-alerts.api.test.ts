import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { insertTenderDrafts } from '../../db/seed-tender';
import type { TenderNoticeDraft, TenderProjectDraft } from '../../db/factories/tender-drafts';
import { day, openTenderTestApp } from '../../test-support/tender-fixture';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { eq } from 'drizzle-orm';
import { outboxMessages, tenderMatches, tenderNotices, userTenderOrgs, users } from '../../db/schema';

type Opened = Awaited<ReturnType<typeof openTenderTestApp>>;
let seq = 0;

/** A new project with one notice, stored as an import stores it (queued for matching). */
function project(name: string, extra: Partial<TenderProjectDraft> = {}, notice: Partial<TenderNoticeDraft> = {}): TenderProjectDraft {
  seq++;
  return {
    bidNo: `FOLLOW-2026-${String(seq).padStart(4, '0')}`,
    name,
    catNo: 'ENGINEERING',
    projectType: 'SUBWAY',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 50_000_000,
    tenderee: '长沙市轨道交通集团有限公司',
    agency: null,
    notices: [
      {
        infoType: 'ANNOUNCEMENT',
        title: `${name}招标公告`,
        content: `<p>${name}已具备招标条件。</p>`,
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

describe('alerts of followed organisations (decision 0040)', () => {
  let o: Opened;
  const call = (path: string, payload: object, cookie?: string) => o.post(path, payload, cookie).then((r) => r.json());
  const store = (projects: TenderProjectDraft[]) => o.t.db.transaction((tx) => insertTenderDrafts(tx as unknown as Database, { orgs: [], projects }));
  const drain = () => o.t.services.tenderAlerts.drain();
  const unread = async (cookie: string) => (await call('/ai/bid/countSubscribe', {}, cookie)).data.count as number;
  const orgId = async (name: string, cookie: string) =>
    ((await call('/ai/bidOrg/listPaged', { keywords: name, kind: 'ALL' }, cookie)).records as { id: number; name: string }[]).find((r) => r.name === name)!.id;

  beforeAll(async () => {
    o = await openTenderTestApp();
  });
  afterAll(() => o.t.close());

  it('asks for a login for the list of followed organisations', async () => {
    expect((await o.post('/ai/userBidOrg/list', {})).statusCode).toBe(401);
  });

  it("raises an alert for a followed buyer's, agency's, winner's or bidder's new notice, counted in the unread badge", async () => {
    const { cookie } = await createLoggedInUser(o.t);
    const other = await createLoggedInUser(o.t);
    // The fixture's result names its winner: winners are organisations now, so they can be followed.
    const winner = await orgId('中铁五局集团有限公司', cookie);
    const buyer = await orgId('中南大学', cookie);
    const agency = await orgId('湖南省招标有限责任公司', cookie);
    for (const id of [winner, buyer, agency]) expect(await call('/ai/userBidOrg/create', { orgId: id }, cookie)).toMatchObject({ code: '30000' });
    expect(await unread(cookie)).toBe(0);

    await store([
      project('中南大学新校区图书馆装修工程', { tenderee: '中南大学' }),
      project('长沙地铁8号线设计咨询', { agency: '湖南省招标有限责任公司' }),
      project(
        '长沙地铁9号线土建施工',
        {},
        {
          infoType: 'BID_OPENING_RECORD',
          title: '长沙地铁9号线土建施工开标记录',
          deadlineAt: null,
          bidders: ['中铁四局集团有限公司', '中铁五局集团有限公司'],
        },
      ),
      project('浏阳河大桥维修工程', {}, { infoType: 'TRADING_RESULTS', title: '浏阳河大桥维修工程中标结果公示', deadlineAt: null, winner: '中铁五局集团有限公司', winningAmount: 9_000_000 }),
      project('与关注无关的项目', { tenderee: '武汉地铁集团有限公司', provinceCode: '420000', cityCode: '420100' }),
    ]);
    // Follow alerts are counted from the stored notices (decision 0049): raised at once, the same after the matching.
    expect(await unread(cookie)).toBe(4);
    await drain();
    expect(await unread(cookie)).toBe(4);
    expect(await unread(other.cookie)).toBe(0);

    const list = await call('/ai/userBidOrg/list', {}, cookie);
    expect(list).toMatchObject({ code: '30000', data: { limit: 100, unread: 4 } });
    const byName = new Map((list.data.records as { name: string; newCount: number; kind: string }[]).map((r) => [r.name, r]));
    expect(byName.get('中铁五局集团有限公司')).toMatchObject({ kind: 'BIDDER', kindName: '投标单位', newCount: 2 });
    expect(byName.get('中南大学')).toMatchObject({ kind: 'TENDEREE', newCount: 1 });
    expect(byName.get('湖南省招标有限责任公司')).toMatchObject({ kind: 'AGENCY', newCount: 1 });

    // Their notices are listed (as buyer, agency, bidder or winner); looking marks the alerts seen.
    const notices = await call('/ai/bid/listPagedByFollow', { size: 50 }, cookie);
    const titles = (notices.records as { title: string }[]).map((r) => r.title);
    expect(titles).toEqual(
      expect.arrayContaining(['浏阳河大桥维修工程中标结果公示', '长沙地铁9号线土建施工开标记录', '长沙地铁8号线设计咨询招标公告', '中南大学新校区图书馆装修工程招标公告']),
    );
    expect(titles).not.toContain('与关注无关的项目招标公告');
    expect(await unread(cookie)).toBe(0);
    expect((await call('/ai/userBidOrg/list', {}, cookie)).data.unread).toBe(0);
  });

  it('counts a notice once when a subscription and a followed organisation both raise it, and matches nothing twice', async () => {
    const { cookie } = await createLoggedInUser(o.t);
    expect(await call('/ai/userBidOrg/create', { orgId: await orgId('中南大学', cookie) }, cookie)).toMatchObject({ code: '30000' });
    const sub = await call('/ai/bidSubscribe/create', { keywords: ['实验楼'] }, cookie);
    expect(sub.code).toBe('30000');
    await drain();

    await store([project('中南大学实验楼改造工程', { tenderee: '中南大学' })]);
    const noticeId = ((await o.bid('listPaged', { keywords: '实验楼改造' })).records as { id: number }[])[0]!.id;
    // Queued a second time (a retried import): still one alert.
    const { enqueueNotices } = await import('./repo');
    await enqueueNotices(o.t.db, [noticeId]);
    await drain();
    expect(await unread(cookie)).toBe(1);
    expect((await call('/ai/bid/countSubscribe', { id: sub.data.id }, cookie)).data.count).toBe(1);
    expect((await call('/ai/userBidOrg/list', {}, cookie)).data.unread).toBe(1);

    // Seen as a subscription match, it is still an unseen follow alert: the badge keeps it until that list is opened too.
    await call('/ai/bid/listPagedBySubscribe', { id: sub.data.id }, cookie);
    expect(await unread(cookie)).toBe(1);
    await call('/ai/bid/listPagedByFollow', {}, cookie);
    expect(await unread(cookie)).toBe(0);
  });

  it("puts a followed organisation's new notices in the daily digest, each notice once beside the subscription matches", async () => {
    const { cookie, userId } = await createLoggedInUser(o.t, { realname: '罗工' });
    const email = `follow-digest${userId}@example.com`;
    await o.t.db.update(users).set({ email }).where(eq(users.id, userId));
    expect(await call('/ai/bidSubscribe/digest', { enabled: true }, cookie)).toMatchObject({ code: '30000' });
    expect(await call('/ai/userBidOrg/create', { orgId: await orgId('中南大学', cookie) }, cookie)).toMatchObject({ code: '30000' });
    await call('/ai/bidSubscribe/create', { keywords: ['体育馆'] }, cookie);
    await drain();

    await store([project('中南大学体育馆屋面改造工程', { tenderee: '中南大学' }), project('中南大学湘雅医院门诊楼装修工程', { tenderee: '中南大学' })]);
    await drain();
    await o.t.services.tenderAlerts.sendDigests({ day: '2026-11-29' });
    await o.t.services.tenderAlerts.sendDigests({ day: '2026-11-29' });
    const mails = await o.t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('【计智云】招标订阅日报：2 条新信息（2026-11-29）');
    expect(mails[0]!.body).toContain('中南大学湘雅医院门诊楼装修工程招标公告（关注：中南大学）');
    // Raised by both, listed once.
    expect(mails[0]!.body.match(/中南大学体育馆屋面改造工程招标公告/g)).toHaveLength(1);
  });

  it('does not alert for notices of an organisation no longer followed, nor for old notices arriving late', async () => {
    const { cookie } = await createLoggedInUser(o.t);
    const buyer = await orgId('武汉地铁集团有限公司', cookie);
    await call('/ai/userBidOrg/create', { orgId: buyer }, cookie);
    await store([project('武汉地铁5号线历年档案', { tenderee: '武汉地铁集团有限公司', provinceCode: '420000', cityCode: '420100' }, { publishedAt: day(-400) })]);
    await drain();
    // Listed (it is the organisation's notice) but not news.
    expect(await unread(cookie)).toBe(0);
    await call('/ai/userBidOrg/remove', { orgId: buyer }, cookie);
    await store([project('武汉地铁5号线新增工程', { tenderee: '武汉地铁集团有限公司', provinceCode: '420000', cityCode: '420100' })]);
    await drain();
    expect(await unread(cookie)).toBe(0);
    expect((await call('/ai/userBidOrg/list', {}, cookie)).data.records).toEqual([]);
  });

  it('deletes the alerts of a deleted subscription, notice or user, as foreign keys would (decision 0048)', async () => {
    const { cookie, userId } = await createLoggedInUser(o.t);
    const buyer = await orgId('中南大学', cookie);
    await call('/ai/userBidOrg/create', { orgId: buyer }, cookie);
    const { id: subscriptionId } = (await call('/ai/bidSubscribe/create', { keywords: ['游泳馆'] }, cookie)).data as { id: number };
    await drain();
    await store([project('中南大学游泳馆维修工程', { tenderee: '中南大学' }), project('中南大学游泳馆改造设计', { tenderee: '中南大学' })]);
    await drain();
    const matchesOf = async () => (await o.t.db.select().from(tenderMatches).where(eq(tenderMatches.subscriptionId, subscriptionId))).map((r) => r.noticeId);
    const [first, second] = await matchesOf();
    expect(second).toBeDefined();
    expect(await unread(cookie)).toBe(2);
    expect((await call('/ai/userBidOrg/list', {}, cookie)).data.unread).toBe(2);

    await o.t.db.delete(tenderNotices).where(eq(tenderNotices.id, first!));
    expect(await matchesOf()).toEqual([second]);
    expect((await call('/ai/userBidOrg/list', {}, cookie)).data.unread).toBe(1);
    expect(await unread(cookie)).toBe(1);

    expect(await call('/ai/bidSubscribe/remove', { id: subscriptionId }, cookie)).toMatchObject({ code: '30000' });
    expect(await matchesOf()).toEqual([]);
    // Still raised by the followed buyer.
    expect(await unread(cookie)).toBe(1);

    const { id: again } = (await call('/ai/bidSubscribe/create', { keywords: ['游泳馆'] }, cookie)).data as { id: number };
    await drain();
    await o.t.db.delete(users).where(eq(users.id, userId));
    expect(await o.t.db.select().from(tenderMatches).where(eq(tenderMatches.subscriptionId, again))).toEqual([]);
    expect(await o.t.db.select().from(userTenderOrgs).where(eq(userTenderOrgs.userId, userId))).toEqual([]);
  });
});
