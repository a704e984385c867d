import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLoggedInUser } from '../../test-support/viewer-fixtures';

/** The viewer cache must never show a stale user: edits and logouts take effect on the next request. */
describe('viewer cache through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userinfo = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/auth/v3/userinfo', payload: {}, headers: { cookie } }).then((r) => r.json());

  it('shows a new real name on the very next request', async () => {
    const { cookie } = await createLoggedInUser(t, { realname: '旧名字' });
    expect((await userinfo(cookie)).userinfo.realname).toBe('旧名字');
    const update = await t.app.inject({ method: 'POST', url: '/api/user/profile/updateRealname', payload: { realname: '新名字' }, headers: { cookie } });
    expect(update.json().code).toBe('30000');
    expect((await userinfo(cookie)).userinfo.realname).toBe('新名字');
  });

  it('refuses the cookie right after logout even though it was cached', async () => {
    const { cookie } = await createLoggedInUser(t);
    expect((await userinfo(cookie)).code).toBe('30000');
    const logout = await t.app.inject({ method: 'POST', url: '/api/user/auth/logout', payload: {}, headers: { cookie } });
    expect(logout.json().code).toBe('30000');
    expect((await userinfo(cookie)).code).toBe('40100');
  });
});
