import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userOrgs, users } from '../../db/schema';
import { hashPassword } from './passwords';

export const DEMO_PASSWORD = 'Demo@2026';

type DemoAccount = {
  loginName: string;
  phone: string;
  email?: string;
  kind: 'PERSONAL' | 'ORG';
  realname: string;
  orgName: string;
  requiresDoubleAuth?: boolean;
  org?: { orgId: number; orgName: string; staffId: string };
};

/**
 * Accounts to try the login pages with. 13800138000 holds a personal and an
 * organisation account (so 找回密码 asks which one); 13900139000 asks for an
 * SMS code after its password.
 */
export const demoAccounts: DemoAccount[] = [
  {
    loginName: '13800138000',
    phone: '13800138000',
    email: 'zhang.gcs@example.com',
    kind: 'PERSONAL',
    realname: '张工程师',
    orgName: '湖南路桥建设集团',
    org: { orgId: 1001, orgName: '湖南路桥建设集团', staffId: 'HNLQ-0001' },
  },
  {
    loginName: 'hnlq-zhang',
    phone: '13800138000',
    kind: 'ORG',
    realname: '张工程师',
    orgName: '湖南路桥建设集团',
    org: { orgId: 1001, orgName: '湖南路桥建设集团', staffId: 'HNLQ-0001' },
  },
  {
    loginName: '13900139000',
    phone: '13900139000',
    kind: 'PERSONAL',
    realname: '李总工',
    orgName: '中建五局第三建设有限公司',
    requiresDoubleAuth: true,
  },
];

/** Creates the demo accounts that do not exist yet (by login name); safe to call on every start. */
export async function seedDemoAccounts(db: Database): Promise<{ created: number }> {
  let created = 0;
  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, account.loginName)).limit(1);
    if (existing) continue;
    const [row] = await db
      .insert(users)
      .values({
        unionid: randomBytes(16).toString('hex'),
        loginName: account.loginName,
        phone: account.phone,
        email: account.email ?? null,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        realname: account.realname,
        orgName: account.orgName,
        kind: account.kind,
        requiresDoubleAuth: account.requiresDoubleAuth ?? false,
        passwordChangedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    if (account.org)
      await db
        .insert(userOrgs)
        .values({ userId: row.id, ...account.org, isCurrent: true })
        .onConflictDoNothing();
    created++;
  }
  return { created };
}
