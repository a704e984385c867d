/**
 * The AI paper writer (/aipaper/*): fields, limits and messages. No zod here: the pages import this,
 * and a schema module would carry zod into the chunk every page loads (the schemas are in paper.ts).
 */

/** 学科方向 of a paper: picks the outline's wording and the library's references. */
export const PAPER_FIELDS = ['道路与桥梁工程', '市政工程', '轨道交通工程', '房屋建筑工程', '水利水运工程', '工程项目管理', '工程造价与计量支付'] as const;
export type PaperField = (typeof PAPER_FIELDS)[number];

export const paperLimits = { title: 100, keyword: 20, keywords: 6, heading: 60, content: 30_000 } as const;

export const paperMessages = {
  titleRequired: '请输入论文题目',
  titleShort: '论文题目至少 6 个字',
  titleLong: `论文题目不能超过 ${paperLimits.title} 个字`,
  field: '请选择学科方向',
  keywordsRequired: '请至少填写 1 个关键词',
  keywordsMany: `关键词不超过 ${paperLimits.keywords} 个`,
  keywordLong: `每个关键词不能超过 ${paperLimits.keyword} 个字`,
  notFound: '论文不存在或已删除',
  sectionNotFound: '章节不存在',
} as const;

/** The path of a paper section's streamed answer (events as /ai/chat/stream). */
export const AI_PAPER_SECTION_STREAM_PATH = '/ai/paper/section/stream';
