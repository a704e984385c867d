import type { Database } from '../../db/client';
import type { ContentEvents } from '../../platform/content-events';
import { informationKinds, type InformationKind } from '../../../common/information/options';
import type { HotsAndBanner, HotsAndBannerRequest, PolymerizationBlock, PolymerizationRequest, StatsCount } from '../../../common/information/schemas';
import type { NewsService } from '../news/service';
import { createInformationRepo } from './repo';

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
  let counts: Promise<StatsCount> | undefined;
  events.onChanged(() => {
    counts = undefined;
  });

  return {
    statsCount(): Promise<StatsCount> {
      counts ??= repo
        .countsByKind()
        .then((byKind) => Object.fromEntries(informationKinds.map((k) => [k, byKind.get(k) ?? 0])) as StatsCount)
        .catch((e: unknown) => {
          counts = undefined;
          throw e;
        });
      return counts;
    },

    /** The newest `size` items of each kind, in the order the kinds are asked (a page passes its constant list). */
    async polymerization({
      size,
      kinds = informationKinds,
    }: Omit<PolymerizationRequest, 'kinds'> & { kinds?: readonly InformationKind[] }): Promise<PolymerizationBlock[]> {
      const rows = await repo.latestByKind(kinds, size);
      return kinds.map((kind) => ({
        kind,
        items: rows.filter((r) => r.kind === kind).map((r) => ({ id: r.refId, title: r.title, url: r.url, publishedAt: r.publishedAt.toISOString() })),
      }));
    },

    async hotsAndBanner({ bannerSize, hotSize }: HotsAndBannerRequest): Promise<HotsAndBanner> {
      const [banners, hots] = await Promise.all([news.bannerArticles({ size: bannerSize }), news.hotArticles({ size: hotSize, days: HOT_DAYS })]);
      return { banners, hots };
    },
  };
}
