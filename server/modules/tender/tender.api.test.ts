import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../test-support/viewer-fixtures';
import type { Database } from '../../db/client';
import { insertTenderDrafts } from '../../db/seed-tender';
import type { TenderNoticeDraft, TenderOrgDraft, TenderProjectDraft } from '../../db/factories/tender-drafts';

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() + d * DAY);
const org = (name: string, kind: 'TENDEREE' | 'AGENCY', cityCode: string, phone: string): TenderOrgDraft => ({
  name,
  kind,
  provinceCode: `${cityCode.slice(0, 2)}0000`,
  cityCode,
  contact: '刘工',
  phone,
  address: '湖南省长沙市雨花区万家丽中路二段 88 号',
});
const notice = (infoType: TenderNoticeDraft['infoType'], title: string, at: number, extra: Partial<TenderNoticeDraft> = {}): TenderNoticeDraft => ({
  infoType,
  title,
  content: `<h3>一、招标条件</h3><p>${title}已具备招标条件。</p>`,
  publishedAt: day(at),
  deadlineAt: null,
  winner: null,
  winningAmount: null,
  source: '全国公共资源交易平台（湖南省）',
  ...extra,
});

const orgs = [
  org('长沙市轨道交通集团有限公司', 'TENDEREE', '430100', '0731-85621437'),
  org('湖南省招标有限责任公司', 'AGENCY', '430100', '0731-84412345'),
  org('武汉地铁集团有限公司', 'TENDEREE', '420100', '027-85556789'),
  org('中南大学', 'TENDEREE', '430100', '0731-88876543'),
];
const p1 = '长沙地铁7号线一期工程土建施工第三标段';
const projects: TenderProjectDraft[] = [
  {
    bidNo: 'CSGD-2026-0153',
    name: p1,
    catNo: 'ENGINEERING',
    projectType: 'SUBWAY',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 1_234_567_800,
    tenderee: '长沙市轨道交通集团有限公司',
    agency: '湖南省招标有限责任公司',
    notices: [
      notice('ANNOUNCEMENT', `${p1}招标公告`, -40, { deadlineAt: day(-15) }),
      notice('CLARIFIES', `${p1}澄清与变更公告`, -33, { deadlineAt: day(-15) }),
      notice('BID_OPENING_RECORD', `${p1}开标记录`, -15),
      notice('TRADING_RESULTS', `${p1}中标结果公示`, -10, { winner: '中铁五局集团有限公司', winningAmount: 1_101_000_000 }),
    ],
  },
  {
    bidNo: 'CSGD-2026-0160',
    name: '长沙地铁6号线东延线工程施工监理',
    catNo: 'ENGINEERING',
    projectType: 'SUBWAY',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 38_000_000,
    tenderee: '长沙市轨道交通集团有限公司',
    agency: null,
    notices: [notice('ANNOUNCEMENT', '长沙地铁6号线东延线工程施工监理招标公告', -1, { deadlineAt: day(20) })],
  },
  {
    bidNo: 'WHDT-2026-0031',
    name: '武汉地铁12号线盾构区间施工',
    catNo: 'ENGINEERING',
    projectType: 'TUNNEL',
    provinceCode: '420000',
    cityCode: '420100',
    budget: 560_000_000,
    tenderee: '武汉地铁集团有限公司',
    agency: null,
    notices: [notice('ANNOUNCEMENT', '武汉地铁12号线盾构区间施工招标公告', -200, { deadlineAt: day(-180) })],
  },
  {
    bidNo: 'ZNDX-2026-0012',
    name: '中南大学工程项目管理信息系统采购项目',
    catNo: 'GOVERNMENT',
    projectType: 'COMMON',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 1_860_000,
    tenderee: '中南大学',
    agency: null,
    notices: [
      notice('ANNOUNCEMENT', '中南大学工程项目管理信息系统采购项目公开招标公告', -2, {
        deadlineAt: day(18),
        content: '<h3>一、项目基本情况</h3><p>预算金额：186.00 万元</p><script>alert(1)</script>',
      }),
    ],
  },
];

type Item = { id: number; title: string };

describe('tender API', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  const bid = (path: string, payload: object = {}, cookie?: string) => post(`/ai/pub/bid/${path}`, payload, cookie).then((r) => r.json());
  const titles = async (payload: object) => (await bid('listPaged', payload)).records.map((r: Item) => r.title);
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
    await t.db.transaction((tx) => insertTenderDrafts(tx as unknown as Database, { orgs, projects }));
    const all = await bid('listPaged', { size: 100 });
    for (const r of all.records as Item[]) idOf.set(r.title, r.id);
  });
  afterAll(() => t.close());

  describe('listPaged', () => {
    it('lists notices newest first with list fields and a status from the deadline', async () => {
      const all = await bid('listPaged', {});
      expect(all).toMatchObject({ code: '30000', current: 1, size: 20, total: 7, pages: 1 });
      expect(all.records.map((r: Item) => r.title)).toEqual([
        '长沙地铁6号线东延线工程施工监理招标公告',
        '中南大学工程项目管理信息系统采购项目公开招标公告',
        `${p1}中标结果公示`,
        `${p1}开标记录`,
        `${p1}澄清与变更公告`,
        `${p1}招标公告`,
        '武汉地铁12号线盾构区间施工招标公告',
      ]);
      expect(all.records[0]).toEqual({
        id: expect.any(Number),
        title: '长沙地铁6号线东延线工程施工监理招标公告',
        infoType: 'ANNOUNCEMENT',
        infoTypeId: '0100',
        infoTypeName: '招标公告',
        catNo: 'ENGINEERING',
        catName: '工程建设',
        projectId: expect.any(Number),
        bidNo: 'CSGD-2026-0160',
        provinceCode: '430000',
        provinceName: '湖南省',
        cityName: '长沙市',
        projectType: 'SUBWAY',
        budget: 38_000_000,
        budgetWan: 3800,
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        deadlineAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'OPEN',
        statusName: '报名中',
        tendereeName: '长沙市轨道交通集团有限公司',
        winner: null,
        winningAmount: null,
        readCount: 0,
      });
      const result = all.records[2];
      expect(result).toMatchObject({
        infoTypeId: '0104',
        status: null,
        statusName: '',
        winner: '中铁五局集团有限公司',
        winningAmount: 1_101_000_000,
        budgetWan: 123456.78,
      });
      expect(all.records[6]).toMatchObject({ status: 'CLOSED', statusName: '已截止', provinceName: '湖北省', cityName: '武汉市' });
      expect(all.records[0]).not.toHaveProperty('content');
    });

    it('filters by category, information type, province, project type, status, range and keywords', async () => {
      expect(await titles({ infoType: 'TRADING_RESULTS' })).toEqual([`${p1}中标结果公示`]);
      expect(await titles({ catNo: 'GOVERNMENT' })).toEqual(['中南大学工程项目管理信息系统采购项目公开招标公告']);
      expect(await titles({ provinceCode: '420000' })).toEqual(['武汉地铁12号线盾构区间施工招标公告']);
      expect(await titles({ projectType: 'TUNNEL' })).toEqual(['武汉地铁12号线盾构区间施工招标公告']);
      expect(await titles({ status: 'OPEN' })).toEqual(['长沙地铁6号线东延线工程施工监理招标公告', '中南大学工程项目管理信息系统采购项目公开招标公告']);
      expect(await titles({ status: 'CLOSED', catNo: 'ALL', infoType: 'ALL', provinceCode: 'ALL' })).toEqual([
        `${p1}澄清与变更公告`,
        `${p1}招标公告`,
        '武汉地铁12号线盾构区间施工招标公告',
      ]);
      expect(await titles({ range: '1w' })).toHaveLength(2);
      expect(await titles({ range: '3m' })).toHaveLength(6);
      expect(await titles({ keywords: '盾构' })).toEqual(['武汉地铁12号线盾构区间施工招标公告']);
      expect(await titles({ keywords: '  监理 ' })).toEqual(['长沙地铁6号线东延线工程施工监理招标公告']);
      // The bid number and the buyer are indexed with the body.
      expect(await titles({ keywords: '中南大学', infoType: 'ANNOUNCEMENT' })).toEqual(['中南大学工程项目管理信息系统采购项目公开招标公告']);
      expect((await bid('listPaged', { keywords: '没有这样的项目' })).total).toBe(0);
    });

    it('pages, and refuses a page past the last one', async () => {
      const second = await bid('listPaged', { current: 2, size: 3 });
      expect(second).toMatchObject({ code: '30000', current: 2, pages: 3, total: 7 });
      expect(second.records).toHaveLength(3);
      expect(await bid('listPaged', { current: 4, size: 3 })).toEqual({ code: '40400', msg: '页码超出范围，共 3 页' });
      expect(await bid('listPaged', { keywords: '没有这样的项目', current: 1 })).toMatchObject({ code: '30000', total: 0, records: [] });
    });

    it('refuses bad filters with a Chinese message', async () => {
      const cases: [object, RegExp][] = [
        [{ catNo: 'ROADS' }, /^请选择正确的行业分类/],
        [{ infoType: '0100' }, /^请选择正确的信息类型/],
        [{ provinceCode: '999999' }, /^请选择正确的地区/],
        [{ provinceCode: '43000' }, /^请选择正确的地区/],
        [{ projectType: 'RAIL' }, /^请选择正确的项目类型/],
        [{ status: 'SOON' }, /^请选择正确的状态/],
        [{ range: '2d' }, /^请选择正确的时间范围/],
        [{ keywords: '长'.repeat(31) }, /^关键词不能超过 30 个字符$/],
        [{ current: 0 }, /页码不能小于 1/],
        [{ size: 101 }, /每页条数不能大于 100/],
      ];
      for (const [payload, msg] of cases) {
        const reply = await bid('listPaged', payload);
        expect(reply.code, JSON.stringify(payload)).toBe('40000');
        expect(reply.msg, JSON.stringify(payload)).toMatch(msg);
      }
    });
  });

  describe('first', () => {
    it('answers the newest announcements, counts per type and the open calls', async () => {
      const reply = await bid('first', { size: 3 });
      expect(reply.code).toBe('30000');
      expect(reply.data.announcements.map((r: Item) => r.title)).toEqual([
        '长沙地铁6号线东延线工程施工监理招标公告',
        '中南大学工程项目管理信息系统采购项目公开招标公告',
        `${p1}招标公告`,
      ]);
      expect(reply.data.stats).toEqual([
        { infoType: 'ANNOUNCEMENT', infoTypeId: '0100', name: '招标公告', today: expect.any(Number), week: 2, total: 4 },
        { infoType: 'BID_OPENING_RECORD', infoTypeId: '0102', name: '开标记录', today: 0, week: 0, total: 1 },
        { infoType: 'TRADING_RESULTS', infoTypeId: '0104', name: '中标结果', today: 0, week: 0, total: 1 },
        { infoType: 'CLARIFIES', infoTypeId: '0105', name: '澄清/变更', today: 0, week: 0, total: 1 },
      ]);
      expect(reply.data.openCount).toBe(2);
      expect((await bid('first')).data.announcements).toHaveLength(4);
      expect(await bid('first', { size: 21 })).toEqual({ code: '40000', msg: '每页条数不能大于 20' });
    });
  });

  describe('getByBidId and checkLogin', () => {
    it('answers a notice with its project, stage timeline and related notices, without contacts when logged out', async () => {
      const id = idOf.get(`${p1}澄清与变更公告`)!;
      const reply = await bid('getByBidId', { id });
      expect(reply.code).toBe('30000');
      const d = reply.data;
      expect(d).toMatchObject({
        id,
        infoType: 'CLARIFIES',
        infoTypeId: '0105',
        status: 'CLOSED',
        source: '全国公共资源交易平台（湖南省）',
        contacts: null,
        contactsHidden: true,
      });
      expect(d.project).toEqual({
        id: expect.any(Number),
        bidNo: 'CSGD-2026-0153',
        name: p1,
        budget: 1_234_567_800,
        budgetWan: 123456.78,
        tenderee: { id: expect.any(Number), name: '长沙市轨道交通集团有限公司', kind: 'TENDEREE', provinceName: '湖南省', cityName: '长沙市' },
        agency: { id: expect.any(Number), name: '湖南省招标有限责任公司', kind: 'AGENCY', provinceName: '湖南省', cityName: '长沙市' },
      });
      expect(d.timeline.map((s: { infoType: string; isCurrent: boolean }) => [s.infoType, s.isCurrent])).toEqual([
        ['ANNOUNCEMENT', false],
        ['CLARIFIES', true],
        ['BID_OPENING_RECORD', false],
        ['TRADING_RESULTS', false],
      ]);
      // Same province and type, other projects: none for this clarification; for the announcement, the two open ones.
      expect(d.related).toEqual([]);
      const announcement = await bid('getByBidId', { id: idOf.get(`${p1}招标公告`)! });
      expect(announcement.data.related.map((r: Item) => r.title)).toEqual([
        '长沙地铁6号线东延线工程施工监理招标公告',
        '中南大学工程项目管理信息系统采购项目公开招标公告',
      ]);
      // Nothing of the contact details reaches an anonymous caller.
      const raw = JSON.stringify(reply);
      for (const secret of ['0731-85621437', '0731-84412345', '刘工', '万家丽中路']) expect(raw).not.toContain(secret);
    });

    it('sanitises the body', async () => {
      const reply = await bid('getByBidId', { id: idOf.get('中南大学工程项目管理信息系统采购项目公开招标公告')! });
      expect(reply.data.content).toBe('<h3>一、项目基本情况</h3><p>预算金额：186.00 万元</p>');
      expect(reply.data.project.agency).toBeNull();
    });

    it('shows contacts to a logged-in viewer, through getByBidId and checkLogin', async () => {
      const { cookie } = await createLoggedInUser(t);
      const id = idOf.get(`${p1}招标公告`)!;
      const expected = {
        tenderee: { name: '长沙市轨道交通集团有限公司', contact: '刘工', phone: '0731-85621437', address: '湖南省长沙市雨花区万家丽中路二段 88 号' },
        agency: { name: '湖南省招标有限责任公司', contact: '刘工', phone: '0731-84412345', address: '湖南省长沙市雨花区万家丽中路二段 88 号' },
        source: '全国公共资源交易平台（湖南省）',
      };
      const detail = await bid('getByBidId', { id }, cookie);
      expect(detail.data).toMatchObject({ contactsHidden: false, contacts: expected });
      expect(await bid('checkLogin', { id }, cookie)).toEqual({ code: '30000', msg: '成功', data: expected });
      expect(await bid('checkLogin', { id: 999999 }, cookie)).toEqual({ code: '40400', msg: '招标信息不存在或已下线' });
      expect((await bid('checkLogin', { id: 'x' }, cookie)).code).toBe('40000');
    });

    it('answers 401 from checkLogin when logged out, before reading the body', async () => {
      for (const payload of [{ id: idOf.get(`${p1}招标公告`)! }, { id: 'x' }]) {
        const res = await post('/ai/pub/bid/checkLogin', payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: '40100', msg: '请先登录后查看联系方式' });
      }
    });

    it('answers 40400 for unknown ids and 40000 for malformed ones', async () => {
      expect(await bid('getByBidId', { id: 999999 })).toEqual({ code: '40400', msg: '招标信息不存在或已下线' });
      expect(await bid('getByBidId', { id: 'abc' })).toEqual({ code: '40000', msg: '招标信息编号必须是数字' });
      expect(await bid('read', { id: 999999 })).toEqual({ code: '40400', msg: '招标信息不存在或已下线' });
      expect((await bid('getByBidId', {})).code).toBe('40000');
    });
  });

  describe('read', () => {
    it('counts reads', async () => {
      const id = idOf.get('武汉地铁12号线盾构区间施工招标公告')!;
      expect(await bid('read', { id })).toEqual({ code: '30000', msg: '成功', data: { readCount: 1 } });
      expect((await bid('read', { id })).data.readCount).toBe(2);
      expect((await bid('getByBidId', { id })).data.readCount).toBe(2);
    });
  });

  describe('listOrgPaged', () => {
    it('lists organisations with their numbers of projects and notices, the busiest first', async () => {
      const reply = await bid('listOrgPaged', {});
      expect(reply).toMatchObject({ code: '30000', total: 4 });
      expect(reply.records.map((r: { name: string; projectCount: number; noticeCount: number }) => [r.name, r.projectCount, r.noticeCount])).toEqual([
        ['长沙市轨道交通集团有限公司', 2, 5],
        ['湖南省招标有限责任公司', 1, 4],
        ['武汉地铁集团有限公司', 1, 1],
        ['中南大学', 1, 1],
      ]);
      expect(reply.records[1]).toEqual({
        id: expect.any(Number),
        name: '湖南省招标有限责任公司',
        kind: 'AGENCY',
        kindName: '招标代理',
        provinceCode: '430000',
        provinceName: '湖南省',
        cityName: '长沙市',
        projectCount: 1,
        noticeCount: 4,
        latestAt: expect.stringMatching(/^\d{4}-/),
      });
      expect(JSON.stringify(reply)).not.toContain('0731-');
    });

    it('filters by kind, province and keywords, and refuses bad input', async () => {
      const names = async (payload: object) => (await bid('listOrgPaged', payload)).records.map((r: { name: string }) => r.name);
      expect(await names({ kind: 'AGENCY' })).toEqual(['湖南省招标有限责任公司']);
      expect(await names({ provinceCode: '420000' })).toEqual(['武汉地铁集团有限公司']);
      expect(await names({ keywords: ' 地铁 ', kind: 'ALL' })).toEqual(['武汉地铁集团有限公司']);
      expect((await bid('listOrgPaged', { kind: 'BUYER' })).msg).toMatch(/^请选择正确的单位类型/);
      expect((await bid('listOrgPaged', { keywords: 'x'.repeat(31) })).code).toBe('40000');
      expect(await bid('listOrgPaged', { current: 2 })).toEqual({ code: '40400', msg: '页码超出范围，共 1 页' });
    });
  });

  describe('likes and favourites (kind BID, the account module)', () => {
    it('favourites a notice so that it shows among my favourites, and counts it', async () => {
      const { cookie } = await createLoggedInUser(t);
      const id = idOf.get('长沙地铁6号线东延线工程施工监理招标公告')!;
      const title = '长沙地铁6号线东延线工程施工监理招标公告';
      expect((await post('/ai/pub/userOperation/favorite', { id, title })).statusCode).toBe(401);
      const fav = (await post('/ai/pub/userOperation/favorite', { id, title }, cookie)).json();
      expect(fav.data).toMatchObject({ id, kind: 'BID', favorited: true, favoriteCount: 1 });
      await post('/ai/pub/userOperation/praise', { id, title }, cookie);
      expect((await post('/ai/pub/userOperation/userOperation', { id }, cookie)).json().data).toMatchObject({ praised: true, favorited: true, praiseCount: 1 });
      expect((await post('/ai/pub/userOperation/stats', { ids: [id] })).json().data).toEqual([{ id, praiseCount: 1, favoriteCount: 1 }]);
      const mine = (await post('/user/operation/listPaged', { op: 'FAVORITE', current: 1, size: 10 }, cookie)).json();
      expect(mine.records).toEqual([{ kind: 'BID', id, title, createdAt: expect.any(String) }]);
      await post('/ai/pub/userOperation/cancelFavorite', { id }, cookie);
      expect((await post('/ai/pub/userOperation/stats', { ids: [id] })).json().data).toEqual([{ id, praiseCount: 1, favoriteCount: 0 }]);
    });
  });

  describe('site search', () => {
    it('finds notices as kind TENDER linking to /tenderDetails/:id', async () => {
      const r = await t.services.search.search({ keywords: '盾构区间', kind: 'TENDER', current: 1, size: 10 });
      expect(r.records.map((x) => [x.kind, x.title, x.url])).toEqual([
        ['TENDER', '武汉地铁12号线盾构区间施工招标公告', `/tenderDetails/${idOf.get('武汉地铁12号线盾构区间施工招标公告')}`],
      ]);
    });
  });
});
