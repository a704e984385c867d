import { createHash, randomBytes } from 'node:crypto';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../../common/auth/options';
import type { SentCode, UserInfo } from '../../../common/auth/schemas';
import type { AppConfig } from '../../config';
import type { KvStore } from '../../platform/kv-store';
import type { CodeService } from './codes';
import type { LoginGuard } from './login-guard';
import type { AuthRepo } from './repo';
import type { Sessions } from './sessions';
import type { SessionMeta, SessionStore } from './session-store';

/** Who is asking: for session records, rate limits and the QR confirmation screen. */
export type RequestMeta = SessionMeta & {
  /** The session cookie the request came with, if any: ended when a new session starts. */
  previousToken?: string;
};

/** A new session: the token goes into the HttpOnly cookie, never into a reply body. */
export type SessionGrant = { token: string; userinfo: UserInfo };

export type RegisteredUser = { userId: number; unionid: string; invitedBy: number | null };

/** What every operation group of the auth service is built from (service.ts wires them). */
export type AuthDeps = {
  repo: AuthRepo;
  kv: KvStore;
  config: AppConfig;
  sessionStore: SessionStore;
  codes: CodeService;
  guard: LoginGuard;
  sessions: Sessions;
  now: () => number;
  /** A redirect target made safe: on this site, else '/'. */
  redirectOf: (target: string | undefined) => string;
  /** Tells the other modules about a new account (the personal centre credits the inviter). */
  announceRegistered: (user: RegisteredUser) => Promise<void>;
};

/** The answer of every code send. */
export const SENT: SentCode = { expiresIn: CODE_TTL_SECONDS, resendIn: CODE_RESEND_SECONDS };

/** Keys handed to a client are kept only as their SHA-256, like session tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');
export const newUnionid = () => randomBytes(16).toString('hex');

