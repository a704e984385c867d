import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

/*
 * The rest of the site (issue 13, part B): agreements, recruiting, the
 * background-check service, the video-channel link and the open platform's
 * API keys.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * One version of the user agreement (`service`) or the privacy policy
 * (`privacy`). The version in force is the newest whose effective date has
 * come; older ones stay readable, so a user can see what they accepted.
 */
export const siteAgreements = pgTable(
  'site_agreements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Shown to readers (e.g. 2026.1); unique per kind. */
    version: varchar('version', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_agreements_version_uq').on(t.kind, t.version), index('site_agreements_effective_idx').on(t.kind, t.effectiveAt)],
);

/** An open position (/recruit; spec §7 job/getJobCity, job/listPaged). */
export const recruitJobs = pgTable(
  'recruit_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 60 }).notNull(),
    city: varchar('city', { length: 20 }).notNull(),
    department: varchar('department', { length: 30 }).notNull(),
    /** 技术 / 产品 / 销售 / 实施 / 职能. */
    category: varchar('category', { length: 10 }).notNull(),
    headcount: integer('headcount').notNull().default(1),
    /** Monthly salary in thousands of yuan, e.g. 12–20 (K). */
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    experience: varchar('experience', { length: 20 }).notNull(),
    education: varchar('education', { length: 10 }).notNull(),
    /** Sanitised HTML: duties and requirements. */
    content: text('content').notNull(),
    /** A closed job leaves the lists and takes no applications. */
    isOpen: integer('is_open').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recruit_jobs_city_idx').on(t.city, t.publishedAt.desc()), index('recruit_jobs_time_idx').on(t.publishedAt.desc())],
);

/** An application to a job with its résumé (a file in storage, checked by content). */
export const recruitApplications = pgTable(
  'recruit_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => recruitJobs.id),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** Storage key under DATA_DIR/uploads (resumes/<random>.pdf|docx). */
    resumeKey: varchar('resume_key', { length: 80 }).notNull(),
    /** The file name the applicant gave, for staff. */
    resumeName: varchar('resume_name', { length: 120 }).notNull(),
    resumeType: varchar('resume_type', { length: 8 }).notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('recruit_applications_job_idx').on(t.jobId, t.createdAt.desc()), index('recruit_applications_time_idx').on(t.createdAt.desc())],
);

/** A request for the background-check service (/backService): a lead with what the sales team needs to quote. */
export const backgroundCheckRequests = pgTable(
  'background_check_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company: varchar('company', { length: 60 }).notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** Candidates to check a year: a range code (see common/site-pages/options.ts). */
    volume: varchar('volume', { length: 16 }).notNull(),
    note: varchar('note', { length: 300 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('background_check_requests_time_idx').on(t.createdAt.desc())],
);

/** Each hand-out of the video-channel link (spec §7 newsDispense/loginBilibili), for the marketing team's counts. */
export const channelDispenses = pgTable(
  'channel_dispenses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The reader, when logged in; anonymous hand-outs are counted too. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('channel_dispenses_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * An open-platform API key. Only its SHA-256 is stored (the key is 32 random
 * bytes, so a fast hash is enough); the prefix lets its owner tell keys apart.
 */
export const openApiKeys = pgTable(
  'open_api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    /** The first characters of the key, shown in the list (jzk_ab12cd…). */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    /** Calls allowed per minute. */
    rateLimit: integer('rate_limit').notNull(),
    usageCount: bigint('usage_count', { mode: 'number' }).notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('open_api_keys_hash_uq').on(t.keyHash), index('open_api_keys_user_idx').on(t.userId, t.createdAt.desc())],
);
