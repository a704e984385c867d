import { z } from 'zod';
import { zMobilePhone } from '../api/phone-schema';
import { envelope } from '../api/envelope';
import { post } from '../api/endpoints';
import { zId } from '../api/id-schema';
import { accountKinds, authLimits, authMessages, CODE_PATTERN, passwordLevels, qrStatuses, resetChannels } from './options';

// Messages name their field and read as one sentence: the API shows them as written (server/http/error-handler.ts).

/* ── fields ── */

const zPhone = zMobilePhone;

const zVcode = z.string({ error: authMessages.codeRequired }).trim().min(1, authMessages.codeRequired).regex(CODE_PATTERN, authMessages.codeFormat);

/** Passwords are taken as typed (no trimming, Chinese allowed); length and strength are the service's to judge. */
const zPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(authLimits.passwordInput, authMessages.passwordTooLong);

const zAccount = z
  .string({ error: authMessages.accountRequired })
  .trim()
  .min(1, authMessages.accountRequired)
  .max(authLimits.account, `账号不能超过 ${authLimits.account} 个字符`);

const zEmail = z
  .string({ error: '请输入邮箱' })
  .trim()
  .toLowerCase()
  .min(1, '请输入邮箱')
  .max(authLimits.email, `邮箱不能超过 ${authLimits.email} 个字符`)
  .email('邮箱格式不对');

const zRedirect = z.string({ error: '跳转地址格式不正确' }).max(2000, '跳转地址过长').optional();

/** A key the server handed out (a ticket, a token): one message for every way it can be wrong. */
const zKey = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(100, missing);

/** The image code, asked for after three failed attempts for a phone or an IP. */
const icodeFields = {
  icodeKey: z.string({ error: '图形验证码已失效，请点击图片刷新' }).trim().max(100, '图形验证码已失效，请点击图片刷新').optional(),
  icode: z.string({ error: authMessages.icodeRequired }).trim().max(authLimits.icodeInput, '图形验证码为 4 个字符').optional(),
};

const zInviteCode = z.string({ error: '邀请码不正确' }).trim().max(authLimits.inviteCode, '邀请码不正确').optional();

const zUnionid = z.string({ error: '请选择账号' }).trim().max(32, '所选账号不正确').optional();

const zRealname = z.string({ error: '姓名格式不正确' }).trim().max(authLimits.realname, `姓名不能超过 ${authLimits.realname} 个字符`);
const zOrgName = z.string({ error: '单位名称格式不正确' }).trim().max(authLimits.orgName, `单位名称不能超过 ${authLimits.orgName} 个字符`);

const zResetTarget = z
  .string({ error: authMessages.resetTargetRequired })
  .trim()
  .min(1, authMessages.resetTargetRequired)
  .max(authLimits.resetTarget, '手机号码或邮箱过长');

/* ── shared pieces ── */

/** Spec §3 'User info'. `token` is always empty: the session token lives only in the HttpOnly cookie. */
export const ZUserinfo = z.object({
  token: z.string(),
  unionid: z.string(),
  staffId: z.string(),
  realname: z.string(),
  avatarUrl: z.string(),
  /** The user's organisation, shown in the header's user menu ('' for a personal account). */
  orgName: z.string(),
});
export type UserInfo = z.infer<typeof ZUserinfo>;

export const ZEmptyResponse = envelope({});

/** Calls that take nothing: any JSON object (or no body) is accepted and ignored. */
export const ZNoPayload = z.object({}).optional();

/** What every login that succeeds (or asks for the SMS step) answers. */
export const ZLoginResponse = envelope({
  userinfo: ZUserinfo.optional(),
  /** The account asks for an SMS code after the password: go to /doubleAuth with authKey. */
  needDoubleAuth: z.boolean(),
  authKey: z.string().optional(),
  maskedPhone: z.string().optional(),
  /** Where to go next: the requested redirect when it is on this site, else '/'. */
  redirect: z.string(),
});

/** A phone to send a login, registration or find-password code to (and the image code once the server asks). */
export const ZPhoneCodeRequest = z.object({ phone: zPhone, ...icodeFields });
export type PhoneCodeRequest = z.output<typeof ZPhoneCodeRequest>;

/** A code was sent (or, for a phone without accounts, counted as sent). */
export const ZSentCode = z.object({
  /** Seconds the code stays valid, and before another may be asked for. */
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});
export type SentCode = z.infer<typeof ZSentCode>;
export const ZSendCodeResponse = envelope(ZSentCode.shape);

/* ── password login and its SMS step (double auth) ── */

export const ZPasswordLoginRequest = z.object({ account: zAccount, password: zPassword, redirect: zRedirect, ...icodeFields });
export type PasswordLoginRequest = z.output<typeof ZPasswordLoginRequest>;

export const ZDoubleAuthSendRequest = z.object({
  authKey: z.string({ error: authMessages.doubleAuthExpired }).trim().max(100, authMessages.doubleAuthExpired).optional(),
  account: zAccount.optional(),
  password: zPassword.optional(),
  ...icodeFields,
});
export type DoubleAuthSendRequest = z.output<typeof ZDoubleAuthSendRequest>;
export const ZDoubleAuthCodeSent = z.object({ authKey: z.string(), maskedPhone: z.string(), expiresIn: z.number().int(), resendIn: z.number().int() });
export type DoubleAuthCodeSent = z.infer<typeof ZDoubleAuthCodeSent>;
export const ZDoubleAuthSendResponse = envelope(ZDoubleAuthCodeSent.shape);
export const ZDoubleAuthLoginRequest = z.object({ authKey: zKey(authMessages.doubleAuthExpired), vcode: zVcode, redirect: zRedirect });
export type DoubleAuthLoginRequest = z.output<typeof ZDoubleAuthLoginRequest>;

/* ── SMS code login ── */

export const ZCodeLoginRequest = z.object({
  phone: zPhone,
  vcode: zVcode,
  /** Which account of the phone, when it holds several (personal first otherwise). */
  unionid: zUnionid,
  redirect: zRedirect,
  ...icodeFields,
});
export type CodeLoginRequest = z.output<typeof ZCodeLoginRequest>;

/* ── QR login ── */

export const ZQrTicket = z.object({ ticket: z.string(), qrUrl: z.string(), expiresIn: z.number().int() });
export type QrTicket = z.infer<typeof ZQrTicket>;
export const ZQrTicketResponse = envelope(ZQrTicket.shape);
export const ZQrTicketRequest = z.object({ ticket: zKey('二维码参数缺失'), redirect: zRedirect });
export const ZQrStatus = z.enum(qrStatuses);
export type QrStatus = z.infer<typeof ZQrStatus>;
export const ZQrStatusResponse = envelope({ status: ZQrStatus, redirect: z.string() });
/** The device asking to log in, as the phone's /authorize page shows it (loader data, not an endpoint). */
export const ZQrDevice = z.object({ browser: z.string(), os: z.string(), ip: z.string(), requestedAt: z.string() });
export type QrDevice = z.infer<typeof ZQrDevice>;

/* ── the session ── */

export const ZUserinfoRequest = z.object({ token: z.string({ error: '令牌格式不正确' }).max(200, '令牌格式不正确').optional() }).optional();
export const ZUserinfoResponse = envelope({ userinfo: ZUserinfo });
export const ZUserIdResponse = envelope({ unionid: z.string(), staffId: z.string() });

export const ZBindClientRequest = z.object({
  clientId: z.string({ error: '请提供客户端标识' }).trim().min(1, '请提供客户端标识').max(100, '客户端标识过长'),
  platform: z.string({ error: '客户端平台格式不正确' }).trim().max(20, '客户端平台名称过长').optional(),
});
export type BindClientRequest = z.output<typeof ZBindClientRequest>;

export const ZSwitchOrgRequest = z.object({
  orgId: zId('企业编号'),
});
export const ZOrgSwitched = z.object({
  userinfo: ZUserinfo,
  orgs: z.array(z.object({ orgId: z.number().int(), orgName: z.string(), isCurrent: z.boolean() })),
});
export type OrgSwitched = z.infer<typeof ZOrgSwitched>;
export const ZSwitchOrgResponse = envelope(ZOrgSwitched.shape);

export const ZIcode = z.object({ icodeKey: z.string(), image: z.string() });
export type Icode = z.infer<typeof ZIcode>;
export const ZIcodeResponse = envelope(ZIcode.shape);

export const ZPasswordStrengthRequest = z.object({
  password: z.string({ error: authMessages.passwordRequired }).max(authLimits.passwordInput, authMessages.passwordTooLong),
});
export const ZPasswordStrength = z.object({
  score: z.number().int(),
  level: z.enum(passwordLevels),
  label: z.string(),
  acceptable: z.boolean(),
  msg: z.string(),
});
export type PasswordStrength = z.infer<typeof ZPasswordStrength>;
export const ZPasswordStrengthResponse = envelope({ data: ZPasswordStrength });

/* ── WeChat login ── */

export const ZWechatLoginRequest = z.object({
  /** Without code: answers the WeChat authorise address to open. With code and state: logs in. */
  code: z.string({ error: '微信授权参数不正确' }).trim().max(200, '微信授权参数不正确').optional(),
  state: z.string({ error: '微信授权参数不正确' }).trim().max(100, '微信授权参数不正确').optional(),
  redirect: zRedirect,
});
export const ZWechatLoginResponse = envelope({
  bound: z.boolean(),
  authorizeUrl: z.string().optional(),
  /** When the WeChat account has no portal account yet: bind a phone with it (reg/v3/wx/send, reg/v3/wx/bind). */
  wxTicket: z.string().optional(),
  userinfo: ZUserinfo.optional(),
  redirect: z.string(),
});
export const ZWechatBindSendRequest = z.object({ phone: zPhone, wxTicket: zKey(authMessages.wechatTicketExpired) });
export type WechatBindSendRequest = z.output<typeof ZWechatBindSendRequest>;
export const ZWechatBindRequest = z.object({ phone: zPhone, vcode: zVcode, wxTicket: zKey(authMessages.wechatTicketExpired), redirect: zRedirect });
export type WechatBindRequest = z.output<typeof ZWechatBindRequest>;

/* ── registration ── */

export const ZRegisterRequest = z.object({
  phone: zPhone,
  vcode: zVcode,
  password: zPassword,
  realname: zRealname.optional(),
  orgName: zOrgName.optional(),
  inviteCode: zInviteCode,
  agree: z.boolean({ error: '请勾选同意用户协议' }).optional(),
  redirect: zRedirect,
});
/** Registration with the SMS code only: no password. */
export const ZRegisterByCodeRequest = ZRegisterRequest.omit({ password: true });
/** What registering takes: with a password, or without one (SMS-only registration). */
export type RegisterRequest = z.output<typeof ZRegisterByCodeRequest> & { password?: string };

/** For an organisation account holder: the code to open a personal account on the same phone. */
export const ZUpgradeCodeSent = ZDoubleAuthCodeSent.omit({ authKey: true });
export type UpgradeCodeSent = z.infer<typeof ZUpgradeCodeSent>;
export const ZUpgradeCodeSendResponse = ZDoubleAuthSendResponse.omit({ authKey: true });

export const ZFillProfileRequest = z.object({
  realname: z
    .string({ error: authMessages.realnameRequired })
    .trim()
    .min(1, authMessages.realnameRequired)
    .max(authLimits.realname, `姓名不能超过 ${authLimits.realname} 个字符`),
  orgName: zOrgName.optional(),
});
export type FillProfileRequest = z.output<typeof ZFillProfileRequest>;

/* ── find password ── */

export const ZResetTargetCheckRequest = z.object({ target: zResetTarget });
export const ZResetTarget = z.object({ channel: z.enum(resetChannels), masked: z.string() });
export type ResetTarget = z.infer<typeof ZResetTarget>;
export const ZResetTargetResponse = envelope(ZResetTarget.shape);
export const ZResetEmailSendRequest = z.object({ email: zEmail, ...icodeFields });
/** Either channel's send: a phone or an e-mail address. */
export type ResetCodeSendRequest = Partial<PhoneCodeRequest & z.output<typeof ZResetEmailSendRequest>>;
export const ZResetCodeCheckRequest = z.object({
  target: z
    .string({ error: authMessages.resetTargetRequired })
    .trim()
    .toLowerCase()
    .min(1, authMessages.resetTargetRequired)
    .max(authLimits.resetTarget, '手机号码或邮箱过长'),
  vcode: zVcode,
  ...icodeFields,
});
export type ResetCodeCheckRequest = z.output<typeof ZResetCodeCheckRequest>;
export const ZResetCodeChecked = z.object({ resetToken: z.string(), accountCount: z.number().int() });
export type ResetCodeChecked = z.infer<typeof ZResetCodeChecked>;
export const ZResetCodeCheckResponse = envelope(ZResetCodeChecked.shape);
export const ZResetTokenRequest = z.object({ resetToken: zKey(authMessages.resetExpired) });
export const ZResetAccount = z.object({
  unionid: z.string(),
  loginName: z.string(),
  kind: z.enum(accountKinds),
  kindLabel: z.string(),
  realname: z.string(),
  orgName: z.string(),
});
export type ResetAccount = z.infer<typeof ZResetAccount>;
export const ZResetAccountsResponse = envelope({ records: z.array(ZResetAccount) });
export const ZResetPasswordRequest = z.object({
  resetToken: zKey(authMessages.resetExpired),
  unionid: zUnionid,
  password: zPassword,
});
export type ResetPasswordRequest = z.output<typeof ZResetPasswordRequest>;

/* ── the endpoint table ── */

// One entry per endpoint and alias: an older name shares its endpoint's schemas.
const passwordLogin = post(ZPasswordLoginRequest, ZLoginResponse);
const loginCodeSend = post(ZPhoneCodeRequest, ZSendCodeResponse);
const codeLogin = post(ZCodeLoginRequest, ZLoginResponse);
const doubleAuthSend = post(ZDoubleAuthSendRequest, ZDoubleAuthSendResponse);
const doubleAuthLogin = post(ZDoubleAuthLoginRequest, ZLoginResponse);
const qrCreate = post(ZNoPayload, ZQrTicketResponse);
const qrStatus = post(ZQrTicketRequest, ZQrStatusResponse);
const userinfo = post(ZUserinfoRequest, ZUserinfoResponse);
const wechatLogin = post(ZWechatLoginRequest, ZWechatLoginResponse);
const icode = post(ZNoPayload, ZIcodeResponse);
const registerCodeSend = post(ZPhoneCodeRequest, ZSendCodeResponse);
const register = post(ZRegisterRequest, ZLoginResponse);

/**
 * Login, registration, find password and QR login (spec §7 /user/auth, /user/reg,
 * /user/findPwd), with the older names clients still call. The personal
 * centre's /user/profile, /user/operation and /user/unionInvite are the account domain's.
 */
export const authEndpoints = {
  '/user/auth/v3/pwd/login': passwordLogin,
  '/user/auth/loginByPwd': passwordLogin,
  '/user/auth/loginByPwdCode': passwordLogin,
  '/user/auth/org/pwd/login': passwordLogin,
  '/user/auth/v3/vcode/send': loginCodeSend,
  '/user/auth/sendVcode': loginCodeSend,
  '/user/auth/org/vcode/send': loginCodeSend,
  '/user/auth/v3/vcode/login': codeLogin,
  '/user/auth/loginByVcode': codeLogin,
  '/user/auth/org/vcode/login': codeLogin,
  '/user/auth/v3/pwdvcode/send': doubleAuthSend,
  '/user/auth/sendVcodePwd': doubleAuthSend,
  '/user/auth/v3/pwdvcode/login': doubleAuthLogin,
  '/user/auth/loginByPwdVcode': doubleAuthLogin,
  '/user/auth/v3/scan/qrcode': qrCreate,
  '/user/auth/qrcode': qrCreate,
  '/user/auth/v3/scan/status': qrStatus,
  '/user/auth/scanStatus': qrStatus,
  '/user/auth/v3/scan/confirm': post(ZQrTicketRequest, ZEmptyResponse),
  '/user/auth/v3/scan/cancel': post(ZQrTicketRequest, ZEmptyResponse),
  '/user/auth/v3/userinfo': userinfo,
  '/user/auth/userinfo': userinfo,
  '/user/auth/userid': post(ZNoPayload, ZUserIdResponse),
  '/user/auth/v3/bindClient': post(ZBindClientRequest, ZEmptyResponse),
  '/user/auth/switchCom': post(ZSwitchOrgRequest, ZSwitchOrgResponse),
  '/user/auth/v3/wx/login': wechatLogin,
  '/user/auth/loginBy3rd': wechatLogin,
  '/user/auth/icode': icode,
  '/user/auth/getPasswordStrength': post(ZPasswordStrengthRequest, ZPasswordStrengthResponse),
  '/user/auth/logout': post(ZNoPayload, ZEmptyResponse),
  '/user/reg/code': registerCodeSend,
  '/user/reg/sendVcode': registerCodeSend,
  '/user/reg/loginReg': register,
  '/user/reg/v3/std/register': register,
  '/user/reg/register': register,
  '/user/reg/loginRegVcode': post(ZRegisterByCodeRequest, ZLoginResponse),
  '/user/reg/fill': post(ZFillProfileRequest, ZUserinfoResponse),
  '/user/reg/v3/wx/send': post(ZWechatBindSendRequest, ZSendCodeResponse),
  '/user/reg/v3/wx/bind': post(ZWechatBindRequest, ZLoginResponse),
  '/user/reg/v3/upgrade/send': post(ZNoPayload, ZUpgradeCodeSendResponse),
  '/user/findPwd/check': post(ZResetTargetCheckRequest, ZResetTargetResponse),
  '/user/findPwd/refreshIcode': icode,
  '/user/findPwd/sendVcode': post(ZPhoneCodeRequest, ZSendCodeResponse),
  '/user/findPwd/sendEmailVcode': post(ZResetEmailSendRequest, ZSendCodeResponse),
  '/user/findPwd/code': post(ZResetCodeCheckRequest, ZResetCodeCheckResponse),
  '/user/findPwd/listAccounts': post(ZResetTokenRequest, ZResetAccountsResponse),
  '/user/findPwd/updatePwd': post(ZResetPasswordRequest, ZEmptyResponse),
};
