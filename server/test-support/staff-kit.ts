import type { LightMyRequestResponse } from 'fastify';
import { STAFF_SESSION_COOKIE } from '../../common/admin/options';
import { STAFF_DEMO_PASSWORD } from '../modules/admin/demo-staff';
import type { TestApp } from './test-app';

/** Console calls as a browser makes them: POST /api/admin/<path> with the staff cookie. */
export function staffKit(t: TestApp) {
  const call = (path: string, payload: object = {}, options: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${path}`,
      payload,
      remoteAddress: options.ip ?? '10.9.0.1',
      headers: { 'user-agent': 'vitest console' },
      cookies: options.cookie ? { [STAFF_SESSION_COOKIE]: options.cookie } : {},
    });
  return {
    call,
    /** Logs in and answers the staff cookie. */
    async login(username: string, password = STAFF_DEMO_PASSWORD, ip?: string): Promise<string> {
      const res = await call('auth/login', { username, password }, { ip });
      const cookie = staffCookie(res);
      if (!cookie) throw new Error(`login of ${username} failed: ${res.body}`);
      return cookie;
    },
  };
}

export function staffCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value;
}
