import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointLedger, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { apiPoster, createLoggedInUser } from '../../../test-support/viewer-fixtures';
import { INVITE_REWARD_POINTS } from '../../../../common/account/options';

describe('invitations', () => {
  let t: TestApp;
  let post: ReturnType<typeof apiPoster>;

  beforeAll(async () => {
    t = await createTestApp();
    post = apiPoster(t);
  });
  afterAll(() => t.close());

  it('gives one stable code and link per user', async () => {
    const { cookie } = await createLoggedInUser(t);
    const replies = await Promise.all([1, 2, 3].map(() => post('/user/unionInvite/generateLink', {}, cookie)));
    const codes = new Set(replies.map((r) => r.json().data.code));
    expect(codes.size).toBe(1);
    const { data } = replies[0]!.json();
    expect(data.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(data).toMatchObject({
      link: `http://portal.test/invite/register?code=${data.code}`,
      invitedCount: 0,
      earnedPoints: 0,
      rewardPoints: INVITE_REWARD_POINTS,
    });
    expect(await t.services.account.inviterOfCode(data.code.toLowerCase())).not.toBeNull();
    expect(await t.services.account.inviterOfCode('NOPE')).toBeNull();
  });

  it('credits the inviter once per invitee, and never for oneself or a second inviter', async () => {
    const inviter = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const invitee = await createLoggedInUser(t);
    const { account } = t.services;
    const results = await Promise.all(Array.from({ length: 5 }, () => account.creditInvitation({ inviterId: inviter.userId, inviteeId: invitee.userId })));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await account.creditInvitation({ inviterId: other.userId, inviteeId: invitee.userId })).toEqual({ credited: false, points: 0 });
    expect(await account.creditInvitation({ inviterId: inviter.userId, inviteeId: inviter.userId })).toEqual({ credited: false, points: 0 });
    expect(await account.creditInvitation({ inviterId: 999999, inviteeId: other.userId })).toEqual({ credited: false, points: 0 });

    expect(await account.pointBalance({ userId: inviter.userId })).toBe(INVITE_REWARD_POINTS);
    expect(await account.pointBalance({ userId: other.userId })).toBe(0);
    expect(await t.db.$count(pointLedger, eq(pointLedger.ref, `invite:${invitee.userId}`))).toBe(1);
    const [row] = await t.db.select({ invitedBy: users.invitedBy }).from(users).where(eq(users.id, invitee.userId));
    expect(row!.invitedBy).toBe(inviter.userId);
    const link = (await post('/user/unionInvite/generateLink', {}, inviter.cookie)).json();
    expect(link.data).toMatchObject({ invitedCount: 1, earnedPoints: INVITE_REWARD_POINTS });
  });

  it('/user/unionInvite/generateLink answers 401 when logged out', async () => {
    const res = await post('/user/unionInvite/generateLink', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: '40100', msg: '会话已失效，请重新登录或刷新页面' });
  });
});
