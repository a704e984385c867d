import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiResidue } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';
import { AI_STARTING_QUOTA } from '../../../../common/account/options';

describe('AI quota (residue degree)', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  it('gives the starting quota once, however often it is asked', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    expect((await post('/ai/residueDegree/getResidue', {}, cookie)).json().data).toEqual({ initialized: false, residue: 0 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => post('/ai/residueDegree/create', {}, cookie)));
    const data = replies.map((r) => r.json().data);
    expect(data.filter((d) => d.created)).toHaveLength(1);
    expect(data.every((d) => d.residue === AI_STARTING_QUOTA)).toBe(true);
    await post('/ai/residueDegree/updateResidue', { n: 3 }, cookie);
    // Asking again later does not top the quota back up.
    expect((await post('/ai/residueDegree/create', {}, cookie)).json().data).toEqual({ created: false, residue: AI_STARTING_QUOTA - 3 });
    expect((await post('/ai/residueDegree/getResidue', {}, cookie)).json().data).toEqual({ initialized: true, residue: AI_STARTING_QUOTA - 3 });
    expect(await t.db.$count(aiResidue, eq(aiResidue.userId, userId))).toBe(1);
  });

  it('takes one use by default and n when asked', async () => {
    const { cookie } = await createLoggedInUser(t);
    await post('/ai/residueDegree/create', {}, cookie);
    expect((await post('/ai/residueDegree/updateResidue', {}, cookie)).json()).toMatchObject({ code: '30000', data: { residue: AI_STARTING_QUOTA - 1 } });
    expect((await post('/ai/residueDegree/updateResidue', { n: 4 }, cookie)).json().data.residue).toBe(AI_STARTING_QUOTA - 5);
  });

  it('refuses a use that would go below zero, with a Chinese message, and takes nothing', async () => {
    const { cookie } = await createLoggedInUser(t);
    await post('/ai/residueDegree/create', {}, cookie);
    expect((await post('/ai/residueDegree/updateResidue', { n: AI_STARTING_QUOTA + 1 }, cookie)).json()).toEqual({
      code: '40001',
      msg: `AI 使用次数不足，当前剩余 ${AI_STARTING_QUOTA} 次`,
    });
    await post('/ai/residueDegree/updateResidue', { n: AI_STARTING_QUOTA }, cookie);
    expect((await post('/ai/residueDegree/updateResidue', {}, cookie)).json()).toEqual({ code: '40001', msg: 'AI 使用次数已用完' });
    expect((await post('/ai/residueDegree/getResidue', {}, cookie)).json().data.residue).toBe(0);
  });

  it('never goes below zero when 30 uses race for 10', async () => {
    const { cookie, userId } = await createLoggedInUser(t);
    await post('/ai/residueDegree/create', {}, cookie);
    const replies = await Promise.all(Array.from({ length: 30 }, () => post('/ai/residueDegree/updateResidue', { n: 1 }, cookie)));
    const codes = replies.map((r) => r.json().code);
    expect(codes.filter((c) => c === '30000')).toHaveLength(AI_STARTING_QUOTA);
    expect(codes.filter((c) => c === '40001')).toHaveLength(30 - AI_STARTING_QUOTA);
    const [row] = await t.db.select().from(aiResidue).where(eq(aiResidue.userId, userId));
    expect(row!.residue).toBe(0);
  });

  it('refuses a use without a quota row', async () => {
    const { cookie } = await createLoggedInUser(t);
    expect((await post('/ai/residueDegree/updateResidue', { n: 1 }, cookie)).json()).toEqual({ code: '40001', msg: 'AI 使用次数已用完' });
  });

  it.each([
    [{ n: 0 }, '使用次数不能小于 1'],
    [{ n: -5 }, '使用次数不能小于 1'],
    [{ n: 1.5 }, '使用次数必须是整数'],
    [{ n: 'many' }, '使用次数必须是数字'],
    [{ n: 101 }, '使用次数不能大于 100'],
  ])('refuses %j with “%s”', async (payload, msg) => {
    const { cookie } = await createLoggedInUser(t);
    expect((await post('/ai/residueDegree/updateResidue', payload, cookie)).json()).toEqual({ code: '40000', msg });
  });

  it.each(['/ai/residueDegree/create', '/ai/residueDegree/getResidue', '/ai/residueDegree/updateResidue'])('%s answers 401 when logged out', async (path) => {
    const res = await post(path, { n: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('40100');
  });
});
