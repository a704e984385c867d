import { eq } from 'drizzle-orm';
import type { ServiceSettingsModel } from '../../../common/admin/schemas';
import type { SiteSettings } from '../../config';
import type { Database } from '../../db/client';
import { serviceSettings } from '../../db/schema';
import type { AuditLog, AuditMeta } from '../admin/audit-log';
import type { StaffViewer } from '../admin/staff-accounts';

const ROW_ID = 1;

export type ServiceSettingsStore = ReturnType<typeof createServiceSettings>;

/**
 * The service settings: one row, read from the database on every call (one
 * primary-key read), so an edit in /admin takes effect at once in every
 * process without a restart or a cache to clear. Until staff first save them,
 * the defaults come from the site configuration.
 */
export function createServiceSettings({ db, site, audit }: { db: Database; site: SiteSettings; audit: AuditLog }) {
  const defaults: ServiceSettingsModel = {
    autoSwitch: true,
    autoDelayed: 30,
    autoContent: `您好，欢迎来到${site.name}！想了解计量支付、智慧工地或 BIM+GIS 平台？在线客服可以马上为您解答。`,
    serviceHotline: site.hotline,
    marketHotline: site.marketHotline,
    wechatName: `${site.name}服务号`,
    wechatQrUrl: site.wechatUrl,
  };
  return {
    async get(): Promise<ServiceSettingsModel> {
      const [row] = await db.select().from(serviceSettings).where(eq(serviceSettings.id, ROW_ID)).limit(1);
      if (!row) return defaults;
      const { id: _id, updatedAt: _u, updatedBy: _b, ...model } = row;
      return model;
    },

    async update(model: ServiceSettingsModel, member: StaffViewer, meta: AuditMeta): Promise<ServiceSettingsModel> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const values = { ...model, updatedBy: member.id, updatedAt: new Date() };
        await tx
          .insert(serviceSettings)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: serviceSettings.id, set: values });
        await audit.record(
          { staffId: member.id, username: member.username, action: 'settings.update', target: 'service_settings', detail: { ...model }, ...meta },
          tx,
        );
      });
      return this.get();
    },
  };
}
