import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The footer's technical-contact table (spec §2.3, §9): who to call for
 * technical support where. Shown in `sort` order; the footer scrolls it past
 * ten rows.
 */
export const techContacts = pgTable(
  'tech_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The office or partner organisation (长沙总部技术服务中心). */
    org: varchar('org', { length: 80 }).notNull(),
    address: varchar('address', { length: 160 }).notNull().default(''),
    /** The contact person. */
    name: varchar('name', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tech_contacts_sort_idx').on(t.sort, t.id)],
);
