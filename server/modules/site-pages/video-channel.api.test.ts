import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelDispenses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';

const PATH = '/api/news/pub/newsDispense/loginBilibili';

describe('POST /api/news/pub/newsDispense/loginBilibili (decision 0026)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the video channel to anyone, counting nothing for an anonymous reader', async () => {
    const before = await t.db.$count(channelDispenses);
    const body = (await t.app.inject({ method: 'POST', url: PATH })).json();
    expect(body).toEqual({ code: '30000', msg: '成功', data: { url: 'https://space.bilibili.com/1887625093', counted: false } });
    expect(await t.db.$count(channelDispenses)).toBe(before);
  });

  it('counts the hand-out against a logged-in reader', async () => {
    const { userId, cookie } = await createLoggedInUser(t);
    const body = (await t.app.inject({ method: 'POST', url: PATH, headers: { cookie } })).json();
    expect(body.data).toEqual({ url: 'https://space.bilibili.com/1887625093', counted: true });
    const rows = await t.db.select().from(channelDispenses).where(eq(channelDispenses.userId, userId));
    expect(rows).toMatchObject([{ userId, channel: 'bilibili' }]);
  });

  it('answers an envelope 404 to a GET, as for any unknown method of an endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATH });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().code).not.toBe('30000');
  });
});
