import { errorCodes, httpErrorMessages, type ErrorCodeName, type ErrorDetails } from '../common/api-codes';

/** One table: each error kind → HTTP status and envelope code. */
export const errorTable: Record<ErrorCodeName, { status: number; code: string; defaultMsg: string }> = {
  VALIDATION: { status: 200, code: errorCodes.VALIDATION, defaultMsg: '请求参数有误' },
  BUSINESS: { status: 200, code: errorCodes.BUSINESS, defaultMsg: '操作失败' },
  UNAUTHENTICATED: { status: 401, code: errorCodes.UNAUTHENTICATED, defaultMsg: httpErrorMessages[401] },
  FORBIDDEN: { status: 403, code: errorCodes.FORBIDDEN, defaultMsg: httpErrorMessages[403] },
  NOT_FOUND: { status: 200, code: errorCodes.NOT_FOUND, defaultMsg: '内容不存在或已下线' },
  NO_SUCH_API: { status: 404, code: errorCodes.NO_SUCH_API, defaultMsg: '接口不存在' },
  PAYLOAD_TOO_LARGE: { status: 413, code: errorCodes.PAYLOAD_TOO_LARGE, defaultMsg: '请求体过大' },
  TOO_MANY_REQUESTS: { status: 429, code: errorCodes.TOO_MANY_REQUESTS, defaultMsg: '操作过于频繁，请稍后再试' },
  INTERNAL: { status: 500, code: errorCodes.INTERNAL, defaultMsg: '服务器开小差了，请稍后再试' },
  UNAVAILABLE: { status: 503, code: errorCodes.UNAVAILABLE, defaultMsg: httpErrorMessages[503] },
};

/**
 * The one error type of the server. `msg` is always safe to show a user;
 * `details` are more fields of the envelope for the page to act on (they go
 * to the client, so never anything internal); `cause` carries internal detail
 * for the log only.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly kind: ErrorCodeName;
  readonly retryAfterSeconds: number | undefined;
  readonly details: ErrorDetails | undefined;

  constructor(kind: ErrorCodeName, msg?: string, options: { cause?: unknown; retryAfterSeconds?: number; details?: ErrorDetails } = {}) {
    super(msg ?? errorTable[kind].defaultMsg, { cause: options.cause });
    this.kind = kind;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }

  get status(): number {
    return errorTable[this.kind].status;
  }

  get code(): string {
    return errorTable[this.kind].code;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
