import argon2 from 'argon2';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes). Hashing runs on libuv's
 * thread pool, so logins do not block the event loop.
 */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

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

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; level: 'WEAK' | 'MEDIUM' | 'STRONG'; label: '弱' | '中' | '强'; acceptable: boolean; msg: string };

const common = new Set([
  '12345678',
  '123456789',
  'password',
  'password1',
  'qwertyui',
  '11111111',
  '88888888',
  'abc12345',
  'a1234567',
  'iloveyou',
  '1qaz2wsx',
  'qwe12345',
]);

/**
 * getPasswordStrength: length and variety of character classes, with
 * common passwords and single repeated characters scored weakest. Chinese
 * characters count as their own class: a long Chinese passphrase is strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { score: 0, level: 'WEAK', label: '弱', acceptable: false, msg: `密码至少 ${PASSWORD_MIN_LENGTH} 位` };
  if (length > PASSWORD_MAX_LENGTH) return { score: 0, level: 'WEAK', label: '弱', acceptable: false, msg: `密码不能超过 ${PASSWORD_MAX_LENGTH} 位` };
  if (common.has(password.toLowerCase()) || /^(.)\1+$/.test(password)) {
    return { score: 0, level: 'WEAK', label: '弱', acceptable: false, msg: '密码过于常见，请换一个' };
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^\w\s\u4e00-\u9fff]/, /[\u4e00-\u9fff]/].filter((re) => re.test(password)).length;
  let score = Math.min(4, classes - 1 + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0));
  if (score < 0) score = 0;
  const s = score as PasswordStrength['score'];
  if (s <= 1)
    return {
      score: s,
      level: 'WEAK',
      label: '弱',
      acceptable: classes >= 2 || length >= 12,
      msg: classes >= 2 || length >= 12 ? '密码强度弱' : '请混合使用字母、数字或符号',
    };
  if (s === 2) return { score: s, level: 'MEDIUM', label: '中', acceptable: true, msg: '密码强度中' };
  return { score: s, level: 'STRONG', label: '强', acceptable: true, msg: '密码强度强' };
}
