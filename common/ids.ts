/**
 * Ids of stored content and accounts. Every id column is PostgreSQL `integer`
 * (int4, serial): an id is a whole number from 1 to 2 147 483 647. A larger
 * value would make the database refuse the query, so it is refused earlier:
 * by the API schemas (server/http/id-schema.ts) and the page loaders
 * (app/lib/route-params.ts). Decision 0015.
 */
export const ID_MAX = 2_147_483_647;

/** The longest id written in decimal (2147483647). */
export const ID_MAX_DIGITS = String(ID_MAX).length;
