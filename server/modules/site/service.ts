import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import type { NewsService } from '../news/service';
import { FOOTER_TOPICS_MAX } from '../../../common/site/options';
import type { NewsNav, SiteFooter, SiteFrame, TechContact } from '../../../common/site/schemas';
import { createSiteRepo, type NewTechContact } from './repo';

export type SiteService = ReturnType<typeof createSiteService>;

/**
 * The site's shared frame that lives in the database: the footer's
 * technical contacts and topics (spec §2.3). Layout data: read once, kept
 * until a change of scope `site` (contacts) or `news` (topic columns).
 */
export function createSiteService({ db, events, news }: { db: Database; events: ContentEvents; news: Pick<NewsService, 'navColumns'> }) {
  const repo = createSiteRepo(db);
  let contacts: Promise<TechContact[]> | undefined;
  events.onChanged((scope) => {
    if (scope === 'site' || scope === 'all') contacts = undefined;
  });
  const loadContacts = () =>
    (contacts ??= repo.listContacts().catch((e: unknown) => {
      contacts = undefined;
      throw e;
    }));

  /** The footer's contact table and its topics: the first topic columns of the news (at most 9). */
  const footerWith = async (nav: NewsNav): Promise<SiteFooter> => ({
    contacts: await loadContacts(),
    topics: nav.topics.slice(0, FOOTER_TOPICS_MAX).map((t) => ({ id: t.id, name: t.name, href: `/news/list/${t.id}` })),
  });

  return {
    async footer(): Promise<SiteFooter> {
      return footerWith(await news.navColumns());
    },

    /** The frame every default-layout page shows: the header's news menu and the footer (the root loader, /api/site/pub/frame). */
    async frame(): Promise<SiteFrame> {
      const nav = await news.navColumns();
      return { nav, footer: await footerWith(nav) };
    },

    /** Adds contact rows (seed and tests) and tells every cache. */
    async addContacts(rows: NewTechContact[]) {
      await repo.insertContacts(rows);
      await events.changed('site');
    },
  };
}
