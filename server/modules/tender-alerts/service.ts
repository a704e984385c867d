import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import type { Messenger } from '../../platform/messaging';
import { textOfStoredHtml } from '../../platform/sanitize';
import { offsetOf, toPage, type Page } from '../../platform/pagination';
import { chinaDay } from '../account/china-day';
import { tenderFilterOf, toListItem } from '../tender/service';
import { compileRule, hitsOf, indexRules, matchableNotice, wordsOf, type CompiledRule, type MatchableNotice, type MatchRule } from './matching';
import { createTenderAlertRepo, type MatchRow, type SubscriptionRow, type SubscriptionValues } from './repo';
import { projectTypeLabels, type ProjectType } from '../../../common/library/options';
import { tenderCategoryName, tenderInfoTypeName, type TenderCategory, type TenderInfoType } from '../../../common/tender/options';
import { citiesOf, provinces, regionLabel } from '../../../common/tender/regions';
import {
  SUBSCRIPTION_BACKFILL_DAYS,
  SUBSCRIPTION_LIMIT,
  SUBSCRIPTION_LIMIT_MESSAGE,
  SUBSCRIPTION_NAME_MAX,
  SUBSCRIPTION_NOT_FOUND,
} from '../../../common/tender-alerts/options';
import type { AlertSummary, MatchItem, MatchListRequest, Subscription, SubscriptionInput } from '../../../common/tender-alerts/schemas';

const DAY = 86_400_000;
const WAN = 10_000;
/** Queue rows one transaction claims: short transactions, so a writer of notices never waits long for the database. */
export const MATCH_BATCH = 200;
/** Notices a new subscription is matched against at once (the newest of the last 30 days). */
const BACKFILL_LIMIT = 2000;
/** A queue row that failed this often is left for a person to look at (last_error says why). */
const MAX_ATTEMPTS = 5;
/** Notices listed in one digest e-mail; the rest are counted. */
const DIGEST_ITEMS = 20;

const toYuan = (wan: number | null | undefined) => (wan === null || wan === undefined ? null : Math.round(wan * WAN));
const toWanValue = (yuan: number | null) => (yuan === null ? null : Math.round(yuan / 100) / 100);

/** The rule the matcher runs for a stored subscription. */
export function ruleOf(s: SubscriptionRow): MatchRule {
  return {
    keywords: s.keywords,
    excludeWords: s.excludeWords,
    regions: s.regions,
    catNos: s.catNos,
    infoTypes: s.infoTypes,
    projectTypes: s.projectTypes,
    amountMin: s.amountMin,
    amountMax: s.amountMax,
    titleOnly: s.titleOnly,
  };
}

/** 100 万元以上, 50–200 万元, 300 万元以下. */
function amountLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min}–${max} 万元`;
  if (min !== null) return `${min} 万元以上`;
  if (max !== null) return `${max} 万元以下`;
  return '';
}

/** The conditions of a subscription as one sentence, for its card and the digest. */
export function summaryOf(s: Pick<SubscriptionRow, keyof MatchRule>): string {
  const parts = [
    s.keywords.length > 0 ? `${s.titleOnly ? '标题含' : '含'}“${s.keywords.join('”或“')}”` : '',
    s.excludeWords.length > 0 ? `不含“${s.excludeWords.join('”“')}”` : '',
    s.regions.length > 0 ? s.regions.map((r) => regionLabel(r.provinceCode, r.cityCode)).join('、') : '全国',
    s.catNos.length > 0 ? s.catNos.map(tenderCategoryName).join('、') : '',
    s.projectTypes.length > 0 ? s.projectTypes.map((t) => projectTypeLabels[t as ProjectType] ?? t).join('、') : '',
    s.infoTypes.length > 0 ? s.infoTypes.map(tenderInfoTypeName).join('、') : '全部信息类型',
    amountLabel(toWanValue(s.amountMin), toWanValue(s.amountMax)),
  ];
  return parts.filter(Boolean).join('；');
}

/** The name a subscription gets when none is given: its words, else its region and category. */
function defaultName(input: SubscriptionInput): string {
  const from =
    input.keywords.length > 0
      ? input.keywords.join('、')
      : [
          input.regions[0] ? regionLabel(input.regions[0].provinceCode, input.regions[0].cityCode) : '',
          input.catNos[0] ? tenderCategoryName(input.catNos[0]) : '',
        ]
          .filter(Boolean)
          .join('') || '招标订阅';
  return from.length > SUBSCRIPTION_NAME_MAX ? `${from.slice(0, SUBSCRIPTION_NAME_MAX - 1)}…` : from;
}

function valuesOf(input: SubscriptionInput): SubscriptionValues {
  return {
    name: input.name || defaultName(input),
    keywords: input.keywords,
    excludeWords: input.excludeWords,
    regions: input.regions.map((r) => (r.cityCode ? { provinceCode: r.provinceCode, cityCode: r.cityCode } : { provinceCode: r.provinceCode })),
    catNos: input.catNos,
    infoTypes: input.infoTypes,
    projectTypes: input.projectTypes,
    amountMin: toYuan(input.amountMin),
    amountMax: toYuan(input.amountMax),
    titleOnly: input.titleOnly,
  };
}

function toSubscription(s: SubscriptionRow, newCount: number): Subscription {
  return {
    id: s.id,
    name: s.name,
    keywords: s.keywords,
    excludeWords: s.excludeWords,
    regions: s.regions.map((r) => ({ provinceCode: r.provinceCode, cityCode: r.cityCode ?? null, name: regionLabel(r.provinceCode, r.cityCode) })),
    catNos: s.catNos as TenderCategory[],
    infoTypes: s.infoTypes as TenderInfoType[],
    projectTypes: s.projectTypes as ProjectType[],
    amountMin: toWanValue(s.amountMin),
    amountMax: toWanValue(s.amountMax),
    titleOnly: s.titleOnly,
    summary: summaryOf(s),
    newCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export type TenderAlertService = ReturnType<typeof createTenderAlertService>;
export type TenderAlertServiceOptions = {
  db: Database;
  /** Sends the daily digest (the outbox, or SMTP when configured). */
  messenger: Messenger;
  siteUrl: string;
  siteName: string;
  now?: () => number;
  /** Tests only: runs after a batch's matches are written and before its queue rows go, to play a crash there. */
  afterMatch?: (claimed: number) => void | Promise<void>;
};

/**
 * Tender subscriptions (saved filters, at most ten a user), their matches
 * (in-site alerts with unread counts), the matching worker's batches and the
 * daily digest. Decision 0031.
 */
export function createTenderAlertService({ db, messenger, siteUrl, siteName, now = Date.now, afterMatch }: TenderAlertServiceOptions) {
  const repo = createTenderAlertRepo(db);
  const tx = <T>(work: (tx: Database) => Promise<T>) => db.transaction((t) => work(t as unknown as Database));

  async function owned(id: number, userId: number): Promise<SubscriptionRow> {
    const found = await repo.findSubscription(id, userId);
    // Someone else's subscription is answered exactly like one that does not exist.
    if (!found) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    return found;
  }

  const unseenOf = async (userId: number) => new Map((await repo.unseenBySubscription(userId)).map((r) => [r.subscriptionId, Number(r.n)]));

  /**
   * Every subscription's compiled rule, kept while the subscriptions are
   * unchanged (same count, newest id and last update: one small query per
   * batch instead of reading and compiling them all again).
   */
  type Compiled = { s: SubscriptionRow; test: CompiledRule };
  let compiled: { key: string; rules: Compiled[]; index: ReturnType<typeof indexRules<Compiled>>; words: string[] } | null = null;
  async function allRules(t: Database) {
    const key = await repo.subscriptionsVersion(t);
    if (compiled?.key !== key) {
      const rules = (await repo.allSubscriptions(t)).map((s) => ({ s, test: compileRule(ruleOf(s)) }));
      const index = indexRules(
        rules,
        (r) => r.s.keywords,
        (r) => r.s.regions.map((g) => g.provinceCode),
      );
      compiled = { key, rules, index, words: wordsOf(rules.map((r) => r.test)) };
    }
    return compiled;
  }

  /** Matches queued notices (and backfills new subscriptions) in one transaction; answers how many queue rows it took. */
  async function runBatch(limit = MATCH_BATCH): Promise<number> {
    return tx(async (t) => {
      const claimed = await repo.claim(t, limit, MAX_ATTEMPTS);
      if (claimed.length === 0) return 0;
      const at = new Date(now());
      const rows: MatchRow[] = [];
      const noticeIds = [...new Set(claimed.filter((c) => c.subscriptionId === null).map((c) => c.noticeId))];
      if (noticeIds.length > 0) {
        const { rules, index, words } = await allRules(t);
        if (rules.length > 0) {
          for (const n of await repo.matchableNotices(t, repo.noticesByIds(noticeIds))) {
            const m = matchableNotice({ ...n, bodyText: textOfStoredHtml(n.content) });
            // Each word of every rule is looked for once in this notice, not once per rule.
            const hits = hitsOf(m, words);
            // An old notice arriving late (an import of past years) is listed but not news: the repo's unread rule says so from its dates.
            for (const { s } of index.matching(m, hits)) rows.push({ subscriptionId: s.id, noticeId: n.id, publishedAt: n.publishedAt });
          }
        }
        // Followed organisations need nothing here: their alerts are counted from the notices when asked (decision 0049).
      }
      await repo.insertMatches(t, rows, at);
      // The recent notices are read (and their texts taken) once per batch, however many subscriptions it backfills.
      let recent: Promise<(MatchableNotice & { publishedAt: Date })[]> | undefined;
      const recentNotices = () =>
        (recent ??= repo
          .matchableNotices(t, repo.noticesSince(new Date(at.getTime() - SUBSCRIPTION_BACKFILL_DAYS * DAY)), BACKFILL_LIMIT)
          .then((rows) => rows.map((n) => ({ ...matchableNotice({ ...n, bodyText: textOfStoredHtml(n.content) }), publishedAt: n.publishedAt }))));
      for (const id of new Set(claimed.flatMap((c) => (c.subscriptionId === null ? [] : [c.subscriptionId])))) {
        const s = await repo.subscriptionById(t, id);
        if (!s) continue; // removed meanwhile
        const test = compileRule(ruleOf(s));
        const matched = (await recentNotices()).filter(test);
        await repo.insertBackfill(t, s.id, matched, at);
        // What was there before the subscription is shown, but is not news: its watermark moves past these matches.
        await repo.markBackfilled(t, s.id, at);
      }
      await afterMatch?.(claimed.length);
      await repo.dequeue(
        t,
        claimed.map((c) => c.id),
      );
      return claimed.length;
    });
  }

  return {
    async create({ userId, input }: { userId: number; input: SubscriptionInput }): Promise<Subscription> {
      const row = await tx(async (t) => {
        await repo.lockUser(t, userId);
        if ((await repo.countSubscriptions(t, userId)) >= SUBSCRIPTION_LIMIT) throw new AppError('BUSINESS', SUBSCRIPTION_LIMIT_MESSAGE);
        const created = await repo.insertSubscription(t, userId, valuesOf(input));
        await repo.enqueueBackfill(t, created.id);
        return created;
      });
      return toSubscription(row, 0);
    },

    async update({ userId, id, input }: { userId: number; id: number; input: SubscriptionInput }): Promise<Subscription> {
      const row = await tx(async (t) => {
        const updated = await repo.updateSubscription(t, id, userId, valuesOf(input));
        if (!updated) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
        // New conditions, new matches: the old ones go and the recent notices are matched again (as seen).
        await repo.clearMatches(t, id);
        await repo.enqueueBackfill(t, id);
        return updated;
      });
      return toSubscription(row, 0);
    },

    async get({ userId, id }: { userId: number; id: number }): Promise<Subscription> {
      const s = await owned(id, userId);
      return toSubscription(s, (await unseenOf(userId)).get(id) ?? 0);
    },

    async list({ userId }: { userId: number }): Promise<Subscription[]> {
      const [rows, unseen] = await Promise.all([repo.listSubscriptions(userId), unseenOf(userId)]);
      return rows.map((s) => toSubscription(s, unseen.get(s.id) ?? 0));
    },

    async remove({ userId, id }: { userId: number; id: number }): Promise<{ id: number }> {
      const removed = await repo.deleteSubscription(id, userId);
      if (!removed) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
      return removed;
    },

    /** What the header and the personal centre show: how many subscriptions, unread notices, the digest setting. */
    async summary({ userId }: { userId: number }): Promise<AlertSummary> {
      const [subs, unread, settings, email] = await Promise.all([
        repo.listSubscriptions(userId),
        repo.unseenNotices(userId),
        repo.settings(userId),
        repo.userEmail(userId),
      ]);
      return { limit: SUBSCRIPTION_LIMIT, count: subs.length, unread, digest: { enabled: settings?.digestEnabled ?? false, email } };
    },

    /** New matches since the user last looked: of one subscription, or of all (each notice once). */
    async countNew({ userId, id }: { userId: number; id?: number }): Promise<number> {
      if (id === undefined) return repo.unseenNotices(userId);
      await owned(id, userId);
      return (await unseenOf(userId)).get(id) ?? 0;
    },

    /** A subscription's matches, newest first, under the list filters; opening them marks them seen. */
    async listMatches({ userId, ...options }: MatchListRequest & { userId: number }): Promise<Page<MatchItem>> {
      const subscription = await owned(options.id, userId);
      const at = now();
      const filter = tenderFilterOf(options, at);
      const total = await repo.countMatches(options.id, filter);
      const pages = Math.ceil(total / options.size);
      if (options.current > 1 && options.current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
      const rows = total === 0 ? [] : await repo.listMatches(options.id, subscription.seenThrough, filter, options.size, offsetOf(options.current, options.size));
      await repo.markSeen(options.id, new Date(at));
      return toPage({
        current: options.current,
        size: options.size,
        total,
        records: rows.map((r) => ({ ...toListItem(r, at), matchedAt: r.matchedAt.toISOString(), isNew: r.isNew })),
      });
    },

    /** Alerts of followed organisations: unseen in all, per organisation, and which of some notices are unseen. */
    followedUnseen: async ({ userId, noticeIds = [] }: { userId: number; noticeIds?: number[] }) => {
      const [{ count, byOrg }, among] = await Promise.all([repo.unseenFollowed(userId), repo.unseenFollowedAmong(userId, noticeIds)]);
      // Plain values: page loaders get them over a message port (decision 0019).
      return { count, byOrg: Object.fromEntries(byOrg.map((r) => [r.orgId, r.n])) as Record<number, number>, among };
    },
    /** Looking at the followed organisations' notices marks their alerts seen. */
    markFollowedSeen: ({ userId }: { userId: number }) => repo.markFollowedSeen(userId, new Date(now())),

    async setDigest({ userId, enabled }: { userId: number; enabled: boolean }): Promise<AlertSummary['digest']> {
      const email = await repo.userEmail(userId);
      if (enabled && !email) throw new AppError('BUSINESS', '请先在个人资料中填写邮箱，再开启每日邮件摘要');
      await repo.setDigest(userId, enabled, randomBytes(24).toString('base64url'));
      return { enabled, email };
    },

    /** The one-link unsubscribe of the digest e-mail. */
    async unsubscribe({ token }: { token: string }): Promise<{ email: string | null }> {
      const found = await repo.unsubscribeByToken(token);
      if (!found) throw new AppError('NOT_FOUND', '退订链接无效或已过期');
      return { email: await repo.userEmail(found.userId) };
    },

    /**
     * The choices of the region field: every province, each followed by its cities
     * (a city that repeats its municipality's name is left out). A code ending in
     * 0000 is a province. The page gets them from its loader: the table stays on the server.
     */
    regionOptions(): { value: string; label: string }[] {
      return provinces.flatMap((p) => [
        { value: p.code, label: p.name },
        ...citiesOf(p.code)
          .filter((c) => c.name !== p.name && !/^(省|自治区)直辖/.test(c.name))
          .map((c) => ({ value: c.code, label: `${p.short} · ${c.name}` })),
      ]);
    },

    runBatch,

    /** Runs batches until the queue is empty (the worker's loop, and what tests call). Answers the queue rows done. */
    async drain(limit = MATCH_BATCH): Promise<number> {
      let done = 0;
      for (;;) {
        const n = await runBatch(limit);
        if (n === 0) return done;
        done += n;
      }
    },

    queued: () => repo.queued(),
    /** Fresh planner statistics for the alerts table, after a burst (the worker calls it). */
    refreshStatistics: () => repo.analyzeMatches(),
    /** After a failed batch: counts an attempt on the rows it held, and keeps the error for a person to read. */
    noteFailure: (error: unknown, limit = MATCH_BATCH) => repo.noteFailure(String(error instanceof Error ? error.message : error).slice(0, 500), limit),

    /**
     * The daily digest of one China day: one e-mail per user who opted in and
     * has new matches since the last digest, however many. The (user, day)
     * key is written before the e-mail goes, so a second run the same day
     * sends nothing (at most once: a lost digest leaves the in-site alerts,
     * a doubled one is spam).
     */
    async sendDigests({ day = chinaDay(new Date(now())) }: { day?: string } = {}): Promise<{ sent: number }> {
      let sent = 0;
      for (const r of await repo.digestRecipients()) {
        const message = await tx(async (t) => {
          const matches = await repo.undigestedMatches(t, r.userId);
          if (matches.length === 0) return null;
          if (!(await repo.claimDigestDay(t, r.userId, day, matches.length))) return null;
          await repo.markDigested(t, r.userId, new Date(now()));
          return matches;
        });
        if (!message || !r.email) continue;
        const lines = message.slice(0, DIGEST_ITEMS).map((m, i) => `${i + 1}. ${m.title}（${m.reason}）\n   ${siteUrl}/tenderDetails/${m.noticeId}`);
        const more =
          message.length > DIGEST_ITEMS ? [`……另有 ${message.length - DIGEST_ITEMS} 条，请登录查看：${siteUrl}/personalCenter?tab=subscriptions`] : [];
        await messenger.send({
          channel: 'email',
          recipient: r.email,
          subject: `【${siteName}】招标订阅日报：${message.length} 条新信息（${day}）`,
          body: [
            `${r.realname || '您好'}，您的招标订阅和关注单位今天有 ${message.length} 条新信息：`,
            '',
            ...lines,
            ...more,
            '',
            `管理订阅：${siteUrl}/personalCenter?tab=subscriptions`,
            `不想再收到此邮件？一键退订：${siteUrl}/tender/unsubscribe/${r.token}`,
          ].join('\n'),
        });
        sent++;
      }
      return { sent };
    },
  };
}
