import type { Database } from '../../db/client';
import type { KvStore } from '../../platform/kv-store';
import type { FileStorage } from '../../platform/storage';
import { createFavouritesService } from './favourites-and-likes/service';
import { createHistoryService } from './history/service';
import { createInvitationsService } from './invitations/service';
import { createPointsService } from './points/service';
import { createProfileService } from './profile/service';
import { createQuotaService } from './quota/service';

export type AccountServiceOptions = {
  db: Database;
  kv: KvStore;
  /** Origin of the site, for invitation links. */
  siteUrl: string;
  /** Where avatars are written; served under /uploads/ by uploadsRoutes. */
  storage: FileStorage;
  now?: () => Date;
  /** Told after a user's name, organisation or avatar changes (the viewer cache forgets them). */
  onUserChanged?: (userId: number) => void;
};

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The personal side of the portal, one object for its callers (routes, page
 * loaders, the registration hook): favourites and likes of every content kind,
 * reading history, points and daily sign-in, the AI quota, invitations and the
 * profile, each in its own folder. Every call takes the user it acts for.
 */
export function createAccountService({ db, kv, siteUrl, storage, now = () => new Date(), onUserChanged }: AccountServiceOptions) {
  return {
    storage,
    ...createFavouritesService({ db }),
    ...createHistoryService({ db, now }),
    ...createPointsService({ db, now }),
    ...createQuotaService({ db }),
    ...createInvitationsService({ db, siteUrl }),
    ...createProfileService({ db, kv, storage, onUserChanged }),
  };
}
