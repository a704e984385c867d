import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLearningTestApp, type LearningTestApp } from '../../test-support/learning-fixture';

describe('learning API: public lists, courses and recommendations', () => {
  let t: LearningTestApp['t'];
  let post: LearningTestApp['post'];
  let json: LearningTestApp['json'];
  let titles: LearningTestApp['titles'];
  let ids: LearningTestApp['ids'];

  beforeAll(async () => {
    ({ t, post, json, titles, ids } = await openLearningTestApp());
  });
  afterAll(() => t.close());

  describe('videoCat/list', () => {
    it('answers the two-level tree in order, a parent counting the courses of its children', async () => {
      const reply = await json('/learning/pub/videoCat/list');
      expect(reply.code).toBe('30000');
      expect(reply.data).toEqual([
        {
          id: ids.metering,
          name: '计量支付实务',
          parentId: null,
          courseCount: 3,
          children: [
            { id: ids.ledger, name: '计量台账', parentId: ids.metering, courseCount: 1, children: [] },
            { id: ids.payment, name: '中期支付', parentId: ids.metering, courseCount: 2, children: [] },
          ],
        },
        { id: ids.bim, name: 'BIM 与 GIS', parentId: null, courseCount: 1, children: [{ id: ids.model, name: 'BIM 建模', parentId: ids.bim, courseCount: 1, children: [] }] },
      ]);
    });
  });

  describe('videoRes/listNew', () => {
    it('lists newest first with the card fields and the totals', async () => {
      const reply = await json('/learning/pub/videoRes/listNew');
      expect(reply).toMatchObject({ code: '30000', current: 1, size: 20, total: 4, pages: 1 });
      expect(reply.records.map((r: { id: number }) => r.id)).toEqual([ids.ledgerCourse, ids.paymentCourse, ids.modelCourse, ids.oldPayment]);
      expect(reply.records[0]).toEqual({
        id: ids.ledgerCourse,
        title: '计量台账建立实务精讲',
        summary: '从 0# 台账讲起。',
        lecturer: '王建国',
        lecturerTitle: '高级工程师',
        coverUrl: '/images/video-covers/metering.svg',
        durationSeconds: 600 + 660 + 720 + 780,
        chapterCount: 4,
        categoryId: ids.ledger,
        categoryName: '计量台账',
        rootCategoryId: ids.metering,
        rootCategoryName: '计量支付实务',
        projectType: 'ROAD',
        projectRole: 'SG',
        isRecommended: true,
        publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        playCount: 120,
        starCount: 0,
      });
    });

    it('filters by a parent or a child category, project type and role, date range, keywords, and sorts by plays', async () => {
      expect(await titles({ categoryId: ids.metering })).toEqual(['计量台账建立实务精讲', '中期支付证书编制全流程详解', '月度计量审核常见问题与对策']);
      expect(await titles({ categoryId: ids.payment })).toEqual(['中期支付证书编制全流程详解', '月度计量审核常见问题与对策']);
      expect(await titles({ projectType: 'ROAD' })).toEqual(['计量台账建立实务精讲', '桥梁参数化建模从入门到精通']);
      expect(await titles({ projectType: 'ALL', projectRole: 'JL' })).toEqual(['中期支付证书编制全流程详解']);
      expect(await titles({ range: '3d' })).toEqual(['计量台账建立实务精讲']);
      expect(await titles({ range: '1y' })).toEqual(['计量台账建立实务精讲', '中期支付证书编制全流程详解']);
      expect(await titles({ range: 'all' })).toHaveLength(4);
      expect(await titles({ sort: 'hottest' })).toEqual(['桥梁参数化建模从入门到精通', '中期支付证书编制全流程详解', '计量台账建立实务精讲', '月度计量审核常见问题与对策']);
      // Title, lecturer and chapter titles are all searchable.
      expect(await titles({ keywords: '中期支付' })).toEqual(['中期支付证书编制全流程详解']);
      expect(await titles({ keywords: '王建国' })).toEqual(['计量台账建立实务精讲', '月度计量审核常见问题与对策']);
      expect(await titles({ keywords: '碰撞分析' })).toEqual(['桥梁参数化建模从入门到精通']);
      expect(await titles({ keywords: '%_' })).toEqual([]);
      expect(await titles({ categoryId: ids.bim, keywords: '台账' })).toEqual([]);
    });

    it('pages, and answers an empty page past the end', async () => {
      const second = await json('/learning/pub/videoRes/listNew', { size: 3, current: 2 });
      expect(second).toMatchObject({ total: 4, pages: 2, current: 2, size: 3 });
      expect(second.records.map((r: { id: number }) => r.id)).toEqual([ids.oldPayment]);
      expect(await json('/learning/pub/videoRes/listNew', { current: 50 })).toMatchObject({ code: '30000', total: 4, records: [] });
    });

    it.each([
      [{ categoryId: 99999 }, '40400', '课程分类不存在'],
      [{ categoryId: 'abc' }, '40000', '课程分类编号必须是数字'],
      [{ projectType: 'SPACE' }, '40000', '请选择正确的项目类型'],
      [{ projectRole: 'BOSS' }, '40000', '请选择正确的项目角色'],
      [{ range: '2y' }, '40000', '请选择正确的时间范围：all、3d、1w、1m、3m 或 1y'],
      [{ sort: 'random' }, '40000', '请选择正确的排序方式：newest 或 hottest'],
      [{ keywords: '字'.repeat(31) }, '40000', '关键词不能超过 30 个字符'],
      [{ current: 0 }, '40000', '页码不能小于 1'],
      [{ size: 101 }, '40000', '每页条数不能大于 100'],
    ])('refuses %j with code %s', async (payload, code, msg) => {
      const res = await post('/learning/pub/videoRes/listNew', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code, msg: expect.stringContaining(msg) });
    });
  });

  describe('videoRes/get and play', () => {
    it('answers the detail with sanitised intro, numbered chapters (the first is 试看) and the preview clip', async () => {
      const { data } = await json('/learning/pub/videoRes/get', { id: ids.ledgerCourse });
      expect(data).toMatchObject({ id: ids.ledgerCourse, title: '计量台账建立实务精讲', categoryName: '计量台账', previewUrl: '/media/course-preview.webm', viewer: null });
      expect(data.intro).toBe('<h3>课程简介</h3><p>从 0# 台账讲起。</p>');
      expect(data.chapters.map((c: { index: number; isPreview: boolean }) => [c.index, c.isPreview])).toEqual([[1, true], [2, false], [3, false], [4, false]]);
      expect(data.chapters[1]).toEqual({ index: 2, title: '清单结构与编码规则', durationSeconds: 660, isPreview: false });
      expect((await json('/learning/pub/videoRes/get', { id: ids.oldPayment })).data.previewUrl).toBe('');
    });

    it('counts plays', async () => {
      const first = await json('/learning/pub/videoRes/play', { id: ids.oldPayment });
      expect(first).toMatchObject({ code: '30000', data: { playCount: 41 } });
      expect((await json('/learning/pub/videoRes/play', { id: ids.oldPayment })).data.playCount).toBe(42);
    });

    it.each(['/learning/pub/videoRes/get', '/learning/pub/videoRes/play'])('%s refuses an unknown or malformed id', async (path) => {
      expect(await json(path, { id: 99999 })).toMatchObject({ code: '40400', msg: '课程不存在或已下线' });
      expect(await json(path, { id: 0 })).toMatchObject({ code: '40000', msg: expect.stringContaining('课程编号必须是正整数') });
      expect(await json(path, {})).toMatchObject({ code: '40000' });
    });
  });

  describe('getRecommendVideo', () => {
    it('answers recommended courses, most played first', async () => {
      const reply = await json('/learning/pub/getRecommendVideo');
      expect(reply.data.map((r: { id: number }) => r.id)).toEqual([ids.modelCourse, ids.ledgerCourse]);
    });

    it('near a course: its category first, then its parent, then other recommended ones; never the course itself', async () => {
      const reply = await json('/learning/pub/getRecommendVideo', { id: ids.paymentCourse });
      expect(reply.data.map((r: { id: number }) => r.id)).toEqual([ids.oldPayment, ids.ledgerCourse, ids.modelCourse]);
      expect((await json('/learning/pub/getRecommendVideo', { id: ids.paymentCourse, size: 1 })).data).toHaveLength(1);
    });

    it.each([
      [{ id: 99999 }, '40400', '课程不存在或已下线'],
      [{ size: 21 }, '40000', '条数不能大于 20'],
      [{ id: -1 }, '40000', '课程编号必须是正整数'],
    ])('refuses %j', async (payload, code, msg) => {
      expect(await json('/learning/pub/getRecommendVideo', payload)).toMatchObject({ code, msg: expect.stringContaining(msg) });
    });
  });

  it('indexes courses for the site search, by lecturer and chapter titles too, linking to /video?id=', async () => {
    const reply = await json('/search/pub/query', { keywords: '参数化族', kind: 'VIDEO' });
    expect(reply.records).toEqual([expect.objectContaining({ kind: 'VIDEO', id: ids.modelCourse, title: '桥梁参数化建模从入门到精通', url: `/video?id=${ids.modelCourse}` })]);
  });
});
