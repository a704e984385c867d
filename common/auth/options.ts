/**
 * Rules of login, registration and find password that the forms and the API
 * share (spec §4, §5): field limits, the messages both sides show, codes with
 * their labels, the timings a form tells its user, and the password rules.
 * Plain values only: the pages import this file (decision 0021).
 */
import type { PasswordStrength } from './schemas';

/** SMS and e-mail codes: six digits, valid 5 minutes, another one after 60 seconds. */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 60;

/** The image code (图形验证码) has four characters. */
export const ICODE_LENGTH = 4;

/** A QR code is good for three minutes; the desktop asks every 2 seconds (spec §4). */
export const QR_TTL_SECONDS = 180;
export const QR_POLL_MS = 2000;

/** Passwords count characters, not UTF-16 units: a Chinese passphrase is as long as it looks. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Longest input each field takes (characters). */
export const authLimits = {
  account: 40,
  /** What the API reads of a password field; the password rules allow PASSWORD_MAX_LENGTH of it. */
  passwordInput: 256,
  email: 120,
  /** A phone number or an e-mail address (find password). */
  resetTarget: 120,
  realname: 30,
  orgName: 60,
  inviteCode: 16,
  /** What the API reads of an image-code field. */
  icodeInput: 10,
} as const;

/** Messages the forms and the API both show. */
export const authMessages = {
  accountRequired: '请输入账号或手机号',
  passwordRequired: '请输入密码',
  passwordTooShort: `密码至少 ${PASSWORD_MIN_LENGTH} 位`,
  passwordTooLong: `密码不能超过 ${PASSWORD_MAX_LENGTH} 位`,
  codeRequired: '请输入验证码',
  codeFormat: `验证码为 ${CODE_LENGTH} 位数字`,
  icodeRequired: '请输入图形验证码',
  realnameRequired: '请输入姓名',
  resetTargetRequired: '请输入手机号码或邮箱',
  resetTargetFormat: '请输入正确的手机号码或邮箱',
  /** A wrong password and an unknown account get the same answer. */
  wrongPassword: '账号或密码错误',
  /** A wrong, used or expired code, and a code for a phone without accounts. */
  wrongCode: '验证码错误或已失效',
  phoneTaken: '该手机号已注册，请直接登录',
  doubleAuthExpired: '登录已超时，请重新输入账号密码',
  wechatTicketExpired: '微信授权已过期，请重新扫码',
  resetExpired: '验证已过期，请重新获取验证码',
} as const;

/** The QR ticket's states (spec §4: WAITING → SCANED → LOGINED, or TIMEOUT). */
export const qrStatuses = ['WAITING', 'SCANED', 'LOGINED', 'TIMEOUT'] as const;

/** A phone may hold a personal account and organisation accounts. */
export const accountKinds = ['PERSONAL', 'ORG'] as const;
export type AccountKind = (typeof accountKinds)[number];
export const accountKindLabels: Record<AccountKind, string> = { PERSONAL: '个人账号', ORG: '企业账号' };

/** How a find-password code reaches its user. */
export const resetChannels = ['SMS', 'EMAIL'] as const;

export const passwordLevels = ['WEAK', 'MEDIUM', 'STRONG'] as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(2, name.length - 2))}@${domain}`;
};

const commonPasswords = new Set([
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
 * `acceptable` is what registration and find password require.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { score: 0, level: 'WEAK', label: '弱', acceptable: false, msg: authMessages.passwordTooShort };
  if (length > PASSWORD_MAX_LENGTH) return { score: 0, level: 'WEAK', label: '弱', acceptable: false, msg: authMessages.passwordTooLong };
  if (commonPasswords.has(password.toLowerCase()) || /^(.)\1+$/.test(password)) {
    return { score: 0, level: 'WEAK', label: '弱', acceptable: false, msg: '密码过于常见，请换一个' };
  }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^\w\s\u4e00-\u9fff]/, /[\u4e00-\u9fff]/].filter((re) => re.test(password)).length;
  const score = Math.max(0, Math.min(4, classes - 1 + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0)));
  if (score <= 1) {
    const acceptable = classes >= 2 || length >= 12;
    return { score, level: 'WEAK', label: '弱', acceptable, msg: acceptable ? '密码强度弱' : '请混合使用字母、数字或符号' };
  }
  if (score === 2) return { score, level: 'MEDIUM', label: '中', acceptable: true, msg: '密码强度中' };
  return { score, level: 'STRONG', label: '强', acceptable: true, msg: '密码强度强' };
}
