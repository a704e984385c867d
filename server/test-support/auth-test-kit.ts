import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../common/cookies';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { TestApp } from './test-app';

export type AuthKit = ReturnType<typeof authKit>;

/** Helpers shared by the auth API tests: calls, cookies, and codes read from the outbox. */
export function authKit(t: TestApp) {
  const call = (path: string, payload: object = {}, options: { ip?: string; cookie?: string; ua?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${path}`,
      payload,
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: options.ua ? { 'user-agent': options.ua } : {},
      cookies: options.cookie ? { [SESSION_COOKIE]: options.cookie } : {},
    });
  return {
    call,
    /** The latest code sent to a phone or e-mail, as the user would read it. */
    lastCode: (recipient: string) => lastCode(t.db, recipient),
    sessionCookie,
  };
}

export async function lastCode(db: Database, recipient: string, channel?: 'sms' | 'email'): Promise<string | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(channel ? and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, channel)) : eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body.match(/\d{6}/)?.[0];
}

/** The session token a reply set, or undefined; '' when it cleared the cookie. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value;
}
