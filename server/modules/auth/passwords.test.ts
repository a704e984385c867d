import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('argon2id hashing', () => {
  it('verifies the right password only, and never throws on a bad hash', async () => {
    const hash = await hashPassword('路桥Demo@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, '路桥Demo@2026')).toBe(true);
    expect(await verifyPassword(hash, '路桥demo@2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
