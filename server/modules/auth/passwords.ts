import argon2 from 'argon2';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes). Hashing runs on libuv's
 * thread pool, so logins do not block the event loop.
 */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when an account does not exist so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no-such-account-' + Math.random());
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
