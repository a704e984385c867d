import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { reservations } from './schema';

/*
 * Visitor service and the staff console (issue 14): staff accounts with their
 * sessions and audit log, leads from every source, visitor identity, service
 * sessions and settings, and the page statistics.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A staff member of the company (the /admin console). Kept apart from the
 * visitors' `users`: a leaked visitor session never reaches the console, and
 * staff roles mean nothing on the public site. Roles: admin, editor, agent.
 */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: varchar('username', { length: 40 }).notNull(),
    displayName: varchar('display_name', { length: 30 }).notNull(),
    role: varchar('role', { length: 10 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    /** Null until the member sets a password of their own (the forced change of a first production login). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_username_uq').on(t.username)],
);

/** A console session: the cookie holds a random token, the table its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff action: who, what, on what, when and from where. Read by admins only. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Null for a failed login of an unknown name. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The name typed or held at the time, kept when the account is gone. */
    username: varchar('username', { length: 40 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    target: varchar('target', { length: 80 }).notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_time_idx').on(t.createdAt.desc(), t.id.desc()), index('staff_audit_staff_idx').on(t.staffId, t.createdAt.desc())],
);

/**
 * A sales lead, whatever it came from: a demo booking (one row per
 * `reservations` row, written in the same transaction), an instant consult
 * from the floating widget, a message left when no agent was online.
 */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** reservation | consult | chat_message (common/service/options.ts leadSources). */
    source: varchar('source', { length: 20 }).notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 30 }).notNull().default(''),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** What the visitor asked or wrote; for a booking, role and position. */
    content: text('content').notNull().default(''),
    sourcePage: varchar('source_page', { length: 300 }).notNull().default(''),
    guestId: varchar('guest_id', { length: 32 }),
    /** new | contacted | converted | invalid. */
    status: varchar('status', { length: 12 }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_time_idx').on(t.createdAt.desc(), t.id.desc()),
    index('leads_status_idx').on(t.status, t.createdAt.desc()),
    index('leads_assignee_idx').on(t.assigneeId, t.createdAt.desc()),
    uniqueIndex('leads_reservation_uq').on(t.reservationId),
  ],
);

/** Notes staff keep on a lead (calls made, what was agreed). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/** An anonymous visitor (spec §3 'Guest'): the id the browser keeps in local storage. */
export const guests = pgTable('guests', {
  id: varchar('id', { length: 32 }).primaryKey(),
  /** The referrer the visitor first came from, or 直接访问. */
  source: varchar('source', { length: 300 }).notNull(),
  userId: integer('user_id'),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
  userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A service conversation between one guest (or logged-in user) and the agent who takes it. */
export const serviceSessions = pgTable(
  'service_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: varchar('guest_id', { length: 32 })
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    agentId: integer('agent_id').references(() => staff.id, { onDelete: 'set null' }),
    /** waiting | active | closed. */
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    visitorUnread: integer('visitor_unread').notNull().default(0),
    agentUnread: integer('agent_unread').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('service_sessions_guest_idx').on(t.guestId, t.createdAt.desc()), index('service_sessions_status_idx').on(t.status, t.updatedAt.desc())],
);

/** A chat message; ids grow, so a reconnecting client resumes after the last id it has. */
export const serviceMessages = pgTable(
  'service_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => serviceSessions.id, { onDelete: 'cascade' }),
    /** visitor | agent | system. */
    sender: varchar('sender', { length: 8 }).notNull(),
    staffId: integer('staff_id'),
    /** text | image (common/chat/options.ts chatMessageKinds). */
    kind: varchar('kind', { length: 8 }).notNull().default('text'),
    /** The text, or for an image an empty string. */
    content: text('content').notNull(),
    /** Storage key of an image message (`chat/<32 hex>.<ext>`), checked by its first bytes when uploaded. */
    imageKey: varchar('image_key', { length: 80 }),
    createdAt: createdAt(),
  },
  (t) => [index('service_messages_session_idx').on(t.sessionId, t.id)],
);

/** The chat workspace's canned replies: a short list staff pick from and edit (decision 0036). */
export const serviceCannedReplies = pgTable('service_canned_replies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  content: varchar('content', { length: 300 }).notNull(),
  sort: integer('sort').notNull().default(0),
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * The service settings (spec §3 'Service setting' plus the widget's hotlines
 * and WeChat QR): one row, edited in /admin, read on every call so that a
 * change takes effect without a restart.
 */
export const serviceSettings = pgTable('service_settings', {
  id: smallint('id').primaryKey(),
  autoSwitch: boolean('auto_switch').notNull().default(true),
  autoDelayed: integer('auto_delayed').notNull().default(15),
  autoContent: varchar('auto_content', { length: 200 }).notNull().default(''),
  serviceHotline: varchar('service_hotline', { length: 30 }).notNull().default(''),
  marketHotline: varchar('market_hotline', { length: 30 }).notNull().default(''),
  wechatName: varchar('wechat_name', { length: 40 }).notNull().default(''),
  /** What the official account's QR code encodes (drawn in the browser). */
  wechatQrUrl: varchar('wechat_qr_url', { length: 300 }).notNull().default(''),
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * One page-leave beacon (spec §7 'Page-leave statistics'). Written before the
 * beacon is acknowledged, so an acknowledged beacon is never lost.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The client's `t`: milliseconds since the trace epoch (common/service/options.ts). */
    clientT: bigint('client_t', { mode: 'number' }).notNull(),
    url: varchar('url', { length: 1000 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    sid: varchar('sid', { length: 64 }).notNull(),
    uid: varchar('uid', { length: 64 }),
    mid: varchar('mid', { length: 64 }),
    /** The referrer's host, '' for a direct visit or a move inside the site. */
    referrer: varchar('referrer', { length: 200 }).notNull().default(''),
    /** Milliseconds spent on the page, when the client says. */
    spentMs: integer('spent_ms'),
    isBot: boolean('is_bot').notNull().default(false),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_time_idx').on(t.receivedAt),
    index('page_views_path_idx').on(t.path, t.receivedAt),
    // The chat workspace shows the pages one visitor (sid = guest id) went through.
    index('page_views_sid_idx').on(t.sid, t.receivedAt),
  ],
);

/** One article reading report (spec §7 'traceArticle'). */
export const articleReads = pgTable(
  'article_reads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    artId: varchar('art_id', { length: 64 }).notNull(),
    artAuthorStaffId: varchar('art_author_staff_id', { length: 64 }).notNull().default(''),
    artType: varchar('art_type', { length: 20 }).notNull(),
    artTitle: varchar('art_title', { length: 200 }).notNull(),
    spent: integer('spent').notNull(),
    sid: varchar('sid', { length: 64 }).notNull().default(''),
    userId: integer('user_id'),
    isBot: boolean('is_bot').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('article_reads_art_idx').on(t.artType, t.artId, t.receivedAt), index('article_reads_time_idx').on(t.receivedAt)],
);
