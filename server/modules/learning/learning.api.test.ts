import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOperations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../test-support/viewer-fixtures';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const chapters = (...titles: string[]) => titles.map((title, i) => ({ title, durationSeconds: 600 + i * 60 }));

describe('learning API', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  const json = async (path: string, payload: object = {}, cookie?: string) => (await post(path, payload, cookie)).json();
  const ids: Record<string, number> = {};
  const titles = async (payload: object) => (await json('/learning/pub/videoRes/listNew', payload)).records.map((r: { title: string }) => r.title);

  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
    const l = t.services.learning;
    ids.metering = await l.createCategory({ name: '计量支付实务', sort: 1 });
    ids.bim = await l.createCategory({ name: 'BIM 与 GIS', sort: 2 });
    ids.ledger = await l.createCategory({ name: '计量台账', parentId: ids.metering, sort: 1 });
    ids.payment = await l.createCategory({ name: '中期支付', parentId: ids.metering, sort: 2 });
    ids.model = await l.createCategory({ name: 'BIM 建模', parentId: ids.bim, sort: 1 });
    const base = { lecturerTitle: '高级工程师', coverUrl: '/images/video-covers/metering.svg', mediaKey: 'course-preview.webm' };
    ids.ledgerCourse = await l.createCourse({
      ...base,
      categoryId: ids.ledger!,
      title: '计量台账建立实务精讲',
      lecturer: '王建国',
      intro: '<h3>课程简介</h3><p>从 0# 台账讲起。</p><script>alert(1)</script>',
      chapters: chapters('课程导学', '清单结构与编码规则', '0# 台账的建立与复核', '课程总结'),
      projectType: 'ROAD',
      projectRole: 'SG',
      publishDate: day(1),
      playCount: 120,
      isRecommended: true,
    });
    ids.paymentCourse = await l.createCourse({
      ...base,
      categoryId: ids.payment!,
      title: '中期支付证书编制全流程详解',
      lecturer: '李雪梅',
      summary: '讲清预付款扣回与质保金。',
      chapters: chapters('中期支付流程总览', '预付款与扣回计算', '质保金与违约金处理', '线上审批流程演示'),
      projectType: 'WATER',
      projectRole: 'JL',
      publishDate: day(20),
      playCount: 900,
    });
    ids.modelCourse = await l.createCourse({
      ...base,
      categoryId: ids.model!,
      title: '桥梁参数化建模从入门到精通',
      lecturer: '张伟',
      chapters: chapters('建模标准与命名规则', '参数化族的制作', '模型检查与碰撞分析', '模型轻量化与导出'),
      projectType: 'ROAD',
      projectRole: 'ZX',
      publishDate: day(400),
      playCount: 5000,
      isRecommended: true,
    });
    ids.oldPayment = await l.createCourse({
      ...base,
      categoryId: ids.payment!,
      title: '月度计量审核常见问题与对策',
      lecturer: '王建国',
      mediaKey: '',
      chapters: chapters('导学', '监理审核要点', '支付报表的核对', '总结'),
      publishDate: day(900),
      playCount: 40,
    });
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

  describe('stars', () => {
    it('needs a login (401 before the body is read)', async () => {
      for (const path of ['/learning/pub/addStar', '/learning/pub/reduceStar']) {
        const res = await post(path, { id: 'not a number' });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
      }
    });

    it('stars once per user however often it is asked, moves starCount with it, and takes it back once', async () => {
      const a = await createLoggedInUser(t);
      const b = await createLoggedInUser(t);
      const id = ids.modelCourse!;
      const starCount = async () => (await json('/learning/pub/videoRes/get', { id })).data.starCount;
      expect(await json('/learning/pub/addStar', { id }, a.cookie)).toEqual({ code: '30000', msg: '成功', data: { id, starred: true, starCount: 1 } });
      expect((await json('/learning/pub/addStar', { id }, a.cookie)).data).toEqual({ id, starred: true, starCount: 1 });
      expect((await json('/learning/pub/addStar', { id }, b.cookie)).data.starCount).toBe(2);
      expect(await starCount()).toBe(2);
      const rows = await t.db
        .select()
        .from(userOperations)
        .where(and(eq(userOperations.userId, a.userId), eq(userOperations.targetKind, 'VIDEO'), eq(userOperations.op, 'STAR')));
      expect(rows.map((r) => [r.targetId, r.title])).toEqual([[id, '桥梁参数化建模从入门到精通']]);
      expect((await json('/learning/pub/videoRes/get', { id }, a.cookie)).data.viewer).toEqual({ starred: true, favorited: false });

      expect((await json('/learning/pub/reduceStar', { id }, a.cookie)).data).toEqual({ id, starred: false, starCount: 1 });
      expect((await json('/learning/pub/reduceStar', { id }, a.cookie)).data).toEqual({ id, starred: false, starCount: 1 });
      expect(await starCount()).toBe(1);
      expect((await json('/learning/pub/videoRes/get', { id }, a.cookie)).data.viewer).toEqual({ starred: false, favorited: false });
    });

    it('refuses an unknown course', async () => {
      const { cookie } = await createLoggedInUser(t);
      expect(await json('/learning/pub/addStar', { id: 99999 }, cookie)).toMatchObject({ code: '40400', msg: '课程不存在或已下线' });
      expect(await json('/learning/pub/reduceStar', { id: 0 }, cookie)).toMatchObject({ code: '40000' });
    });
  });

  describe('checkLogin', () => {
    it('tells a logged-out viewer to log in to watch the full course', async () => {
      const res = await post('/learning/pub/checkLogin', { id: ids.ledgerCourse });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '40100', msg: '请先登录后观看完整课程' });
    });

    it('lets a logged-in viewer play the full course', async () => {
      const { cookie } = await createLoggedInUser(t);
      expect(await json('/learning/pub/checkLogin', { id: ids.ledgerCourse }, cookie)).toEqual({
        code: '30000',
        msg: '成功',
        data: { id: ids.ledgerCourse, canPlay: true, mediaUrl: '/media/course-preview.webm', chapterCount: 4 },
      });
      expect(await json('/learning/pub/checkLogin', { id: 99999 }, cookie)).toMatchObject({ code: '40400' });
      expect(await json('/learning/pub/checkLogin', {}, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('课程编号') });
    });
  });

  describe('logged-in lists', () => {
    it.each(['/learning/videoRes/listNew', '/learning/videoCat/unionSearchNew', '/learning/videoRes/listByFavoritePaged'])('%s answers 401 when logged out', async (path) => {
      const res = await post(path, { keywords: '计量' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('40100');
    });

    it('videoRes/listNew adds my star and favourite to each course, with the same filters', async () => {
      const { cookie } = await createLoggedInUser(t);
      await post('/learning/pub/addStar', { id: ids.ledgerCourse }, cookie);
      await post('/learning/pub/favorite', { id: ids.paymentCourse, title: '中期支付证书编制全流程详解' }, cookie);
      const reply = await json('/learning/videoRes/listNew', { categoryId: ids.metering }, cookie);
      expect(reply).toMatchObject({ code: '30000', total: 3 });
      expect(reply.records.map((r: { id: number; starred: boolean; favorited: boolean }) => [r.id, r.starred, r.favorited])).toEqual([
        [ids.ledgerCourse, true, false],
        [ids.paymentCourse, false, true],
        [ids.oldPayment, false, false],
      ]);
      expect(await json('/learning/videoRes/listNew', { sort: 'oldest' }, cookie)).toMatchObject({ code: '40000' });
    });

    it('videoCat/unionSearchNew finds matching categories and courses', async () => {
      const { cookie } = await createLoggedInUser(t);
      const { data } = await json('/learning/videoCat/unionSearchNew', { keywords: ' 支付 ' }, cookie);
      expect(data.categories).toEqual([
        { id: ids.metering, name: '计量支付实务', parentId: null, parentName: '', courseCount: 3 },
        { id: ids.payment, name: '中期支付', parentId: ids.metering, parentName: '计量支付实务', courseCount: 2 },
      ]);
      expect(data.courses.map((c: { id: number }) => c.id)).toContain(ids.paymentCourse);
      expect(data.total).toBe(data.courses.length);
      const bim = (await json('/learning/videoCat/unionSearchNew', { keywords: 'bim' }, cookie)).data;
      expect(bim.categories.map((c: { name: string }) => c.name)).toEqual(['BIM 与 GIS', 'BIM 建模']);
      expect(await json('/learning/videoCat/unionSearchNew', { keywords: '   ' }, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('请输入关键词') });
      expect(await json('/learning/videoCat/unionSearchNew', { keywords: '字'.repeat(31) }, cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('关键词不能超过 30 个字符') });
    });

    it('videoRes/listByFavoritePaged lists my favourite courses, newest favourite first, and nobody else\'s', async () => {
      const me = await createLoggedInUser(t);
      const other = await createLoggedInUser(t);
      await post('/learning/pub/favorite', { id: ids.modelCourse, title: '桥梁参数化建模从入门到精通' }, me.cookie);
      await post('/learning/pub/favorite', { id: ids.ledgerCourse, title: '计量台账建立实务精讲' }, me.cookie);
      await post('/learning/pub/favorite', { id: ids.paymentCourse }, other.cookie);
      // A favourite of a course that does not exist (the account module accepts any id) is left out.
      await post('/learning/pub/favorite', { id: 99999, title: '不存在的课程' }, me.cookie);
      const reply = await json('/learning/videoRes/listByFavoritePaged', {}, me.cookie);
      expect(reply).toMatchObject({ code: '30000', total: 2, current: 1, pages: 1 });
      expect(reply.records.map((r: { id: number }) => r.id)).toEqual([ids.ledgerCourse, ids.modelCourse]);
      expect(reply.records[0]).toMatchObject({ title: '计量台账建立实务精讲', favoritedAt: expect.stringMatching(/T/) });
      const paged = await json('/learning/videoRes/listByFavoritePaged', { size: 1, current: 2 }, me.cookie);
      expect(paged.records.map((r: { id: number }) => r.id)).toEqual([ids.modelCourse]);
      expect(await json('/learning/videoRes/listByFavoritePaged', { current: 'x' }, me.cookie)).toMatchObject({ code: '40000', msg: expect.stringContaining('页码必须是数字') });
    });
  });

  it('indexes courses for the site search, by lecturer and chapter titles too, linking to /video?id=', async () => {
    const reply = await json('/search/pub/query', { keywords: '参数化族', kind: 'VIDEO' });
    expect(reply.records).toEqual([expect.objectContaining({ kind: 'VIDEO', id: ids.modelCourse, title: '桥梁参数化建模从入门到精通', url: `/video?id=${ids.modelCourse}` })]);
  });
});
