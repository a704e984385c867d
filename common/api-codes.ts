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
  TOO_MANY_REQUESTS: '42900',
  INTERNAL: '50000',
  UNAVAILABLE: '50300',
} as const;

export type ErrorCodeName = keyof typeof errorCodes;

export type Envelope = { code: string; msg: string };

/**
 * Fields a failure's envelope may carry beside code and msg, for the page to
 * act on. The server's AppError takes them as `details`.
 */
export type ErrorDetails = {
  /** The login forms: show (or refresh) the image code before the next try. */
  needIcode?: boolean;
};
export type ErrorEnvelope = Envelope & ErrorDetails;
export type PageEnvelope<T> = Envelope & {
  current: number;
  pages: number;
  size: number;
  total: number;
  records: T[];
};
