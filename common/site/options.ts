/**
 * Limits of the site's shared frame (spec §2.3, §9). Plain values: the pages import them.
 */

/** The footer shows at most this many topics (专题). */
export const FOOTER_TOPICS_MAX = 9;
/** Past this many rows the technical-contact table scrolls… */
export const TECH_CONTACT_ROWS_BEFORE_SCROLL = 10;
/** …within this height, in px. */
export const TECH_CONTACT_TABLE_HEIGHT = 280;
