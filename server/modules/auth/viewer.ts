import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../../common/cookies';
import type { Database } from '../../db/client';
import { userOrgs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { SESSION_ABSOLUTE_SECONDS, sessionIdOf, type SessionStore } from './session-store';
import type { ViewerCache } from './viewer-cache';

/** The logged-in user of a request. */
export type Viewer = {
  userId: number;
  sessionId: string;
  unionid: string;
  realname: string;
  avatarUrl: string;
  phone: string | null;
  orgName: string;
  /** Staff number in the current organisation ('' without one). */
  staffId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The viewer of this request, looked up once from the session cookie; null when anonymous. */
    getViewer(): Promise<Viewer | null>;
  }
}

export async function loadViewer(db: Database, sessionStore: SessionStore, token: string | undefined, cache?: ViewerCache): Promise<Viewer | null> {
  if (!token || token.length > 100) return null;
  const cached = cache?.get(sessionIdOf(token));
  if (cached) return cached;
  const session = await sessionStore.resolve(token);
  if (!session) return null;
  const [row] = await db
    .select({ user: users, staffId: userOrgs.staffId })
    .from(users)
    .leftJoin(userOrgs, and(eq(userOrgs.userId, users.id), eq(userOrgs.isCurrent, true)))
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const viewer: Viewer = {
    userId: user.id,
    sessionId: session.sessionId,
    unionid: user.unionid,
    realname: user.realname,
    avatarUrl: user.avatarUrl,
    phone: user.phone,
    orgName: user.orgName,
    staffId: row.staffId ?? '',
  };
  cache?.set(viewer);
  return viewer;
}

/** Requests that set a new session cookie: a stale one they carried must not clear it. */
const sessionIssued = new WeakSet<FastifyRequest>();

export function installViewer(app: FastifyInstance, { db, sessionStore, cache }: { db: Database; sessionStore: SessionStore; cache?: ViewerCache }) {
  const perRequest = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  app.decorateRequest('getViewer', function (this: FastifyRequest) {
    let viewer = perRequest.get(this);
    if (!viewer) {
      viewer = loadViewer(db, sessionStore, this.cookies?.[SESSION_COOKIE], cache);
      perRequest.set(this, viewer);
    }
    return viewer;
  });
  // A session cookie that names no session (ended on another device, expired)
  // is dropped with its hint. Left in place, every later page would mirror the
  // hint back (mirrorSignedInHint) after the browser had dropped it, and the
  // browser would keep asking who is logged in.
  app.addHook('onSend', async (req, reply, payload) => {
    const lookedUp = perRequest.get(req);
    if (lookedUp && req.cookies?.[SESSION_COOKIE] && !sessionIssued.has(req) && (await lookedUp.catch(() => undefined)) === null) {
      clearSessionCookie(reply);
    }
    return payload;
  });
}

/** For every private endpoint: the viewer, or 401 with the spec's message. */
export async function requireViewer(req: FastifyRequest): Promise<Viewer> {
  const viewer = await req.getViewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return viewer;
}

/** HttpOnly, SameSite=Lax, Secure behind https: JavaScript never sees the token (only the hint that there is one). */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  const options = { path: '/', sameSite: 'lax', secure: req.protocol === 'https', maxAge: SESSION_ABSOLUTE_SECONDS } as const;
  sessionIssued.add(req);
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', options);
}

/**
 * A page request with a session cookie but without the hint (a session older
 * than the hint, or a cookie set by other means): mirror it now, so the page's
 * script asks who is logged in. An ended session is found out by that question,
 * whose 401 drops the session cookie and the hint (installViewer).
 */
export function mirrorSignedInHint(req: FastifyRequest, reply: FastifyReply) {
  if (req.cookies?.[SESSION_COOKIE] && req.cookies[SIGNED_IN_HINT_COOKIE] !== '1') {
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: req.protocol === 'https', maxAge: SESSION_ABSOLUTE_SECONDS });
  }
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
