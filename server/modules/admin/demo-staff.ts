import { count } from 'drizzle-orm';
import type { StaffRole } from '../../../common/admin/options';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/** The password of the seeded staff accounts (README). On a real production site it must be changed at first login (decision 0028). */
export const STAFF_DEMO_PASSWORD = 'Admin@2026';

export const demoStaff: { username: string; displayName: string; role: StaffRole }[] = [
  { username: 'admin', displayName: '系统管理员', role: 'admin' },
  { username: 'kefu01', displayName: '客服小陈', role: 'agent' },
  { username: 'kefu02', displayName: '客服小刘', role: 'agent' },
  { username: 'bianji01', displayName: '内容编辑王敏', role: 'editor' },
];

/**
 * Gives an empty staff table its first accounts, so that a new site (demo or
 * not) has an admin to log in with. Never touches a table that has staff.
 */
export async function seedStaffAccounts(db: Database): Promise<{ created: number }> {
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) > 0) return { created: 0 };
  const passwordHash = await hashPassword(STAFF_DEMO_PASSWORD);
  await db
    .insert(staff)
    .values(demoStaff.map((s) => ({ ...s, passwordHash })))
    .onConflictDoNothing();
  return { created: demoStaff.length };
}
