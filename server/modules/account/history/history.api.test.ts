import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';

describe('reading history', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  const pause = () => new Promise((r) => setTimeout(r, 5));

  it('records reads, keeps one row per item and lists the latest first', async () => {
    const { cookie } = await createLoggedInUser(t);
    const create = (payload: object) => post('/news/readHistory/create', payload, cookie);
    expect((await create({ id: 1, type: 'NEWS', title: ' 第一篇 ', artAuthorStaffId: 'staff-9', startTime: Date.now() })).json()).toEqual({
      code: '30000',
      msg: '成功',
    });
    await pause();
    await create({ id: 2, type: 'POLICY', title: '一份政策' });
    await pause();
    await create({ id: 3, type: 'VIDEO', title: '一门课程' });
    await pause();
    // Reading the first one again moves it up and refreshes its title.
    await create({ id: 1, type: 'NEWS', title: '第一篇（修订）' });

    const page = (await post('/news/readHistory/listPaged', { current: 1, size: 2 }, cookie)).json();
    expect(page).toMatchObject({ code: '30000', total: 3, pages: 2, current: 1, size: 2 });
    expect(page.records.map((r: { id: number; type: string; title: string }) => [r.type, r.id, r.title])).toEqual([
      ['NEWS', 1, '第一篇（修订）'],
      ['VIDEO', 3, '一门课程'],
    ]);
    expect(Date.parse(page.records[0].readAt)).toBeGreaterThan(Date.parse(page.records[1].readAt));

    const onlyPolicy = (await post('/news/readHistory/listPaged', { type: 'POLICY' }, cookie)).json();
    expect(onlyPolicy.records).toEqual([expect.objectContaining({ id: 2, type: 'POLICY' })]);

    await post('/news/readHistory/remove', { id: 3, type: 'VIDEO' }, cookie);
    expect((await post('/news/readHistory/listPaged', {}, cookie)).json().total).toBe(2);
    await post('/news/readHistory/clear', {}, cookie);
    expect((await post('/news/readHistory/listPaged', {}, cookie)).json().total).toBe(0);
  });

  it('keeps each user’s history to themselves', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await post('/news/readHistory/create', { id: 5, type: 'NEWS', title: 'A 读过' }, a.cookie);
    expect((await post('/news/readHistory/listPaged', {}, b.cookie)).json().total).toBe(0);
  });

  it.each([
    [{ type: 'NEWS', title: '无编号' }, '内容编号'],
    [{ id: 1, title: '无类型' }, '内容类型'],
    [{ id: 1, type: 'NEWS' }, '请提供标题'],
    [{ id: 1, type: 'NEWS', title: '   ' }, '请提供标题'],
    [{ id: 1, type: 'BOOK', title: 'x' }, '内容类型只能是'],
    [{ id: 1, type: 'NEWS', title: '长'.repeat(201) }, '标题不能超过 200 个字符'],
  ])('refuses %j (id, type and title are required)', async (payload, fragment) => {
    const { cookie } = await createLoggedInUser(t);
    const reply = (await post('/news/readHistory/create', payload, cookie)).json();
    expect(reply.code).toBe('40000');
    expect(reply.msg).toContain(fragment);
  });

  it.each(['/news/readHistory/create', '/news/readHistory/listPaged', '/news/readHistory/remove', '/news/readHistory/clear'])(
    '%s answers 401 when logged out',
    async (path) => {
      const res = await post(path, { id: 1, type: 'NEWS', title: 't' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('40100');
    },
  );
});
