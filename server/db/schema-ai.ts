import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

/*
 * AI writing (issue 16): the tools, each user's conversations and their
 * messages. The quota itself stays in ai_residue (account module); an answer
 * is recorded and its use taken in one transaction (decision 0034).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** One input of a tool's form (施工方案: 工程名称, 工程概况 …). */
export type AiToolField = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select';
  placeholder?: string;
  required?: boolean;
  options?: string[];
  maxLength?: number;
};

/** A chapter of the offline draft: its heading and a paragraph with {field name} slots. */
export type AiToolSection = { heading: string; template: string };

/** A writing tool (施工方案, 技术交底, 会议纪要 …): what it is for, examples, the form of its inputs and the outline the offline drafter follows. */
export const aiTools = pgTable(
  'ai_tools',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** A group of the list page: 工程文档 / 项目管理 / 投标 / 学术. */
    category: varchar('category', { length: 20 }).notNull(),
    summary: varchar('summary', { length: 120 }).notNull(),
    description: text('description').notNull(),
    examples: jsonb('examples').$type<string[]>().notNull(),
    fields: jsonb('fields').$type<AiToolField[]>().notNull(),
    /** The system prompt sent to a chat model for this tool. */
    systemPrompt: text('system_prompt').notNull(),
    /** The chapters the offline drafter writes: a heading and a paragraph template with {field} slots. */
    outline: jsonb('outline').$type<AiToolSection[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_tools_code_uq').on(t.code)],
);

/** One conversation of one user, optionally with a tool. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id').references(() => aiTools.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt.desc())],
);

/**
 * A question (role user) or an answer (role assistant). An answer carries the
 * request id the browser chose for it: unique per user, so a double submit or
 * a retry is answered once and spends once.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    /** openai | offline (answers only). */
    provider: varchar('provider', { length: 10 }),
    /** done | stopped (the user stopped it; what came is kept). */
    status: varchar('status', { length: 10 }).notNull().default('done'),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('ai_messages_request_uq').on(t.userId, t.requestId),
  ],
);

/** A requirement found in a tender's text (see server/modules/ai/tender/extract.ts). */
export type TenderClause = {
  /** R01, R02 …: what chapters cite to answer it. */
  code: string;
  kind: 'qualification' | 'technical' | 'commercial' | 'scoring' | 'other';
  text: string;
  /** A ★ clause: not answering it voids the bid. */
  star: boolean;
  /** Has 必须 / 应 / 不得 / 否决 …: a substantive clause. */
  substantive: boolean;
  /** The scoring row's points, when the clause is a row of the scoring table. */
  points?: number;
};

/** A chapter of a tender draft: its heading, the clauses it answers and what was written. */
export type TenderChapter = { key: string; title: string; clauseCodes: string[]; content: string; provider: 'openai' | 'offline' | null };

/** The project fact sheet every chapter is written from, so chapters agree. */
export type TenderFacts = { name: string; bidNo: string; owner: string; duration: string; quality: string; safety: string; bidder: string };

/** An AI tender draft of one user, started from a notice of our feed (or an uploaded document). */
export const aiTenderDrafts = pgTable(
  'ai_tender_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notice it started from (tender_notices.id); null for an uploaded document. */
    noticeId: integer('notice_id'),
    /** The conversation its chapters are written in (answers, quota and replays as for any answer). */
    conversationId: integer('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    sourceText: text('source_text').notNull(),
    facts: jsonb('facts').$type<TenderFacts>().notNull(),
    clauses: jsonb('clauses').$type<TenderClause[]>().notNull(),
    chapters: jsonb('chapters').$type<TenderChapter[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_tender_drafts_user_idx').on(t.userId, t.updatedAt.desc()), uniqueIndex('ai_tender_drafts_notice_uq').on(t.userId, t.noticeId)],
);

/** The company's own qualification library: the only credentials a draft may name. Filled by the user. */
export const companyCredentials = pgTable(
  'company_credentials',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 资质 / 业绩 / 人员 / 证书. */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Certificate number, contract number or registration number. */
    number: varchar('number', { length: 100 }).notNull().default(''),
    validUntil: varchar('valid_until', { length: 20 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_credentials_user_idx').on(t.userId, t.id)],
);

/** A section of an AI paper: its heading, what was written (by a provider or the user) and who wrote it last. */
export type PaperSection = { key: string; heading: string; content: string; provider: 'openai' | 'offline' | null };

/** A reference of a paper: a standard or a paper of our library, formatted to GB/T 7714 when it was found. */
export type PaperReference = { kind: 'standard' | 'paper'; refId: number; text: string };

/**
 * An AI paper of one user (/aipaper/*): title, field and keywords, the
 * sections (outline first, then written one at a time through the answer
 * pipeline of decision 0034), and the references found in our library.
 */
export const aiPapers = pgTable(
  'ai_papers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The conversation its sections are written in (answers, quota and replays as for any answer). */
    conversationId: integer('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    field: varchar('field', { length: 20 }).notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    sections: jsonb('sections').$type<PaperSection[]>().notNull(),
    references: jsonb('references').$type<PaperReference[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_papers_user_idx').on(t.userId, t.updatedAt.desc())],
);
