import { createHash, randomBytes } from 'node:crypto';
import { safeRedirect } from '../../../common/safe-redirect';
import { isMobilePhone } from '../../../common/field-rules';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { createOutboxMessenger, routeByChannel, type Messenger } from '../../platform/messaging';
import { enforceRateLimits } from '../../platform/rate-limit';
import { createSmtpMessenger } from '../../platform/messaging/smtp';
import { captchaDataUrl, createCaptcha } from './captcha';
import { CODE_TTL_SECONDS, createCodeService, type CodePurpose } from './codes';
import { hashPassword, passwordStrength, verifyAgainstDummy, verifyPassword } from './passwords';
import { createQrLogin } from './qr-login';
import { createAuthRepo, type UserRow } from './repo';
import { createDbSessionStore, createRedisSessionStore, SESSION_ABSOLUTE_SECONDS, type SessionMeta, type SessionStore } from './session-store';
import { createWechatProvider, type WechatProvider } from './wechat';

/** Spec §3 'User info'. */
export type UserInfo = { token: string; unionid: string; staffId: string; realname: string; avatarUrl: string; orgName: string };

/** Who is asking: for session records, rate limits and the QR confirmation screen. */
export type RequestMeta = SessionMeta & {
  /** The session cookie the request came with, if any: ended when a new session starts. */
  previousToken?: string;
};

export type SessionGrant = { token: string; userinfo: UserInfo };
export type LoginOutcome = { kind: 'SESSION'; token: string; userinfo: UserInfo } | { kind: 'DOUBLE_AUTH'; authKey: string; maskedPhone: string };

export type RegisteredUser = { userId: number; unionid: string; invitedBy: number | null };

/**
 * An auth failure the login form can act on: `needIcode` tells it to show
 * (or refresh) the image code before the next try.
 */
export class AuthError extends AppError {
  readonly needIcode: boolean;
  constructor(msg: string, needIcode: boolean) {
    super('BUSINESS', msg);
    this.needIcode = needIcode;
  }
}

/* Login failures: per typed account 5 and per IP 30 in 15 minutes; an image code after 3. */
export const FAIL_WINDOW_SECONDS = 900;
export const ACCOUNT_FAIL_LIMIT = 5;
export const IP_FAIL_LIMIT = 30;
export const ICODE_AFTER_FAILURES = 3;
const ICODE_TTL_SECONDS = 300;
const DOUBLE_AUTH_TTL_SECONDS = 600;
const RESET_TTL_SECONDS = 900;
const WECHAT_TTL_SECONDS = 600;

const WRONG_PASSWORD = '账号或密码错误';
const WRONG_CODE = '验证码错误或已失效';
const PHONE_TAKEN = '该手机号已注册，请直接登录';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const newUnionid = () => randomBytes(16).toString('hex');

export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(2, name.length - 2))}@${domain}`;
};

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | undefined;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

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
  const wx = wechat === undefined ? (config.wechat ? createWechatProvider(config.wechat) : null) : wechat;
  const qr = createQrLogin({ repo, kv, sessionStore, siteUrl: config.site.url, now });
  const registeredListeners: ((user: RegisteredUser) => Promise<void> | void)[] = [];
  const redirectOf = (target: string | undefined) => safeRedirect(target, { origin: config.site.url });

  /* ── failure counting, locks and image codes ── */

  const accountKey = (account: string) => `acct:${account.trim().toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  async function assertNotLocked(keys: string[]) {
    for (const key of keys) {
      const until = Number(await kv.get(`authlock:${key}`));
      if (until > now()) {
        const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', `登录失败次数过多，请 ${Math.ceil(seconds / 60)} 分钟后再试`, { retryAfterSeconds: seconds });
      }
    }
  }

  async function failures(keys: string[]): Promise<number> {
    let most = 0;
    for (const key of keys) most = Math.max(most, Number(await kv.get(`authfail:${key}`)) || 0);
    return most;
  }

  /** Counts one failure against the account and the IP; returns whether the next try needs an image code. */
  async function recordFailure(keys: { account: string; ip: string }): Promise<boolean> {
    let most = 0;
    for (const [key, limit] of [
      [keys.account, ACCOUNT_FAIL_LIMIT],
      [keys.ip, IP_FAIL_LIMIT],
    ] as const) {
      const { count, ttlSeconds } = await kv.hit(`authfail:${key}`, FAIL_WINDOW_SECONDS);
      if (count >= limit) await kv.set(`authlock:${key}`, String(now() + ttlSeconds * 1000), ttlSeconds);
      most = Math.max(most, count);
    }
    return most >= ICODE_AFTER_FAILURES;
  }

  async function clearFailures(account: string) {
    await kv.del(`authfail:${account}`);
  }

  async function checkIcode(icodeKey: string, answer: string): Promise<boolean> {
    const key = `icode:${sha256(icodeKey)}`;
    const stored = await kv.get(key);
    // Single use, right or wrong: a wrong guess costs a new image.
    await kv.del(key);
    return stored !== null && stored === sha256(answer.trim().toUpperCase());
  }

  async function issueIcode(): Promise<{ icodeKey: string; image: string; answer: string }> {
    const { text, svg } = createCaptcha();
    const icodeKey = newSecret();
    await kv.set(`icode:${sha256(icodeKey)}`, sha256(text), ICODE_TTL_SECONDS);
    return { icodeKey, image: captchaDataUrl(svg), answer: text };
  }

  async function requireIcodeIfNeeded(keys: { account: string; ip: string }, given: { icodeKey?: string; icode?: string }) {
    if ((await failures([keys.account, keys.ip])) < ICODE_AFTER_FAILURES) return;
    if (!given.icodeKey || !given.icode) throw new AuthError('请输入图形验证码', true);
    if (!(await checkIcode(given.icodeKey, given.icode))) throw new AuthError('图形验证码错误或已失效，请重新输入', true);
  }

  /* ── sessions ── */

  async function userinfoOf(user: UserRow): Promise<UserInfo> {
    const org = await repo.currentOrg(user.id);
    return { token: '', unionid: user.unionid, staffId: org?.staffId ?? '', realname: user.realname, avatarUrl: user.avatarUrl, orgName: user.orgName };
  }

  /** Every login starts a new session with a new id; the one the request came with ends. */
  async function startSession(user: UserRow, meta: RequestMeta): Promise<SessionGrant> {
    if (meta.previousToken) await sessionStore.revoke(meta.previousToken).catch(() => undefined);
    const { token } = await sessionStore.create(user.id, { ip: meta.ip, userAgent: meta.userAgent });
    return { token, userinfo: await userinfoOf(user) };
  }

  function assertAcceptablePassword(password: string) {
    const strength = passwordStrength(password);
    if (!strength.acceptable) throw new AppError('BUSINESS', strength.msg);
  }

  async function hasPersonalAccount(phone: string) {
    return (await repo.findByPhone(phone)).some((u) => u.kind === 'PERSONAL');
  }

  async function issueDoubleAuth(user: UserRow): Promise<{ authKey: string; maskedPhone: string }> {
    if (!user.phone) throw new AppError('BUSINESS', '该账号需要短信二次验证，但未绑定手机号，请联系管理员');
    const authKey = newSecret();
    await kv.set(`dauth:${sha256(authKey)}`, String(user.id), DOUBLE_AUTH_TTL_SECONDS);
    return { authKey, maskedPhone: maskPhone(user.phone) };
  }

  async function doubleAuthUser(authKey: string): Promise<UserRow> {
    const userId = Number(await kv.get(`dauth:${sha256(authKey)}`));
    const user = userId ? await repo.findById(userId) : undefined;
    if (!user?.phone) throw new AppError('BUSINESS', '登录已超时，请重新输入账号密码');
    return user;
  }

  /** Checks a password against the accounts a typed name may mean; counts failures. */
  async function checkPassword(input: { account: string; password: string; icodeKey?: string; icode?: string; kind?: 'ORG'; ip: string }): Promise<UserRow> {
    const keys = { account: accountKey(input.account), ip: ipKey(input.ip) };
    await assertNotLocked([keys.account, keys.ip]);
    await requireIcodeIfNeeded(keys, input);
    const candidates = (await repo.findByAccount(input.account.trim())).filter((u) => u.passwordHash && (!input.kind || u.kind === input.kind));
    let user: UserRow | undefined;
    if (candidates.length === 0 || [...input.password].length > 64) {
      await verifyAgainstDummy(input.password);
    } else {
      // Verified side by side so that a phone with two accounts takes no longer than one.
      const matches = await Promise.all(candidates.map((u) => verifyPassword(u.passwordHash!, input.password)));
      user = candidates[matches.indexOf(true)];
    }
    if (!user) throw new AuthError(WRONG_PASSWORD, await recordFailure(keys));
    await clearFailures(keys.account);
    return user;
  }

  async function checkCode(input: { target: string; purpose: CodePurpose; code: string; ip: string }) {
    const keys = { account: accountKey(input.target), ip: ipKey(input.ip) };
    await assertNotLocked([keys.account, keys.ip]);
    if (!(await codes.verify({ target: input.target, purpose: input.purpose, code: input.code }))) {
      throw new AuthError(WRONG_CODE, await recordFailure(keys));
    }
    await clearFailures(keys.account);
  }

  const sent = { expiresIn: CODE_TTL_SECONDS, resendIn: 60 };

  /** By id, or from a viewer the request already loaded (one query fewer on every page load's check). */
  async function userinfo(who: number | { userId: number; unionid: string; realname: string; avatarUrl: string; staffId: string; orgName: string }): Promise<UserInfo> {
    if (typeof who !== 'number') {
      return { token: '', unionid: who.unionid, staffId: who.staffId, realname: who.realname, avatarUrl: who.avatarUrl, orgName: who.orgName };
    }
    const user = await repo.findById(who);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return userinfoOf(user);
  }

  async function resetAccounts(resetToken: string): Promise<UserRow[]> {
    const target = await kv.get(`reset:${sha256(resetToken)}`);
    if (!target) throw new AppError('BUSINESS', '验证已过期，请重新获取验证码');
    return isMobilePhone(target) ? repo.findByPhone(target) : repo.findByEmail(target);
  }

  function requireWechat(): WechatProvider {
    if (!wx) throw new AppError('BUSINESS', '微信登录未开启');
    return wx;
  }

  return {
    qr,
    wechatEnabled: wx !== null,
    redirectOf,

    /** Lets another module act on new accounts (the personal centre credits the inviter). */
    onUserRegistered(listener: (user: RegisteredUser) => Promise<void> | void) {
      registeredListeners.push(listener);
    },

    passwordStrength,

    /** Who sent an invitation link, named discreetly for the invitation page; null for an unknown code. */
    async describeInvitation(code: string): Promise<{ inviterName: string } | null> {
      const inviterId = await repo.inviterOf(code.trim().toUpperCase());
      const inviter = inviterId ? await repo.findById(inviterId) : undefined;
      if (!inviter) return null;
      const name = inviter.realname
        ? `${[...inviter.realname][0]}${'*'.repeat(Math.max(1, [...inviter.realname].length - 1))}`
        : maskPhone(inviter.phone ?? '');
      return { inviterName: name || '计智云用户' };
    },

    userinfo,

    /** A new image code; the answer is kept hashed for five minutes. */
    async createIcode({ ip }: { ip: string }): Promise<{ icodeKey: string; image: string }> {
      await enforceRateLimits(kv, [{ key: `icode:ip:${ip}`, limit: 30, windowSeconds: 60, msg: '获取图形验证码过于频繁，请稍后再试' }]);
      const { icodeKey, image } = await issueIcode();
      return { icodeKey, image };
    },

    /** The same with its answer, for tests and tools in process: never sent over HTTP. */
    issueIcode,

    async loginByPassword(input: {
      account: string;
      password: string;
      icodeKey?: string;
      icode?: string;
      kind?: 'ORG';
      meta: RequestMeta;
    }): Promise<LoginOutcome> {
      const user = await checkPassword({ ...input, ip: input.meta.ip });
      if (user.requiresDoubleAuth) return { kind: 'DOUBLE_AUTH', ...(await issueDoubleAuth(user)) };
      return { kind: 'SESSION', ...(await startSession(user, input.meta)) };
    },

    /** Same answer whether or not the phone has an account (limits counted either way). */
    async sendLoginCode(input: { phone: string; icodeKey?: string; icode?: string; kind?: 'ORG'; meta: RequestMeta }) {
      await requireIcodeIfNeeded({ account: accountKey(input.phone), ip: ipKey(input.meta.ip) }, input);
      const accounts = (await repo.findByPhone(input.phone)).filter((u) => !input.kind || u.kind === input.kind);
      await codes.issue({ target: input.phone, purpose: 'LOGIN', channel: 'sms', ip: input.meta.ip, deliver: accounts.length > 0 });
      return sent;
    },

    async loginByCode(input: { phone: string; vcode: string; unionid?: string; kind?: 'ORG'; meta: RequestMeta }): Promise<SessionGrant> {
      await checkCode({ target: input.phone, purpose: 'LOGIN', code: input.vcode, ip: input.meta.ip });
      const accounts = (await repo.findByPhone(input.phone)).filter((u) => !input.kind || u.kind === input.kind);
      const user = input.unionid ? accounts.find((u) => u.unionid === input.unionid) : accounts[0];
      if (!user) throw new AuthError(WRONG_CODE, false);
      return startSession(user, input.meta);
    },

    /** Second step of a double-auth login: the SMS goes to the account's own phone. */
    async sendDoubleAuthCode(input: { authKey?: string; account?: string; password?: string; icodeKey?: string; icode?: string; meta: RequestMeta }) {
      let grant: { authKey: string; user: UserRow };
      if (input.authKey) {
        grant = { authKey: input.authKey, user: await doubleAuthUser(input.authKey) };
      } else if (input.account && input.password) {
        const user = await checkPassword({ account: input.account, password: input.password, icodeKey: input.icodeKey, icode: input.icode, ip: input.meta.ip });
        grant = { authKey: (await issueDoubleAuth(user)).authKey, user };
      } else {
        throw new AppError('BUSINESS', '登录已超时，请重新输入账号密码');
      }
      const phone = grant.user.phone!;
      await codes.issue({ target: phone, purpose: 'DOUBLE_AUTH', channel: 'sms', ip: input.meta.ip });
      return { authKey: grant.authKey, maskedPhone: maskPhone(phone), ...sent };
    },

    async loginByDoubleAuth(input: { authKey: string; vcode: string; meta: RequestMeta }): Promise<SessionGrant> {
      const user = await doubleAuthUser(input.authKey);
      await checkCode({ target: user.phone!, purpose: 'DOUBLE_AUTH', code: input.vcode, ip: input.meta.ip });
      await kv.del(`dauth:${sha256(input.authKey)}`);
      return startSession(user, input.meta);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessionStore.revoke(token);
    },

    /* ── registration ── */

    async sendRegisterCode(input: { phone: string; icodeKey?: string; icode?: string; meta: RequestMeta }) {
      if (await hasPersonalAccount(input.phone)) throw new AppError('BUSINESS', PHONE_TAKEN);
      await requireIcodeIfNeeded({ account: accountKey(input.phone), ip: ipKey(input.meta.ip) }, input);
      await codes.issue({ target: input.phone, purpose: 'REGISTER', channel: 'sms', ip: input.meta.ip });
      return sent;
    },

    /** For an organisation account holder: a code to open a personal account on the same phone. */
    async sendUpgradeCode(input: { userId: number; meta: RequestMeta }) {
      const user = await repo.findById(input.userId);
      if (!user?.phone) throw new AppError('BUSINESS', '当前账号未绑定手机号，无法开通个人账号');
      if (await hasPersonalAccount(user.phone)) throw new AppError('BUSINESS', '该手机号已有个人账号，请直接登录');
      await codes.issue({ target: user.phone, purpose: 'REGISTER', channel: 'sms', ip: input.meta.ip });
      return { ...sent, maskedPhone: maskPhone(user.phone) };
    },

    /** Creates a personal account (password optional: SMS-only registration) and logs it in. */
    async register(input: {
      phone: string;
      vcode: string;
      password?: string;
      realname?: string;
      orgName?: string;
      inviteCode?: string;
      meta: RequestMeta;
    }): Promise<SessionGrant> {
      if (input.password !== undefined) assertAcceptablePassword(input.password);
      if (await hasPersonalAccount(input.phone)) throw new AppError('BUSINESS', PHONE_TAKEN);
      await checkCode({ target: input.phone, purpose: 'REGISTER', code: input.vcode, ip: input.meta.ip });
      const invitedBy = input.inviteCode ? ((await repo.inviterOf(input.inviteCode.trim().toUpperCase())) ?? null) : null;
      const at = new Date(now());
      let user: UserRow;
      try {
        user = await repo.insertUser({
          unionid: newUnionid(),
          loginName: input.phone,
          phone: input.phone,
          passwordHash: input.password === undefined ? null : await hashPassword(input.password),
          realname: input.realname ?? '',
          orgName: input.orgName ?? '',
          kind: 'PERSONAL',
          invitedBy,
          passwordChangedAt: input.password === undefined ? null : at,
          createdAt: at,
          updatedAt: at,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('BUSINESS', PHONE_TAKEN);
        throw e;
      }
      for (const listener of registeredListeners) await listener({ userId: user.id, unionid: user.unionid, invitedBy });
      return startSession(user, input.meta);
    },

    /** After registering: real name and organisation. */
    async fillProfile(input: { userId: number; realname: string; orgName?: string }): Promise<UserInfo> {
      await repo.updateUser(input.userId, {
        realname: input.realname,
        ...(input.orgName !== undefined ? { orgName: input.orgName } : {}),
        updatedAt: new Date(now()),
      });
      return userinfo(input.userId);
    },

    /* ── find password ── */

    /** Which channel a typed phone or e-mail uses; says nothing about whether it has accounts. */
    checkResetTarget(target: string): { channel: 'SMS' | 'EMAIL'; masked: string } {
      const value = target.trim().toLowerCase();
      if (isMobilePhone(value)) return { channel: 'SMS', masked: maskPhone(value) };
      if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 120) return { channel: 'EMAIL', masked: maskEmail(value) };
      throw new AppError('VALIDATION', '请输入正确的手机号码或邮箱');
    },

    async sendResetCode(input: { phone?: string; email?: string; icodeKey?: string; icode?: string; meta: RequestMeta }) {
      const target = input.phone ?? input.email!.toLowerCase();
      await requireIcodeIfNeeded({ account: accountKey(target), ip: ipKey(input.meta.ip) }, input);
      const accounts = input.phone ? await repo.findByPhone(target) : await repo.findByEmail(target);
      await codes.issue({ target, purpose: 'RESET', channel: input.phone ? 'sms' : 'email', ip: input.meta.ip, deliver: accounts.length > 0 });
      return sent;
    },

    /** A right code turns into a reset token (15 minutes) for choosing the account and setting the password. */
    async verifyResetCode(input: { target: string; vcode: string; meta: RequestMeta }) {
      const target = input.target.trim().toLowerCase();
      await checkCode({ target, purpose: 'RESET', code: input.vcode, ip: input.meta.ip });
      const resetToken = newSecret();
      await kv.set(`reset:${sha256(resetToken)}`, target, RESET_TTL_SECONDS);
      return { resetToken, accountCount: (await resetAccounts(resetToken)).length };
    },

    async listResetAccounts(resetToken: string) {
      return (await resetAccounts(resetToken)).map((u) => ({
        unionid: u.unionid,
        loginName: u.loginName,
        kind: u.kind === 'ORG' ? ('ORG' as const) : ('PERSONAL' as const),
        kindLabel: u.kind === 'ORG' ? '企业账号' : '个人账号',
        realname: u.realname,
        orgName: u.orgName,
      }));
    },

    /** Sets the new password and ends every session of the account except the caller's own. */
    async resetPassword(input: { resetToken: string; unionid?: string; password: string; currentSessionId?: string }): Promise<void> {
      const accounts = await resetAccounts(input.resetToken);
      if (accounts.length === 0) throw new AppError('BUSINESS', '未找到可重置密码的账号');
      const user = input.unionid ? accounts.find((u) => u.unionid === input.unionid) : accounts.length === 1 ? accounts[0] : undefined;
      if (!user) throw new AppError('BUSINESS', '请选择要重置密码的账号');
      assertAcceptablePassword(input.password);
      const at = new Date(now());
      await repo.updateUser(user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: at, updatedAt: at });
      await sessionStore.revokeAllForUser(user.id, input.currentSessionId);
      await kv.del(`reset:${sha256(input.resetToken)}`);
      await clearFailures(accountKey(user.loginName));
      if (user.phone) await clearFailures(accountKey(user.phone));
    },

    /* ── organisations and clients ── */

    async switchOrg(input: { userId: number; orgId: number }) {
      if (!(await repo.switchOrg(input.userId, input.orgId))) throw new AppError('BUSINESS', '您不是该企业的成员，无法切换');
      const orgs = await repo.listOrgs(input.userId);
      return { userinfo: await userinfo(input.userId), orgs: orgs.map((o) => ({ orgId: o.orgId, orgName: o.orgName, isCurrent: o.isCurrent })) };
    },

    /** Remembers which app client (push id) a session belongs to, for as long as a session can live. */
    async bindClient(input: { sessionId: string; clientId: string; platform?: string }): Promise<void> {
      await kv.set(`client:${input.sessionId}`, JSON.stringify({ clientId: input.clientId, platform: input.platform ?? '' }), SESSION_ABSOLUTE_SECONDS);
    },

    /* ── WeChat ── */

    async wechatAuthorizeUrl(input: { redirect?: string }): Promise<string> {
      const provider = requireWechat();
      const state = randomBytes(16).toString('hex');
      await kv.set(`wxstate:${state}`, redirectOf(input.redirect), WECHAT_TTL_SECONDS);
      return provider.authorizeUrl(`${config.site.url}/login?wx=1`, state);
    },

    /** WeChat came back with a code: log in the bound account, or hand out a ticket to bind a phone. */
    async loginByWechat(input: {
      code: string;
      state: string;
      meta: RequestMeta;
    }): Promise<{ bound: true; grant: SessionGrant; redirect: string } | { bound: false; wxTicket: string; redirect: string }> {
      const provider = requireWechat();
      const redirect = await kv.get(`wxstate:${input.state}`);
      if (redirect === null) throw new AppError('BUSINESS', '微信授权已过期，请重新扫码');
      await kv.del(`wxstate:${input.state}`);
      const identity = await provider.exchangeCode(input.code);
      const user = await repo.findByWxOpenid(identity.openid);
      if (user) return { bound: true, grant: await startSession(user, input.meta), redirect };
      const wxTicket = newSecret();
      await kv.set(`wxt:${sha256(wxTicket)}`, identity.openid, WECHAT_TTL_SECONDS);
      return { bound: false, wxTicket, redirect };
    },

    async sendWechatBindCode(input: { phone: string; wxTicket: string; meta: RequestMeta }) {
      requireWechat();
      if (!(await kv.get(`wxt:${sha256(input.wxTicket)}`))) throw new AppError('BUSINESS', '微信授权已过期，请重新扫码');
      await codes.issue({ target: input.phone, purpose: 'WX_BIND', channel: 'sms', ip: input.meta.ip });
      return sent;
    },

    /** Binds the WeChat account to the phone's personal account, opening one if there is none. */
    async bindWechat(input: { phone: string; vcode: string; wxTicket: string; meta: RequestMeta }): Promise<SessionGrant> {
      requireWechat();
      const openid = await kv.get(`wxt:${sha256(input.wxTicket)}`);
      if (!openid) throw new AppError('BUSINESS', '微信授权已过期，请重新扫码');
      await checkCode({ target: input.phone, purpose: 'WX_BIND', code: input.vcode, ip: input.meta.ip });
      await kv.del(`wxt:${sha256(input.wxTicket)}`);
      const existing = (await repo.findByPhone(input.phone)).find((u) => u.kind === 'PERSONAL');
      let user: UserRow;
      if (existing) {
        if (existing.wxOpenid && existing.wxOpenid !== openid) throw new AppError('BUSINESS', '该手机号已绑定其他微信账号');
        await repo.updateUser(existing.id, { wxOpenid: openid, updatedAt: new Date(now()) });
        user = { ...existing, wxOpenid: openid };
      } else {
        const at = new Date(now());
        try {
          user = await repo.insertUser({
            unionid: newUnionid(),
            loginName: input.phone,
            phone: input.phone,
            kind: 'PERSONAL',
            wxOpenid: openid,
            createdAt: at,
            updatedAt: at,
          });
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError('BUSINESS', '该微信账号已绑定其他手机号');
          throw e;
        }
        for (const listener of registeredListeners) await listener({ userId: user.id, unionid: user.unionid, invitedBy: null });
      }
      return startSession(user, input.meta);
    },
  };
}
