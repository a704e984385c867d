import { searchKinds } from '../search/options';

/**
 * Kinds counted by stats/count and shown as blocks on the information home, in display order: every kind the site
 * search indexes, since the home reads them all through the search index (decision 0008).
 */
export const informationKinds = searchKinds;
export type InformationKind = (typeof informationKinds)[number];

/** Limits of the home's requests: [most, default]. */
export const informationLimits = {
  /** Newest items per kind (polymerization). */
  perKind: { max: 20, fallback: 6 },
  banners: { max: 10, fallback: 5 },
  hots: { max: 30, fallback: 10 },
} as const;
