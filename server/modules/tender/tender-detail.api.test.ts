import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';
import { openTenderTestApp, p1, type Item } from '../../test-support/tender-fixture';

describe('tender API: a notice', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof openTenderTestApp>>['post'];
  let bid: Awaited<ReturnType<typeof openTenderTestApp>>['bid'];
  let idOf: Map<string, number>;

  beforeAll(async () => {
    ({ t, post, bid, idOf } = await openTenderTestApp());
  });
  afterAll(() => t.close());

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
