import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenderNotices, tenderOrgs, tenderProjects, users } from './schema';

/* ───────────── Tender subscriptions and alerts (issue 15, decision 0031) ───────────── */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One region of a subscription: a province, or one city of it. */
export type SubscriptionRegion = { provinceCode: string; cityCode?: string };

/**
 * A saved tender filter of one user (订阅): keywords (any of), exclusion
 * words, regions, categories, information types, project types, a budget
 * range in yuan, and whether words are looked for in the title only. Lists
 * are jsonb arrays: a subscription is read whole, never queried by its parts
 * (matching happens in the worker, see server/modules/tender-alerts).
 */
export const tenderSubscriptions = pgTable(
  'tender_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    keywords: jsonb('keywords')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    excludeWords: jsonb('exclude_words')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    regions: jsonb('regions')
      .$type<SubscriptionRegion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    catNos: jsonb('cat_nos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    infoTypes: jsonb('info_types')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    projectTypes: jsonb('project_types')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Budget range in yuan; null = open on that side. */
    amountMin: bigint('amount_min', { mode: 'number' }),
    amountMax: bigint('amount_max', { mode: 'number' }),
    titleOnly: boolean('title_only').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tender_subscriptions_user_idx').on(t.userId, t.id)],
);

/**
 * Notices waiting to be matched against the subscriptions. A writer of
 * notices adds one row per notice in its own transaction; the worker claims
 * rows with FOR UPDATE SKIP LOCKED, writes the matches and deletes the rows
 * in one transaction, so a crash loses nothing and several processes share
 * the queue. `subscription_id` set: backfill of one new or changed
 * subscription (notice_id 0).
 */
export const tenderMatchQueue = pgTable(
  'tender_match_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    noticeId: integer('notice_id').notNull().default(0),
    subscriptionId: integer('subscription_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    enqueuedAt: at('enqueued_at').notNull().defaultNow(),
  },
  // Claimed in id order through the primary key: no other index.
);

/**
 * One notice that matched one subscription: the in-site notification. The
 * primary key makes a match idempotent (a notice matched twice is one row).
 * `seen_at` is set when the user has looked (unread = seen_at is null).
 *
 * No foreign keys (decision 0048): a burst of notices writes a million
 * alerts, and checking two keys per row doubled the time. The matcher writes
 * only ids it has just read in the same transaction; deleting a subscription
 * or a notice still deletes its alerts, through statement triggers written in
 * migration 0017.
 */
export const tenderMatches = pgTable(
  'tender_matches',
  {
    subscriptionId: integer('subscription_id').notNull(),
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The notice's publication time, copied so a subscription's list is one index scan, newest first. */
    publishedAt: at('published_at').notNull(),
    matchedAt: at('matched_at').notNull().defaultNow(),
    seenAt: at('seen_at'),
    /** Set when a daily digest has carried this match. */
    digestedAt: at('digested_at'),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.noticeId] }),
    index('tender_matches_sub_published_idx').on(t.subscriptionId, t.publishedAt.desc().nullsFirst(), t.noticeId.desc().nullsFirst()),
    index('tender_matches_user_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);

/**
 * A user's alert settings: the daily e-mail digest (opt-in) and the token of
 * its one-link unsubscribe.
 */
export const tenderAlertSettings = pgTable(
  'tender_alert_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digestEnabled: boolean('digest_enabled').notNull().default(false),
    /** Random, unguessable; the unsubscribe link carries it. */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tender_alert_settings_token_uq').on(t.unsubscribeToken)],
);

/** One digest per user and China day: the key that keeps a second run of the job from sending it twice. */
export const tenderDigests = pgTable(
  'tender_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 2026-11-25 (China day). */
    day: varchar('day', { length: 10 }).notNull(),
    matchCount: integer('match_count').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Organisations a user follows (关注): their new notices are listed by /ai/bid/listPagedByFollow. */
export const userTenderOrgs = pgTable(
  'user_tender_orgs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => tenderOrgs.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] }), index('user_tender_orgs_org_idx').on(t.orgId)],
);

/**
 * A new notice of an organisation the user follows (as buyer, agency, bidder
 * or winner): the second source of alerts beside subscription matches
 * (decision 0040). One row per user and notice however many followed
 * organisations it names; the badge counts a notice once across both tables.
 * No foreign keys, like tender_matches: deleting a user, a notice or an
 * organisation deletes its alerts through statement triggers (migration 0017).
 */
export const tenderFollowMatches = pgTable(
  'tender_follow_matches',
  {
    userId: integer('user_id').notNull(),
    noticeId: integer('notice_id').notNull(),
    /** The followed organisation that brought it (the first, when several). */
    orgId: integer('org_id').notNull(),
    publishedAt: at('published_at').notNull(),
    matchedAt: at('matched_at').notNull().defaultNow(),
    seenAt: at('seen_at'),
    /** When a daily digest carried it (never twice). */
    digestedAt: at('digested_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.noticeId] }),
    index('tender_follow_matches_user_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);

/**
 * The organisations named as bidders on a notice: every bidder of an opening
 * record, the candidates of a result (rank 1 = the winner). Competitors are
 * organisations that appear on the same project (decision 0041).
 */
export const tenderBidders = pgTable(
  'tender_bidders',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => tenderNotices.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => tenderProjects.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => tenderOrgs.id, { onDelete: 'cascade' }),
    /** Order on the notice: the candidates' ranking on a result, the table's order on an opening record. */
    rank: smallint('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.orgId] }), index('tender_bidders_org_idx').on(t.orgId, t.projectId), index('tender_bidders_project_idx').on(t.projectId, t.orgId)],
);

/* ───────────── Tender import (issue 15, decision 0033) ───────────── */

/**
 * Where an imported notice came from: its source and its id there. The key
 * that makes an import idempotent (the same row again is the same notice) and
 * lets a changed row update its notice (the hash says whether it changed).
 */
export const tenderNoticeSources = pgTable(
  'tender_notice_sources',
  {
    source: varchar('source', { length: 80 }).notNull(),
    sourceId: varchar('source_id', { length: 120 }).notNull(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => tenderNotices.id, { onDelete: 'cascade' }),
    rowHash: varchar('row_hash', { length: 64 }).notNull(),
    batchId: integer('batch_id').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId] }), index('tender_notice_sources_notice_idx').on(t.noticeId)],
);

/** One import run (spiderBiding/listPaged lists them). */
export const tenderImportBatches = pgTable('tender_import_batches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  format: varchar('format', { length: 8 }).notNull(),
  total: integer('total').notNull(),
  inserted: integer('inserted').notNull(),
  updated: integer('updated').notNull(),
  unchanged: integer('unchanged').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
