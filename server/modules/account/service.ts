import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { KvStore } from '../../platform/kv-store';
import { toPage, type Page } from '../../platform/pagination';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage';
import { addDays, chinaDay, daysToBonus, monthOf, monthRange } from './china-day';
import { decodeBase64Image, sniffImage } from './images';
import type { SearchKind } from '../../../common/search/options';
import { accountRepo as repo, type LedgerEntry } from './repo';
import {
  AI_STARTING_QUOTA,
  AVATAR_MAX_BYTES,
  consumptionRules,
  earningRules,
  INVITE_REWARD_POINTS,
  pointMethodNames,
  signRule,
  type ContentKind,
  type Operation,
} from './rules';

export type OperationState = {
  id: number;
  kind: ContentKind;
  praised: boolean;
  favorited: boolean;
  praiseCount: number;
  favoriteCount: number;
};

export type OperationRecord = { kind: ContentKind; id: number; title: string; createdAt: string };
export type HistoryRecord = { kind: ContentKind; id: number; title: string; readAt: string };
export type LedgerRecord = { id: number; delta: number; method: string; methodName: string; memo: string; createdAt: string };

export type SignStatus = {
  today: string;
  signedToday: boolean;
  /** Consecutive days up to today (or yesterday while today is not signed yet). */
  streak: number;
  /** Sign-ins still needed, today's included when not yet signed, until the next cycle bonus. */
  daysToBonus: number;
  cycleDays: number;
  cycleBonus: number;
  dailyPoints: number;
};

export type SignResult = SignStatus & { credited: number; bonus: number; balance: number };

export type AccountServiceOptions = {
  db: Database;
  kv: KvStore;
  /** Origin of the site, for invitation links. */
  siteUrl: string;
  /** Where avatars are written; served under /uploads/ by uploadsRoutes. */
  storage: FileStorage;
  now?: () => Date;
  /** Told after a user's name, organisation or avatar changes (the viewer cache forgets them). */
  onUserChanged?: (userId: number) => void;
};

export type AccountService = ReturnType<typeof createAccountService>;

/** Public path prefix of stored uploads (see uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
const newInviteCode = () => Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

const maskPhone = (phone: string | null) => (phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : (phone ?? ''));

/**
 * The personal side of the portal: favourites and likes of every content
 * kind, reading history, points and daily sign-in, the AI quota,
 * invitations and the profile. Every call takes the user it acts for.
 */
/** Where each kind other than news is found in the site search index (tenders are indexed as TENDER). */
const indexKindOf: Record<Exclude<ContentKind, 'NEWS'>, SearchKind> = {
  VIDEO: 'VIDEO',
  BID: 'TENDER',
  NORMAL: 'NORMAL',
  POLICY: 'POLICY',
  PAPER: 'PAPER',
  DOWNLOAD: 'DOWNLOAD',
};

export function createAccountService({ db, kv, siteUrl, storage, now = () => new Date(), onUserChanged }: AccountServiceOptions) {
  const updateProfile = async (userId: number, patch: Parameters<typeof repo.updateUser>[2]) => {
    await repo.updateUser(db, userId, patch);
    onUserChanged?.(userId);
  };
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /** Writes ledger rows (each ref at most once per user) and moves users.points by exactly what was written. */
  async function credit(tx: Database, userId: number, entries: LedgerEntry[]) {
    const written = await repo.insertLedger(tx, userId, entries);
    const total = written.reduce((sum, row) => sum + row.delta, 0);
    const balance = total === 0 ? (await repo.findUser(tx, userId))?.points : await repo.addPoints(tx, userId, total);
    return { written, total, balance: balance ?? 0 };
  }

  /** Walks signed days back from today in batches until the first gap. */
  async function streakOf(dbx: Database, userId: number, today: string): Promise<number> {
    const batchSize = 64;
    let streak = 0;
    let expected = today;
    let cursor = today;
    for (;;) {
      const batch = await repo.signedDaysUntil(dbx, userId, cursor, batchSize);
      for (const day of batch) {
        // Today not signed yet: the streak that ended yesterday is still alive.
        if (streak === 0 && expected === today && day !== today) expected = addDays(today, -1);
        if (day !== expected) return streak;
        streak++;
        expected = addDays(day, -1);
      }
      if (batch.length < batchSize) return streak;
      cursor = expected;
    }
  }

  async function signStatusOf(dbx: Database, userId: number): Promise<SignStatus> {
    const today = chinaDay(now());
    const [streak, todayRows] = await Promise.all([streakOf(dbx, userId, today), repo.signedDaysBetween(dbx, userId, today, today)]);
    return {
      today,
      signedToday: todayRows.length > 0,
      streak,
      daysToBonus: daysToBonus(streak, signRule.cycleDays),
      cycleDays: signRule.cycleDays,
      cycleBonus: signRule.cycleBonus,
      dailyPoints: signRule.dailyPoints,
    };
  }

  async function stateOf(dbx: Database, userId: number, kind: ContentKind, id: number, articlePraiseCount?: number): Promise<OperationState> {
    const [mine, counts] = await Promise.all([repo.operationsOf(dbx, userId, kind, id), repo.operationCounts(dbx, kind, [id])]);
    const countOf = (op: Operation) => counts.find((c) => c.op === op)?.n ?? 0;
    return {
      id,
      kind,
      praised: mine.includes('PRAISE'),
      favorited: mine.includes('FAVORITE'),
      // News keeps its own counter (it includes likes from before accounts existed).
      praiseCount: articlePraiseCount ?? countOf('PRAISE'),
      favoriteCount: countOf('FAVORITE'),
    };
  }

  async function requireArticle(dbx: Database, id: number) {
    const article = await repo.findPublishedArticle(dbx, id);
    if (!article) throw new AppError('NOT_FOUND', '文章不存在或已下线');
    return article;
  }

  const service = {
    storage,

    /* ───────── favourites and likes ───────── */

    /**
     * Likes or favourites (on) or takes it back (off). Doing it twice counts
     * once. A news like moves news_articles.praise_count in the same
     * transaction. Titles come from the content itself (news from the article, other kinds from the search index,
     * which holds every published item), never from the caller; an unknown item cannot be liked or favourited.
     */
    async setOperation(input: { userId: number; kind: ContentKind; id: number; op: Operation; on: boolean }): Promise<OperationState> {
      const { userId, kind, id, op, on } = input;
      return inTransaction(async (tx) => {
        const key = { userId, kind, targetId: id, op };
        if (kind === 'NEWS') {
          // Taking back a like of an article that has since gone offline is still allowed.
          const article = on ? await requireArticle(tx, id) : await repo.findPublishedArticle(tx, id);
          const changed = on ? await repo.insertOperation(tx, key, article!.title) : await repo.deleteOperation(tx, key);
          if (changed && op === 'PRAISE') await repo.adjustArticlePraise(tx, id, on ? 1 : -1);
          const fresh = await repo.findPublishedArticle(tx, id);
          return stateOf(tx, userId, kind, id, fresh?.praiseCount ?? 0);
        }
        if (on) {
          const title = await repo.findIndexedTitle(tx, indexKindOf[kind], id);
          if (title === undefined) throw new AppError('NOT_FOUND', '内容不存在或已下线');
          await repo.insertOperation(tx, key, title);
        } else await repo.deleteOperation(tx, key);
        return stateOf(tx, userId, kind, id);
      });
    },

    async operationState({ userId, kind, id }: { userId: number; kind: ContentKind; id: number }): Promise<OperationState> {
      if (kind === 'NEWS') {
        const article = await requireArticle(db, id);
        return stateOf(db, userId, kind, id, article.praiseCount);
      }
      return stateOf(db, userId, kind, id);
    },

    /** Like and favourite counts of several items of one kind, for lists. */
    async operationStats({ kind, ids }: { kind: ContentKind; ids: number[] }) {
      const unique = [...new Set(ids)];
      const counts = await repo.operationCounts(db, kind, unique);
      const countOf = (id: number, op: Operation) => counts.find((c) => c.targetId === id && c.op === op)?.n ?? 0;
      return unique.map((id) => ({ id, praiseCount: countOf(id, 'PRAISE'), favoriteCount: countOf(id, 'FAVORITE') }));
    },

    async listOperations(input: { userId: number; op: Operation; kind?: ContentKind; current: number; size: number }): Promise<Page<OperationRecord>> {
      const { records, total } = await repo.listOperations(db, input, input.current, input.size);
      return toPage({
        current: input.current,
        size: input.size,
        total,
        records: records.map((r) => ({ kind: r.kind as ContentKind, id: r.id, title: r.title, createdAt: r.createdAt.toISOString() })),
      });
    },

    /* ───────── reading history ───────── */

    /** One row per item: reading it again moves it to the top. */
    async recordReading({ userId, kind, id, title }: { userId: number; kind: ContentKind; id: number; title: string }): Promise<void> {
      await repo.upsertHistory(db, { userId, kind, targetId: id, title, readAt: now() });
    },

    async listHistory(input: { userId: number; kind?: ContentKind; current: number; size: number }): Promise<Page<HistoryRecord>> {
      const { records, total } = await repo.listHistory(db, input, input.current, input.size);
      return toPage({
        current: input.current,
        size: input.size,
        total,
        records: records.map((r) => ({ kind: r.kind as ContentKind, id: r.id, title: r.title, readAt: r.readAt.toISOString() })),
      });
    },

    async removeHistory({ userId, kind, id }: { userId: number; kind: ContentKind; id: number }): Promise<void> {
      await repo.deleteHistory(db, userId, { kind, targetId: id });
    },

    async clearHistory({ userId }: { userId: number }): Promise<void> {
      await repo.deleteHistory(db, userId);
    },

    /* ───────── points and sign-in ───────── */

    /**
     * Today's sign-in, by calendar day in China. The sign_days primary key
     * lets exactly one of any number of simultaneous calls in; that one
     * writes the ledger (ref sign:<day>) and users.points in the same transaction.
     */
    async signIn({ userId }: { userId: number }): Promise<SignResult> {
      const today = chinaDay(now());
      const result = await inTransaction(async (tx) => {
        if (!(await repo.insertSignDay(tx, userId, today))) return null;
        const streak = await streakOf(tx, userId, today);
        const entries: LedgerEntry[] = [{ delta: signRule.dailyPoints, method: 'SIGN_IN', ref: `sign:${today}`, memo: `连续签到第 ${streak} 天` }];
        if (streak % signRule.cycleDays === 0) {
          entries.push({ delta: signRule.cycleBonus, method: 'SIGN_BONUS', ref: `sign-bonus:${today}`, memo: `连续签到 ${streak} 天` });
        }
        const { written, total, balance } = await credit(tx, userId, entries);
        const bonus = written.filter((w) => w.method === 'SIGN_BONUS').reduce((s, w) => s + w.delta, 0);
        return { streak, credited: total, bonus, balance };
      });
      if (!result) throw new AppError('BUSINESS', '今天已经签到过了，明天再来吧');
      return {
        today,
        signedToday: true,
        streak: result.streak,
        daysToBonus: daysToBonus(result.streak, signRule.cycleDays),
        cycleDays: signRule.cycleDays,
        cycleBonus: signRule.cycleBonus,
        dailyPoints: signRule.dailyPoints,
        credited: result.credited,
        bonus: result.bonus,
        balance: result.balance,
      };
    },

    signStatus({ userId }: { userId: number }): Promise<SignStatus> {
      return signStatusOf(db, userId);
    },

    /** Signed days of a month (YYYY-MM, this month in China by default). */
    async signCalendar({ userId, month }: { userId: number; month?: string }) {
      const today = chinaDay(now());
      const wanted = month ?? monthOf(today);
      const { first, last } = monthRange(wanted);
      const days = await repo.signedDaysBetween(db, userId, first, last);
      return { month: wanted, today, days };
    },

    async pointBalance({ userId }: { userId: number }): Promise<number> {
      const user = await repo.findUser(db, userId);
      return user?.points ?? 0;
    },

    async listLedger({ userId, current, size }: { userId: number; current: number; size: number }): Promise<Page<LedgerRecord>> {
      const { records, total } = await repo.listLedger(db, userId, current, size);
      return toPage({
        current,
        size,
        total,
        records: records.map((r) => ({ ...r, methodName: pointMethodNames[r.method] ?? r.method, createdAt: r.createdAt.toISOString() })),
      });
    },

    /** Ways to earn points, with what this user has already done today. */
    async obtainMethods({ userId }: { userId: number }) {
      const status = await signStatusOf(db, userId);
      return earningRules.map((rule) => ({
        ...rule,
        doneToday: rule.method === 'SIGN_IN' ? status.signedToday : false,
      }));
    },

    signRule: () => signRule,
    earningRules: () => earningRules,
    consumptionRules: () => consumptionRules,

    /* ───────── AI quota ───────── */

    /** Gives the starting quota once; later calls change nothing. */
    async createResidue({ userId }: { userId: number }) {
      const created = await repo.insertResidue(db, userId, AI_STARTING_QUOTA);
      return { created, residue: (await repo.findResidue(db, userId)) ?? 0 };
    },

    async getResidue({ userId }: { userId: number }) {
      const residue = await repo.findResidue(db, userId);
      return { initialized: residue !== undefined, residue: residue ?? 0 };
    },

    /** Takes n uses, or refuses without taking any when fewer are left. */
    async useResidue({ userId, n }: { userId: number; n: number }) {
      const residue = await repo.takeResidue(db, userId, n);
      if (residue !== undefined) return { residue };
      const left = (await repo.findResidue(db, userId)) ?? 0;
      throw new AppError('BUSINESS', left === 0 ? 'AI 使用次数已用完' : `AI 使用次数不足，当前剩余 ${left} 次`);
    },

    /* ───────── invitations ───────── */

    /** The user's one invitation code (made on first call) and the link to share. */
    async inviteLink({ userId }: { userId: number }) {
      let code = await repo.findInvitationOf(db, userId);
      for (let attempt = 0; !code && attempt < 5; attempt++) {
        // A lost race with another tab, or a clash with someone else's code: read back what stuck.
        await repo.insertInvitation(db, userId, newInviteCode());
        code = await repo.findInvitationOf(db, userId);
      }
      if (!code) throw new AppError('INTERNAL', undefined, { cause: new Error('could not allocate an invitation code') });
      const [invitedCount, earned] = await Promise.all([repo.countInvitees(db, userId), repo.sumByMethod(db, userId, 'INVITE')]);
      return {
        code,
        link: `${siteUrl}/invite/register?code=${code}`,
        invitedCount,
        earnedPoints: earned.total,
        rewardPoints: INVITE_REWARD_POINTS,
      };
    },

    /** The inviter behind a code from an invitation link, or null (unknown or malformed code). */
    async inviterOfCode(code: string): Promise<number | null> {
      const normalized = code.trim().toUpperCase();
      if (!INVITE_CODE_PATTERN.test(normalized)) return null;
      return (await repo.findInviter(db, normalized)) ?? null;
    },

    /**
     * Rewards the inviter once a new user registered through their link. Safe
     * to call more than once: the ledger ref invite:<inviteeId> and
     * users.invited_by make the reward happen at most once per invitee.
     */
    async creditInvitation({ inviterId, inviteeId }: { inviterId: number; inviteeId: number }): Promise<{ credited: boolean; points: number }> {
      if (inviterId === inviteeId) return { credited: false, points: 0 };
      return inTransaction(async (tx) => {
        if (!(await repo.findUser(tx, inviterId))) return { credited: false, points: 0 };
        if (!(await repo.claimInvitee(tx, inviteeId, inviterId))) return { credited: false, points: 0 };
        const { total } = await credit(tx, inviterId, [
          { delta: INVITE_REWARD_POINTS, method: 'INVITE', ref: `invite:${inviteeId}`, memo: '邀请好友注册' },
        ]);
        return { credited: total > 0, points: total };
      });
    },

    /* ───────── profile ───────── */

    async getProfile({ userId }: { userId: number }) {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return {
        unionid: user.unionid,
        loginName: user.loginName,
        realname: user.realname,
        avatarUrl: user.avatarUrl,
        orgName: user.orgName,
        phone: maskPhone(user.phone),
        points: user.points,
        createdAt: user.createdAt.toISOString(),
      };
    },

    async updateRealname({ userId, realname }: { userId: number; realname: string }) {
      await updateProfile(userId, { realname });
      return { realname };
    },

    async getOrgName({ userId }: { userId: number }) {
      return { orgName: (await repo.findUser(db, userId))?.orgName ?? '' };
    },

    async updateOrgName({ userId, orgName }: { userId: number; orgName: string }) {
      await updateProfile(userId, { orgName });
      return { orgName };
    },

    /**
     * Stores a new avatar (PNG, JPEG or WebP, recognised by its bytes, at
     * most 2 MB) under a random name and drops the previous one.
     */
    async uploadAvatar({ userId, image }: { userId: number; image: string }) {
      await enforceRateLimits(kv, [{ key: `avatar:${userId}`, limit: 20, windowSeconds: 3600, msg: '头像更换过于频繁，请稍后再试' }]);
      const bytes = decodeBase64Image(image);
      if (!bytes) throw new AppError('VALIDATION', '头像图片数据无效，请重新选择图片');
      if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('VALIDATION', '头像图片不能超过 2 MB');
      const type = sniffImage(bytes);
      if (!type) throw new AppError('VALIDATION', '头像只支持 PNG、JPEG 或 WebP 格式的图片');
      const key = `avatars/${randomBytes(16).toString('hex')}.${type.ext}`;
      const before = await repo.findUser(db, userId);
      await storage.put(key, bytes);
      const avatarUrl = UPLOADS_PREFIX + key;
      await updateProfile(userId, { avatarUrl });
      const old = before?.avatarUrl ?? '';
      if (old.startsWith(`${UPLOADS_PREFIX}avatars/`)) await storage.remove(old.slice(UPLOADS_PREFIX.length)).catch(() => {});
      return { avatarUrl };
    },
  };
  return service;
}
