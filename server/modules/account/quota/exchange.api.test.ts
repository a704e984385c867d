import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_STARTING_QUOTA } from '../../../../common/account/options';
import type { Database } from '../../../db/client';
import { aiResidue, pointLedger, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';
import { creditPoints } from '../points/repo';

describe('buying AI uses with points (/ai/residueDegree/exchange)', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  /** A user with `points` earned the ordinary way (a ledger row and users.points together). */
  async function userWithPoints(points: number) {
    const user = await createLoggedInUser(t);
    await t.db.transaction((tx) => creditPoints(tx as unknown as Database, user.userId, [{ delta: points, method: 'INVITE', ref: `invite:${randomUUID()}`, memo: '邀请好友注册' }]));
    return user;
  }
  const stateOf = async (userId: number) => {
    const [u] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    const [r] = await t.db.select({ residue: aiResidue.residue }).from(aiResidue).where(eq(aiResidue.userId, userId));
    const ledger = await t.db.select({ delta: pointLedger.delta }).from(pointLedger).where(and(eq(pointLedger.userId, userId), eq(pointLedger.method, 'AI_EXCHANGE')));
    return { points: u!.points, residue: r?.residue, exchanges: ledger.map((l) => l.delta) };
  };

  it('takes 20 points per use and adds the uses in one step; the ledger shows it', async () => {
    const { cookie, userId } = await userWithPoints(130);
    const res = (await post('/ai/residueDegree/exchange', { requestId: randomUUID(), uses: 5 }, cookie)).json();
    expect(res).toEqual({ code: '30000', msg: '成功', data: { uses: 5, spent: 100, residue: AI_STARTING_QUOTA + 5, points: 30, replay: false } });
    expect(await stateOf(userId)).toEqual({ points: 30, residue: AI_STARTING_QUOTA + 5, exchanges: [-100] });
    const ledger = (await post('/ai/accumulatePoint/listPaged', {}, cookie)).json().records;
    expect(ledger[0]).toMatchObject({ delta: -100, methodName: '兑换 AI 写作次数', memo: '兑换 AI 写作次数 5 次' });
    expect((await post('/ai/residueDegree/getResidue', {}, cookie)).json().data).toEqual({ initialized: true, residue: AI_STARTING_QUOTA + 5 });
  });

  it('spends once when the same exchange is submitted twice at once or sent again', async () => {
    const { cookie, userId } = await userWithPoints(100);
    const body = { requestId: randomUUID(), uses: 3 };
    const replies = (await Promise.all([post('/ai/residueDegree/exchange', body, cookie), post('/ai/residueDegree/exchange', body, cookie), post('/ai/residueDegree/exchange', body, cookie)])).map((r) => r.json());
    expect(replies.every((r) => r.code === '30000')).toBe(true);
    expect(replies.filter((r) => !r.data.replay)).toHaveLength(1);
    expect(replies.map((r) => r.data.residue)).toEqual([AI_STARTING_QUOTA + 3, AI_STARTING_QUOTA + 3, AI_STARTING_QUOTA + 3]);
    const later = (await post('/ai/residueDegree/exchange', body, cookie)).json().data;
    expect(later).toEqual({ uses: 3, spent: 60, residue: AI_STARTING_QUOTA + 3, points: 40, replay: true });
    expect(await stateOf(userId)).toEqual({ points: 40, residue: AI_STARTING_QUOTA + 3, exchanges: [-60] });
  });

  it('refuses when the points do not reach, says how many are needed, and changes nothing', async () => {
    const { cookie, userId } = await userWithPoints(50);
    const requestId = randomUUID();
    expect((await post('/ai/residueDegree/exchange', { requestId, uses: 3 }, cookie)).json()).toEqual({ code: '40001', msg: '积分不足：兑换 3 次需要 60 积分，您当前有 50 积分' });
    expect(await stateOf(userId)).toEqual({ points: 50, residue: AI_STARTING_QUOTA, exchanges: [] });
    // The refused request id is not used up: fewer uses with it go through.
    expect((await post('/ai/residueDegree/exchange', { requestId, uses: 2 }, cookie)).json().data).toMatchObject({ uses: 2, spent: 40, points: 10 });
  });

  it('never spends more points than there are when different exchanges race', async () => {
    const { cookie, userId } = await userWithPoints(100);
    const replies = (await Promise.all(Array.from({ length: 8 }, () => post('/ai/residueDegree/exchange', { requestId: randomUUID(), uses: 1 }, cookie)))).map((r) => r.json());
    expect(replies.filter((r) => r.code === '30000')).toHaveLength(5);
    expect(await stateOf(userId)).toMatchObject({ points: 0, residue: AI_STARTING_QUOTA + 5 });
  });

  it.each([
    [{ requestId: 'abc', uses: 1 }, '请求编号格式不正确'],
    [{ requestId: randomUUID(), uses: 0 }, '兑换次数不能小于 1'],
    [{ requestId: randomUUID(), uses: 51 }, '一次最多兑换 50 次'],
    [{ requestId: randomUUID(), uses: 1.5 }, '兑换次数必须是整数'],
  ])('refuses %j with “%s”', async (payload, msg) => {
    const { cookie } = await userWithPoints(100);
    expect((await post('/ai/residueDegree/exchange', payload, cookie)).json()).toEqual({ code: '40000', msg });
  });

  it('answers 401 when logged out', async () => {
    expect((await post('/ai/residueDegree/exchange', { requestId: randomUUID(), uses: 1 })).statusCode).toBe(401);
  });
});
