/**
 * Rules of the help centre that the pages and the API share (README of
 * server/modules/help). The server-only ones (share ids from the system's
 * random source, question words, summaries) stay in server/modules/help/rules.ts.
 */

/** Articles per page of a column list and of search results. */
export const HELP_PAGE_SIZE = 15;

/** `H` and five to eight digits, e.g. H10025: the number support staff read out on the phone. */
export const RES_NUMBER_PATTERN = /^H\d{5,8}$/;
/** 22 base62 characters: 128 random bits (newShareId in server/modules/help/rules.ts). */
export const SHARE_ID_PATTERN = /^[0-9A-Za-z]{22}$/;

/** 有帮助 / 没帮助 under an article. */
export const helpFeedbackTypes = ['HELPFUL', 'UNHELPFUL'] as const;
export type HelpFeedbackType = (typeof helpFeedbackTypes)[number];
