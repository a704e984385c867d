/** The envelope code of every successful reply (spec §7). */
export const SUCCESS_CODE = '30000';

/** Envelope codes other than success. HTTP status for each lives in server/errors.ts. */
export const errorCodes = {
  /** Input failed validation: msg names the field and the rule. */
  VALIDATION: '40000',
  /** A business rule refused the request. */
  BUSINESS: '40001',
  UNAUTHENTICATED: '40100',
  FORBIDDEN: '40300',
  NOT_FOUND: '40400',
  /** No endpoint at this path. */
  NO_SUCH_API: '40401',
  /** The body is over the endpoint's limit (HTTP 413). */
  PAYLOAD_TOO_LARGE: '41300',
  TOO_MANY_REQUESTS: '42900',
  INTERNAL: '50000',
  UNAVAILABLE: '50300',
} as const;

export type ErrorCodeName = keyof typeof errorCodes;

/**
 * Spec §8: what a user is told for each HTTP failure. The browser's client
 * toasts these (app/lib/api-client.ts); the server's errors of the same
 * status carry them as their default message (server/errors.ts).
 */
export const httpErrorMessages = {
  401: '会话已失效，请重新登录或刷新页面',
  403: '您没有此操作权限访问',
  503: '服务正在升级，请稍后再试',
  504: '网关超时，请稍后再试',
  other: '网络异常，请稍后再试',
} as const;

export type Envelope = { code: string; msg: string };

/**
 * Fields a failure's envelope may carry beside code and msg, for the page to
 * act on. The server's AppError takes them as `details`.
 */
export type ErrorDetails = {
  /** The login forms: show (or refresh) the image code before the next try. */
  needIcode?: boolean;
  /** The staff console: this member must set a new password before anything else (decision 0028). */
  mustChangePassword?: boolean;
  /** A refused tender import: every bad line with its reasons (decision 0042). */
  errors?: { line: number; reason: string }[];
};
export type ErrorEnvelope = Envelope & ErrorDetails;
export type PageEnvelope<T> = Envelope & {
  current: number;
  pages: number;
  size: number;
  total: number;
  records: T[];
};
