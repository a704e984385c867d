import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Key/value facts about the database itself (seed version and the like). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * News columns form a tree (spec §3 'News column'). bizType NEWS or KNOW;
 * topic columns (专题) are flagged `isTopic` and listed in their own nav group.
 */
export const newsColumns = pgTable(
  'news_columns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 60 }).notNull(),
    bizType: varchar('biz_type', { length: 8 }).notNull().default('NEWS'),
    isTopic: boolean('is_topic').notNull().default(false),
    intro: text('intro').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('news_columns_parent_idx').on(t.parentId, t.sort)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    columnId: integer('column_id')
      .notNull()
      .references(() => newsColumns.id),
    /**
     * The top-level column above `columnId` (itself for a top-level column).
     * Columns are two levels deep, so a parent column's list is one index scan
     * instead of a sort over all its children's articles.
     */
    rootColumnId: integer('root_column_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    viceTitle: varchar('vice_title', { length: 200 }).notNull().default(''),
    memo: varchar('memo', { length: 500 }).notNull().default(''),
    /** Sanitised HTML (see server/platform/sanitize.ts). */
    content: text('content').notNull(),
    author: varchar('author', { length: 60 }).notNull().default(''),
    source: varchar('source', { length: 60 }).notNull().default(''),
    creatorId: integer('creator_id'),
    coverUrl: varchar('cover_url', { length: 300 }).notNull().default(''),
    releaseTime: timestamp('release_time', { withTimezone: true, mode: 'date' }).notNull(),
    readCount: integer('read_count').notNull().default(0),
    praiseCount: integer('praise_count').notNull().default(0),
    criticCount: integer('critic_count').notNull().default(0),
    seoTitle: varchar('seo_title', { length: 200 }).notNull().default(''),
    seoDesc: varchar('seo_desc', { length: 500 }).notNull().default(''),
    seoKeyword: varchar('seo_keyword', { length: 200 }).notNull().default(''),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Spec §3 project type and role of the reader the article is for (COMMON: everyone). */
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    /** Shown in the information home's banner (with its cover). */
    isBanner: boolean('is_banner').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_articles_column_release_idx').on(t.columnId, t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_release_idx').on(t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_read_idx').on(t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_root_release_idx').on(t.rootColumnId, t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_root_read_idx').on(t.rootColumnId, t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('news_articles_column_read_idx').on(t.columnId, t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The few banner articles, newest first, without walking every article.
    index('news_articles_banner_idx').on(t.releaseTime.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isBanner}`),
  ],
);

export const newsTags = pgTable(
  'news_tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    /** Published articles with this tag; kept by refreshTagCounts so tag lists need no aggregate per request. */
    articleCount: integer('article_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('news_tags_name_uq').on(t.name), index('news_tags_count_idx').on(t.articleCount.desc().nullsFirst(), t.id)],
);

export const newsArticleTags = pgTable(
  'news_article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => newsTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('news_article_tags_tag_idx').on(t.tagId, t.articleId)],
);

/** Attachment metadata (`docs` in spec §3 'News detail'). */
export const newsAttachments = pgTable(
  'news_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull().default('UNKNOWN'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    storageKey: varchar('storage_key', { length: 300 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('news_attachments_article_idx').on(t.articleId, t.sort)],
);

/**
 * Title/description/keywords templates (spec §1), looked up by page name and
 * component id ('' for the page default). Placeholders look like {title}.
 */
export const seoTemplates = pgTable(
  'seo_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    pageName: varchar('page_name', { length: 60 }).notNull(),
    componentId: varchar('component_id', { length: 60 }).notNull().default(''),
    title: varchar('title', { length: 300 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    keywords: varchar('keywords', { length: 300 }).notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seo_templates_page_component_uq').on(t.pageName, t.componentId)],
);

/** Demo-booking leads from the reservation dialog (spec §2.6, §3). */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    userIdentity: varchar('user_identity', { length: 30 }),
    position: varchar('position', { length: 30 }),
    sourcePage: varchar('source_page', { length: 300 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reservations_phone_idx').on(t.phone, t.createdAt.desc().nullsFirst())],
);

/* ───────────── Accounts (issue 3) ───────────── */

/**
 * An account. One phone may hold several accounts (a personal one and
 * accounts opened for it by organisations); registration refuses a phone
 * that already has a personal account.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public, stable identifier handed to clients (spec §3 'User info': unionid). */
    unionid: varchar('unionid', { length: 32 }).notNull(),
    loginName: varchar('login_name', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 120 }),
    passwordHash: varchar('password_hash', { length: 200 }),
    realname: varchar('realname', { length: 30 }).notNull().default(''),
    avatarUrl: varchar('avatar_url', { length: 300 }).notNull().default(''),
    orgName: varchar('org_name', { length: 60 }).notNull().default(''),
    /** PERSONAL accounts come from registration; ORG accounts are opened by an organisation. */
    kind: varchar('kind', { length: 10 }).notNull().default('PERSONAL'),
    requiresDoubleAuth: boolean('requires_double_auth').notNull().default(false),
    wxOpenid: varchar('wx_openid', { length: 64 }),
    invitedBy: integer('invited_by'),
    points: integer('points').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_unionid_uq').on(t.unionid),
    uniqueIndex('users_login_name_uq').on(t.loginName),
    index('users_phone_idx').on(t.phone),
    index('users_email_idx').on(t.email),
    uniqueIndex('users_wx_openid_uq').on(t.wxOpenid),
  ],
);

/** Organisations a user belongs to (auth/switchCom). */
export const userOrgs = pgTable(
  'user_orgs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').notNull(),
    orgName: varchar('org_name', { length: 60 }).notNull(),
    staffId: varchar('staff_id', { length: 32 }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
);

/** Server-side sessions (in Redis instead when REDIS_URL is set). `id` is the SHA-256 of the cookie token. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS and e-mail codes: 6 digits, stored hashed, bound to target and purpose, single use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    target: varchar('target', { length: 120 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt.desc().nullsFirst())],
);

/** The development outbox: every SMS and e-mail sent without a real provider. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 120 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst())],
);

/** QR-scan login tickets (spec §4): WAITING → SCANED → LOGINED, or TIMEOUT. `id` is the SHA-256 of the ticket. */
export const qrLoginTickets = pgTable('qr_login_tickets', {
  id: varchar('id', { length: 64 }).primaryKey(),
  status: varchar('status', { length: 10 }).notNull().default('WAITING'),
  deviceIp: varchar('device_ip', { length: 64 }).notNull().default(''),
  deviceAgent: varchar('device_agent', { length: 300 }).notNull().default(''),
  userId: integer('user_id'),
  /** Set on confirmation and handed to the waiting desktop exactly once. */
  pendingSessionToken: varchar('pending_session_token', { length: 100 }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/** Favourites and likes of every content kind, one mechanism keyed by kind and id. */
export const userOperations = pgTable(
  'user_operations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NEWS, VIDEO, BID, NORMAL, POLICY, PAPER, DOWNLOAD … */
    targetKind: varchar('target_kind', { length: 12 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** FAVORITE or PRAISE. */
    op: varchar('op', { length: 10 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetKind, t.targetId, t.op] }),
    index('user_operations_target_idx').on(t.targetKind, t.targetId, t.op),
    index('user_operations_user_time_idx').on(t.userId, t.op, t.createdAt.desc().nullsFirst()),
  ],
);

export const readHistory = pgTable(
  'read_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: varchar('target_kind', { length: 12 }).notNull(),
    targetId: integer('target_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetKind, t.targetId] }), index('read_history_user_time_idx').on(t.userId, t.readAt.desc().nullsFirst())],
);

/** Points ledger; `ref` makes each credit idempotent (one sign-in per day, one reward per invitee). */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** SIGN_IN, INVITE, REGISTER, AI_USE … */
    method: varchar('method', { length: 20 }).notNull(),
    ref: varchar('ref', { length: 60 }).notNull(),
    memo: varchar('memo', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('point_ledger_user_ref_uq').on(t.userId, t.ref), index('point_ledger_user_time_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** Daily sign-in, by calendar day in China Standard Time. */
export const signDays = pgTable(
  'sign_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: varchar('day', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Remaining AI writing uses per user. */
export const aiResidue = pgTable('ai_residue', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  residue: integer('residue').notNull().default(0),
  updatedAt: updatedAt(),
});

export const invitations = pgTable(
  'invitations',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_inviter_uq').on(t.inviterId)],
);

/* ───────────── Search (one index over every content kind) ───────────── */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable item of any kind. `tsv` holds the segmented title
 * (weight A) and body (weight B), built in the app (server/modules/search).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** NEWS, KNOW, NORMAL, POLICY, PAPER, VIDEO, DOWNLOAD, SOLUTION, HELP … */
    kind: varchar('kind', { length: 12 }).notNull(),
    refId: integer('ref_id').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** Plain text, cut to a few thousand characters: enough for snippets. */
    body: text('body').notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    tsv: tsvector('tsv').notNull(),
    /** The title alone: small and stored inline, so "does the title match" costs no detoasting (decision 0006). */
    titleTsv: tsvector('title_tsv').notNull().default(sql`''::tsvector`),
  },
  (t) => [
    uniqueIndex('search_documents_ref_uq').on(t.kind, t.refId),
    // A small pending list (64 kB, set per session in db/client.ts): searches scan it whole until it is merged.
    // Bulk writers raise it for their transaction and merge it before they commit (migration 0020).
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_title_tsv_idx').using('gin', t.titleTsv),
    // When a word is in most news, news is estimated and the other kinds are counted from these two (decision 0006).
    // "is true" keeps the btree indexes on kind from serving the predicate, so the planner takes this index for it.
    index('search_documents_know_tsv_idx')
      .using('gin', t.tsv)
      .where(sql`(${t.kind} = 'KNOW') is true`),
    index('search_documents_catalogue_tsv_idx')
      .using('gin', t.tsv)
      .where(sql`${t.kind} not in ('NEWS', 'KNOW')`),
    index('search_documents_kind_time_idx').on(t.kind, t.publishedAt.desc().nullsFirst()),
    index('search_documents_time_idx').on(t.publishedAt.desc().nullsFirst()),
  ],
);

/* ───────────── Library: standards, policies, papers (spec §3 NORMAL, POLICY, PAPER) ───────────── */

/**
 * Standards (标准规范). Codes of kind, status, category, project type and role
 * are listed in common/library/options.ts. `replacedById`/`replacesId` link
 * versions of one standard into a chain (a 废止 edition points at its successor).
 */
export const libraryStandards = pgTable(
  'library_standards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: varchar('number', { length: 60 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 300 }).notNull().default(''),
    kind: varchar('kind', { length: 12 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    categoryId: integer('category_id').notNull(),
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    issueDate: timestamp('issue_date', { withTimezone: true, mode: 'date' }).notNull(),
    implementDate: timestamp('implement_date', { withTimezone: true, mode: 'date' }).notNull(),
    issuer: varchar('issuer', { length: 120 }).notNull().default(''),
    replacedById: integer('replaced_by_id'),
    replacesId: integer('replaces_id'),
    memo: varchar('memo', { length: 500 }).notNull().default(''),
    /** Sanitised HTML of the provisions, h3 per chapter. */
    content: text('content').notNull(),
    /** Sanitised HTML of the 条文说明 (explanation of provisions), h3 per chapter. */
    explanation: text('explanation').notNull().default(''),
    pdfTitle: varchar('pdf_title', { length: 200 }).notNull().default(''),
    pdfSizeBytes: bigint('pdf_size_bytes', { mode: 'number' }).notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('library_standards_number_uq').on(t.number),
    index('library_standards_issue_idx').on(t.issueDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_standards_read_idx').on(t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_standards_category_issue_idx').on(t.categoryId, t.issueDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_standards_category_read_idx').on(t.categoryId, t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_standards_status_issue_idx').on(t.status, t.issueDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Policies and regulations (政策法规), e.g. 建市〔2025〕12号. */
export const libraryPolicies = pgTable(
  'library_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    authority: varchar('authority', { length: 120 }).notNull(),
    docNumber: varchar('doc_number', { length: 60 }).notNull().default(''),
    region: varchar('region', { length: 30 }).notNull().default('全国'),
    categoryId: integer('category_id').notNull(),
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    memo: varchar('memo', { length: 500 }).notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    readCount: integer('read_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_policies_publish_idx').on(t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_policies_read_idx').on(t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_policies_category_publish_idx').on(t.categoryId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_policies_category_read_idx').on(t.categoryId, t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Standards a policy cites or announces. */
export const libraryPolicyStandards = pgTable(
  'library_policy_standards',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => libraryPolicies.id, { onDelete: 'cascade' }),
    standardId: integer('standard_id')
      .notNull()
      .references(() => libraryStandards.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.standardId] }), index('library_policy_standards_standard_idx').on(t.standardId, t.policyId)],
);

/** Papers (论文): a body in HTML, or only an attached PDF (then `content` is ''). */
export const libraryPapers = pgTable(
  'library_papers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Authors in order, joined by '，'. */
    authors: varchar('authors', { length: 200 }).notNull(),
    institution: varchar('institution', { length: 200 }).notNull().default(''),
    journal: varchar('journal', { length: 100 }).notNull().default(''),
    year: integer('year').notNull(),
    categoryId: integer('category_id').notNull(),
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    abstract: text('abstract').notNull(),
    /** Keywords joined by '；'. */
    keywords: varchar('keywords', { length: 200 }).notNull().default(''),
    content: text('content').notNull().default(''),
    pdfTitle: varchar('pdf_title', { length: 200 }).notNull().default(''),
    pdfSizeBytes: bigint('pdf_size_bytes', { mode: 'number' }).notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_papers_publish_idx').on(t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_papers_read_idx').on(t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_papers_category_publish_idx').on(t.categoryId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('library_papers_category_read_idx').on(t.categoryId, t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/* ───────────── Learning: video courses (spec §3 VIDEO, §7 'Learning') ───────────── */

/** Course categories (`videoCat`): a two-level tree. */
export const videoCategories = pgTable(
  'video_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 40 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('video_categories_parent_idx').on(t.parentId, t.sort)],
);

export type VideoChapter = { title: string; durationSeconds: number };

/** Video courses (`videoRes`). `starCount` moves with addStar/reduceStar (one star per user, user_operations op STAR). */
export const videoCourses = pgTable(
  'video_courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id').notNull(),
    /** The top-level category above `categoryId` (itself at the top), so a parent's list is one index scan. */
    rootCategoryId: integer('root_category_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    /** Sanitised HTML. */
    intro: text('intro').notNull().default(''),
    lecturer: varchar('lecturer', { length: 60 }).notNull(),
    lecturerTitle: varchar('lecturer_title', { length: 120 }).notNull().default(''),
    coverUrl: varchar('cover_url', { length: 300 }).notNull().default(''),
    /** Storage key of the playable media ('' when the course has none yet). */
    mediaKey: varchar('media_key', { length: 300 }).notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    chapters: jsonb('chapters').$type<VideoChapter[]>().notNull().default(sql`'[]'::jsonb`),
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    playCount: integer('play_count').notNull().default(0),
    starCount: integer('star_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('video_courses_publish_idx').on(t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('video_courses_play_idx').on(t.playCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('video_courses_category_publish_idx').on(t.categoryId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('video_courses_root_publish_idx').on(t.rootCategoryId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/* ───────────── Download materials (spec §3 'download', file types) ───────────── */

/** Directory tree of materials (`download/dir/getTree`), two levels. */
export const downloadDirs = pgTable(
  'download_dirs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('download_dirs_parent_idx').on(t.parentId, t.sort)],
);

/** A downloadable file. The bytes live in file storage under `storageKey`; `fileName` is what the browser saves. */
export const downloadFiles = pgTable(
  'download_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dirId: integer('dir_id').notNull(),
    rootDirId: integer('root_dir_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** UNKNOWN, XLSX, DOCX, PDF, PPT. */
    fileType: varchar('file_type', { length: 10 }).notNull().default('UNKNOWN'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    memo: varchar('memo', { length: 500 }).notNull().default(''),
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('download_files_publish_idx').on(t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('download_files_downloads_idx').on(t.downloadCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('download_files_dir_publish_idx').on(t.dirId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('download_files_root_publish_idx').on(t.rootDirId, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/* ───────────── Solutions by project type and role ───────────── */

export const solutions = pgTable(
  'solutions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    /** ROAD, SUBWAY, TUNNEL, BUILDING, GOV, WATER, … (common/library/options.ts projectTypes). */
    projectType: varchar('project_type', { length: 10 }).notNull(),
    projectRole: varchar('project_role', { length: 10 }).notNull().default('COMMON'),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    coverUrl: varchar('cover_url', { length: 300 }).notNull().default(''),
    /** Short selling points shown as a list. */
    highlights: jsonb('highlights').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Product names the solution is built from. */
    products: jsonb('products').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    readCount: integer('read_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('solutions_publish_idx').on(t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('solutions_type_publish_idx').on(t.projectType, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('solutions_read_idx').on(t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/* ───────────── Help centre ───────────── */

export const helpColumns = pgTable(
  'help_columns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 60 }).notNull(),
    intro: varchar('intro', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_columns_parent_idx').on(t.parentId, t.sort)],
);

/** Help articles: addressed by id (resId), by a stable number (resNumber, e.g. 'H10025') and by a share id. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    columnId: integer('column_id').notNull(),
    rootColumnId: integer('root_column_id').notNull(),
    resNumber: varchar('res_number', { length: 20 }).notNull(),
    /** Unguessable id for share links (/help/share/:shareId). */
    shareId: varchar('share_id', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('help_articles_res_number_uq').on(t.resNumber),
    uniqueIndex('help_articles_share_uq').on(t.shareId),
    index('help_articles_column_idx').on(t.columnId, t.sort, t.id),
    index('help_articles_root_idx').on(t.rootColumnId, t.sort, t.id),
    index('help_articles_read_idx').on(t.readCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/* ───────────── Tenders (招投标) ───────────── */

/**
 * Organisations that put works out to tender, run the tendering for them, or
 * bid for them (招标人, 招标代理, 投标单位 = BIDDER: the bidders and winners of
 * opening records and results). Listed by /ai/pub/bid/listOrgPaged; users follow them.
 */
export const tenderOrgs = pgTable(
  'tender_orgs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    /** TENDEREE (招标人) or AGENCY (招标代理). */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Six-digit administrative code of the province (@vant/area-data). */
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull().default(''),
    contact: varchar('contact', { length: 30 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tender_orgs_name_uq').on(t.name), index('tender_orgs_province_idx').on(t.provinceCode, t.id)],
);

/**
 * One tendering project (one 标段): what is bought, by whom, where. Its
 * notices (announcement, opening record, result, clarification) follow it
 * through its stages.
 */
export const tenderProjects = pgTable(
  'tender_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 招标编号, unique per project. */
    bidNo: varchar('bid_no', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Tender category (spec §9): ENGINEERING, GOVERNMENT, LAND, … */
    catNo: varchar('cat_no', { length: 16 }).notNull(),
    /** ROAD, SUBWAY, … (common/library/options.ts projectTypes). */
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull().default(''),
    /** Budget in yuan (bigint: works run to billions); null when not published. */
    budget: bigint('budget', { mode: 'number' }),
    tendereeId: integer('tenderee_id')
      .notNull()
      .references(() => tenderOrgs.id),
    agencyId: integer('agency_id').references(() => tenderOrgs.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tender_projects_bid_no_uq').on(t.bidNo),
    index('tender_projects_tenderee_idx').on(t.tendereeId),
    index('tender_projects_agency_idx').on(t.agencyId),
    // listPagedSort's 金额最大: projects by budget, their notices joined in that order (decision 0043).
    index('tender_projects_budget_idx').on(t.budget.desc().nullsLast(), t.id),
    index('tender_projects_cat_budget_idx').on(t.catNo, t.budget.desc().nullsLast(), t.id),
  ],
);

/** One published notice of a project at one stage; what the list and the search show. */
export const tenderNotices = pgTable(
  'tender_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => tenderProjects.id, { onDelete: 'cascade' }),
    /** ANNOUNCEMENT (0100), BID_OPENING_RECORD (0102), TRADING_RESULTS (0104), CLARIFIES (0105). */
    infoType: varchar('info_type', { length: 20 }).notNull(),
    title: varchar('title', { length: 240 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** Denormalised from the project so that list filters use one index. */
    catNo: varchar('cat_no', { length: 16 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    projectType: varchar('project_type', { length: 10 }).notNull().default('COMMON'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 投标截止 / 开标时间 for announcements and clarifications. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
    /** 中标人 and 中标金额 (yuan) for results. */
    winner: varchar('winner', { length: 120 }),
    /** The winner as an organisation (kind BIDDER unless it is also a buyer or agency): its profile and its followers' alerts. */
    winnerOrgId: integer('winner_org_id').references(() => tenderOrgs.id),
    winningAmount: bigint('winning_amount', { mode: 'number' }),
    /** Where it was first published (e.g. 全国公共资源交易平台（湖南省）). */
    source: varchar('source', { length: 80 }).notNull().default(''),
    readCount: integer('read_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tender_notices_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tender_notices_cat_type_idx').on(t.catNo, t.infoType, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tender_notices_province_idx').on(t.provinceCode, t.publishedAt.desc().nullsFirst()),
    index('tender_notices_project_idx').on(t.projectId, t.publishedAt),
    // Open notices by deadline (listPagedSort's 截止最近, the quick filters): a small part of all notices.
    index('tender_notices_deadline_idx')
      .on(t.deadlineAt, t.id)
      .where(sql`${t.deadlineAt} is not null`),
    index('tender_notices_winner_org_idx')
      .on(t.winnerOrgId)
      .where(sql`${t.winnerOrgId} is not null`),
  ],
);

/* ───────────── Products and their release notes ───────────── */

/** The products shown on /product (ERP, treasure, all-in-one, cloud). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** ERP, TREASURE, ALLINONE, CLOUD: stable, used by the login pages and the release notes. */
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    slogan: varchar('slogan', { length: 120 }).notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    /** Sanitised HTML of the detail page. */
    content: text('content').notNull(),
    /** Feature cards: title and one sentence each. */
    features: jsonb('features').$type<{ title: string; text: string }[]>().notNull().default(sql`'[]'::jsonb`),
    coverUrl: varchar('cover_url', { length: 300 }).notNull().default(''),
    /** The partner or product login page for its 免费试用 button (e.g. /erplogin). */
    loginPath: varchar('login_path', { length: 60 }).notNull().default('/login'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_code_uq').on(t.code)],
);

/** One release of a product (/product/log): version, date and what changed. */
export const productReleases = pgTable(
  'product_releases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 20 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML: 新增 / 优化 / 修复 sections. */
    content: text('content').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_releases_version_uq').on(t.productId, t.version),
    index('product_releases_time_idx').on(t.releasedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('product_releases_product_time_idx').on(t.productId, t.releasedAt.desc().nullsFirst()),
  ],
);
/* Issue 13 part A: the footer's technical contacts and topics. */
export * from './schema-site';

/* Issue 13 part B: agreements, recruiting, background check, channel link, open-platform keys. */
export * from './schema-site-pages';

/* Issue 14: staff, audit log and leads of the visitor service. */
export * from './schema-service';

/* Issue 15: tender subscriptions, their matches and the matching queue. */
export * from './schema-tender-alerts';

/* Issue 16: AI tools, conversations and their messages. */
export * from './schema-ai';
