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
    /**
     * Matches written after this are unread (decision 0049): opening the list moves it to now, so marking
     * a thousand matches read writes one row, and an alert row carries no read state of its own.
     */
    seenThrough: at('seen_through').notNull().defaultNow(),
    /** Matches written after this have not been in a daily digest yet. */
    digestedThrough: at('digested_through').notNull().defaultNow(),
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
 * Read state lives on the subscription (decision 0049): a match is unread when
 * it was written after the subscription's `seen_through` and its notice was
 * news then (published at most 30 days before `matched_at`; an old notice
 * arriving late is listed, not news).
 *
 * One index, no foreign keys (decisions 0048, 0049): a burst of notices
 * writes half a million alerts, and every key checked or index kept costs
 * each of them. The primary key leads with the subscription and the
 * notice's publication time, so a subscription's list, newest first, is one
 * backward index scan, and a notice matched again (queued twice) is the same
 * key. The matcher writes only ids it has just read in the same transaction;
 * deleting a subscription or a notice still deletes its alerts, through
 * statement triggers (migrations 0017, 0018).
 */
export const tenderMatches = pgTable(
  'tender_matches',
  {
    subscriptionId: integer('subscription_id').notNull(),
    /** The notice's publication time, copied so a subscription's list is one index scan, newest first. */
    publishedAt: at('published_at').notNull(),
    noticeId: integer('notice_id').notNull(),
    matchedAt: at('matched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.publishedAt, t.noticeId] })],
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

/**
 * Organisations a user follows (关注): their notices are listed by /ai/bid/listPagedByFollow, and
 * those stored after `seen_through` are the user's follow alerts (decision 0049: counted from the
 * notices when asked, never written one row per follower and notice).
 */
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
    /** Notices stored after this are unread alerts: the follow's time, then when the user last opened the followed notices. */
    seenThrough: at('seen_through').notNull().defaultNow(),
    /** Notices stored after this have not been in a daily digest yet. */
    digestedThrough: at('digested_through').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] }), index('user_tender_orgs_org_idx').on(t.orgId)],
);

/**
 * Each organisation's notices in the order they were stored: one row per organisation a notice names
 * (its project's buyer and agency, its winner, its bidders). Follow alerts are counted from it
 * (decision 0049): for each followed organisation, one range of its key since the follow's watermark,
 * however many notices the organisation has. Written by triggers on tender_notices and tender_bidders
 * (migration 0019), so every writer of notices keeps it; derived, so no foreign keys (a deleted
 * notice's rows go by the trigger of migration 0017).
 */
export const tenderOrgNotices = pgTable(
  'tender_org_notices',
  {
    orgId: integer('org_id').notNull(),
    /** The notice's `created_at`: when this site stored it. */
    createdAt: at('created_at').notNull(),
    noticeId: integer('notice_id').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.createdAt, t.noticeId] })],
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
