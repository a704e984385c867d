import { passwordStrength } from '../../../common/auth/options';
import { safeRedirect } from '../../../common/safe-redirect';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { KvStore } from '../../platform/kv-store';
import { createOutboxMessenger, routeByChannel, type Messenger } from '../../platform/messaging';
import { createSmtpMessenger } from '../../platform/messaging/smtp';
import { createCodeService } from './codes';
import { createCodeLogin } from './code-login';
import { createFindPassword } from './find-password';
import { createLoginGuard } from './login-guard';
import { createPasswordLogin } from './password-login';
import { createQrLogin } from './qr-login';
import { createRegistration } from './registration';
import { createAuthRepo } from './repo';
import type { AuthDeps, RegisteredUser } from './service-deps';
import { createSessions } from './sessions';
import { createDbSessionStore, createRedisSessionStore, type SessionStore } from './session-store';
import { createWechatProvider, type WechatProvider } from './wechat';
import { createWechatLogin } from './wechat-login';

export type AuthService = ReturnType<typeof createAuthService>;

export type AuthServiceOptions = {
  db: Database;
  kv: KvStore;
  config: AppConfig;
  /** Defaults to the store the viewer reads (Redis when the kv store is Redis, else the database). */
  sessionStore?: SessionStore;
  /** Defaults to the outbox for SMS, and SMTP for e-mail when configured. */
  messenger?: Messenger;
  /** Defaults to the real WeChat API when WECHAT_APP_ID and WECHAT_APP_SECRET are set; absent means WeChat login is off. */
  wechat?: WechatProvider | null;
  /** The clock, injected by tests that need codes or tickets to expire. */
  now?: () => number;
  /** Told after a user's name, organisation or other profile fields change (the viewer cache forgets them). */
  onUserChanged?: (userId: number) => void;
};

/**
 * The auth service: wires the operation groups (one file each) to one
 * repository, code sender, login guard and session store, and answers them
 * as one object, `services.auth`.
 */
export function createAuthService({ db, kv, config, sessionStore: givenStore, messenger, wechat, now = Date.now, onUserChanged }: AuthServiceOptions) {
  const sessionStore = givenStore ?? (kv.redis ? createRedisSessionStore(kv.redis) : createDbSessionStore(db));
  const baseRepo = createAuthRepo(db);
  const repo: typeof baseRepo = {
    ...baseRepo,
    async updateUser(id, values) {
      await baseRepo.updateUser(id, values);
      onUserChanged?.(id);
    },
    async switchOrg(userId, orgId) {
      const switched = await baseRepo.switchOrg(userId, orgId);
      if (switched) onUserChanged?.(userId);
      return switched;
    },
  };
  const log = config.logLevel === 'silent' ? undefined : (line: string) => console.log(line);
  const outbox = createOutboxMessenger({ db, log });
  const send = messenger ?? routeByChannel({ sms: outbox, email: config.smtp ? createSmtpMessenger(config.smtp) : outbox });
  const codes = createCodeService({ repo, kv, messenger: send, siteName: config.site.name, now });
  const registeredListeners: ((user: RegisteredUser) => Promise<void> | void)[] = [];
  const deps: AuthDeps = {
    repo,
    kv,
    config,
    sessionStore,
    codes,
    guard: createLoginGuard({ kv, codes, now }),
    sessions: createSessions({ repo, kv, sessionStore }),
    now,
    redirectOf: (target) => safeRedirect(target, { origin: config.site.url }),
    async announceRegistered(user) {
      for (const listener of registeredListeners) await listener(user);
    },
  };
  const { userinfo, logout, switchOrg, bindClient } = deps.sessions;
  const { createIcode, issueIcode } = deps.guard;

  return {
    qr: createQrLogin({ repo, kv, sessionStore, siteUrl: config.site.url, now }),
    redirectOf: deps.redirectOf,

    /** Lets another module act on new accounts (the personal centre credits the inviter). */
    onUserRegistered(listener: (user: RegisteredUser) => Promise<void> | void) {
      registeredListeners.push(listener);
    },

    passwordStrength,
    userinfo,
    logout,
    switchOrg,
    bindClient,
    createIcode,
    /** An image code with its answer, for tests and tools in process: never sent over HTTP. */
    issueIcode,
    ...createPasswordLogin(deps),
    ...createCodeLogin(deps),
    ...createRegistration(deps),
    ...createFindPassword(deps),
    ...createWechatLogin(deps, wechat === undefined ? (config.wechat ? createWechatProvider(config.wechat) : null) : wechat),
  };
}
