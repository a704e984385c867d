import { seedDemoAccounts } from '../modules/auth/demo-accounts';
import { authKit, type AuthKit } from './auth-test-kit';
import { createTestApp, type TestApp } from './test-app';

/** A test app with the demo accounts (README: 13800138000, hnlq-zhang, 13900139000), and the kit to call it. */
export async function openAuthTestApp(): Promise<{ t: TestApp; kit: AuthKit }> {
  const t = await createTestApp();
  await seedDemoAccounts(t.db);
  return { t, kit: authKit(t) };
}

/** The image-code fields of a login, with the right answer, once the server asks for them. */
export async function icodeFor(t: TestApp, needed: boolean): Promise<{ icodeKey?: string; icode?: string }> {
  if (!needed) return {};
  const { icodeKey, answer } = await t.services.auth.issueIcode();
  return { icodeKey, icode: answer };
}
