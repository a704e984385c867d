import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListRequest } from '../../../common/admin/schemas';
import type { Page } from '../../../common/api/envelope';
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema';
import { offsetOf, toPage } from '../../platform/pagination';

/** Where a staff action came from. */
export type AuditMeta = { ip: string; userAgent: string };

export type AuditRecord = AuditMeta & {
  staffId: number | null;
  username: string;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
};

export type AuditLog = ReturnType<typeof createAuditLog>;

/** Who did what, on what, when and from where: every staff action, read by admins. */
export function createAuditLog({ db }: { db: Database }) {
  return {
    async record(entry: AuditRecord, tx: Database = db): Promise<void> {
      await tx.insert(staffAuditLog).values({
        staffId: entry.staffId,
        username: entry.username.slice(0, 40),
        action: entry.action,
        target: (entry.target ?? '').slice(0, 80),
        detail: entry.detail ?? {},
        ip: entry.ip.slice(0, 64),
        userAgent: entry.userAgent.slice(0, 300),
      });
    },

    async list(input: AuditListRequest): Promise<Page<AuditEntry>> {
      const where: SQL[] = [];
      if (input.staffId) where.push(eq(staffAuditLog.staffId, input.staffId));
      if (input.action) where.push(eq(staffAuditLog.action, input.action));
      const condition = where.length ? and(...where) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(staffAuditLog)
          .where(condition)
          .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
          .limit(input.size)
          .offset(offsetOf(input.current, input.size)),
        db.$count(staffAuditLog, condition),
      ]);
      return toPage({
        current: input.current,
        size: input.size,
        total,
        records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      });
    },
  };
}
