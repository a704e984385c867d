import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { openTenderTestApp, p1, type Item } from '../../test-support/tender-fixture';

describe('tender API: lists', () => {
  let t: TestApp;
  let bid: Awaited<ReturnType<typeof openTenderTestApp>>['bid'];
  let titles: Awaited<ReturnType<typeof openTenderTestApp>>['titles'];

  beforeAll(async () => {
    ({ t, bid, titles } = await openTenderTestApp());
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
        winnerId: null,
        winningAmount: null,
        readCount: 0,
      });
      const result = all.records[2];
      expect(result).toMatchObject({
        infoTypeId: '0104',
        status: null,
        statusName: '',
        winner: '中铁五局集团有限公司',
        winnerId: expect.any(Number),
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

  describe('listOrgPaged', () => {
    it('lists organisations with their numbers of projects and notices, the busiest first', async () => {
      const reply = await bid('listOrgPaged', {});
      // The winner of the fixture's result is an organisation too (decision 0041), counted by the projects it bid for.
      expect(reply).toMatchObject({ code: '30000', total: 5 });
      expect(reply.records.map((r: { name: string; projectCount: number; noticeCount: number }) => [r.name, r.projectCount, r.noticeCount])).toEqual([
        ['长沙市轨道交通集团有限公司', 2, 5],
        ['湖南省招标有限责任公司', 1, 4],
        ['中铁五局集团有限公司', 1, 4],
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
      expect(await names({ kind: 'BIDDER' })).toEqual(['中铁五局集团有限公司']);
      expect(await names({ provinceCode: '420000' })).toEqual(['武汉地铁集团有限公司']);
      expect(await names({ keywords: ' 地铁 ', kind: 'ALL' })).toEqual(['武汉地铁集团有限公司']);
      expect((await bid('listOrgPaged', { kind: 'BUYER' })).msg).toMatch(/^请选择正确的单位类型/);
      expect((await bid('listOrgPaged', { keywords: 'x'.repeat(31) })).code).toBe('40000');
      expect(await bid('listOrgPaged', { current: 2 })).toEqual({ code: '40400', msg: '页码超出范围，共 1 页' });
    });
  });

});
