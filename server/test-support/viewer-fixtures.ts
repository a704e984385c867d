import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../../common/cookies';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

let sequence = 0;

/**
 * A user with a live session, made directly in the database and the
 * session store (no login endpoint involved). `cookie` goes into
 * inject({ headers: { cookie } }).
 */
export async function createLoggedInUser(t: Pick<TestApp, 'db' | 'services'>, fields: { realname?: string; phone?: string } = {}) {
  sequence++;
  const suffix = `${process.pid}${sequence}${randomBytes(2).toString('hex')}`;
  const [user] = await t.db
    .insert(users)
    .values({
      unionid: randomBytes(16).toString('hex'),
      loginName: `u${suffix}`.slice(0, 40),
      phone: fields.phone ?? `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      realname: fields.realname ?? '',
    })
    .returning({ id: users.id });
  const userId = user!.id;
  const { token } = await t.services.sessionStore.create(userId, { ip: '', userAgent: '' });
  return { userId, token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** POST to /api<path> as JSON, logged in when a cookie is given. */
export function apiPoster(t: Pick<TestApp, 'app'>) {
  return (path: string, payload: object = {}, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api${path}`, payload, headers: cookie ? { cookie } : {} });
}
