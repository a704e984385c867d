import { z } from 'zod';
import { envelope } from '../api/envelope';
import { postWithoutBody } from '../api/endpoints';
import { FOOTER_TOPICS_MAX } from './options';

/** One row of the footer's technical-contact table (spec §2.3). */
export const ZTechContact = z.object({
  id: z.number().int(),
  org: z.string().describe('the office or partner organisation'),
  address: z.string(),
  name: z.string().describe('the contact person'),
  phone: z.string(),
});
export type TechContact = z.infer<typeof ZTechContact>;

/** A topic (专题) of the footer: a news topic column. */
export const ZFooterTopic = z.object({
  id: z.number().int().describe('the topic column id'),
  name: z.string(),
  href: z.string().describe('/news/list/<id>'),
});
export type FooterTopic = z.infer<typeof ZFooterTopic>;

export const ZSiteFooter = z.object({
  contacts: z.array(ZTechContact).describe('in display order; the footer scrolls the table past 10 rows'),
  topics: z.array(ZFooterTopic).max(FOOTER_TOPICS_MAX).describe(`at most ${FOOTER_TOPICS_MAX}`),
});
export type SiteFooter = z.infer<typeof ZSiteFooter>;
export const ZSiteFooterResponse = envelope({ data: ZSiteFooter });

const ZNavColumn = z.object({ id: z.number().int(), name: z.string() });

/** The header's news menu (spec §2.4): up to ten news columns and ten topics. */
export const ZNewsNav = z.object({
  newsColumns: z.array(ZNavColumn).max(10),
  topics: z.array(ZNavColumn).max(10),
});
export type NewsNav = z.infer<typeof ZNewsNav>;

/**
 * The site frame's data from the database: the news menu and the footer. A page
 * shows them from its HTML; the browser asks for them only when the frame
 * first appears after a client navigation (decision 0068).
 */
export const ZSiteFrame = z.object({ nav: ZNewsNav, footer: ZSiteFooter });
export type SiteFrame = z.infer<typeof ZSiteFrame>;

export const siteEndpoints = {
  '/site/pub/footer': postWithoutBody(ZSiteFooterResponse),
  '/site/pub/frame': postWithoutBody(envelope({ data: ZSiteFrame })),
};
