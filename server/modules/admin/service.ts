import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { KvStore } from '../../platform/kv-store';
import { createServiceSettings } from '../visitor/settings';
import { createAuditLog } from './audit-log';
import { createLeadsService } from './leads';
import { createStaffAccounts } from './staff-accounts';
import { createStatsService } from './stats';

export type AdminServices = ReturnType<typeof createAdminServices>;

/** The staff console's services: accounts and sessions, the audit log, leads and the service settings. */
export function createAdminServices({ db, kv, config }: { db: Database; kv: KvStore; config: AppConfig }) {
  const audit = createAuditLog({ db });
  return {
    audit,
    accounts: createStaffAccounts({ db, kv, audit, forcePasswordChange: config.env === 'production' && !config.demoMode }),
    leads: createLeadsService({ db, audit }),
    settings: createServiceSettings({ db, site: config.site, audit }),
    stats: createStatsService({ db }),
  };
}
