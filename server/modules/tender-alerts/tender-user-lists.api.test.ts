import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { insertTenderDrafts } from '../../db/seed-tender';
import { rangeStart } from '../../platform/count-cache';
import { day, openTenderTestApp, p1 } from '../../test-support/tender-fixture';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';

type Opened = Awaited<ReturnType<typeof openTenderTestApp>>;
type Row = { id: number; title: string };

describe('followed organisations and the logged-in tender lists', () => {
  let o: Opened;
  const call = (path: string, payload: object, cookie?: string) => o.post(path, payload, cookie).then((r) => r.json());
  const titles = (reply: { records: Row[] }) => reply.records.map((r) => r.title);
  const orgId = async (name: string) => {
    const { records } = await o.bid('listOrgPaged', { keywords: name });
    return (records as { id: number; name: string }[]).find((r) => r.name === name)!.id;
  };

  beforeAll(async () => {
    o = await openTenderTestApp();
  });
  afterAll(() => o.t.close());

  it('asks for a login before anything else', async () => {
    for (const path of ['/ai/bidOrg/listPaged', '/ai/userBidOrg/create', '/ai/bid/listPagedByFollow', '/ai/bid/listPagedByFavorite', '/ai/bid/listPagedSort']) {
      expect((await o.post(path, { orgId: 1 })).statusCode, path).toBe(401);
    }
  });

  it('finds organisations by name, follows them once, and lists their notices as buyer or agency', async () => {
    const { cookie } = await createLoggedInUser(o.t);
    const found = await call('/ai/bidOrg/listPaged', { keywords: '招标有限' }, cookie);
    expect(found.records).toMatchObject([{ name: '湖南省招标有限责任公司', kind: 'AGENCY', followed: false, noticeCount: 4 }]);
    const agency = found.records[0].id;

    expect(await call('/ai/userBidOrg/create', { orgId: agency }, cookie)).toMatchObject({ code: '30000', data: { orgId: agency, followed: true } });
    expect(await call('/ai/userBidOrg/create', { orgId: agency }, cookie)).toMatchObject({ code: '30000', data: { followed: true } });
    expect((await call('/ai/bidOrg/listPaged', { keywords: '招标有限' }, cookie)).records[0].followed).toBe(true);
    expect(await call('/ai/userBidOrg/state', { orgId: agency }, cookie)).toMatchObject({ data: { followed: true } });

    const byAgency = await call('/ai/bid/listPagedByFollow', {}, cookie);
    expect(titles(byAgency)).toEqual([`${p1}中标结果公示`, `${p1}开标记录`, `${p1}澄清与变更公告`, `${p1}招标公告`]);
    await call('/ai/userBidOrg/create', { orgId: await orgId('中南大学') }, cookie);
    expect((await call('/ai/bid/listPagedByFollow', {}, cookie)).total).toBe(5);
    expect(titles(await call('/ai/bid/listPagedByFollow', { catNo: 'GOVERNMENT' }, cookie))).toEqual(['中南大学工程项目管理信息系统采购项目公开招标公告']);
    // Someone else's follows are not mine.
    const other = await createLoggedInUser(o.t);
    expect((await call('/ai/bid/listPagedByFollow', {}, other.cookie)).total).toBe(0);

    expect(await call('/ai/userBidOrg/remove', { orgId: agency }, cookie)).toMatchObject({ data: { followed: false } });
    expect((await call('/ai/bid/listPagedByFollow', {}, cookie)).total).toBe(1);
    expect(await call('/ai/userBidOrg/create', { orgId: 999_999 }, cookie)).toMatchObject({ code: '40400', msg: '招标单位不存在' });
    expect(await call('/ai/userBidOrg/create', { orgId: 'x' }, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('单位编号') });
  });

  it("lists the user's favourite notices", async () => {
    const { cookie } = await createLoggedInUser(o.t);
    const id = o.idOf.get('武汉地铁12号线盾构区间施工招标公告')!;
    await call('/ai/pub/userOperation/favorite', { id }, cookie);
    expect(titles(await call('/ai/bid/listPagedByFavorite', {}, cookie))).toEqual(['武汉地铁12号线盾构区间施工招标公告']);
    expect((await call('/ai/bid/listPagedByFavorite', { provinceCode: '430000' }, cookie)).total).toBe(0);
    expect((await call('/ai/bid/listPagedByFavorite', {}, (await createLoggedInUser(o.t)).cookie)).total).toBe(0);
  });

  it('sorts by newest, soonest deadline (open notices only) or largest budget', async () => {
    const { cookie } = await createLoggedInUser(o.t);
    const newest = await call('/ai/bid/listPagedSort', { size: 3 }, cookie);
    expect(titles(newest)).toEqual(titles(await o.bid('listPaged', { size: 3 })));
    expect(titles(await call('/ai/bid/listPagedSort', { sort: 'deadline' }, cookie))).toEqual([
      '中南大学工程项目管理信息系统采购项目公开招标公告',
      '长沙地铁6号线东延线工程施工监理招标公告',
    ]);
    const byAmount = titles(await call('/ai/bid/listPagedSort', { sort: 'amount', size: 6 }, cookie));
    expect(byAmount.slice(0, 4).every((t: string) => t.startsWith(p1))).toBe(true);
    expect(byAmount[4]).toBe('武汉地铁12号线盾构区间施工招标公告');
    expect(await call('/ai/bid/listPagedSort', { sort: 'hottest' }, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('请选择正确的排序') });
  });

  it('shows an imported notice at once: the sorted pages kept for every reader are dropped when tenders change', async () => {
    const { cookie } = await createLoggedInUser(o.t);
    const first = titles(await call('/ai/bid/listPagedSort', { sort: 'amount', size: 3 }, cookie));
    expect(first).not.toContain('岳阳港城陵矶港区三期集装箱码头工程施工招标公告');
    const row = {
      source: '湖南省公共资源交易中心',
      sourceId: 'SORT-0001',
      bidNo: 'SORT-2026-0001',
      projectName: '岳阳港城陵矶港区三期集装箱码头工程',
      catNo: 'ENGINEERING',
      projectType: 'WATER',
      provinceCode: '430000',
      cityCode: '430600',
      budget: 9_000_000_000,
      tenderee: '岳阳城陵矶港务有限责任公司',
      agency: '湖南省招标有限责任公司',
      infoType: 'ANNOUNCEMENT',
      title: '岳阳港城陵矶港区三期集装箱码头工程施工招标公告',
      content: '<p>岳阳港城陵矶港区三期集装箱码头工程已具备招标条件。</p>',
      publishedAt: new Date().toISOString(),
      deadlineAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    };
    const imported = await o.t.services.tenderImport.importFile({ content: JSON.stringify(row), format: 'jsonl', fileName: 'sort.jsonl' });
    expect(imported, JSON.stringify(imported)).toMatchObject({ ok: true, inserted: 1 });
    expect(titles(await call('/ai/bid/listPagedSort', { sort: 'amount', size: 3 }, cookie))[0]).toBe('岳阳港城陵矶港区三期集装箱码头工程施工招标公告');
  });

  it('has the quick filters 7 天内截止 and 今日开标', async () => {
    const todayStart = rangeStart(Date.now(), 0);
    await o.t.db.transaction((tx) =>
      insertTenderDrafts(
        tx as unknown as Database,
        {
          orgs: [],
          projects: [
            {
              bidNo: 'QUICK-2026-0001',
              name: '长沙市雨花区学校改扩建工程',
              catNo: 'ENGINEERING',
              projectType: 'BUILDING',
              provinceCode: '430000',
              cityCode: '430100',
              budget: 26_000_000,
              tenderee: '中南大学',
              agency: null,
              notices: [
                { infoType: 'ANNOUNCEMENT', title: '长沙市雨花区学校改扩建工程招标公告', content: '<p>招标</p>', publishedAt: day(-5), deadlineAt: day(3), winner: null, winningAmount: null, source: '' },
                {
                  infoType: 'CLARIFIES',
                  title: '长沙市雨花区学校改扩建工程开标时间变更公告',
                  content: '<p>变更</p>',
                  publishedAt: day(-1),
                  deadlineAt: new Date(todayStart.getTime() + 3_600_000),
                  winner: null,
                  winningAmount: null,
                  source: '',
                },
              ],
            },
          ],
        },
        { alert: false },
      ),
    );
    expect(titles(await o.bid('listPaged', { due: 'WEEK' }))).toContain('长沙市雨花区学校改扩建工程招标公告');
    expect(titles(await o.bid('listPaged', { due: 'WEEK' }))).not.toContain('中南大学工程项目管理信息系统采购项目公开招标公告');
    expect(titles(await o.bid('listPaged', { due: 'TODAY' }))).toEqual(['长沙市雨花区学校改扩建工程开标时间变更公告']);
    expect(await o.bid('listPaged', { due: 'MONTH' })).toMatchObject({ code: '40000', msg: expect.stringContaining('请选择正确的截止时间') });
  });
});

describe('organisation profiles', () => {
  let o: Opened;
  beforeAll(async () => {
    o = await openTenderTestApp();
  });
  afterAll(() => o.t.close());

  it("answers a buyer's notices, its results by year and its partners, without contacts", async () => {
    const { records } = await o.bid('listOrgPaged', { keywords: '长沙市轨道交通' });
    const reply = await o.bid('orgProfile', { id: records[0].id });
    expect(reply).toMatchObject({
      code: '30000',
      data: {
        org: { name: '长沙市轨道交通集团有限公司', kind: 'TENDEREE', kindName: '招标人', provinceName: '湖南省', cityName: '长沙市' },
        projectCount: 2,
        noticeCount: 5,
        partners: [
          { name: '湖南省招标有限责任公司', role: '招标代理', count: 1 },
          { id: expect.any(Number), name: '中铁五局集团有限公司', role: '中标人', count: 1 },
        ],
      },
    });
    expect(reply.data.notices.map((n: Row) => n.title)[0]).toBe('长沙地铁6号线东延线工程施工监理招标公告');
    const year = new Date(Date.now() - 10 * 86_400_000).getUTCFullYear();
    expect(reply.data.byYear).toEqual([{ year, results: 1, amount: 1_101_000_000 }]);
    expect(JSON.stringify(reply)).not.toContain('0731-85621437');
    expect(await o.bid('orgProfile', { id: 999_999 })).toMatchObject({ code: '40400', msg: '招标单位不存在' });
    expect(await o.bid('orgProfile', { id: 'a' })).toMatchObject({ code: '40000' });
  });
});
