import type { OrgSwitched, UserInfo } from '../../../common/auth/schemas';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import type { AuthRepo, UserRow } from './repo';
import type { RequestMeta, SessionGrant } from './service-deps';
import { SESSION_ABSOLUTE_SECONDS, type SessionStore } from './session-store';
import type { Viewer } from './viewer';

export type Sessions = ReturnType<typeof createSessions>;

/** Sessions: one starts at each login, the userinfo of the logged-in user, logout, the current organisation, the app client. */
export function createSessions({ repo, kv, sessionStore }: { repo: AuthRepo; kv: KvStore; sessionStore: SessionStore }) {
  async function userinfoOf(user: UserRow): Promise<UserInfo> {
    const org = await repo.currentOrg(user.id);
    return { token: '', unionid: user.unionid, staffId: org?.staffId ?? '', realname: user.realname, avatarUrl: user.avatarUrl, orgName: user.orgName };
  }

  /** By id, or from a viewer the request already loaded (one query fewer on every page load's check). */
  async function userinfo(who: number | Omit<Viewer, 'sessionId' | 'phone'>): Promise<UserInfo> {
    if (typeof who !== 'number') {
      return { token: '', unionid: who.unionid, staffId: who.staffId, realname: who.realname, avatarUrl: who.avatarUrl, orgName: who.orgName };
    }
    const user = await repo.findById(who);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return userinfoOf(user);
  }

  return {
    userinfo,

    /** Every login starts a new session with a new id; the one the request came with ends. */
    async start(user: UserRow, meta: RequestMeta): Promise<SessionGrant> {
      if (meta.previousToken) await sessionStore.revoke(meta.previousToken).catch(() => undefined);
      const { token } = await sessionStore.create(user.id, { ip: meta.ip, userAgent: meta.userAgent });
      return { token, userinfo: await userinfoOf(user) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessionStore.revoke(token);
    },

    async switchOrg(input: { userId: number; orgId: number }): Promise<OrgSwitched> {
      if (!(await repo.switchOrg(input.userId, input.orgId))) throw new AppError('BUSINESS', '您不是该企业的成员，无法切换');
      const orgs = await repo.listOrgs(input.userId);
      return { userinfo: await userinfo(input.userId), orgs: orgs.map((o) => ({ orgId: o.orgId, orgName: o.orgName, isCurrent: o.isCurrent })) };
    },

    /** Remembers which app client (push id) a session belongs to, for as long as a session can live. */
    async bindClient(input: { sessionId: string; clientId: string; platform?: string }): Promise<void> {
      await kv.set(`client:${input.sessionId}`, JSON.stringify({ clientId: input.clientId, platform: input.platform ?? '' }), SESSION_ABSOLUTE_SECONDS);
    },
  };
}
