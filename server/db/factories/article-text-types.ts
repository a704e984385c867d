/**
 * Shapes of the article text tables (article-text-*.ts). Every string is a
 * template: `{name}` takes a value from the article's context (see
 * news-factory.ts for the list) and `{#a-b}` a random integer in [a, b].
 */
export type SourceKind = 'editorial' | 'government' | 'media' | 'product' | 'customer' | 'support';

/** A themed part of the body: a subhead and the paragraphs that may follow it. */
export type TextSection = {
  heads: string[];
  paras: string[];
  /** Bullet items; 3–5 of them may follow the section's paragraphs. */
  list?: string[];
  /** Only used when the article context carries this flag (e.g. 'metering', 'rail'). */
  when?: string;
};

export type TableTemplate = { head: string[]; rows: string[][]; when?: string };

export type FamilyText = {
  titles: string[];
  viceTitles: string[];
  leads: string[];
  /** In reading order; an article keeps that order when it picks some. */
  sections: TextSection[];
  closings: string[];
  tables?: TableTemplate[];
  /** Attachment file names, without the "附件1：" prefix. */
  docs: string[];
  /** Tags that suit this family; the first pick always comes from here. */
  tags: string[];
  sources: SourceKind;
};

/** 常见问题: a question title and a Q&A body. */
export type FaqEntry = { q: string; why: string; a: string; steps: string[]; note: string };

/** 操作指南: a task and its steps. */
export type GuideEntry = { task: string; role: string; intro: string; steps: string[]; tips: string[] };
