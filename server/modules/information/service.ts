import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import { searchKinds } from '../search/indexer';
import type { NewsListItem, NewsService } from '../news/service';
import { createInformationRepo } from './repo';

/** Kinds counted by stats/count and shown as blocks on the information home, in display order. */
export const informationKinds = searchKinds;
export type InformationKind = (typeof informationKinds)[number];

export type PolymerizationItem = { id: number; title: string; url: string; publishedAt: string };
export type PolymerizationBlock = { kind: InformationKind; items: PolymerizationItem[] };

/** Hot items are the most read of this many recent days; the all-time ranking is topRead. */
const HOT_DAYS = 90;

export type InformationService = ReturnType<typeof createInformationService>;

/**
 * The information portal's home: counts per kind, the newest items of each kind
 * (`polymerization`) and the banner with hot items (`hotsAndBanner`). Counts are
 * cached until content changes anywhere, like the news column totals.
 */
export function createInformationService({ db, events, news }: { db: Database; events: ContentEvents; news: NewsService }) {
  const repo = createInformationRepo(db);
  let counts: Promise<Record<InformationKind, number>> | undefined;
  events.onChanged(() => {
    counts = undefined;
  });

  return {
    statsCount(): Promise<Record<InformationKind, number>> {
      counts ??= repo
        .countsByKind()
        .then((byKind) => Object.fromEntries(informationKinds.map((k) => [k, byKind.get(k) ?? 0])) as Record<InformationKind, number>)
        .catch((e: unknown) => {
          counts = undefined;
          throw e;
        });
      return counts;
    },

    async polymerization({ size, kinds = informationKinds }: { size: number; kinds?: readonly InformationKind[] }): Promise<PolymerizationBlock[]> {
      const rows = await repo.latestByKind(kinds, size);
      return kinds.map((kind) => ({
        kind,
        items: rows.filter((r) => r.kind === kind).map((r) => ({ id: r.refId, title: r.title, url: r.url, publishedAt: r.publishedAt.toISOString() })),
      }));
    },

    async hotsAndBanner({ bannerSize, hotSize }: { bannerSize: number; hotSize: number }): Promise<{ banners: NewsListItem[]; hots: NewsListItem[] }> {
      const [banners, hots] = await Promise.all([news.bannerArticles({ size: bannerSize }), news.hotArticles({ size: hotSize, days: HOT_DAYS })]);
      return { banners, hots };
    },
  };
}
