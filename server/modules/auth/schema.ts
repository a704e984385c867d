import { z } from 'zod';
import { fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { envelope } from '../../../common/api/envelope';
import { zId } from '../../../common/api/id-schema';

/* ── fields ── */

const zPhone = z
  .string({ error: fieldMessages.phoneRequired })
  .trim()
  .min(1, fieldMessages.phoneRequired)
  .max(11, fieldMessages.phoneTooLong)
  .regex(MOBILE_PATTERN, fieldMessages.phoneFormat);

const zVcode = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为 6 位数字');

/** Passwords are taken as typed (no trimming, Chinese allowed); length and strength are the service's to judge. */
const zPassword = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(256, '密码不能超过 64 位');

const zAccount = z.string({ error: '请输入账号或手机号' }).trim().min(1, '请输入账号或手机号').max(40, '账号不能超过 40 个字符');

const zEmail = z.string({ error: '请输入邮箱' }).trim().toLowerCase().min(1, '请输入邮箱').max(120, '邮箱不能超过 120 个字符').email('邮箱格式不对');

const zRedirect = z.string({ error: '跳转地址格式不正确' }).max(2000, '跳转地址过长').optional();

const zKey = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(100, missing);

/** The image code, asked for after three failed attempts for a phone or an IP. */
const icodeFields = {
  icodeKey: z.string({ error: '图形验证码已失效，请点击图片刷新' }).trim().max(100, '图形验证码已失效，请点击图片刷新').optional(),
  icode: z.string({ error: '请输入图形验证码' }).trim().max(10, '图形验证码为 4 个字符').optional(),
};

const zInviteCode = z.string({ error: '邀请码不正确' }).trim().max(16, '邀请码不正确').optional();

/* ── pieces of replies ── */

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

export const ZEmptyResponse = envelope({});

/** Calls that take nothing: any JSON object (or no body) is accepted and ignored. */
export const ZNoPayload = z.object({}).optional();

export const ZLoginResponse = envelope({
  userinfo: ZUserinfo.optional(),
  /** The account asks for an SMS code after the password: go to /doubleAuth with authKey. */
  needDoubleAuth: z.boolean(),
  authKey: z.string().optional(),
  maskedPhone: z.string().optional(),
  /** Where to go next: the requested redirect when it is on this site, else '/'. */
  redirect: z.string(),
});

export const ZSendCodeResponse = envelope({
  /** Seconds the code stays valid, and before another may be asked for. */
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});

/* ── auth v3 ── */

export const ZPwdLoginRequest = z.object({ account: zAccount, password: zPassword, redirect: zRedirect, ...icodeFields });

export const ZVcodeSendRequest = z.object({ phone: zPhone, ...icodeFields });
export const ZVcodeLoginRequest = z.object({
  phone: zPhone,
  vcode: zVcode,
  /** Which account of the phone, when it holds several (personal first otherwise). */
  unionid: z.string({ error: '请选择账号' }).trim().max(32, '所选账号不正确').optional(),
  redirect: zRedirect,
  ...icodeFields,
});

export const ZPwdVcodeSendRequest = z.object({
  authKey: z.string({ error: '登录已超时，请重新输入账号密码' }).trim().max(100, '登录已超时，请重新输入账号密码').optional(),
  account: zAccount.optional(),
  password: zPassword.optional(),
  ...icodeFields,
});
export const ZPwdVcodeSendResponse = envelope({ authKey: z.string(), maskedPhone: z.string(), expiresIn: z.number().int(), resendIn: z.number().int() });
export const ZPwdVcodeLoginRequest = z.object({ authKey: zKey('登录已超时，请重新输入账号密码'), vcode: zVcode, redirect: zRedirect });

export const ZQrCreateResponse = envelope({ ticket: z.string(), qrUrl: z.string(), expiresIn: z.number().int() });
export const ZQrTicketRequest = z.object({ ticket: zKey('二维码参数缺失'), redirect: zRedirect });
export const ZQrStatus = z.enum(['WAITING', 'SCANED', 'LOGINED', 'TIMEOUT']);
export const ZQrStatusResponse = envelope({ status: ZQrStatus, redirect: z.string() });

export const ZUserinfoRequest = z.object({ token: z.string({ error: '令牌格式不正确' }).max(200, '令牌格式不正确').optional() }).optional();
export const ZUserinfoResponse = envelope({ userinfo: ZUserinfo });
export const ZUserIdResponse = envelope({ unionid: z.string(), staffId: z.string() });

export const ZBindClientRequest = z.object({
  clientId: z.string({ error: '请提供客户端标识' }).trim().min(1, '请提供客户端标识').max(100, '客户端标识过长'),
  platform: z.string({ error: '客户端平台格式不正确' }).trim().max(20, '客户端平台名称过长').optional(),
});

export const ZWxLoginRequest = z.object({
  /** Without code: answers the WeChat authorise address to open. With code and state: logs in. */
  code: z.string({ error: '微信授权参数不正确' }).trim().max(200, '微信授权参数不正确').optional(),
  state: z.string({ error: '微信授权参数不正确' }).trim().max(100, '微信授权参数不正确').optional(),
  redirect: zRedirect,
});
export const ZWxLoginResponse = envelope({
  bound: z.boolean(),
  authorizeUrl: z.string().optional(),
  /** When the WeChat account has no portal account yet: bind a phone with it (reg/v3/wx/send, reg/v3/wx/bind). */
  wxTicket: z.string().optional(),
  userinfo: ZUserinfo.optional(),
  redirect: z.string(),
});

export const ZPasswordStrengthRequest = z.object({ password: z.string({ error: '请输入密码' }).max(256, '密码不能超过 64 位') });
export const ZPasswordStrengthResponse = envelope({
  data: z.object({
    score: z.number().int(),
    level: z.enum(['WEAK', 'MEDIUM', 'STRONG']),
    label: z.string(),
    acceptable: z.boolean(),
    msg: z.string(),
  }),
});

export const ZIcodeResponse = envelope({ icodeKey: z.string(), image: z.string() });

export const ZSwitchComRequest = z.object({
  orgId: zId('企业编号'),
});
export const ZSwitchComResponse = envelope({
  userinfo: ZUserinfo,
  orgs: z.array(z.object({ orgId: z.number().int(), orgName: z.string(), isCurrent: z.boolean() })),
});

/* ── registration ── */

export const ZRegSendRequest = z.object({ phone: zPhone, ...icodeFields });
export const ZRegisterRequest = z.object({
  phone: zPhone,
  vcode: zVcode,
  password: zPassword,
  realname: z.string({ error: '姓名格式不正确' }).trim().max(30, '姓名不能超过 30 个字符').optional(),
  orgName: z.string({ error: '单位名称格式不正确' }).trim().max(60, '单位名称不能超过 60 个字符').optional(),
  inviteCode: zInviteCode,
  agree: z.boolean({ error: '请勾选同意用户协议' }).optional(),
  redirect: zRedirect,
});
export const ZRegisterVcodeRequest = ZRegisterRequest.omit({ password: true });

export const ZFillRequest = z.object({
  realname: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(30, '姓名不能超过 30 个字符'),
  orgName: z.string({ error: '单位名称格式不正确' }).trim().max(60, '单位名称不能超过 60 个字符').optional(),
});

export const ZWxSendRequest = z.object({ phone: zPhone, wxTicket: zKey('微信授权已过期，请重新扫码') });
export const ZWxBindRequest = z.object({ phone: zPhone, vcode: zVcode, wxTicket: zKey('微信授权已过期，请重新扫码'), redirect: zRedirect });

/* ── find password ── */

export const ZFindCheckRequest = z.object({
  target: z.string({ error: '请输入手机号码或邮箱' }).trim().min(1, '请输入手机号码或邮箱').max(120, '手机号码或邮箱过长'),
});
export const ZFindCheckResponse = envelope({ channel: z.enum(['SMS', 'EMAIL']), masked: z.string() });
export const ZFindSendRequest = z.object({ phone: zPhone, ...icodeFields });
export const ZFindSendEmailRequest = z.object({ email: zEmail, ...icodeFields });
export const ZFindCodeRequest = z.object({
  target: z.string({ error: '请输入手机号码或邮箱' }).trim().toLowerCase().min(1, '请输入手机号码或邮箱').max(120, '手机号码或邮箱过长'),
  vcode: zVcode,
  ...icodeFields,
});
export const ZFindCodeResponse = envelope({ resetToken: z.string(), accountCount: z.number().int() });
export const ZResetTokenRequest = z.object({ resetToken: zKey('验证已过期，请重新获取验证码') });
export const ZListAccountsResponse = envelope({
  records: z.array(
    z.object({
      unionid: z.string(),
      loginName: z.string(),
      kind: z.enum(['PERSONAL', 'ORG']),
      kindLabel: z.string(),
      realname: z.string(),
      orgName: z.string(),
    }),
  ),
});
export const ZUpdatePwdRequest = z.object({
  resetToken: zKey('验证已过期，请重新获取验证码'),
  unionid: z.string({ error: '请选择账号' }).trim().max(32, '所选账号不正确').optional(),
  password: zPassword,
});
