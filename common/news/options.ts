/**
 * Options of the news domain (spec §3 'news'): what a column holds, the
 * limits of its requests. Columns are two levels deep; topic columns
 * (isTopic) are top-level columns of their own pages.
 */

/** A column holds news (NEWS) or knowledge-base entries (KNOW, a search kind of its own). */
export const newsBizTypes = ['NEWS', 'KNOW'] as const;
export type NewsBizType = (typeof newsBizTypes)[number];

/** A column name, as getByName takes it. */
export const COLUMN_NAME_MAX = 60;
/** Articles a reading ranking (topRead) answers at most, and by default. */
export const TOP_READ_MAX = 50;
export const TOP_READ_DEFAULT = 10;
