import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointLedger, signDays, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';
import { addDays, chinaDay } from '../china-day';
import { signRule } from '../../../../common/account/options';

describe('points and daily sign-in', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;
  const today = () => chinaDay(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  /** users.points must always equal the ledger's sum. */
  async function expectBalanceMatchesLedger(userId: number, expected: number) {
    const [user] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    expect(user!.points).toBe(expected);
    expect(await t.services.account.pointBalance({ userId })).toBe(expected);
    const rows = await t.db.select({ delta: pointLedger.delta }).from(pointLedger).where(eq(pointLedger.userId, userId));
    expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(expected);
  }

  /** Signs the user in on the `days` days before today, as if they had done it then. */
  async function signedBefore(userId: number, days: number[]) {
    for (const back of days) {
      const day = addDays(today(), -back);
      await t.db.insert(signDays).values({ userId, day });
    }
  }

  it('credits the daily points once, and refuses a second sign-in the same day', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    const first = (await post('/ai/accumulatePoint/signDay', {}, cookie)).json();
    expect(first).toMatchObject({
      code: '30000',
      data: { today: today(), signedToday: true, streak: 1, credited: signRule.dailyPoints, bonus: 0, balance: signRule.dailyPoints, daysToBonus: 6 },
    });
    const second = (await post('/ai/accumulatePoint/signDay', {}, cookie)).json();
    expect(second).toEqual({ code: '40001', msg: '今天已经签到过了，明天再来吧' });
    await expectBalanceMatchesLedger(userId, signRule.dailyPoints);
    const balance = (await post('/ai/accumulatePoint/balance', {}, cookie)).json();
    expect(balance.data).toEqual({ balance: signRule.dailyPoints });
  });

  it('credits exactly once when 50 sign-ins arrive at the same moment', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    const replies = await Promise.all(Array.from({ length: 50 }, () => post('/ai/accumulatePoint/signDay', {}, cookie)));
    const codes = replies.map((r) => r.json().code);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(codes.filter((c) => c === '30000')).toHaveLength(1);
    expect(codes.filter((c) => c === '40001')).toHaveLength(49);
    expect(await t.db.$count(signDays, eq(signDays.userId, userId))).toBe(1);
    expect(await t.db.$count(pointLedger, eq(pointLedger.userId, userId))).toBe(1);
    await expectBalanceMatchesLedger(userId, signRule.dailyPoints);
  });

  it('adds the streak bonus on the 7th consecutive day', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    await signedBefore(userId, [1, 2, 3, 4, 5, 6]);
    const before = (await post('/ai/accumulatePoint/continuSignResidue', {}, cookie)).json();
    expect(before.data).toMatchObject({ signedToday: false, streak: 6, daysToBonus: 1, cycleDays: 7, cycleBonus: signRule.cycleBonus });
    const reply = (await post('/ai/accumulatePoint/signDay', {}, cookie)).json();
    expect(reply.data).toMatchObject({ streak: 7, credited: signRule.dailyPoints + signRule.cycleBonus, bonus: signRule.cycleBonus, daysToBonus: 7 });
    await expectBalanceMatchesLedger(userId, signRule.dailyPoints + signRule.cycleBonus);
    const ledger = (await post('/ai/accumulatePoint/listPaged', {}, cookie)).json();
    expect(ledger.records.map((r: { method: string; methodName: string }) => [r.method, r.methodName]).sort()).toEqual([
      ['SIGN_BONUS', '连续签到奖励'],
      ['SIGN_IN', '每日签到'],
    ]);
  });

  it('counts a streak across more than one batch of days, and restarts after a gap', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    // 69 days in a row ending yesterday, then a gap, then older days that must not count.
    await signedBefore(userId, [...Array.from({ length: 69 }, (_, i) => i + 1), 71, 72, 73]);
    const status = (await post('/ai/accumulatePoint/continuSignResidue', {}, cookie)).json();
    expect(status.data).toMatchObject({ signedToday: false, streak: 69, daysToBonus: 1 });
    const reply = (await post('/ai/accumulatePoint/signDay', {}, cookie)).json();
    expect(reply.data).toMatchObject({ streak: 70, bonus: signRule.cycleBonus });

    const other = await createLoggedInUser(t);
    await signedBefore(other.userId, [2, 3, 4]);
    const broken = (await post('/ai/accumulatePoint/continuSignResidue', {}, other.cookie)).json();
    expect(broken.data).toMatchObject({ streak: 0, daysToBonus: 7 });
  });

  it('lists this month’s signed days, or another month’s', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    await post('/ai/accumulatePoint/signDay', {}, cookie);
    const list = (await post('/ai/accumulatePoint/signDayList', {}, cookie)).json();
    expect(list).toMatchObject({ code: '30000', data: { month: today().slice(0, 7), today: today() } });
    expect(list.data.days).toContain(today());
    await t.db.insert(signDays).values({ userId, day: '2024-02-29' });
    const feb = (await post('/ai/accumulatePoint/signDayList', { month: '2024-02' }, cookie)).json();
    expect(feb.data).toMatchObject({ month: '2024-02', days: ['2024-02-29'] });
    expect((await post('/ai/accumulatePoint/signDayList', { month: '2024-13' }, cookie)).json()).toEqual({ code: '40000', msg: '月份格式应为 YYYY-MM' });
  });

  it('pages the ledger newest first', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await t.services.account.creditInvitation({ inviterId: userId, inviteeId: a.userId });
    await t.services.account.creditInvitation({ inviterId: userId, inviteeId: b.userId });
    await post('/ai/accumulatePoint/signDay', {}, cookie);
    const page = (await post('/ai/accumulatePoint/listPaged', { current: 1, size: 2 }, cookie)).json();
    expect(page).toMatchObject({ code: '30000', total: 3, pages: 2, size: 2 });
    expect(page.records[0]).toMatchObject({ method: 'SIGN_IN', delta: signRule.dailyPoints, methodName: '每日签到' });
    expect((await post('/ai/accumulatePoint/listPaged', { current: 0 }, cookie)).json()).toEqual({ code: '40000', msg: '页码不能小于 1' });
    await expectBalanceMatchesLedger(userId, signRule.dailyPoints + 100);
  });

  it('says how to earn points and what is done today', async () => {
    const { cookie } = await createLoggedInUser(t);
    const before = (await post('/ai/accumulatePoint/obtainMethod', {}, cookie)).json();
    expect(before.data.find((m: { method: string }) => m.method === 'SIGN_IN')).toMatchObject({ points: 5, doneToday: false });
    await post('/ai/accumulatePoint/signDay', {}, cookie);
    const after = (await post('/ai/accumulatePoint/obtainMethod', {}, cookie)).json();
    expect(after.data.find((m: { method: string }) => m.method === 'SIGN_IN').doneToday).toBe(true);
    expect(after.data.map((m: { method: string }) => m.method)).toEqual(['SIGN_IN', 'SIGN_BONUS', 'INVITE']);
  });

  it('publishes the rules without a login', async () => {
    const sign = (await post('/ai/pub/config/getSignRule')).json();
    expect(sign).toMatchObject({ code: '30000', data: { dailyPoints: 5, cycleDays: 7, cycleBonus: 20, timeZone: 'Asia/Shanghai' } });
    expect(sign.data.description.length).toBeGreaterThan(0);
    const earning = (await post('/ai/pub/config/getPointEarningRule')).json();
    expect(earning.data.map((r: { method: string }) => r.method)).toEqual(['SIGN_IN', 'SIGN_BONUS', 'INVITE']);
    const consumption = (await post('/ai/pub/config/getPointConsumptionRule')).json();
    expect(consumption.data[0]).toMatchObject({ method: 'AI_WRITING', points: 20 });
  });

  it.each([
    '/ai/accumulatePoint/signDay',
    '/ai/accumulatePoint/signDayList',
    '/ai/accumulatePoint/continuSignResidue',
    '/ai/accumulatePoint/listPaged',
    '/ai/accumulatePoint/obtainMethod',
    '/ai/accumulatePoint/balance',
  ])('%s answers 401 when logged out', async (path) => {
    const res = await post(path, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
  });
});
